import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/content/api-error.ts';
import { login, logout } from '../../src/content/auth.ts';
import { parseClientSettings, type ClientSettings } from '../../src/content/client-settings.ts';
import { observeRequests } from '../../src/content/api-client.ts';
import { loadAppSettings, loadContent, loadUiTranslations } from '../../src/content/load-content.ts';
import { createFakeStrapi, fixtureData, type FakeRoute, type RecordedRequest } from './fake-strapi.ts';

const settings: ClientSettings = parseClientSettings(
  JSON.parse(readFileSync(new URL('../../public/app-settings.json', import.meta.url), 'utf8')),
);

const routes = (): Record<string, FakeRoute> => ({
  '/api/app-setting': { single: true, byLocale: { '*': fixtureData('app-setting.json') } },
  '/api/ui-translation': { single: true, byLocale: { en: fixtureData('ui-translation.en.json') } },
  '/api/icons': { byLocale: { '*': fixtureData('icons.json') } },
  '/api/worlds': { byLocale: { de: fixtureData('worlds.de.json'), en: fixtureData('worlds.en.json') } },
  '/api/content-locations': {
    byLocale: { de: fixtureData('content-locations.de.json'), en: fixtureData('content-locations.en.json') },
  },
  '/api/content-transitions': { byLocale: { de: fixtureData('content-transitions.de.json') } },
  '/api/articles': { byLocale: { de: fixtureData('articles.de.json') } },
  '/api/dashboards': { byLocale: { de: fixtureData('dashboards.de.json') } },
  '/api/menus': { byLocale: { de: fixtureData('menus.de.json') } },
  '/api/screensavers': { byLocale: { '*': fixtureData('screensavers.json') } },
});

const byPath = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.path === path);

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

describe('loadContent', () => {
  it('loads every endpoint for de, with locale only on localized ones', async () => {
    const server = createFakeStrapi(routes());
    const bundle = await loadContent({ locale: 'de', settings, fetch: server.fetch });
    expect(bundle.locale).toBe('de');
    expect(bundle.worlds.map((w) => w.name)).toEqual(['Fabrik', 'Labor', 'VIP-Lounge']);
    expect(bundle.locations).toHaveLength(3);
    expect(bundle.settings.defaultWorld).toBe('factory');
    expect(bundle.icons).toHaveLength(1);
    expect(bundle.screensavers).toHaveLength(2);
    expect(byPath(server.requests, '/api/ui-translation')).toHaveLength(0);
    for (const path of ['/api/app-setting', '/api/icons', '/api/screensavers']) {
      const requests = byPath(server.requests, path);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.query.locale).toBeUndefined();
    }
    expect(byPath(server.requests, '/api/worlds').map((r) => r.query.locale)).toEqual(['de']);
    expect(server.requests.every((r) => !r.url.includes('limit'))).toBe(true);
  });

  it('for another locale merges by documentId: missing documents come from de', async () => {
    const server = createFakeStrapi(routes());
    const bundle = await loadContent({ locale: 'en', settings, fetch: server.fetch });
    expect(bundle.locale).toBe('en');
    expect(bundle.worlds.map((w) => [w.slug, w.name])).toEqual([
      ['factory', 'Factory'],
      ['lab', 'Laboratory'],
      ['vip', 'VIP-Lounge'],
    ]);
    expect(bundle.locations.map((l) => [l.payloadId, l.title])).toEqual([
      ['hall-a', 'Hall A'],
      ['hall-b', 'Halle B'],
      ['lab-entrance', 'Eingang'],
    ]);
    expect(bundle.articles.map((a) => a.title)).toEqual(['Presse']); // no en articles at all
    expect(
      byPath(server.requests, '/api/worlds')
        .map((r) => r.query.locale)
        .sort(),
    ).toEqual(['de', 'en']);
    expect(byPath(server.requests, '/api/icons')).toHaveLength(1);
  });

  it('sends the Bearer token on every request', async () => {
    const server = createFakeStrapi(routes());
    await loadContent({ locale: 'fr', settings, fetch: server.fetch, token: 'jwt-123' });
    expect(server.requests.length).toBeGreaterThan(10);
    expect(server.requests.every((r) => r.headers.Authorization === 'Bearer jwt-123')).toBe(true);
  });

  it('pages big collections', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({
      documentId: `t${i}`,
      payloadId: `t${i}`,
      from: { payloadId: 'a' },
      to: { payloadId: 'b' },
    }));
    const r = routes();
    r['/api/content-transitions'] = { byLocale: { de: many } };
    const server = createFakeStrapi(r);
    const bundle = await loadContent({ locale: 'de', settings, fetch: server.fetch });
    expect(bundle.transitions).toHaveLength(250);
    expect(byPath(server.requests, '/api/content-transitions')).toHaveLength(3);
  });

  it('uses de for a locale the CMS refuses', async () => {
    const server = createFakeStrapi(routes(), {
      override: (request) =>
        request.query.locale === 'zh'
          ? new Response(JSON.stringify({ error: { status: 400, message: 'Invalid locale' } }), { status: 400 })
          : undefined,
    });
    const bundle = await loadContent({ locale: 'zh', settings, fetch: server.fetch });
    expect(bundle.worlds.map((w) => w.name)).toEqual(['Fabrik', 'Labor', 'VIP-Lounge']);
  });

  it('logs and rethrows a failed request', async () => {
    const server = createFakeStrapi(routes(), {
      override: (request) =>
        request.path === '/api/menus' ? new Response('<html>502</html>', { status: 502 }) : undefined,
    });
    const failure = await loadContent({ locale: 'de', settings, fetch: server.fetch }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(502);
    expect((failure as ApiError).mapped).toEqual({ kind: 'home', messageKey: 'error__something_wrong' });
    expect(error).toHaveBeenCalled();
  });

  it('an abort rejects with the AbortError and logs nothing', async () => {
    const server = createFakeStrapi(routes());
    const controller = new AbortController();
    controller.abort();
    const failure = await loadContent({ locale: 'en', settings, fetch: server.fetch, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect((failure as Error).name).toBe('AbortError');
    expect(error).not.toHaveBeenCalled();
  });

  it('a failed request cancels the requests still running', async () => {
    const signals: AbortSignal[] = [];
    const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input).includes('/api/menus')) return new Response('nope', { status: 500 });
      signals.push(init.signal!);
      return new Promise<Response>((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    };
    await expect(loadContent({ locale: 'de', settings, fetch })).rejects.toMatchObject({ status: 500 });
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((s) => s.aborted)).toBe(true);
  });

  it('an endpoint missing from the settings gives an empty list', async () => {
    const server = createFakeStrapi(routes());
    const partial = { ...settings, endpoints: settings.endpoints.filter((e) => e.store !== 'dashboards') };
    const bundle = await loadContent({ locale: 'de', settings: partial, fetch: server.fetch });
    expect(bundle.dashboards).toEqual([]);
    expect(bundle.worlds).toHaveLength(3);
  });
});

describe('loadAppSettings', () => {
  it('reads the app-setting alone, in the background: the progress bar hears nothing', async () => {
    const heard: boolean[] = [];
    const stop = observeRequests({ started: () => undefined, ended: (failed) => heard.push(failed) });
    try {
      const server = createFakeStrapi(routes());
      const appSettings = await loadAppSettings({ locale: 'de', settings, fetch: server.fetch });
      expect(appSettings.defaultWorld).toBe('factory');
      expect(server.requests.map((r) => r.path)).toEqual(['/api/app-setting']);
      await loadContent({ locale: 'de', settings, fetch: server.fetch });
      expect(heard.length).toBeGreaterThan(0);
      heard.length = 0;
      const down = async () => new Response('Bad gateway', { status: 502 });
      await expect(loadAppSettings({ locale: 'de', settings, fetch: down })).rejects.toBeInstanceOf(ApiError);
      expect(heard).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('loadUiTranslations', () => {
  it('returns key/value pairs of the locale, skipping bad items', async () => {
    const server = createFakeStrapi(routes());
    const strings = await loadUiTranslations('en', { settings, fetch: server.fetch });
    expect(strings).toEqual({ error__page_not_found: 'Nothing here', menu__open: 'Menu' });
    expect(byPath(server.requests, '/api/ui-translation')[0]!.query).toEqual({
      populate: { items: 'true' },
      locale: 'en',
    });
  });

  it('only logs failures and returns {}', async () => {
    const server = createFakeStrapi(routes());
    expect(await loadUiTranslations('fr', { settings, fetch: server.fetch })).toEqual({}); // 404
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await loadUiTranslations('en', { settings, fetch: down })).toEqual({});
    expect(warn).toHaveBeenCalled();
  });
});

describe('login', () => {
  it('posts the credentials and returns jwt and user', async () => {
    const server = createFakeStrapi(
      {},
      {
        override: (request) =>
          request.path === '/api/auth/local'
            ? new Response(
                JSON.stringify({
                  jwt: 'token-1',
                  user: { id: 4, username: 'demo', email: 'demo@example.com', blocked: false },
                }),
              )
            : undefined,
      },
    );
    const result = await login('demo', 'secret', { settings, fetch: server.fetch });
    expect(result).toEqual({ jwt: 'token-1', user: { id: 4, username: 'demo', email: 'demo@example.com' } });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/local',
      body: { identifier: 'demo', password: 'secret' },
    });
    expect(server.requests[0]!.headers.Authorization).toBeUndefined();
  });

  it('maps a wrong password (400) and rate limiting (429)', async () => {
    const answer = (status: number, message: string) => async () =>
      new Response(JSON.stringify({ data: null, error: { status, name: 'X', message, details: {} } }), { status });
    await expect(
      login('demo', 'x', { settings, fetch: answer(400, 'Invalid identifier or password') }),
    ).rejects.toMatchObject({
      status: 400,
      mapped: { kind: 'notify', message: 'Invalid identifier or password' },
    });
    await expect(login('demo', 'x', { settings, fetch: answer(429, 'Too many requests') })).rejects.toMatchObject({
      mapped: { kind: 'notify', messageKey: 'error__too_many_requests' },
    });
  });

  it('rejects a malformed success answer', async () => {
    const fetch = async () => new Response(JSON.stringify({ jwt: '', user: null }));
    await expect(login('demo', 'x', { settings, fetch })).rejects.toThrow('malformed login response');
  });
});

describe('logout', () => {
  it("posts the jwt as Bearer to the API base's logout route, and takes the 204", async () => {
    const server = createFakeStrapi(
      {},
      {
        apiBase: '/showroom-api',
        override: (request) => (request.path === '/api/auth/logout' ? new Response(null, { status: 204 }) : undefined),
      },
    );
    await expect(
      logout('token-1', { settings: { ...settings, apiBase: '/showroom-api' }, fetch: server.fetch }),
    ).resolves.toBeUndefined();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/showroom-api/api/auth/logout' });
    expect(server.requests[0]!.headers.Authorization).toBe('Bearer token-1');
  });

  it('rejects when the server refuses the token (401) or does not answer (status 0)', async () => {
    const refused = async () =>
      new Response(JSON.stringify({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'x' } }), {
        status: 401,
      });
    await expect(logout('stale', { settings, fetch: refused })).rejects.toMatchObject({ status: 401 });
    const down = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    await expect(logout('token-1', { settings, fetch: down })).rejects.toMatchObject({ status: 0 });
  });
});
