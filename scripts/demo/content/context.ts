import { ARTICLES } from '../plan/articles.ts';
import type { ArticlePlan, DashboardPlan, MenuPlan } from '../plan/content-types.ts';
import { DASHBOARDS } from '../plan/dashboards.ts';
import type { Plan } from '../plan/index.ts';
import { DOCUMENTS, MEDIA_SETS } from '../plan/media-sets.ts';
import { MENUS } from '../plan/menus.ts';
import type { Locale } from '../plan/types.ts';
import type { MediaRegistry } from './media.ts';

/** Everything a content builder needs: the plan, media, stable ids and hotspot projections. */
export interface BuildContext {
  plan: Plan;
  media: MediaRegistry;
  articles: ArticlePlan[];
  dashboards: DashboardPlan[];
  menus: MenuPlan[];
  articleId: Map<string, number>;
  dashboardId: Map<string, number>;
  locationId: Map<string, number>;
  worldOf: Map<string, string>;
  /** payloadId → anchor → position on the 16:9 picture. */
  positions: Map<string, Map<string, { x: number; y: number }>>;
}

export function createContext(plan: Plan, media: MediaRegistry, positions: BuildContext['positions']): BuildContext {
  const worlds = new Set(plan.worlds.map((w) => w.slug));
  const articles = ARTICLES.filter((a) => worlds.has(a.world));
  const dashboards = DASHBOARDS.filter((d) => worlds.has(d.world));
  const menus = MENUS.filter((m) => m.world === '*' || worlds.has(m.world));
  return {
    plan,
    media,
    articles,
    dashboards,
    menus,
    articleId: new Map(ARTICLES.map((a, i) => [a.key, i + 1])),
    dashboardId: new Map(DASHBOARDS.map((d, i) => [d.key, i + 1])),
    locationId: new Map(plan.locations.map((l, i) => [l.payloadId, i + 1])),
    worldOf: new Map(plan.locations.map((l) => [l.payloadId, l.world])),
    positions,
  };
}

/** Worlds whose documents exist in `locale`: all in de/en, only the public factory elsewhere. */
export function worldsIn(ctx: BuildContext, locale: Locale): Set<string> {
  return new Set(
    ctx.plan.worlds.filter((w) => locale === 'de' || locale === 'en' || w.slug === 'factory').map((w) => w.slug),
  );
}

export function mediaSetExists(name: string): boolean {
  return name in MEDIA_SETS;
}

export function documentExists(name: string): boolean {
  return name in DOCUMENTS;
}
