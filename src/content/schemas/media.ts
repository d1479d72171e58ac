import { z } from 'zod/mini';
import type { ImageFormatKey, Media, MediaFormat } from '../../domain/types.ts';
import { IMAGE_FORMATS_BY_SIZE } from '../../domain/media.ts';
import type { ParseContext } from '../parse-context.ts';
import { lenient, lenientList, MAX_URL_LENGTH, nullableNonNegative, text } from './primitives.ts';

/** Media schemas bound to this load's media host (see `createMediaUrlResolver`). */
export function createMediaSchemas(ctx: ParseContext) {
  const mediaUrl = z.pipe(
    z.string().check(z.maxLength(MAX_URL_LENGTH)),
    z.transform((raw, c) => {
      const resolved = ctx.resolveMediaUrl(raw);
      if (resolved === null) {
        c.issues.push({ code: 'custom', message: 'unsupported media URL', input: raw });
        return z.NEVER;
      }
      return resolved;
    }),
  );

  const format = z.object({
    url: mediaUrl,
    width: z.number().check(z.nonnegative()),
    height: z.number().check(z.nonnegative()),
  });

  // Unknown format keys are ignored; a broken format is skipped (the others still serve).
  const formats = z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => {
      const out: Partial<Record<ImageFormatKey, MediaFormat>> = {};
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
      for (const formatKey of IMAGE_FORMATS_BY_SIZE) {
        if (!Object.hasOwn(value, formatKey)) continue;
        const result = format.safeParse((value as Record<string, unknown>)[formatKey]);
        if (result.success) out[formatKey] = result.data;
      }
      return out;
    }),
  );

  const media = z.pipe(
    z.object({
      id: z.nullish(z.number().check(z.int())),
      name: text(),
      alternativeText: text(),
      url: mediaUrl,
      mime: text(),
      ext: text(),
      hash: text(),
      width: nullableNonNegative,
      height: nullableNonNegative,
      formats,
    }),
    z.transform((m): Media => ({
      id: m.id ?? 0,
      name: m.name,
      alt: m.alternativeText,
      url: m.url,
      mime: m.mime,
      ext: m.ext,
      hash: m.hash,
      width: m.width,
      height: m.height,
      formats: m.formats,
    })),
  );

  return {
    mediaUrl,
    media,
    /** A `Media | null` field: an invalid file becomes null with a warning. */
    optionalMedia: (label: string) => lenient(ctx, label, media, (): Media | null => null),
    /** A `Media[]` field: invalid files are dropped with a warning. */
    mediaList: (label: string) => lenientList(ctx, label, media),
  };
}

export type MediaSchemas = ReturnType<typeof createMediaSchemas>;
