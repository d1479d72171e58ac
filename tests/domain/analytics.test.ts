import { describe, expect, it } from 'vitest';
import { analyticsEnabled, tagManagerScriptUrl } from '../../src/domain/analytics.ts';

describe('analytics rules (SPEC §1)', () => {
  it('is off for hosts ending with .cn, whatever their case or a trailing dot', () => {
    for (const host of ['showroom.cn', 'www.example.com.cn', 'SHOWROOM.CN', 'showroom.cn.']) {
      expect(analyticsEnabled(host)).toBe(false);
    }
    for (const host of ['showroom.example.com', 'cn.example.com', 'showroom.cnn', 'localhost', '127.0.0.1']) {
      expect(analyticsEnabled(host)).toBe(true);
    }
  });

  it('names the container script only when a container is set and the host allows analytics', () => {
    expect(tagManagerScriptUrl('GTM-AB12CD', 'showroom.example.com')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
    );
    expect(tagManagerScriptUrl(null, 'showroom.example.com')).toBeNull();
    expect(tagManagerScriptUrl('', 'showroom.example.com')).toBeNull();
    expect(tagManagerScriptUrl('GTM-AB12CD', 'showroom.example.cn')).toBeNull();
  });
});
