import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { UPLOADS } from '../paths.ts';
import type { FormatKey, ImageFile, ImageSet } from '../render/image-set.ts';

export interface MediaFormatJson {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  path: null;
  width: number;
  height: number;
  size: number;
  sizeInBytes: number;
  url: string;
}

/** A Strapi upload file as the API returns it (see docs/content-model.md, Media). */
export interface MediaJson {
  id: number;
  documentId: string;
  name: string;
  alternativeText: string;
  caption: string | null;
  width: number | null;
  height: number | null;
  formats: Partial<Record<FormatKey, MediaFormatJson>> | null;
  hash: string;
  ext: string;
  mime: string;
  size: number;
  url: string;
  previewUrl: string | null;
  provider: string;
  provider_metadata: Record<string, unknown> | null;
}

export function documentId(kind: string, key: string): string {
  return createHash('sha1')
    .update(`${kind}:${key}`)
    .digest('base64url')
    .replace(/[-_]/g, 'x')
    .toLowerCase()
    .slice(0, 24);
}

function bytes(file: string): number {
  return statSync(path.join(UPLOADS, file)).size;
}

const kb = (n: number): number => Math.round(n / 10.24) / 100;

/**
 * Every media object of the bundle, created once with a stable id in a fixed order and reused by
 * reference wherever content points at the same file (as a Strapi relation would be).
 */
export class MediaRegistry {
  private readonly byName = new Map<string, MediaJson>();
  private nextId = 1;

  private add(name: string, m: Omit<MediaJson, 'id' | 'documentId'>): MediaJson {
    const hit = this.byName.get(name);
    if (hit) return hit;
    const media: MediaJson = { id: this.nextId++, documentId: documentId('media', name), ...m };
    this.byName.set(name, media);
    return media;
  }

  get(name: string): MediaJson {
    const m = this.byName.get(name);
    if (!m) throw new Error(`media ${name} not registered`);
    return m;
  }

  /** A second name for an existing media object (same id, same JSON). */
  alias(name: string, media: MediaJson): MediaJson {
    this.byName.set(name, media);
    return media;
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  all(): MediaJson[] {
    return [...new Set(this.byName.values())];
  }

  image(set: ImageSet, alt: string): MediaJson {
    const format = (key: string, f: ImageFile): MediaFormatJson => ({
      name: `${key}_${set.name}.jpg`,
      hash: f.file.replace(/\.jpg$/, ''),
      ext: '.jpg',
      mime: 'image/jpeg',
      path: null,
      width: f.width,
      height: f.height,
      size: kb(bytes(f.file)),
      sizeInBytes: bytes(f.file),
      url: `/uploads/${f.file}`,
    });
    const formats: Partial<Record<FormatKey, MediaFormatJson>> = {};
    for (const [key, f] of Object.entries(set.formats) as [FormatKey, ImageFile][]) formats[key] = format(key, f);
    return this.add(set.name, {
      name: `${set.name}.jpg`,
      alternativeText: alt,
      caption: null,
      width: set.original.width,
      height: set.original.height,
      formats,
      hash: set.hash,
      ext: '.jpg',
      mime: 'image/jpeg',
      size: kb(bytes(set.original.file)),
      url: `/uploads/${set.original.file}`,
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
    });
  }

  /** Video, PDF or SVG: one file, `formats: null`. */
  file(
    name: string,
    file: string,
    mime: string,
    alt: string,
    width: number | null = null,
    height: number | null = null,
  ): MediaJson {
    const ext = path.extname(file);
    return this.add(name, {
      name: `${name}${ext}`,
      alternativeText: alt,
      caption: null,
      width,
      height,
      formats: null,
      hash: file.slice(0, -ext.length),
      ext,
      mime,
      size: kb(bytes(file)),
      url: `/uploads/${file}`,
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
    });
  }

  /**
   * A clip on a video platform: same shape as an upload, `url` absolute https, `provider` names the
   * platform, `mime` "video/x-platform", no bytes in the bundle (see docs/content-model.md).
   */
  external(name: string, url: string, provider: string, alt: string, cover: MediaJson): MediaJson {
    return this.add(name, {
      name,
      alternativeText: alt,
      caption: null,
      width: 1920,
      height: 1080,
      formats: null,
      hash: `${provider}_${documentId('external', url).slice(0, 10)}`,
      ext: '',
      mime: 'video/x-platform',
      size: 0,
      url,
      previewUrl: cover.url,
      provider,
      provider_metadata: { platform: provider, cover: { id: cover.id, url: cover.url } },
    });
  }
}
