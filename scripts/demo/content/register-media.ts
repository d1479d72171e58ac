import { existsSync } from 'node:fs';
import path from 'node:path';
import { UPLOADS } from '../paths.ts';
import { documentFile } from '../pdf/product-sheet.ts';
import { type Plan, clipSize } from '../plan/index.ts';
import { DETAIL_SHOTS, DOCUMENTS, PLATFORM_CLIP, PRODUCT_SHOTS, TURNTABLES } from '../plan/media-sets.ts';
import { clipFile, directedEdges } from '../render/clips.ts';
import { imageSetLayout } from '../render/image-set.ts';
import { LOOP_SIZE, loopFile } from '../render/loops.ts';
import { TURNTABLE_SIZE, photoSpec, turntableFile } from '../render/products.ts';
import { locationImageSpecs } from '../render/specs.ts';
import { type MediaJson, MediaRegistry } from './media.ts';
import { AVATARS, ICONS, LOGOS, svgFile } from './svg.ts';

export const locationMediaName = (id: string, key: string): string => `${id}:${key}`;
export const loopMediaName = (id: string): string => `${id}:loop`;
export const clipMediaName = (from: string, to: string): string => `clip:${from}->${to}`;

/** Registers every file of the bundle in a fixed order, so media ids are stable between runs. */
export function registerMedia(plan: Plan): MediaRegistry {
  const m = new MediaRegistry();
  for (const name of Object.keys(LOGOS)) m.file(name, svgFile(name), 'image/svg+xml', 'Virtual Factory logo');
  for (const name of Object.keys(ICONS))
    m.file(`icon-${name}`, svgFile(`icon-${name}`), 'image/svg+xml', `${name} icon`);
  for (const name of Object.keys(AVATARS)) m.file(name, svgFile(name), 'image/svg+xml', 'Contact portrait placeholder');
  for (const loc of plan.locations) {
    for (const { key, spec } of locationImageSpecs(loc)) {
      const media = m.image(imageSetLayout(spec), loc.title.en);
      m.alias(locationMediaName(loc.payloadId, key), media);
    }
    if (loc.loop && existsSync(path.join(UPLOADS, loopFile(loc)))) {
      m.alias(
        loopMediaName(loc.payloadId),
        m.file(`location-${loc.payloadId}-loop`, loopFile(loc), 'video/mp4', `${loc.title.en} (moving)`, ...LOOP_SIZE),
      );
    }
  }
  for (const e of directedEdges(plan)) {
    const size = clipSize(e.from, e.to, plan);
    m.alias(
      clipMediaName(e.from, e.to),
      m.file(
        `transition-${e.from}-to-${e.to}`,
        clipFile(e),
        'video/mp4',
        `Camera flight from ${e.from} to ${e.to}`,
        size[0],
        size[1],
      ),
    );
  }
  for (const [name, d] of Object.entries(DETAIL_SHOTS)) m.image(imageSetLayout(photoSpec(name)), d.alt);
  for (const [name, p] of Object.entries(PRODUCT_SHOTS)) m.image(imageSetLayout(photoSpec(name)), p.alt);
  for (const [name, t] of Object.entries(TURNTABLES))
    m.file(name, turntableFile(name), 'video/mp4', t.alt, ...TURNTABLE_SIZE);
  m.alias(
    'platform',
    m.external(
      PLATFORM_CLIP.name,
      PLATFORM_CLIP.url,
      PLATFORM_CLIP.provider,
      PLATFORM_CLIP.name,
      m.get(PLATFORM_CLIP.cover),
    ),
  );
  for (const [name, d] of Object.entries(DOCUMENTS))
    m.file(name, documentFile(name), 'application/pdf', `${d.title} – ${d.subtitle}`);
  return m;
}

export type { MediaJson };
