import { locationById } from '../plan/index.ts';
import type { HotspotPlan, LocationPlan, Locale } from '../plan/types.ts';
import { HOTSPOT_CATEGORIES, STATION_CATEGORIES } from '../plan/vocabulary.ts';
import type { BuildContext } from './context.ts';
import { documentId } from './media.ts';
import { tr } from './i18n.ts';
import { locationMediaName, loopMediaName } from './register-media.ts';
import { type ActionTargetJson, mediaSet } from './targets.ts';

function hotspotTarget(ctx: BuildContext, h: HotspotPlan): ActionTargetJson {
  const t: ActionTargetJson = {
    id: null,
    payloadId: null,
    url: null,
    new_tab: false,
    new_window: false,
    menu_key: null,
  };
  if (h.kind === 'open-article') t.id = ctx.articleId.get(h.target) ?? null;
  else if (h.kind === 'open-dashboard') t.id = ctx.dashboardId.get(h.target) ?? null;
  else if (h.kind === 'navigation') t.payloadId = h.target;
  else if (h.kind === 'open-link') {
    t.url = h.target;
    t.new_tab = h.newTab ?? false;
  } else if (h.kind === 'menu') t.menu_key = h.target;
  return t;
}

/** Custom hotspots draw their own picture: a thumbnail of what they lead to. */
function customImage(ctx: BuildContext, h: HotspotPlan): string {
  if (h.kind === 'navigation') return locationMediaName(h.target, 'default_background_16x9');
  if (h.kind === 'open-media')
    return (
      mediaSet(ctx, h.target)
        .find((m) => m.mime === 'image/jpeg')
        ?.name.replace(/\.jpg$/, '') ?? 'app-logo'
    );
  if (h.kind === 'open-documents') return 'icon-document';
  if (h.kind === 'open-dashboard') return 'logo-light';
  if (h.kind === 'open-link') return 'icon-mail';
  const a = ctx.articles.find((x) => x.key === h.target);
  return a?.sections.flatMap((s) => [s.poster, ...(s.images ?? [])]).find((n): n is string => !!n) ?? 'icon-document';
}

function hotspotJson(ctx: BuildContext, loc: LocationPlan, h: HotspotPlan, i: number, locId: number, locale: Locale) {
  const pos = ctx.positions.get(loc.payloadId)?.get(h.anchor);
  if (!pos) throw new Error(`no projection for ${loc.payloadId}/${h.anchor}`);
  const custom = h.custom === true && h.kind !== 'menu';
  return {
    __component: `hotspots.${custom ? 'custom-' : ''}${h.kind}`,
    id: locId * 100 + i + 1,
    title: tr(h.title, locale),
    position: pos,
    categories: h.categories.map((c) => {
      const cat = HOTSPOT_CATEGORIES[c];
      if (!cat) throw new Error(`unknown hotspot category ${c}`);
      return { title: tr(cat.title, locale), priority: cat.priority };
    }),
    priority: h.priority,
    action_target: hotspotTarget(ctx, h),
    media: h.kind === 'open-media' || h.kind === 'open-documents' ? mediaSet(ctx, h.target) : [],
    background_image: custom ? ctx.media.get(customImage(ctx, h)) : null,
  };
}

function backgrounds(ctx: BuildContext, loc: LocationPlan, locId: number) {
  const out = [];
  const still = (key: string) => ctx.media.get(locationMediaName(loc.payloadId, key));
  if (ctx.media.has(loopMediaName(loc.payloadId))) {
    out.push({
      key: 'default_background_16x9',
      type: 'video',
      video: ctx.media.get(loopMediaName(loc.payloadId)),
      image: still('default_background_16x9'),
      options: { loop: true, blending_time: 0.4 },
    });
    out.push({
      key: 'fallback_image',
      type: 'image',
      video: null,
      image: still('default_background_16x9'),
      options: { loop: false, blending_time: null },
    });
  } else {
    out.push({
      key: 'default_background_16x9',
      type: 'image',
      video: null,
      image: still('default_background_16x9'),
      options: { loop: false, blending_time: null },
    });
  }
  out.push({
    key: 'default_background_4x3',
    type: 'image',
    video: null,
    image: still('default_background_4x3'),
    options: { loop: false, blending_time: null },
  });
  if (loc.highRes)
    out.push({
      key: 'high_resolution_16x9',
      type: 'image',
      video: null,
      image: still('high_resolution_16x9'),
      options: { loop: false, blending_time: null },
    });
  return out.map((b, i) => ({ id: locId * 10 + i + 1, ...b }));
}

function neighbours(ctx: BuildContext, id: string): { prev: string | null; next: string | null } {
  const tour = ctx.plan.tours.find((t) => t.includes(id));
  if (!tour || tour.length < 2) return { prev: null, next: null };
  const i = tour.indexOf(id);
  // The factory tour is a closed loop (the auto screensaver keeps going); the small worlds stop at the end.
  const loop = tour.length > 3;
  const prev = i > 0 ? tour[i - 1] : loop ? tour[tour.length - 1] : undefined;
  const next = i < tour.length - 1 ? tour[i + 1] : loop ? tour[0] : undefined;
  return { prev: prev ?? null, next: next ?? null };
}

export function locationJson(ctx: BuildContext, loc: LocationPlan, locale: Locale) {
  const locId = ctx.locationId.get(loc.payloadId) ?? 0;
  const world = ctx.plan.worlds.find((w) => w.slug === loc.world);
  const group = ctx.plan.groups.find((g) => g.slug === loc.group);
  if (!world || !group) throw new Error(`location ${loc.payloadId} lacks world or group`);
  const { prev, next } = neighbours(ctx, loc.payloadId);
  const category = loc.category ? STATION_CATEGORIES[loc.category.key] : null;
  return {
    id: locId,
    documentId: documentId('location', loc.payloadId),
    locale,
    payloadId: loc.payloadId,
    slug: loc.payloadId,
    title: tr(loc.title, locale),
    world: { slug: world.slug, name: tr(world.name, locale) },
    group: {
      slug: group.slug,
      title: tr(group.title, locale),
      navigation_color: group.color,
      menus: group.menus.map((key) => ({ key })),
    },
    background: backgrounds(ctx, loc, locId),
    hotspots: loc.hotspots.map((h, i) => hotspotJson(ctx, loc, h, i, locId, locale)),
    hotspots_appere_animation: loc.animation,
    arrow_navigation_prew: prev ? { payloadId: prev } : null,
    arrow_navigation_next: next ? { payloadId: next } : null,
    station_category: category ? { title: tr(category.title, locale), priority: category.priority } : null,
    priority_in_location_category: loc.priorityInCategory,
    world_item: loc.worldItem
      ? { key: `portal-${loc.worldItem}`, type: 'world', world: { slug: loc.worldItem } }
      : null,
    menus: loc.menus.map((key) => ({ key })),
  };
}

export { locationById };
