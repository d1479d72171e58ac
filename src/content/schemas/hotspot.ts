import { z } from 'zod/mini';
import { HOTSPOT_TYPES, type Hotspot, type HotspotType } from '../../domain/types.ts';
import type { ParseContext } from '../parse-context.ts';
import type { MediaSchemas } from './media.ts';
import { entityId, lenientList, num, text } from './primitives.ts';
import type { SharedSchemas } from './shared.ts';

const COMPONENT = /^hotspots\.(custom-)?([a-z-]{1,40})$/;

/** `hotspots.<type>` or `hotspots.custom-<type>`; there is no `custom-menu`. */
export function parseHotspotComponent(component: string): { type: HotspotType; custom: boolean } | null {
  const match = COMPONENT.exec(component);
  const type = HOTSPOT_TYPES.find((t) => t === match?.[2]);
  if (!match || !type) return null;
  const custom = match[1] !== undefined;
  return custom && type === 'menu' ? null : { type, custom };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** A hotspot dynamic-zone item. Positions outside 0..1 are clamped onto the picture. */
export function createHotspotSchema(ctx: ParseContext, media: MediaSchemas, shared: SharedSchemas) {
  return z.pipe(
    z.object({
      __component: z.pipe(
        z.string().check(z.maxLength(100)),
        z.transform((c, zc) => {
          const parsed = parseHotspotComponent(c);
          if (!parsed) {
            zc.issues.push({ code: 'custom', message: `unknown component "${c.slice(0, 60)}"`, input: c });
            return z.NEVER;
          }
          return parsed;
        }),
      ),
      id: entityId,
      title: text(),
      position: z.object({ x: z.number(), y: z.number() }),
      categories: lenientList(ctx, 'categories', shared.category),
      priority: num(0),
      action_target: shared.actionTarget,
      media: media.mediaList('media'),
      background_image: media.optionalMedia('background_image'),
    }),
    z.transform((h): Hotspot => ({
      id: h.id,
      key: `${h.__component.custom ? 'custom-' : ''}${h.__component.type}:${h.id}`,
      type: h.__component.type,
      custom: h.__component.custom,
      title: h.title,
      x: clamp01(h.position.x),
      y: clamp01(h.position.y),
      ...(clamp01(h.position.x) !== h.position.x || clamp01(h.position.y) !== h.position.y
        ? { offPicture: h.position }
        : {}),
      categories: h.categories,
      priority: h.priority,
      target: h.action_target,
      media: h.media,
      backgroundImage: h.background_image,
    })),
  );
}
