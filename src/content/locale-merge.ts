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
