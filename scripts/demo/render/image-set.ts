import path from 'node:path';
import { writeJpeg } from '../encode.ts';
import { UPLOADS, fileHash } from '../paths.ts';

export type FormatKey = 'xxlarge' | 'xlarge' | 'large' | 'medium' | 'small' | 'thumbnail';

/** SPEC §9 image widths. */
export const FORMAT_WIDTHS: Record<FormatKey, number> = {
  xxlarge: 3840,
  xlarge: 1920,
  large: 1000,
  medium: 750,
  small: 500,
  thumbnail: 245,
};

export interface ImageFile {
  file: string;
  width: number;
  height: number;
}

export interface ImageSet {
  name: string;
  hash: string;
  original: ImageFile;
  formats: Partial<Record<FormatKey, ImageFile>>;
}

export interface ImageSetSpec {
  /** Media name (also the source of the file hash). */
  name: string;
  /** Aspect of the published image, width / height. */
  aspect: number;
  /** Width of the original file. */
  originalWidth: number;
  q: number;
  /** Crop of the master before scaling. */
  crop?: [number, number, number, number];
  /** Publish only these formats (default: every width up to the original). */
  only?: FormatKey[];
}

/**
 * Names and sizes of an image and its responsive formats, Strapi style: original `<hash>.jpg`, formats
 * `<key>_<hash>.jpg`. A format as wide as the original is the original file itself (no duplicate bytes).
 */
export function imageSetLayout(spec: ImageSetSpec): ImageSet {
  const hash = fileHash(spec.name);
  const h = (w: number): number => Math.round(w / spec.aspect);
  const original = { file: `${hash}.jpg`, width: spec.originalWidth, height: h(spec.originalWidth) };
  const formats: Partial<Record<FormatKey, ImageFile>> = {};
  for (const [key, width] of Object.entries(FORMAT_WIDTHS) as [FormatKey, number][]) {
    if (width > spec.originalWidth || (spec.only && !spec.only.includes(key))) continue;
    formats[key] = width === spec.originalWidth ? original : { file: `${key}_${hash}.jpg`, width, height: h(width) };
  }
  return { name: spec.name, hash, original, formats };
}

/** Writes every file of the set from a master image. */
export async function writeImageSet(master: string, spec: ImageSetSpec): Promise<ImageSet> {
  const set = imageSetLayout(spec);
  const files = new Map<string, ImageFile>([[set.original.file, set.original]]);
  for (const f of Object.values(set.formats)) files.set(f.file, f);
  for (const f of files.values()) {
    await writeJpeg(master, path.join(UPLOADS, f.file), {
      width: f.width,
      height: f.height,
      q: spec.q,
      ...(spec.crop ? { crop: spec.crop } : {}),
    });
  }
  return set;
}

/** Every file path of a set in uploads (for cache freshness checks). */
export function imageSetPaths(spec: ImageSetSpec): string[] {
  const set = imageSetLayout(spec);
  return [...new Set([set.original.file, ...Object.values(set.formats).map((f) => f.file)])].map((f) =>
    path.join(UPLOADS, f),
  );
}
