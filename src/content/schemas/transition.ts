import { z } from 'zod/mini';
import type { Media, Transition, TransitionOptions } from '../../domain/types.ts';
import type { ParseContext } from '../parse-context.ts';
import type { MediaSchemas } from './media.ts';
import { flag, key, lenient, nonNegative, nullableNonNegative } from './primitives.ts';

/** Weight of a transition that sets none (SPEC §3, §9). */
export const DEFAULT_TRANSITION_WEIGHT = 100;

const defaultOptions = (): TransitionOptions => ({ active: true, directTransition: false, blendingTime: null });

/**
 * `/api/content-transitions` item. Missing `transitionOptions` mean an active, non-direct transition
 * with no own blending time; a missing `payloadId` is derived from the two ends.
 */
export function createTransitionSchema(ctx: ParseContext, { optionalMedia }: MediaSchemas) {
  const options = z.pipe(
    z.object({ active: flag(true), direct_transition: flag(false), blending_time: nullableNonNegative }),
    z.transform((o): TransitionOptions => ({
      active: o.active,
      directTransition: o.direct_transition,
      blendingTime: o.blending_time,
    })),
  );
  const background = z.object({ video: optionalMedia('background.video'), image: optionalMedia('background.image') });
  const noBackground = (): { video: Media | null; image: Media | null } => ({ video: null, image: null });
  return z.pipe(
    z.object({
      payloadId: z.nullish(key),
      from: z.object({ payloadId: key }),
      to: z.object({ payloadId: key }),
      weight: nonNegative(DEFAULT_TRANSITION_WEIGHT),
      transitionOptions: lenient(ctx, 'transitionOptions', options, defaultOptions),
      background: lenient(ctx, 'background', background, noBackground),
      world: lenient(ctx, 'world', z.object({ slug: key }), () => null),
    }),
    z.transform((t): Transition => ({
      payloadId: t.payloadId ?? `${t.from.payloadId}->${t.to.payloadId}`,
      from: t.from.payloadId,
      to: t.to.payloadId,
      weight: t.weight,
      options: t.transitionOptions,
      video: t.background.video,
      image: t.background.image,
      worldSlug: t.world?.slug ?? '',
    })),
  );
}
