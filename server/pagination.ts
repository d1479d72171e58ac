import { validationError } from './errors';

export interface PaginationLimits {
  /** Strapi's `api.rest.defaultLimit`. */
  defaultLimit: number;
  /** Strapi's `api.rest.maxLimit`. */
  maxLimit: number;
}

export type PaginationInfo = { page: number; pageSize: number } | { start: number; limit: number };

export type PaginationMeta =
  | { page: number; pageSize: number; pageCount?: number; total?: number }
  | { start: number; limit: number; total?: number };

const has = (value: unknown, key: string) =>
  typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, key);

function integer(raw: unknown, name: string): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isInteger(value)) throw validationError(`Invalid pagination parameter '${name}': expected an integer`);
  return value;
}

/**
 * Strapi 5.54's reading of `pagination[...]` (core-api service pagination). Values arrive as strings, so
 * `limit=-1` never matches Strapi's "no limit" check and ends as `Math.max(1, -1)`: ONE item. Clients must
 * page with page/pageSize instead; this server reproduces the quirk so they cannot come to rely on it.
 */
export function paginationInfo(pagination: unknown, { defaultLimit, maxLimit }: PaginationLimits): PaginationInfo {
  const paged = has(pagination, 'page') || has(pagination, 'pageSize');
  const offset = has(pagination, 'start') || has(pagination, 'limit');
  if (paged && offset) {
    throw validationError('Invalid pagination parameters. Expected either start/limit or page/pageSize');
  }
  const p = (pagination ?? {}) as Record<string, unknown>;
  if (paged) {
    const pageSize = p.pageSize === undefined ? defaultLimit : Math.max(1, integer(p.pageSize, 'pageSize'));
    return {
      page: Math.max(1, p.page === undefined ? 1 : integer(p.page, 'page')),
      pageSize: Math.min(pageSize, maxLimit),
    };
  }
  if (offset) {
    const limit = p.limit === undefined ? defaultLimit : integer(p.limit, 'limit');
    return {
      start: Math.max(0, p.start === undefined ? 0 : integer(p.start, 'start')),
      limit: Math.min(Math.max(1, limit), maxLimit),
    };
  }
  return { page: 1, pageSize: defaultLimit };
}

/** Strapi's `pagination[withCount]`: true unless one of its "false" spellings. */
export function shouldCount(pagination: unknown): boolean {
  if (!has(pagination, 'withCount')) return true;
  const value = (pagination as Record<string, unknown>).withCount;
  if (value === true || value === 'true' || value === 't' || value === '1') return true;
  if (value === false || value === 'false' || value === 'f' || value === '0') return false;
  throw validationError('Invalid withCount parameter. Expected "t","1","true","false","0","f"');
}

/** One page of `items` and its `meta.pagination`. */
export function paginate<T>(
  items: readonly T[],
  info: PaginationInfo,
  withCount: boolean,
): { data: T[]; pagination: PaginationMeta } {
  const total = items.length;
  if ('page' in info) {
    const start = (info.page - 1) * info.pageSize;
    const data = items.slice(start, start + info.pageSize);
    return { data, pagination: withCount ? { ...info, pageCount: Math.ceil(total / info.pageSize), total } : info };
  }
  const data = items.slice(info.start, info.start + info.limit);
  return { data, pagination: withCount ? { ...info, total } : info };
}
