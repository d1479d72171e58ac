import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../src/app/analytics';

function stubWindow(hostname: string): { dataLayer?: Record<string, unknown>[] } {
  const fake: { location: { hostname: string }; dataLayer?: Record<string, unknown>[] } = { location: { hostname } };
  vi.stubGlobal('window', fake);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('analytics data layer', () => {
  it('pushes each event with its parameters for the tag manager', () => {
    const page = stubWindow('showroom.example');
    track('location reached', { location: 'factory-hall' });
    expect(page.dataLayer).toEqual([{ event: 'location reached', location: 'factory-hall' }]);
  });

  it('keeps only the newest entries, so a kiosk running for days does not grow', () => {
    const page = stubWindow('showroom.example');
    for (let i = 0; i < 1000; i += 1) track('location reached', { n: i });
    expect(page.dataLayer!.length).toBeLessThanOrEqual(100);
    expect(page.dataLayer!.at(-1)).toEqual({ event: 'location reached', n: 999 });
  });

  it('stays off for hosts ending with .cn', () => {
    const page = stubWindow('showroom.example.cn');
    track('location reached');
    expect(page.dataLayer).toBeUndefined();
  });
});
