import type { ContentBundle, Locale } from '../domain/types.ts';
import { createParseContext, type ParseContextOptions } from './parse-context.ts';
import { parseItems } from './parse-items.ts';
import { parseAppSettings } from './schemas/app-setting.ts';
import { createSchemas } from './schemas/create-schemas.ts';

/** Wire data of one load: the app-setting `data` and every collection's items (already merged per locale). */
export interface RawContent {
  settings: unknown;
  worlds: readonly unknown[];
  contents: readonly unknown[];
  transitions: readonly unknown[];
  articles: readonly unknown[];
  dashboards: readonly unknown[];
  menus: readonly unknown[];
  icons: readonly unknown[];
  screensavers: readonly unknown[];
}

/**
 * Turns wire data into the domain bundle. Settings are parsed first: their default hotspot animation
 * fills locations that set none. Invalid items are dropped with a warning; this never throws.
 */
export function parseContent(raw: RawContent, locale: Locale, options: ParseContextOptions): ContentBundle {
  const ctx = createParseContext(options);
  const schemas = createSchemas(ctx);
  const settings = parseAppSettings(raw.settings, ctx, schemas.media);
  ctx.defaultAnimation = settings.hotspots.defaultAnimation;
  return {
    locale,
    settings,
    worlds: parseItems('worlds', raw.worlds, schemas.world, ctx, (w) => w.slug),
    locations: parseItems('contents', raw.contents, schemas.location, ctx, (l) => l.payloadId),
    transitions: parseItems('transitions', raw.transitions, schemas.transition, ctx, (t) => t.payloadId),
    articles: parseItems('articles', raw.articles, schemas.article, ctx, (a) => a.id),
    dashboards: parseItems('dashboards', raw.dashboards, schemas.dashboard, ctx, (d) => d.id),
    menus: parseItems('menus', raw.menus, schemas.menu, ctx, (m) => m.key),
    icons: parseItems('icons', raw.icons, schemas.icon, ctx, (i) => i.id),
    screensavers: parseItems('screensavers', raw.screensavers, schemas.screensaver, ctx, (s) => s.id),
  };
}
