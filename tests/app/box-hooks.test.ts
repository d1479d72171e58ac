import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBoxHooks } from '../../src/app/box-hooks.ts';
import type { BoxHook } from '../../src/domain/types.ts';
import { location } from '../domain/fixtures.ts';

interface FakePage {
  location: { hostname: string };
  dataLayer?: Record<string, unknown>[];
  parent: { postMessage: ReturnType<typeof vi.fn> };
}

/** A page inside a kiosk shell (`window.parent` is another window), with a title and a data layer. */
function stubPage(): { page: FakePage; document: { title: string } } {
  const page: FakePage = { location: { hostname: 'showroom.example' }, parent: { postMessage: vi.fn() } };
  const document = { title: 'Virtual Factory' };
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', document);
  return { page, document };
}

const hall = location('factory-hall', { title: 'Werkhalle' });
const hook = (name: string, type: BoxHook['type'], params: Record<string, unknown> = {}): BoxHook => ({
  name,
  type,
  params,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('box hooks (SPEC §4 route hooks from the content)', () => {
  it('runs the hooks of the event that happened, and only those', () => {
    const { page, document } = stubPage();
    const hooks = [
      hook('document-title', 'onCurrentLocationChange', { template: '{location} – Virtual Factory' }),
      hook('track-event', 'onTargetLocationChange', { event: 'navigation started', zone: 'showroom' }),
    ];
    runBoxHooks(hooks, 'onTargetLocationChange', hall);
    expect(document.title).toBe('Virtual Factory');
    expect(page.dataLayer).toEqual([{ event: 'navigation started', zone: 'showroom', location: 'factory-hall' }]);
    runBoxHooks(hooks, 'onCurrentLocationChange', hall);
    expect(document.title).toBe('Werkhalle – Virtual Factory');
    expect(page.dataLayer).toHaveLength(1);
  });

  it('tells the embedding page where the visitor is', () => {
    const { page } = stubPage();
    runBoxHooks(
      [hook('post-message', 'onCurrentLocationChange', { type: 'location' })],
      'onCurrentLocationChange',
      hall,
    );
    expect(page.parent.postMessage).toHaveBeenCalledWith({ type: 'location', location: 'factory-hall' }, '*');
  });

  it('skips an unknown hook with one warning, however often it comes', () => {
    stubPage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hooks = [hook('dim-the-lights', 'onCurrentLocationChange'), hook('__proto__', 'onCurrentLocationChange')];
    for (let i = 0; i < 3; i += 1) runBoxHooks(hooks, 'onCurrentLocationChange', hall);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Unknown box hook "dim-the-lights" skipped',
      'Unknown box hook "__proto__" skipped',
    ]);
  });

  it('logs a failing hook and still runs the ones after it', () => {
    const { page, document } = stubPage();
    page.parent.postMessage.mockImplementation(() => {
      throw new Error('the shell went away');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runBoxHooks(
      [hook('post-message', 'onCurrentLocationChange'), hook('document-title', 'onCurrentLocationChange')],
      'onCurrentLocationChange',
      hall,
    );
    expect(error).toHaveBeenCalledWith('Box hook "post-message" failed', expect.any(Error));
    expect(document.title).toBe('Werkhalle');
  });
});
