import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasDangerousScheme,
  isSafeRedirect,
  normalizeLinkUrl,
  parseNonNegativeInt,
  safeRedirect,
} from '../../src/domain/links.ts';

describe('normalizeLinkUrl (SPEC §5)', () => {
  it('keeps http(s), mailto and tel links', () => {
    for (const url of [
      'https://example.com/a?b#c',
      'http://example.com',
      'HTTPS://EXAMPLE.COM',
      'mailto:sales@example.com',
      'tel:+49301234',
    ]) {
      expect(normalizeLinkUrl(url)).toBe(url);
    }
  });

  it('prepends https:// to links without one of those schemes', () => {
    expect(normalizeLinkUrl('www.example.com/page')).toBe('https://www.example.com/page');
    expect(normalizeLinkUrl(' example.com ')).toBe('https://example.com');
    expect(normalizeLinkUrl('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(normalizeLinkUrl('//cdn.example.com/x')).toBe('https://cdn.example.com/x');
  });

  it('refuses dangerous and unknown schemes', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(normalizeLinkUrl(url)).toBeNull();
    }
    expect(hasDangerousScheme('  DATA:text/html,x')).toBe(true);
    expect(hasDangerousScheme('https://x')).toBe(false);
  });

  it('refuses values to complete that are no address: markup, script, escaped schemes', () => {
    for (const url of [
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      "';alert(1);//",
      'url(https://evil.example/x)',
      '<img src=x onerror=alert(1)>',
      '\\u003cscript\\u003ealert(1)',
      '${alert(1)}',
      '{{constructor.constructor("alert(1)")()}}',
      'example.com/a"onmouseover="alert(1)',
    ]) {
      expect(normalizeLinkUrl(url), url).toBeNull();
    }
    expect(normalizeLinkUrl('intranet/shift-plan')).toBe('https://intranet/shift-plan');
    expect(normalizeLinkUrl('[::1]:8080/x')).toBe('https://[::1]:8080/x');
    expect(normalizeLinkUrl('bücher.example/a b')).toBe('https://bücher.example/a b');
  });

  it('never returns a javascript: link for any input', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('', 'javascript:', 'JAVASCRIPT:', ' \tjavascript:', 'data:'),
        (tail, head) => {
          const result = normalizeLinkUrl(head + tail);
          if (result !== null) expect(hasDangerousScheme(result)).toBe(false);
        },
      ),
    );
  });
});

describe('isSafeRedirect (SPEC §5)', () => {
  it('accepts local paths with optional query and hash', () => {
    for (const path of [
      '/',
      '/de/factory/hall-a',
      '/en-US/a_b~c@d%20e',
      '/de/login?redirect=abc&x=1',
      '/de/x#top',
      '/de?x=1#y',
    ]) {
      expect(isSafeRedirect(path)).toBe(true);
    }
  });

  it('rejects anything that could leave the origin or break parsing', () => {
    for (const path of [
      '//evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'https://evil.com',
      'evil.com',
      'javascript:alert(1)',
      '/%2F%2Fevil.com',
      '/%2fevil.com',
      '/%5cevil.com',
      '/%252F%252Fevil.com',
      '/%2e%2e//evil%2ecom',
      '/de/%2E%2E/%2e%2e//evil',
      '/a%0d%0aSet-Cookie:x',
      '/a b',
      '/a\nb',
      '/a?x=1\\y',
      '/%E0%A4%A',
      '/a.b',
      '',
      42,
      null,
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(isSafeRedirect(path), String(path)).toBe(false);
    }
  });

  it('safeRedirect falls back', () => {
    expect(safeRedirect('//evil.com')).toBe('/');
    expect(safeRedirect('//evil.com', '/de')).toBe('/de');
    expect(safeRedirect('/de/a')).toBe('/de/a');
  });

  it('an accepted redirect always resolves on the same origin', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'/\\%2fF5cC@-_~a.?#: '.split('')) }), (tail) => {
        const path = `/${tail}`;
        if (isSafeRedirect(path)) {
          expect(new URL(path, 'https://app.example.com').origin).toBe('https://app.example.com');
          expect(new URL(decodeURIComponent(path.split(/[?#]/)[0]!), 'https://app.example.com').origin).toBe(
            'https://app.example.com',
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseNonNegativeInt', () => {
  it('accepts decimal digits and non-negative safe integers', () => {
    expect(parseNonNegativeInt('0')).toBe(0);
    expect(parseNonNegativeInt('42')).toBe(42);
    expect(parseNonNegativeInt('007')).toBe(7);
    expect(parseNonNegativeInt(5)).toBe(5);
    expect(Object.is(parseNonNegativeInt(-0), 0)).toBe(true);
  });

  it('rejects everything else', () => {
    for (const value of [
      '-1',
      '1.5',
      '1e3',
      '0x10',
      ' 1',
      '1 ',
      '',
      '+1',
      'NaN',
      '99999999999999999',
      -1,
      1.5,
      NaN,
      Infinity,
      null,
      undefined,
      [1],
      {},
    ]) {
      expect(parseNonNegativeInt(value), String(value)).toBeNull();
    }
  });
});
