import { ApiError, mapApiError } from './api-error.ts';
import { stringifyQuery } from './query.ts';

export interface ApiClientOptions {
  /** Origin in front of `apiBase`; '' (the default) for the page's own origin. */
  host?: string;
  apiBase: string;
  /** JWT from login; sent as `Authorization: Bearer <jwt>`. */
  token?: string | null;
  /** Access keys of password-protected worlds; sent as `X-World-Access: <key>, <key>`. */
  accessKeys?: readonly string[];
  /** An editor's preview key ("Open in showroom" of a draft): the showroom answers drafts; sent as `X-Preview`. */
  preview?: string | null;
  /** Strapi's drafts instead of what is published: `status=draft` on every read (the showroom server's preview). */
  drafts?: boolean;
  fetch?: typeof fetch;
  /** Items per page when reading collections (the server may cap it at its maxLimit). */
  pageSize?: number;
  /** Upper bound on pages per collection, against servers announcing absurd page counts. */
  maxPages?: number;
  /** Requests in flight per collection after the first page. */
  concurrency?: number;
  /**
   * Calls the visitor did not ask for (a periodic re-read): not reported to the observer, so they neither show the
   * progress bar nor turn it to danger when the server is away.
   */
  background?: boolean;
}

export type Query = Record<string, unknown>;

export interface ApiClient {
  /** GET `path` and return the parsed JSON body. */
  getJson(path: string, query?: Query, signal?: AbortSignal): Promise<unknown>;
  /** Every item of a collection, reading page after page until `page >= pageCount`. */
  getCollection(path: string, query?: Query, signal?: AbortSignal): Promise<unknown[]>;
  /** `data` of a single type (null when the server sends none). */
  getSingle(path: string, query?: Query, signal?: AbortSignal): Promise<unknown>;
  /** POST a JSON body (none when undefined) and return the parsed JSON answer; null for 204 No Content. */
  postJson(path: string, body: unknown, signal?: AbortSignal): Promise<unknown>;
}

/** Hears every call to the API: the app counts them for the progress bar (content/ knows no store). */
export interface RequestObserver {
  started: () => void;
  /** `failed`: an HTTP error, no answer, or an answer that is not JSON; an aborted call has not failed. */
  ended: (failed: boolean) => void;
}

let observer: RequestObserver | null = null;

/** Reports every call of every client to `next` from now on; returns the function that stops it. */
export function observeRequests(next: RequestObserver): () => void {
  observer = next;
  return () => {
    if (observer === next) observer = null;
  };
}

/** Hears, for every content answer that says so, whether it is the server's last good copy of an unreachable CMS. */
export type ContentSourceListener = (fallback: boolean) => void;

let sourceListener: ContentSourceListener | null = null;

/**
 * Tells `next` of every answer carrying `X-Content-Source` (the server's CMS mode), background calls included: the
 * periodic re-read is what notices the CMS coming back. Returns the function that stops it.
 */
export function observeContentSource(next: ContentSourceListener): () => void {
  sourceListener = next;
  return () => {
    if (sourceListener === next) sourceListener = null;
  };
}

interface Page {
  data: unknown[];
  page: number | null;
  pageCount: number | null;
}

const isAbort = (error: unknown, signal?: AbortSignal): boolean =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const nonNegativeInt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The Strapi REST client: `{host}{apiBase}` base, JSON only, Bearer token, Strapi queries, full paging. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = `${(options.host ?? '').replace(/\/+$/, '')}${options.apiBase.replace(/\/+$/, '')}`;
  const pageSize = options.pageSize ?? 100;
  const maxPages = options.maxPages ?? 1000;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function request(method: 'GET' | 'POST', path: string, query?: Query, body?: unknown, signal?: AbortSignal) {
    const heard = options.background ? null : observer;
    heard?.started();
    try {
      const value = await send(method, path, query, body, signal);
      heard?.ended(false);
      return value;
    } catch (error) {
      heard?.ended(!isAbort(error, signal));
      throw error;
    }
  }

  async function send(method: 'GET' | 'POST', path: string, query?: Query, body?: unknown, signal?: AbortSignal) {
    const asked = options.drafts && method === 'GET' ? { ...query, status: 'draft' } : query;
    const search = asked ? stringifyQuery(asked) : '';
    const url = `${base}${path}${search ? `?${search}` : ''}`;
    const label = `${method} ${path}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.accessKeys?.length) headers['X-World-Access'] = options.accessKeys.join(', ');
    if (options.preview) headers['X-Preview'] = options.preview;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      throw new ApiError(`${label}: network error (${String(error).slice(0, 200)})`, 0, undefined, error);
    }
    const parsed = parseJson(text);
    if (!response.ok) {
      const mapped = mapApiError(response.status, parsed.ok ? parsed.value : undefined);
      throw new ApiError(`${label}: HTTP ${response.status}`, response.status, mapped);
    }
    const source = response.headers.get('x-content-source');
    if (source !== null) sourceListener?.(source === 'fallback');
    if (response.status === 204) return null;
    if (!parsed.ok) {
      const type = response.headers.get('content-type') ?? 'no content-type';
      throw new ApiError(`${label}: response is not JSON (${type.slice(0, 80)})`, response.status);
    }
    return parsed.value;
  }

  async function getPage(path: string, query: Query, page: number, signal?: AbortSignal): Promise<Page> {
    const body = asRecord(await request('GET', path, { ...query, pagination: { page, pageSize } }, undefined, signal));
    if (!body || !Array.isArray(body.data)) {
      throw new ApiError(`GET ${path} page ${page}: malformed response, expected { data: [...] }`, 200);
    }
    const pagination = asRecord(asRecord(body.meta)?.pagination);
    const pageCount = nonNegativeInt(pagination?.pageCount);
    const answered = nonNegativeInt(pagination?.page);
    if (answered !== null && answered !== page) {
      throw new ApiError(`GET ${path}: asked for page ${page}, server answered page ${answered}`, 200);
    }
    return { data: body.data as unknown[], page: answered, pageCount };
  }

  async function getCollection(path: string, query: Query = {}, signal?: AbortSignal): Promise<unknown[]> {
    const first = await getPage(path, query, 1, signal);
    let pageCount = first.pageCount ?? 1;
    if (pageCount > maxPages) {
      console.warn(`[content] GET ${path}: ${pageCount} pages announced, reading the first ${maxPages}`);
      pageCount = maxPages;
    }
    if (pageCount <= 1 || first.data.length === 0) return first.data;
    const rest: unknown[][] = [];
    let next = 2;
    let failed = false;
    const worker = async () => {
      while (next <= pageCount && !failed) {
        const page = next++;
        try {
          rest[page - 2] = (await getPage(path, query, page, signal)).data;
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, pageCount - 1) }, worker));
    return first.data.concat(...rest);
  }

  async function getSingle(path: string, query: Query = {}, signal?: AbortSignal): Promise<unknown> {
    const body = asRecord(await request('GET', path, query, undefined, signal));
    if (!body || !('data' in body) || Array.isArray(body.data)) {
      throw new ApiError(`GET ${path}: malformed response, expected { data: {...} }`, 200);
    }
    return body.data ?? null;
  }

  return {
    getJson: (path, query, signal) => request('GET', path, query, undefined, signal),
    getCollection,
    getSingle,
    postJson: (path, body, signal) => request('POST', path, undefined, body, signal),
  };
}
