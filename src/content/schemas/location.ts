import { z } from 'zod/mini';
import type { AppearAnimation, Background, BackgroundKey, Location } from '../../domain/types.ts';
import { BACKGROUND_PRIORITY } from '../../domain/media.ts';
import type { ParseContext } from '../parse-context.ts';
import { createHotspotSchema } from './hotspot.ts';
import type { MediaSchemas } from './media.ts';
import { flag, key, keyList, lenient, lenientList, nullableNonNegative, num, slugOf, text } from './primitives.ts';
import type { SharedSchemas } from './shared.ts';

export const APPEAR_ANIMATIONS = [
  'fade_in',
  'zoom_in',
  'slide_up',
  'none',
] as const satisfies readonly AppearAnimation[];

const BACKGROUND_KEYS = BACKGROUND_PRIORITY as readonly [BackgroundKey, ...BackgroundKey[]];

function createBackgroundSchema(ctx: ParseContext, { optionalMedia }: MediaSchemas) {
  const options = z.object({ loop: flag(false), blending_time: nullableNonNegative });
  return z.pipe(
    z.object({
      key: z.enum(BACKGROUND_KEYS),
      type: z.enum(['video', 'image']),
      video: optionalMedia('video'),
      image: optionalMedia('image'),
      options: lenient(ctx, 'options', options, () => ({ loop: false, blending_time: null })),
    }),
    z.transform((b): Background => ({
      key: b.key,
      type: b.type,
      video: b.video,
      image: b.image,
      loop: b.options.loop,
      blendingTime: b.options.blending_time,
    })),
  );
}

const payloadRef = z.object({ payloadId: key });

/**
 * `/api/content-locations` item. A location without `hotspots_appere_animation` takes the app
 * settings' default animation (`ctx.defaultAnimation`, itself 'fade_in' by default).
 */
export function createLocationSchema(ctx: ParseContext, media: MediaSchemas, shared: SharedSchemas) {
  const group = z.object({
    slug: key,
    title: text(),
    navigation_color: text('', 64),
    menus: keyList(ctx, 'group.menus'),
  });
  const worldItem = z.object({ key: text('', 256), type: text('', 64), world: z.object({ slug: key }) });
  return z.pipe(
    z.object({
      payloadId: key,
      slug: slugOf('location'),
      title: text(),
      world: z.object({ slug: key, name: text() }),
      group: lenient(ctx, 'group', group, () => null),
      background: lenientList(ctx, 'background', createBackgroundSchema(ctx, media)),
      hotspots: lenientList(ctx, 'hotspots', createHotspotSchema(ctx, media, shared)),
      hotspots_appere_animation: lenient(ctx, 'hotspots_appere_animation', z.enum(APPEAR_ANIMATIONS), () => null),
      arrow_navigation_prew: lenient(ctx, 'arrow_navigation_prew', payloadRef, () => null),
      arrow_navigation_next: lenient(ctx, 'arrow_navigation_next', payloadRef, () => null),
      station_category: lenient(ctx, 'station_category', shared.category, () => null),
      priority_in_location_category: num(0),
      world_item: lenient(ctx, 'world_item', worldItem, () => null),
      menus: keyList(ctx, 'menus'),
    }),
    z.transform((l): Location => ({
      payloadId: l.payloadId,
      slug: l.slug,
      title: l.title,
      worldSlug: l.world.slug,
      group: l.group && {
        slug: l.group.slug,
        title: l.group.title,
        navigationColor: l.group.navigation_color,
        menus: l.group.menus,
      },
      backgrounds: l.background,
      hotspots: l.hotspots,
      appearAnimation: l.hotspots_appere_animation ?? ctx.defaultAnimation,
      arrowPrev: l.arrow_navigation_prew?.payloadId ?? null,
      arrowNext: l.arrow_navigation_next?.payloadId ?? null,
      stationCategory: l.station_category,
      priorityInCategory: l.priority_in_location_category,
      worldItem: l.world_item && { key: l.world_item.key, type: l.world_item.type, worldSlug: l.world_item.world.slug },
      menus: l.menus,
    })),
  );
}
