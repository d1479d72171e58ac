import { locationById } from '../plan/index.ts';
import type { Locale } from '../plan/types.ts';
import { directedEdges } from '../render/clips.ts';
import type { BuildContext } from './context.ts';
import { documentId } from './media.ts';
import { clipMediaName, locationMediaName } from './register-media.ts';

/** Both directions of every edge; `world` is the world of the origin (a portal leaves from there). */
export function transitionsJson(ctx: BuildContext, locale: Locale, worlds: Set<string>) {
  return directedEdges(ctx.plan)
    .map((e, i) => ({ e, id: i + 1 }))
    .filter(({ e }) => worlds.has(locationById(ctx.plan, e.from).world))
    .map(({ e, id }) => ({
      id,
      documentId: documentId('transition', `${e.from}->${e.to}`),
      locale,
      payloadId: `${e.from}--${e.to}`,
      from: { payloadId: e.from },
      to: { payloadId: e.to },
      weight: e.weight,
      transitionOptions: { active: true, direct_transition: false, blending_time: null },
      background: {
        video: ctx.media.get(clipMediaName(e.from, e.to)),
        image: ctx.media.get(locationMediaName(e.from, 'default_background_16x9')),
      },
      world: { slug: locationById(ctx.plan, e.from).world },
    }));
}
