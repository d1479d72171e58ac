/**
 * Building blocks of the wire schemas. The leniency policy, applied everywhere:
 * - a missing or null scalar takes its default (SPEC defaults);
 * - a scalar of the wrong type, or a missing identity field (slug, payloadId, id, key), makes the whole
 *   item invalid: the loader drops it with a logged reason;
 * - a broken nested part (one hotspot, one media, one menu item, an options object) is dropped or
 *   replaced by its default with a warning, and the item survives.
 */
import { z } from 'zod/mini';
import { isAddressableSlug } from '../../domain/paths.ts';
import { UNSAFE_KEYS } from '../query.ts';
import { formatIssues } from '../issues.ts';
import type { ParseContext } from '../parse-context.ts';

export const MAX_KEY_LENGTH = 256;
export const MAX_TEXT_LENGTH = 10_000;
export const MAX_HTML_LENGTH = 1_000_000;
export const MAX_URL_LENGTH = 4096;

/** Identity strings: slugs, payloadIds, menu keys. */
export const key = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_KEY_LENGTH));

/** A world's or location's slug: one its address can carry (`isAddressableSlug`), else the item is dropped. */
export const slugOf = (of: 'world' | 'location') =>
  key.check(z.refine((slug) => isAddressableSlug(slug, of), `not usable in an address`));

/** Numeric CMS ids (articles, dashboards, components). */
export const entityId = z.number().check(z.int(), z.nonnegative());

/** `schema`, where null or absent gives `fallback` (the SPEC default). */
export const orDefault = <S extends z.ZodMiniType, F>(schema: S, fallback: F) =>
  z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<S> | null | undefined): NonNullable<z.output<S>> | F => v ?? fallback),
  );

export const text = (fallback = '', max = MAX_TEXT_LENGTH) => orDefault(z.string().check(z.maxLength(max)), fallback);

export const nullableText = (max = MAX_TEXT_LENGTH) =>
  z.pipe(
    z.nullish(z.string().check(z.maxLength(max))),
    z.transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v)),
  );

export const flag = (fallback: boolean) => orDefault(z.boolean(), fallback);

export const num = (fallback: number) => orDefault(z.number(), fallback);

export const nonNegative = (fallback: number) => orDefault(z.number().check(z.nonnegative()), fallback);

export const nullableNonNegative = orDefault(z.number().check(z.nonnegative()), null);

/**
 * A nested part that must not take its item down: null or absent gives `fallback()` silently,
 * an invalid value gives `fallback()` with a warning naming `label`.
 */
export function lenient<S extends z.ZodMiniType, F>(ctx: ParseContext, label: string, schema: S, fallback: () => F) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((value): z.output<S> | F => {
      if (value === null || value === undefined) return fallback();
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      ctx.warn(`${label} replaced by its default: ${formatIssues(result.error.issues)}`);
      return fallback();
    }),
  );
}

/** A list whose invalid elements are dropped one by one with a warning; a non-list gives []. */
export function lenientList<S extends z.ZodMiniType>(ctx: ParseContext, label: string, schema: S) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((value): z.output<S>[] => {
      if (value === null || value === undefined) return [];
      if (!Array.isArray(value)) {
        ctx.warn(`${label} is not a list, ignored`);
        return [];
      }
      const out: z.output<S>[] = [];
      value.forEach((element, index) => {
        const result = schema.safeParse(element);
        if (result.success) out.push(result.data);
        else ctx.warn(`${label}[${index}] dropped: ${formatIssues(result.error.issues)}`);
      });
      return out;
    }),
  );
}

const MAX_JSON_DEPTH = 8;

/** A JSON value copied without prototype-changing keys and cut at a fixed depth. */
export function safeJson(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint' ? null : value;
  }
  if (depth >= MAX_JSON_DEPTH) return null;
  if (Array.isArray(value)) return value.map((v) => safeJson(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (!UNSAFE_KEYS.has(k)) out[k] = safeJson(v, depth + 1);
  }
  return out;
}

/** `[{ key }]` (components or populated relations) as a list of keys. */
export const keyList = (ctx: ParseContext, label: string) =>
  z.pipe(
    lenientList(ctx, label, z.object({ key })),
    z.transform((items) => items.map((i) => i.key)),
  );
