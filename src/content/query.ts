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
