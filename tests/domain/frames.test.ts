import { describe, expect, it } from 'vitest';
import { allowedFrameOrigins, frameUrl, linkDisplay, linkOpening, type LinkRules } from '../../src/domain/frames';

const ORIGIN = 'https://showroom.example';
const ALLOWED = ['https://allowed.com', 'https://bücher.example', 'https://intranet.example:8443'];

describe('allowedFrameOrigins', () => {
  it('reads bare https origins as the browser serialises them', () => {
    expect([
      ...allowedFrameOrigins(['https://Allowed.COM', 'https://bücher.example', 'https://a.example:443']),
    ]).toEqual(['https://allowed.com', 'https://xn--bcher-kva.example', 'https://a.example']);
  });

  it('drops entries that are not bare https origins', () => {
    const loose = [
      'http://allowed.com',
      'https://allowed.com/path',
      'https://user@allowed.com',
      'https://*.allowed.com',
      'https://allowed.com?x',
      ' https://allowed.com',
      'allowed.com',
      'https://a;script-src *',
      '',
    ];
    expect([...allowedFrameOrigins(loose)]).toEqual([]);
  });
});

describe('frameUrl', () => {
  it('frames pages whose origin is on the allowlist exactly', () => {
    expect(frameUrl('https://allowed.com/a?b=1', ALLOWED, ORIGIN)).toBe('https://allowed.com/a?b=1');
    expect(frameUrl('allowed.com/a', ALLOWED, ORIGIN)).toBe('https://allowed.com/a');
    // Case and IDN are folded as the browser folds them; the default port is the same origin.
    expect(frameUrl('https://ALLOWED.com', ALLOWED, ORIGIN)).toBe('https://ALLOWED.com');
    expect(frameUrl('https://allowed.com:443/x', ALLOWED, ORIGIN)).toBe('https://allowed.com:443/x');
    expect(frameUrl('https://BÜCHER.example/', ALLOWED, ORIGIN)).toBe('https://BÜCHER.example/');
    expect(frameUrl('https://xn--bcher-kva.example/', ALLOWED, ORIGIN)).toBe('https://xn--bcher-kva.example/');
    expect(frameUrl('https://intranet.example:8443/shifts', ALLOWED, ORIGIN)).toBe(
      'https://intranet.example:8443/shifts',
    );
  });

  it('frames nothing off the allowlist, however close it looks', () => {
    for (const url of [
      'https://allowed.com.evil.net',
      'https://allowed.com@evil.net',
      'https://allowed.com:x@evil.net/',
      'https://user@allowed.com/',
      'https://evil.net/?https://allowed.com',
      'https://evil.net#https://allowed.com',
      'https://evilallowed.com',
      'https://sub.allowed.com',
      'https://allowed.com:8443',
      'https://intranet.example',
      'http://allowed.com',
      'https://allowed.com.',
      'https://bücher.example.evil.net',
      // Cyrillic "а" in place of the Latin one: another punycode name.
      'https://аllowed.com',
      'mailto:a@allowed.com',
      'tel:+4930123',
      'javascript:alert(1)//https://allowed.com',
      'data:text/html,https://allowed.com',
      '',
      null,
    ]) {
      expect(frameUrl(url, ALLOWED, ORIGIN), String(url)).toBeNull();
    }
  });

  it('never frames the app itself, even when allowlisted', () => {
    expect(frameUrl(`${ORIGIN}/en/factory`, [ORIGIN], ORIGIN)).toBeNull();
  });

  it('frames nothing with an empty allowlist', () => {
    expect(frameUrl('https://allowed.com', [], ORIGIN)).toBeNull();
  });
});

describe('linkOpening (link rules and open-link resolution)', () => {
  const web: LinkRules = { kiosk: false, frameOrigins: ALLOWED, pageOrigin: ORIGIN };
  const kiosk: LinkRules = { ...web, kiosk: true };
  const target = (url: string | null, newTab = false, newWindow = false) => ({ url, newTab, newWindow });

  it('prepends https:// to targets without an http, mailto or tel scheme', () => {
    expect(linkOpening(target('www.example.com'), web)).toEqual({ how: 'same', url: 'https://www.example.com' });
    expect(linkOpening(target('allowed.com/x'), web)).toEqual({ how: 'frame', url: 'https://allowed.com/x' });
    expect(linkOpening(target('http://jobs.example'), web)?.url).toBe('http://jobs.example');
  });

  it('opens allowlisted https pages in the frame, or in a tab when new_tab or new_window ask for it', () => {
    expect(linkOpening(target('https://allowed.com/a'), web)?.how).toBe('frame');
    expect(linkOpening(target('https://allowed.com/a', true), web)?.how).toBe('tab');
    expect(linkOpening(target('https://allowed.com/a', false, true), web)?.how).toBe('window');
  });

  it('honours new_tab and new_window for other pages on the web', () => {
    expect(linkOpening(target('https://www.example.com'), web)?.how).toBe('same');
    expect(linkOpening(target('https://www.example.com', true), web)?.how).toBe('tab');
    expect(linkOpening(target('https://www.example.com', false, true), web)?.how).toBe('window');
    expect(linkOpening(target('https://www.example.com', true, true), web)?.how).toBe('window');
  });

  it('opens mailto and tel as such on the web, with address and QR code in a kiosk', () => {
    expect(linkOpening(target('mailto:info@example.com', true), web)).toEqual({
      how: 'same',
      url: 'mailto:info@example.com',
    });
    expect(linkOpening(target('tel:+4989123'), web)).toEqual({ how: 'same', url: 'tel:+4989123' });
    expect(linkOpening(target('mailto:info@example.com'), kiosk)?.how).toBe('qr');
    expect(linkOpening(target('TEL:+4989123'), kiosk)?.how).toBe('qr');
  });

  it('keeps kiosk visitors inside: external pages become a QR code, allowlisted ones a frame even with new_tab', () => {
    expect(linkOpening(target('https://www.example.com'), kiosk)).toEqual({
      how: 'qr',
      url: 'https://www.example.com',
    });
    expect(linkOpening(target('https://www.example.com', true, true), kiosk)?.how).toBe('qr');
    expect(linkOpening(target('http://allowed.com'), kiosk)?.how).toBe('qr');
    expect(linkOpening(target('https://allowed.com', true), kiosk)?.how).toBe('frame');
    expect(linkOpening(target('https://allowed.com', false, true), kiosk)?.how).toBe('frame');
  });

  it('stays in this tab for the app’s own pages, kiosk or not', () => {
    expect(linkOpening(target(`${ORIGIN}/en/factory`, true), web)?.how).toBe('same');
    expect(linkOpening(target(`${ORIGIN}/en/factory`), kiosk)?.how).toBe('same');
  });

  it('opens nothing for empty or dangerous targets', () => {
    for (const url of [
      null,
      '',
      '   ',
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'ftp://x.example',
    ])
      for (const rules of [web, kiosk]) expect(linkOpening(target(url, true), rules), String(url)).toBeNull();
  });
});

describe('linkDisplay', () => {
  it('shows the address of a mailto link, the number of a tel link, and a page as it is', () => {
    expect(linkDisplay('mailto:info@example.com?subject=Hi')).toEqual({ kind: 'mail', text: 'info@example.com' });
    expect(linkDisplay('MAILTO:j%C3%BCrgen@example.com')).toEqual({ kind: 'mail', text: 'jürgen@example.com' });
    expect(linkDisplay('tel:+49%2089%20123')).toEqual({ kind: 'phone', text: '+49 89 123' });
    expect(linkDisplay('mailto:%E0%A4%A')).toEqual({ kind: 'mail', text: '%E0%A4%A' });
    expect(linkDisplay('https://www.example.com/a')).toEqual({ kind: 'page', text: 'https://www.example.com/a' });
  });
});
