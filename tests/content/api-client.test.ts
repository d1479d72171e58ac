import { describe, expect, it, vi } from 'vitest';
import { createApiClient, observeContentSource, observeRequests } from '../../src/content/api-client.ts';
import { ApiError } from '../../src/content/api-error.ts';
import { createFakeStrapi } from './fake-strapi.ts';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, documentId: `d${i + 1}` }));

describe('createApiClient', () => {
  it('reads every page of a collection: 250 items at pageSize 100 take 3 requests', async () => {
    const server = createFakeStrapi({ '/api/worlds': { byLocale: { de: items(250) } } });
    const client = createApiClient({ apiBase: '/box-api', fetch: server.fetch, pageSize: 100 });
    const data = await client.getCollection('/api/worlds', { locale: 'de' });
    expect(data).toHaveLength(250);
    expect(data.map((d) => (d as { id: number }).id)).toEqual(items(250).map((d) => d.id));
    expect(server.requests).toHaveLength(3);
    expect(server.requests.map((r) => r.query.pagination)).toEqual([
      { page: '1', pageSize: '100' },
      { page: '2', pageSize: '100' },
      { page: '3', pageSize: '100' },
    ]);
    expect(server.requests.every((r) => r.query.locale === 'de')).toBe(true);
  });

  it('never sends pagination[limit], so a server answering limit=-1 with one item still yields all', async () => {
    const server = createFakeStrapi({ '/api/icons': { byLocale: { '*': items(7) } } }, { limitBug: true, maxLimit: 3 });
    const client = createApiClient({ apiBase: '/box-api', fetch: server.fetch, pageSize: 100 });
    const data = await client.getCollection('/api/icons', { pagination: { limit: -1 } });
    expect(data).toHaveLength(7);
    expect(server.requests.every((r) => !r.url.includes('limit'))).toBe(true);
    expect(server.requests).toHaveLength(3); // the server capped pageSize at 3
  });

  it('builds the URL from host and apiBase with qs encodeValuesOnly', async () => {
    const server = createFakeStrapi({ '/api/worlds': { byLocale: { en: [] } } });
    const client = createApiClient({ host: 'https://box.example.com/', apiBase: '/box-api', fetch: server.fetch });
    await client.getCollection('/api/worlds', {
      locale: 'en',
      populate: { hotspots: { on: { 'hotspots.menu': { populate: { media: true } } } } },
    });
    const url = server.requests[0]!.url;
    expect(url.startsWith('https://box.example.com/box-api/api/worlds?')).toBe(true);
    expect(url).toContain('populate[hotspots][on][hotspots.menu][populate][media]=true');
    expect(url).toContain('pagination[page]=1&pagination[pageSize]=100');
  });

  it('sends Accept JSON always and the Bearer token only when given', async () => {
    const server = createFakeStrapi({ '/api/menus': { byLocale: { '*': [] } } });
    await createApiClient({ apiBase: '/box-api', fetch: server.fetch, token: 'abc.def' }).getCollection('/api/menus');
    await createApiClient({ apiBase: '/box-api', fetch: server.fetch }).getCollection('/api/menus');
    expect(server.requests[0]!.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer abc.def' });
    expect(server.requests[1]!.headers).toEqual({ Accept: 'application/json' });
  });

  it('sends the access keys of unlocked worlds in one X-World-Access header, none when there are none', async () => {
    const server = createFakeStrapi({ '/api/menus': { byLocale: { '*': [] } } });
    const keyed = createApiClient({ apiBase: '/box-api', fetch: server.fetch, accessKeys: ['k.1', 'k.2'] });
    await keyed.getCollection('/api/menus');
    await createApiClient({ apiBase: '/box-api', fetch: server.fetch, accessKeys: [] }).getCollection('/api/menus');
    expect(server.requests[0]!.headers).toEqual({ Accept: 'application/json', 'X-World-Access': 'k.1, k.2' });
    expect(server.requests[1]!.headers).toEqual({ Accept: 'application/json' });
  });

  it("sends an editor's preview key as X-Preview, and asks Strapi for drafts when told to", async () => {
    const server = createFakeStrapi({ '/api/menus': { byLocale: { '*': [] } } });
    await createApiClient({ apiBase: '/box-api', fetch: server.fetch, preview: 'p.key' }).getCollection('/api/menus');
    await createApiClient({ apiBase: '/box-api', fetch: server.fetch, drafts: true }).getCollection('/api/menus', {
      locale: 'de',
    });
    await createApiClient({ apiBase: '/box-api', fetch: server.fetch }).getCollection('/api/menus');
    expect(server.requests[0]!.headers).toEqual({ Accept: 'application/json', 'X-Preview': 'p.key' });
    expect(server.requests[0]!.url).not.toContain('status=');
    expect(new URL(server.requests[1]!.url, 'http://x').searchParams.get('status')).toBe('draft');
    expect(server.requests[2]!.headers).toEqual({ Accept: 'application/json' });
    expect(server.requests[2]!.url).not.toContain('status=');
  });

  it('reads single types and posts JSON', async () => {
    const server = createFakeStrapi({ '/api/app-setting': { single: true, byLocale: { '*': { id: 1 } } } });
    const client = createApiClient({ apiBase: '/box-api', fetch: server.fetch });
    expect(await client.getSingle('/api/app-setting')).toEqual({ id: 1 });
    await expect(client.postJson('/api/auth/local', { identifier: 'a', password: 'b' })).rejects.toBeInstanceOf(
      ApiError,
    );
    const post = server.requests[1]!;
    expect(post.method).toBe('POST');
    expect(post.headers['Content-Type']).toBe('application/json');
    expect(post.body).toEqual({ identifier: 'a', password: 'b' });
  });

  it('turns a non-JSON answer into a clear error', async () => {
    const fetch = async () =>
      new Response('<html>proxy error</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    const client = createApiClient({ apiBase: '/box-api', fetch });
    await expect(client.getCollection('/api/worlds')).rejects.toThrow(
      'GET /api/worlds: response is not JSON (text/html)',
    );
    await expect(client.getJson('/api/worlds')).rejects.toMatchObject({ status: 200, mapped: { kind: 'home' } });
  });

  it('turns half a JSON document and wrong envelopes into errors', async () => {
    const answers = [
      '{"data":[{"id":1}',
      '{"data":{"id":1}}',
      '[]',
      'null',
      '{"data":[1],"meta":{"pagination":{"page":3,"pageCount":9}}}',
    ];
    for (const body of answers) {
      const client = createApiClient({ apiBase: '', fetch: async () => new Response(body, { status: 200 }) });
      await expect(client.getCollection('/api/worlds')).rejects.toBeInstanceOf(ApiError);
    }
    const single = createApiClient({ apiBase: '', fetch: async () => new Response('{"data":[]}') });
    await expect(single.getSingle('/api/app-setting')).rejects.toThrow('malformed response');
  });

  it('maps HTTP errors with their body', async () => {
    const fetch = async () =>
      new Response(
        JSON.stringify({ data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many requests' } }),
        {
          status: 429,
        },
      );
    await expect(createApiClient({ apiBase: '', fetch }).getJson('/api/worlds')).rejects.toMatchObject({
      status: 429,
      mapped: { kind: 'notify', messageKey: 'error__too_many_requests' },
    });
  });

  it('reports a network failure as ApiError status 0', async () => {
    const fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await createApiClient({ apiBase: '', fetch })
      .getJson('/api/worlds')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, mapped: { kind: 'notify', messageKey: 'error__no_internet' } });
  });

  it('honours an AbortSignal and rethrows the AbortError itself', async () => {
    const server = createFakeStrapi({ '/api/worlds': { byLocale: { '*': items(5) } } });
    const controller = new AbortController();
    controller.abort();
    const error = await createApiClient({ apiBase: '/box-api', fetch: server.fetch })
      .getCollection('/api/worlds', {}, controller.signal)
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('caps absurd page counts instead of looping for ever', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const page = Number(new URL(String(input), 'http://x').searchParams.get('pagination[page]'));
      return new Response(JSON.stringify({ data: [{ id: page }], meta: { pagination: { page, pageCount: 1e9 } } }));
    });
    const data = await createApiClient({ apiBase: '', fetch, maxPages: 5 }).getCollection('/api/worlds');
    expect(data).toHaveLength(5);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('treats an answer without pagination meta as the whole collection', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: items(3) })));
    expect(await createApiClient({ apiBase: '', fetch }).getCollection('/api/x')).toHaveLength(3);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tells the observer of every call, and whether it failed; an aborted call has not failed', async () => {
    const heard: string[] = [];
    const stop = observeRequests({
      started: () => heard.push('start'),
      ended: (failed) => heard.push(`end ${failed}`),
    });
    try {
      const server = createFakeStrapi({ '/api/worlds': { byLocale: { '*': items(250) } } });
      const client = createApiClient({ apiBase: '/box-api', fetch: server.fetch, pageSize: 100, concurrency: 1 });
      await client.getCollection('/api/worlds');
      expect(heard).toEqual(['start', 'end false', 'start', 'end false', 'start', 'end false']);
      heard.length = 0;
      const status = (code: number) => async () => new Response('{}', { status: code });
      await createApiClient({ apiBase: '', fetch: status(429) })
        .postJson('/api/x', {})
        .catch(() => undefined);
      const offline = async () => {
        throw new TypeError('Failed to fetch');
      };
      await createApiClient({ apiBase: '', fetch: offline })
        .getJson('/api/x')
        .catch(() => undefined);
      const notJson = async () => new Response('<html>', { status: 200 });
      await createApiClient({ apiBase: '', fetch: notJson })
        .getJson('/api/x')
        .catch(() => undefined);
      expect(heard).toEqual(['start', 'end true', 'start', 'end true', 'start', 'end true']);
      heard.length = 0;
      const controller = new AbortController();
      const abortable = async (_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
        return new Response('{}');
      };
      controller.abort();
      await createApiClient({ apiBase: '', fetch: abortable })
        .getJson('/api/worlds', {}, controller.signal)
        .catch(() => undefined);
      expect(heard).toEqual(['start', 'end false']);
      heard.length = 0;
      // A call in the background is not heard, whether it succeeds or fails.
      await createApiClient({ apiBase: '', fetch: async () => new Response('{}'), background: true }).getJson('/api/x');
      await createApiClient({ apiBase: '', fetch: offline, background: true })
        .getJson('/api/x')
        .catch(() => undefined);
      expect(heard).toEqual([]);
    } finally {
      stop();
    }
    // Stopped: nothing more is heard.
    await createApiClient({ apiBase: '', fetch: async () => new Response('{}') }).getJson('/api/x');
    expect(heard).toEqual([]);
  });

  it("tells the source listener whether an answer is the server's last good copy of the CMS, background calls too", async () => {
    const heard: boolean[] = [];
    const stop = observeContentSource((fallback) => heard.push(fallback));
    const answer = (source: string | null) => async () =>
      new Response('{"data":{}}', { headers: source === null ? {} : { 'X-Content-Source': source } });
    try {
      await createApiClient({ apiBase: '', fetch: answer('fallback') }).getJson('/api/app-setting');
      await createApiClient({ apiBase: '', fetch: answer('cms'), background: true }).getJson('/api/app-setting');
      // The bundle (no header) and other routes say nothing either way.
      await createApiClient({ apiBase: '', fetch: answer(null) }).getJson('/api/app-setting');
      expect(heard).toEqual([true, false]);
    } finally {
      stop();
    }
    await createApiClient({ apiBase: '', fetch: answer('fallback') }).getJson('/api/x');
    expect(heard).toEqual([true, false]);
  });
});
