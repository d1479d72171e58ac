const documentIdOf = (item: unknown): string | null => {
  if (typeof item !== 'object' || item === null) return null;
  const { documentId } = item as { documentId?: unknown };
  return typeof documentId === 'string' && documentId !== '' ? documentId : null;
};

/**
 * Locale fallback (Strapi has none on the server): the requested locale's documents, plus the
 * fallback locale's (de) documents whose documentId the requested locale lacks. Order follows the
 * fallback list with translations swapped in, then documents only the requested locale has.
 * Items without a documentId cannot be matched: requested-locale ones are kept, fallback ones skipped.
 */
export function mergeByDocumentId(localized: readonly unknown[], fallback: readonly unknown[]): unknown[] {
  const byId = new Map<string, unknown>();
  const unmatched: unknown[] = [];
  for (const item of localized) {
    const id = documentIdOf(item);
    if (id === null) unmatched.push(item);
    else if (!byId.has(id)) byId.set(id, item);
  }
  const out: unknown[] = [];
  const used = new Set<string>();
  for (const item of fallback) {
    const id = documentIdOf(item);
    if (id === null || used.has(id)) continue;
    used.add(id);
    out.push(byId.has(id) ? byId.get(id) : item);
  }
  for (const [id, item] of byId) if (!used.has(id)) out.push(item);
  return out.concat(unmatched);
}

/** A collection answer as a list; a single object (endpoint misconfigured as single) becomes one item. */
export function asList(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  return data === null || data === undefined ? [] : [data];
}

/** One endpoint as read for a locale: its own data and, for a localized endpoint outside de, de's (the fallback). */
export interface LocaleRead {
  localized: unknown;
  /** Absent when no fallback is read (de itself, an endpoint that is not localized). */
  fallback?: unknown;
  single?: boolean;
}

type TargetKind = 'article' | 'dashboard';
/** de id -> the visitor locale's id of the same document, per kind. */
type IdMaps = Record<TargetKind, Map<number, number>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The kind an `action` or a hotspot's `__component` names (`hotspots.custom-open-article` too), else null. */
function kindOf(name: unknown): TargetKind | null {
  if (typeof name !== 'string') return null;
  if (name === 'open-article' || name.endsWith('.open-article') || name.endsWith('.custom-open-article'))
    return 'article';
  if (name === 'open-dashboard' || name.endsWith('.open-dashboard') || name.endsWith('.custom-open-dashboard'))
    return 'dashboard';
  return null;
}

function remapTarget(target: unknown, kind: TargetKind | null, ids: IdMaps): unknown {
  if (kind === null || !isRecord(target) || typeof target.id !== 'number') return target;
  const id = ids[kind].get(target.id);
  return id === undefined || id === target.id ? target : { ...target, id };
}

/**
 * A de document's article and dashboard target ids rewritten to the same documents' ids in the visitor's locale
 * (Strapi answers each locale's own row ids). The kind a target names follows from its holder: a hotspot's
 * `__component`, else its `action`; an `action_stack` step by its own `action` (a step without a target acts on the
 * holder's, which then names what the holder's `action`, or lacking one that step's, names). Unchanged parts are
 * shared, not copied.
 */
function remapDocument(value: unknown, ids: IdMaps): unknown {
  if (Array.isArray(value))
    return sameOr(
      value,
      value.map((item) => remapDocument(item, ids)),
    );
  if (!isRecord(value)) return value;
  const steps = Array.isArray(value.action_stack) ? value.action_stack : null;
  const holderKind =
    kindOf(value.__component) ??
    kindOf(value.action) ??
    kindOf(steps?.find((step) => isRecord(step) && step.action_target == null)?.action);
  const out: Record<string, unknown> = {};
  let changed = false;
  for (const [key, field] of Object.entries(value)) {
    const next =
      key === 'action_target'
        ? remapTarget(field, holderKind, ids)
        : key === 'action_stack' && steps
          ? sameOr(
              steps,
              steps.map((step) => remapStep(step, ids)),
            )
          : remapDocument(field, ids);
    out[key] = next;
    if (next !== field) changed = true;
  }
  return changed ? out : value;
}

function remapStep(step: unknown, ids: IdMaps): unknown {
  if (!isRecord(step)) return step;
  const target = remapTarget(step.action_target, kindOf(step.action), ids);
  return target === step.action_target ? step : { ...step, action_target: target };
}

/** `next` unless it holds the very items of `list`. */
const sameOr = (list: unknown[], next: unknown[]): unknown[] =>
  next.some((item, i) => item !== list[i]) ? next : list;

/** For one kind: each de document's id -> the id of the same documentId in `merged` (translated, or de's own). */
function idMap(read: LocaleRead | undefined, merged: unknown): Map<number, number> {
  const ids = new Map<number, number>();
  if (read?.fallback === undefined) return ids;
  const mergedId = new Map<string, number>();
  for (const item of asList(merged)) {
    const documentId = documentIdOf(item);
    const { id } = item as { id?: unknown };
    if (documentId !== null && typeof id === 'number' && !mergedId.has(documentId)) mergedId.set(documentId, id);
  }
  for (const item of asList(read.fallback)) {
    const documentId = documentIdOf(item);
    const { id } = (item ?? {}) as { id?: unknown };
    const to = documentId === null ? undefined : mergedId.get(documentId);
    if (typeof id === 'number' && to !== undefined && !ids.has(id)) ids.set(id, to);
  }
  return ids;
}

/**
 * Every endpoint's data for one locale with the de fallback: a single type is the locale's or else de's, a collection
 * is merged by documentId ({@link mergeByDocumentId}). What is taken from de names articles and dashboards by their de
 * ids; those are rewritten to the ids the same documents have in what the visitor gets (a translated article's, or the
 * de one merged in for want of a translation), so a fallback location's hotspot opens the article that is listed.
 */
export function mergeLocaleReads<K extends string>(
  reads: Record<K, LocaleRead> & Partial<Record<'articles' | 'dashboards', LocaleRead>>,
): Record<K, unknown> {
  const entries = Object.entries(reads) as [K, LocaleRead][];
  const merged = new Map<K, unknown>();
  for (const [key, read] of entries) {
    if (read.fallback === undefined) merged.set(key, read.localized);
    else if (read.single) merged.set(key, read.localized ?? read.fallback);
    else merged.set(key, mergeByDocumentId(asList(read.localized), asList(read.fallback)));
  }
  const ids: IdMaps = {
    article: idMap(reads.articles, merged.get('articles' as K)),
    dashboard: idMap(reads.dashboards, merged.get('dashboards' as K)),
  };
  const out = {} as Record<K, unknown>;
  for (const [key, read] of entries) {
    const data = merged.get(key);
    if (read.fallback === undefined) out[key] = data;
    else if (read.single) out[key] = data === read.localized ? data : remapDocument(data, ids);
    else {
      const own = new Set(asList(read.localized));
      out[key] = asList(data).map((item) => (own.has(item) ? item : remapDocument(item, ids)));
    }
  }
  return out;
}
