import type { ParseContext } from '../parse-context.ts';
import { createArticleSchema, createIconSchema } from './article.ts';
import { createDashboardSchema } from './dashboard.ts';
import { createLocationSchema } from './location.ts';
import { createMediaSchemas } from './media.ts';
import { createMenuSchema } from './menu.ts';
import { createScreensaverSchema } from './screensaver.ts';
import { createSharedSchemas } from './shared.ts';
import { createTransitionSchema } from './transition.ts';
import { createWorldSchema } from './world.ts';

/** Every entity schema, bound to one load's parse context (media host, default animation, warnings). */
export function createSchemas(ctx: ParseContext) {
  const media = createMediaSchemas(ctx);
  const shared = createSharedSchemas(ctx, media);
  return {
    media,
    world: createWorldSchema(ctx, media),
    location: createLocationSchema(ctx, media, shared),
    transition: createTransitionSchema(ctx, media),
    article: createArticleSchema(ctx, media, shared),
    dashboard: createDashboardSchema(ctx, media, shared),
    menu: createMenuSchema(ctx, shared),
    icon: createIconSchema(media),
    screensaver: createScreensaverSchema(ctx, media),
  };
}
