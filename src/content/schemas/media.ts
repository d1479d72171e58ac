import { z } from 'zod/mini';
import { VIDEO_RENDITIONS, type Media, type MediaFormat } from '../../domain/types.ts';
import { IMAGE_FORMATS_BY_SIZE } from '../../domain/media.ts';
import { PLATFORM_CLIP_MIME } from '../../domain/media-viewer.ts';
import { recognizeVideoLink, type PlatformClip } from '../../domain/video-platform.ts';
import type { ParseContext } from '../parse-context.ts';
import { lenient, lenientList, MAX_URL_LENGTH, nullableNonNegative, text } from './primitives.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A cover given as a URL or as a media-like `{ url }`. */
const coverUrlOf = (value: unknown): unknown => (isRecord(value) ? value['url'] : value);

/**
 * SPEC §3's short form of a clip, `{ title, src or url, cover }`, as the media object the CMS sends for one;
 * anything else passes as it is.
 */
function clipAsMedia(value: unknown): unknown {
  if (!isRecord(value) || 'mime' in value) return value;
  const link = typeof value['src'] === 'string' ? value['src'] : value['url'];
  if (typeof link !== 'string' || !recognizeVideoLink(link)) return value;
  const title = typeof value['title'] === 'string' ? value['title'] : '';
  return {
    id: value['id'],
    name: title,
    alternativeText: title,
    url: link,
    mime: PLATFORM_CLIP_MIME,
    provider_metadata: { cover: value['cover'] },
  };
}

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
  const pick = <Key extends string>(value: Record<string, unknown>, keys: readonly Key[]) => {
    const out: Partial<Record<Key, MediaFormat>> = {};
    for (const formatKey of keys) {
      if (!Object.hasOwn(value, formatKey)) continue;
      const result = format.safeParse(value[formatKey]);
      if (result.success) out[formatKey] = result.data;
    }
    return out;
  };
  // A picture's formats, and a video's renditions (`video_720` ..., the media pipeline's), both in `formats`.
  const formats = z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => {
      const record = isRecord(value) ? value : {};
      return { images: pick(record, IMAGE_FORMATS_BY_SIZE), videos: pick(record, VIDEO_RENDITIONS) };
    }),
  );

  /** A clip's cover as a URL the browser can load, or null (a broken cover costs the clip nothing). */
  const lenientCover = (value: unknown): string | null => {
    const result = mediaUrl.safeParse(coverUrlOf(value));
    return result.success ? result.data : null;
  };

  const media = z.pipe(
    z.pipe(z.unknown(), z.transform(clipAsMedia)),
    z.pipe(
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
        previewUrl: z.nullish(z.unknown()),
        provider_metadata: z.nullish(z.unknown()),
      }),
      z.transform((m, c): Media => {
        let platform: PlatformClip | null = null;
        if (m.mime === PLATFORM_CLIP_MIME) {
          const video = recognizeVideoLink(m.url);
          if (!video) {
            c.issues.push({ code: 'custom', message: 'not a link to a known video platform', input: m.url });
            return z.NEVER;
          }
          const metadata = isRecord(m.provider_metadata) ? m.provider_metadata : {};
          const cover = [metadata['cover'], m.previewUrl]
            .map((candidate) => lenientCover(candidate))
            .find((url) => url !== null);
          platform = { ...video, cover: cover ?? null };
        }
        return {
          id: m.id ?? 0,
          name: m.name,
          alt: m.alternativeText,
          url: m.url,
          mime: m.mime,
          ext: m.ext,
          hash: m.hash,
          width: m.width,
          height: m.height,
          formats: m.formats.images,
          renditions: m.formats.videos,
          platform,
        };
      }),
    ),
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
