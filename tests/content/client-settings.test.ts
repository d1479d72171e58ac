import { readFileSync } from 'node:fs';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { findEndpoint, loadClientSettings, parseClientSettings } from '../../src/content/client-settings.ts';
import { mergeQueryParams } from '../../src/content/query.ts';

const shipped = JSON.parse(readFileSync(new URL('../../public/app-settings.json', import.meta.url), 'utf8')) as {
  endpoints: Record<string, unknown>[];
};

describe('app-settings.json', () => {
  it('the shipped file is valid and lists every store', () => {
    const settings = parseClientSettings(shipped);
    expect(settings.apiBase).toBe('/box-api');
    expect(settings.mediaHost).toBeNull();
    expect(settings.pageSize).toBe(100);
    expect(settings.endpoints.map((e) => e.store).sort()).toEqual([
      'articles',
      'contents',
      'dashboards',
      'icons',
      'menus',
      'screensavers',
      'settings',
      'transitions',
      'uiTranslation',
      'worlds',
    ]);
  });

  it('reads the tag manager container: none by default, a GTM id, nothing else', () => {
    expect(parseClientSettings(shipped).analytics).toEqual({ gtmContainer: null });
    const { analytics: _, ...withoutAnalytics } = shipped as Record<string, unknown>;
    expect(parseClientSettings(withoutAnalytics).analytics).toEqual({ gtmContainer: null });
    expect(parseClientSettings({ ...shipped, analytics: { gtmContainer: 'GTM-AB12CD' } }).analytics).toEqual({
      gtmContainer: 'GTM-AB12CD',
    });
    for (const bad of ['', 'UA-1234', 'GTM-x"><script>', 'GTM-AB12CD&l=evil']) {
      expect(() => parseClientSettings({ ...shipped, analytics: { gtmContainer: bad } })).toThrow(/gtmContainer/);
    }
  });

  it('reads the sites that may frame the showroom: none by default, the list as written', () => {
    expect(parseClientSettings(shipped).security.frameAncestors).toEqual([]);
    const { security: _, ...withoutSecurity } = shipped as Record<string, unknown>;
    expect(parseClientSettings(withoutSecurity).security.frameAncestors).toEqual([]);
    const frameAncestors = ['https://www.company.example', 'https://intranet.example.com'];
    expect(parseClientSettings({ ...shipped, security: { frameAncestors } }).security.frameAncestors).toEqual(
      frameAncestors,
    );
    expect(() => parseClientSettings({ ...shipped, security: { frameAncestors: 'https://a.example' } })).toThrow(
      /frameAncestors/,
    );
  });

  it('ends a login with the screensaver where set, and by default on a kiosk only', () => {
    const viewers = (kiosk: boolean) => ({ frameOrigins: [], kiosk, pdfDownload: true });
    const endsLogin = (json: Record<string, unknown>) => parseClientSettings(json).security.screensaverEndsLogin;
    expect(endsLogin(shipped)).toBe(false);
    expect(endsLogin({ ...shipped, viewers: viewers(true) })).toBe(true);
    expect(endsLogin({ ...shipped, viewers: viewers(true), security: {} })).toBe(true);
    expect(endsLogin({ ...shipped, viewers: viewers(true), security: { screensaverEndsLogin: false } })).toBe(false);
    expect(endsLogin({ ...shipped, viewers: viewers(false), security: { screensaverEndsLogin: true } })).toBe(true);
    expect(() => endsLogin({ ...shipped, security: { screensaverEndsLogin: 'yes' } })).toThrow(/screensaverEndsLogin/);
  });

  it('populates what the content model lists, with dynamic-zone `on` syntax', () => {
    const settings = parseClientSettings(shipped);
    const query = (store: Parameters<typeof findEndpoint>[1]) =>
      qs.stringify(mergeQueryParams(findEndpoint(settings, store)!.params), { encodeValuesOnly: true });
    const contents = query('contents');
    for (const type of ['open-article', 'custom-open-article', 'navigation', 'custom-open-media', 'menu']) {
      expect(contents).toContain(`populate[hotspots][on][hotspots.${type}][populate][action_target]=true`);
      expect(contents).toContain(`populate[hotspots][on][hotspots.${type}][populate][position]=true`);
    }
    expect(contents).not.toContain('hotspots.custom-menu');
    expect(contents).toContain('populate[background][populate][video]=true');
    expect(contents).toContain('populate[group][populate][menus]=true');
    expect(query('articles')).toContain('populate[sections][populate][icon][populate][svg]=true');
    expect(query('screensavers')).toContain('populate[media][on][screensaver.location][populate][location]=true');
    expect(query('settings')).toContain('populate[screensaver][populate][default_screensaver]=true');
    expect(query('uiTranslation')).toBe('populate[items]=true');
    for (const endpoint of settings.endpoints) expect(query(endpoint.store)).not.toContain('limit');
  });

  it('an endpoint without a params array makes loading fail, naming the endpoint', () => {
    const broken = structuredClone(shipped);
    delete broken.endpoints[3]!.params;
    expect(() => parseClientSettings(broken)).toThrow(
      'app-settings.json: endpoint "worlds" (/api/worlds) has no "params" array',
    );
    broken.endpoints[3]!.params = { populate: '*' };
    expect(() => parseClientSettings(broken)).toThrow(/endpoint "worlds".*no "params" array/);
  });

  it('rejects other mistakes with a readable message', () => {
    const base = { apiBase: '/box-api', mediaHost: null, pageSize: 100, endpoints: [] };
    expect(() => parseClientSettings({ ...base, mediaHost: 'javascript:alert(1)' })).toThrow(/mediaHost/);
    expect(() => parseClientSettings({ ...base, apiBase: '//evil.com' })).toThrow(/apiBase/);
    expect(() => parseClientSettings({ ...base, pageSize: 0 })).toThrow(/pageSize/);
    const endpoint = { store: 'worlds', path: '/api/worlds', localized: true, single: false, params: [] };
    expect(() => parseClientSettings({ ...base, endpoints: [endpoint, endpoint] })).toThrow('listed twice');
    expect(() => parseClientSettings({ ...base, endpoints: [{ ...endpoint, store: 'secrets' }] })).toThrow(
      /endpoints\.0\.store/,
    );
    expect(() => parseClientSettings('nope')).toThrow(/app-settings.json is invalid/);
  });

  it('normalises a media host', () => {
    const settings = parseClientSettings({ apiBase: '/box-api', mediaHost: 'https://cms.example.com/', endpoints: [] });
    expect(settings.mediaHost).toBe('https://cms.example.com');
    expect(settings.pageSize).toBe(100);
  });

  it('loadClientSettings fetches /app-settings.json and reports HTTP and JSON failures', async () => {
    const ok = async (url: RequestInfo | URL) => {
      expect(String(url)).toBe('/app-settings.json');
      return new Response(JSON.stringify(shipped));
    };
    expect((await loadClientSettings({ fetch: ok })).endpoints).toHaveLength(10);
    await expect(loadClientSettings({ fetch: async () => new Response('x', { status: 404 }) })).rejects.toThrow(
      'HTTP 404',
    );
    await expect(loadClientSettings({ fetch: async () => new Response('<html>') })).rejects.toThrow('not JSON');
  });

  it('reports no answer as an ApiError of status 0, as a call to the CMS', async () => {
    const offline = async () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadClientSettings({ fetch: offline })).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      mapped: { messageKey: 'error__no_internet' },
    });
  });
});

describe('mergeQueryParams', () => {
  it('deep-merges fragments, drops pagination/locale and prototype keys', () => {
    const merged = mergeQueryParams([
      { populate: { a: true, b: { populate: { c: true } } }, pagination: { limit: -1 } },
      JSON.parse('{"populate":{"b":{"populate":{"d":true}}},"__proto__":{"polluted":1},"locale":"xx"}'),
    ]);
    expect(merged).toEqual({ populate: { a: true, b: { populate: { c: true, d: true } } } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
