import { readFileSync } from 'node:fs';
import qs from 'qs';

/** A fixture from tests/content/fixtures, parsed. */
export function fixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;
}

/** The `data` of a fixture response. */
export const fixtureData = (name: string): unknown => fixture<{ data: unknown }>(name).data;

export interface FakeRoute {
  single?: boolean;
  /** Data per locale; `*` answers requests without a locale. A missing locale answers [] (or 404 for singles). */
  byLocale: Record<string, unknown>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeStrapiOptions {
  apiBase?: string;
  /** Strapi's maxLimit: pageSize above it is capped. */
  maxLimit?: number;
  /** Answer `pagination[limit]=-1` with a single item, as Strapi 5.54 does. */
  limitBug?: boolean;
  /** Extra handler tried first; return a Response to take over. */
  override?: (request: RecordedRequest) => Response | undefined;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An in-memory Strapi 5 REST API behind a fetch function, recording every request. */
export function createFakeStrapi(routes: Record<string, FakeRoute>, options: FakeStrapiOptions = {}) {
  const apiBase = options.apiBase ?? '/box-api';
  const maxLimit = options.maxLimit ?? 100;
  const requests: RecordedRequest[] = [];

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    init.signal?.throwIfAborted();
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      path: parsed.pathname.slice(apiBase.length),
      query: qs.parse(parsed.search.slice(1)) as Record<string, unknown>,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const overridden = options.override?.(request);
    if (overridden) return overridden;
    const route = routes[request.path];
    if (!route) return json(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
    const locale = typeof request.query.locale === 'string' ? request.query.locale : '*';
    const data = route.byLocale[locale];
    if (route.single) {
      if (data === undefined)
        return json(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
      return json(200, { data, meta: {} });
    }
    const all = (data ?? []) as unknown[];
    const pagination = (request.query.pagination ?? {}) as Record<string, string>;
    if (pagination.limit !== undefined) {
      const limit = options.limitBug ? 1 : Number(pagination.limit);
      return json(200, { data: all.slice(0, limit), meta: { pagination: { start: 0, limit, total: all.length } } });
    }
    const page = Number(pagination.page ?? 1);
    const pageSize = Math.min(Number(pagination.pageSize ?? 25), maxLimit);
    const pageCount = Math.ceil(all.length / pageSize);
    return json(200, {
      data: all.slice((page - 1) * pageSize, page * pageSize),
      meta: { pagination: { page, pageSize, pageCount, total: all.length } },
    });
  };

  return { fetch, requests };
}
