import type { z } from 'zod/mini';
import { formatIssues } from './issues.ts';
import type { ParseContext } from './parse-context.ts';

/** `documentId=abc id=3` (or `#index`) for log lines; never throws on hostile input. */
export function describeItem(item: unknown, index: number): string {
  if (typeof item !== 'object' || item === null) return `#${index}`;
  const { documentId, id } = item as { documentId?: unknown; id?: unknown };
  const parts: string[] = [];
  if (typeof documentId === 'string') parts.push(`documentId=${documentId.slice(0, 64)}`);
  if (typeof id === 'number' || typeof id === 'string') parts.push(`id=${String(id).slice(0, 32)}`);
  return parts.length > 0 ? parts.join(' ') : `#${index}`;
}

/**
 * Parses the items of one collection. An invalid item is dropped with a warning naming the collection,
 * the item's documentId/id and the zod issue paths; with `keyOf`, later duplicates of a key are dropped
 * too. Never throws.
 */
export function parseItems<T>(
  collection: string,
  raw: readonly unknown[],
  schema: z.ZodMiniType<T>,
  ctx: ParseContext,
  keyOf?: (item: T) => string | number,
): T[] {
  const steps = parseItemsInSteps(collection, raw, schema, ctx, keyOf);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** {@link parseItems} one item a step: a caller may let the page breathe between them (a location is 8 KB of JSON). */
export function* parseItemsInSteps<T>(
  collection: string,
  raw: readonly unknown[],
  schema: z.ZodMiniType<T>,
  ctx: ParseContext,
  keyOf?: (item: T) => string | number,
): Generator<'item', T[]> {
  const out: T[] = [];
  const seen = new Set<string | number>();
  for (const [index, item] of raw.entries()) {
    if (index > 0) yield 'item';
    ctx.item = `${collection} ${describeItem(item, index)}`;
    let result: z.util.SafeParseResult<T>;
    try {
      result = schema.safeParse(item);
    } catch (error) {
      ctx.warn(`dropped: parser failure ${String(error).slice(0, 200)}`);
      continue;
    }
    if (!result.success) {
      ctx.warn(`dropped: ${formatIssues(result.error.issues)}`);
      continue;
    }
    if (keyOf) {
      const itemKey = keyOf(result.data);
      if (seen.has(itemKey)) {
        ctx.warn(`dropped: duplicate ${String(itemKey).slice(0, 64)}`);
        continue;
      }
      seen.add(itemKey);
    }
    out.push(result.data);
  }
  return out;
}
