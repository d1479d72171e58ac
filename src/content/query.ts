/** Keys never copied from wire or settings objects: assigning them could change a prototype. */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Keys the client sets itself; taking them from settings could break paging (SPEC: never limit=-1). */
const RESERVED_QUERY_KEYS: ReadonlySet<string> = new Set(['pagination', 'locale']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeInto(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    if (UNSAFE_KEYS.has(key)) continue;
    const existing = target[key];
    if (isPlainObject(existing) && isPlainObject(value)) {
      mergeInto(existing, value);
    } else {
      target[key] = isPlainObject(value) ? mergeQueryParams([value], false) : value;
    }
  }
}

/**
 * Deep-merges the qs fragments of an endpoint's `params` (later fragments win). `pagination` and
 * `locale` at the top level are dropped: the client pages and localizes requests itself.
 */
export function mergeQueryParams(
  fragments: readonly Record<string, unknown>[],
  topLevel = true,
): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const fragment of fragments) mergeInto(merged, fragment);
  if (topLevel) for (const key of RESERVED_QUERY_KEYS) delete merged[key];
  return merged;
}

/** RFC 3986 percent-encoding of a value, as qs does it (`!'()*` encoded too); lone surrogates become U+FFFD. */
const encodeValue = (value: string): string =>
  encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD')).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function appendPairs(pairs: string[], prefix: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) pairs.push(`${prefix}=`);
  else if (value instanceof Date) pairs.push(`${prefix}=${encodeValue(value.toISOString())}`);
  else if (Array.isArray(value)) value.forEach((item, i) => appendPairs(pairs, `${prefix}[${i}]`, item));
  else if (typeof value === 'object')
    for (const [key, item] of Object.entries(value)) appendPairs(pairs, `${prefix}[${key}]`, item);
  else pairs.push(`${prefix}=${encodeValue(String(value))}`);
}

/**
 * Strapi's query string (`populate[hotspots][populate]=*`, `filters[slug][$eq]=a%20b`, arrays by index):
 * what `qs.stringify(query, { encodeValuesOnly: true })` writes, without shipping qs to the browser.
 */
export function stringifyQuery(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) appendPairs(pairs, key, value);
  return pairs.join('&');
}
