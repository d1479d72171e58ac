/**
 * A large synthetic tour, for benchmarks and load tests.
 *
 *   npm run demo:large [-- --locations 2000 --transitions 6000 --worlds 4 --seed 1 --out content/large]
 *
 * writes the tour in the wire format of docs/content-model.md (all 10 locales) to content/large/, reusing the
 * media files of content/demo/uploads by name. `makeLargeTour` builds the same tour in memory as domain objects.
 */
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALES } from '../../src/domain/types.ts';
import type { ActionTarget, Locale, Location, Media, Transition, World } from '../../src/domain/types.ts';

export interface LargeTourOptions {
  locations?: number;
  transitions?: number;
  worlds?: number;
  seed?: number;
  /** Upload file names to reference; placeholders when empty. */
  media?: { videos: readonly string[]; images: readonly string[] };
}

export interface LargeTour {
  worlds: World[];
  locations: Location[];
  transitions: Transition[];
}

const PLACEHOLDER = { videos: ['placeholder.mp4'], images: ['placeholder.jpg'] };
const PORTAL_PAIRS = 3;
const GROUPS_PER_WORLD = 10;

/** Small deterministic PRNG (mulberry32): the same seed gives the same tour. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MIME: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

function mediaFor(name: string, id: number): Media {
  const ext = path.extname(name).toLowerCase();
  return {
    id,
    name,
    alt: '',
    url: `/uploads/${name}`,
    mime: MIME[ext] ?? 'application/octet-stream',
    ext,
    hash: path.basename(name, path.extname(name)),
    width: null,
    height: null,
    formats: {},
    renditions: {},
    platform: null,
  };
}

/**
 * Builds the tour as domain objects. Each world is a ring of locations (transitions both ways, prev/next arrows
 * along the ring) with random chords inside the world; neighbouring worlds are joined by portal pairs. A few
 * chords are inactive, direct or without video. Every location can reach every other one.
 */
export function makeLargeTour(options: LargeTourOptions = {}): LargeTour {
  const locationCount = Math.max(1, options.locations ?? 2000);
  const transitionCount = options.transitions ?? 6000;
  const worldCount = Math.max(1, Math.min(options.worlds ?? 4, locationCount));
  const rnd = random(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const names = {
    videos: options.media?.videos.length ? options.media.videos : PLACEHOLDER.videos,
    images: options.media?.images.length ? options.media.images : PLACEHOLDER.images,
  };
  const media = new Map<string, Media>();
  const file = (name: string): Media => {
    const known = media.get(name) ?? mediaFor(name, media.size + 1);
    media.set(name, known);
    return known;
  };

  const members: string[][] = [];
  const locations: Location[] = [];
  for (let w = 0; w < worldCount; w++) {
    const size = Math.floor(locationCount / worldCount) + (w < locationCount % worldCount ? 1 : 0);
    const ids = Array.from({ length: size }, (_, i) => `w${w + 1}-l${String(i + 1).padStart(4, '0')}`);
    members.push(ids);
    ids.forEach((payloadId, i) => {
      const groupIndex = Math.floor((i * GROUPS_PER_WORLD) / size) + 1;
      const video = rnd() < 0.2;
      const next = size > 1 ? (ids[(i + 1) % size] ?? null) : null;
      locations.push({
        payloadId,
        slug: `l${i + 1}`,
        title: `Station ${w + 1}.${i + 1}`,
        worldSlug: `world-${w + 1}`,
        group: { slug: `g${groupIndex}`, title: `Hall ${groupIndex}`, navigationColor: '#1d4ed8', menus: [] },
        backgrounds: [
          {
            key: 'default_background',
            type: video ? 'video' : 'image',
            video: video ? file(pick(names.videos)) : null,
            image: video ? null : file(pick(names.images)),
            loop: true,
            blendingTime: null,
          },
        ],
        hotspots: next ? [navigationHotspot(locations.length + 1, next, rnd)] : [],
        appearAnimation: 'fade_in',
        arrowPrev: size > 1 ? (ids[(i - 1 + size) % size] ?? null) : null,
        arrowNext: next,
        stationCategory: { title: `Hall ${groupIndex}`, priority: groupIndex },
        priorityInCategory: i,
        worldItem: null,
        menus: [],
      });
    });
  }

  const transitions: Transition[] = [];
  const worldOf = (id: string) => id.slice(0, id.indexOf('-')).replace('w', 'world-');
  const add = (from: string, to: string, weight: number, chord = false): void => {
    const roll = chord ? rnd() : 1;
    transitions.push({
      payloadId: `t${transitions.length + 1}`,
      from,
      to,
      weight,
      options: { active: roll >= 0.02, directTransition: roll >= 0.02 && roll < 0.05, blendingTime: null },
      video: roll >= 0.05 && roll < 0.1 ? null : file(pick(names.videos)),
      image: null,
      worldSlug: worldOf(from),
    });
  };
  for (const ids of members) {
    if (ids.length < 2) continue;
    ids.forEach((id, i) => {
      const next = ids[(i + 1) % ids.length] ?? id;
      add(id, next, 80 + Math.floor(rnd() * 60));
      if (ids.length > 2) add(next, id, 80 + Math.floor(rnd() * 60));
    });
  }
  for (let w = 0; w + 1 < members.length; w++) {
    const here = members[w] ?? [];
    const there = members[w + 1] ?? [];
    for (let p = 0; p < PORTAL_PAIRS; p++) {
      const a = pick(here);
      const b = pick(there);
      add(a, b, 200);
      add(b, a, 200);
    }
  }
  const chordWorlds = members.filter((ids) => ids.length > 1);
  for (
    let tries = 0;
    transitions.length < transitionCount && chordWorlds.length > 0 && tries < transitionCount * 4;
    tries++
  ) {
    const ids = pick(chordWorlds);
    const from = pick(ids);
    const to = pick(ids);
    if (from !== to) add(from, to, 50 + Math.floor(rnd() * 250), true);
  }

  const portals = new Map(transitions.filter((t) => worldOf(t.to) !== t.worldSlug).map((t) => [t.from, t.to] as const));
  for (const l of locations) {
    const to = portals.get(l.payloadId);
    if (to) l.worldItem = { key: `portal-${worldOf(to)}`, type: 'world', worldSlug: worldOf(to) };
  }
  const worlds = members.map((ids, w) => makeWorld(w, ids[0] ?? null));
  return { worlds, locations, transitions };
}

function navigationHotspot(id: number, target: string, rnd: () => number): Location['hotspots'][number] {
  return {
    id,
    key: `navigation:${id}`,
    type: 'navigation',
    custom: false,
    title: 'Next station',
    x: Math.round(rnd() * 1000) / 1000,
    y: Math.round(rnd() * 1000) / 1000,
    categories: [],
    priority: 0,
    target: { id: null, payloadId: target, url: null, newTab: false, newWindow: false, menuKey: null },
    media: [],
    backgroundImage: null,
  };
}

function makeWorld(w: number, start: string | null): World {
  return {
    slug: `world-${w + 1}`,
    name: `World ${w + 1}`,
    urlAlias: null,
    startLocationId: start,
    protectWithPassword: false,
    onlyLoggedInUsers: false,
    isDefault: w === 0,
    menus: [],
    logo: null,
    logoSettings: {
      mainHasBackground: true,
      mainStickToTop: false,
      mainBackgroundColor: '#ffffff',
      mainHasShadow: false,
      mainColor: '#000000',
      mainHeightInEm: 4,
      sidebarColor: '#000000',
      sidebarHeightInEm: 3.5,
    },
    sidebarsTransitionTime: 0.3,
    screensaverId: null,
    screensaverTimeout: null,
    startPage: false,
    headerComponents: ['language-switch'],
  };
}

// ---- wire format (docs/content-model.md) ----

const WORDS: Record<Locale, [station: string, hall: string, world: string]> = {
  de: ['Station', 'Halle', 'Welt'],
  en: ['Station', 'Hall', 'World'],
  'en-US': ['Station', 'Hall', 'World'],
  fr: ['Poste', 'Hall', 'Monde'],
  it: ['Postazione', 'Capannone', 'Mondo'],
  es: ['Estación', 'Nave', 'Mundo'],
  'es-MX': ['Estación', 'Nave', 'Mundo'],
  pl: ['Stanowisko', 'Hala', 'Świat'],
  cs: ['Stanoviště', 'Hala', 'Svět'],
  zh: ['工位', '车间', '世界'],
};

function localized(text: string, locale: Locale): string {
  const [station, hall, world] = WORDS[locale];
  return text
    .replace(/^Station/, station)
    .replace(/^Hall/, hall)
    .replace(/^World/, world);
}

function wireMedia(m: Media | null): unknown {
  if (!m) return null;
  const { id, name, alt, width, height, hash, ext, mime, url } = m;
  const formats = mime.startsWith('image/') ? m.formats : null;
  return {
    id,
    documentId: `m${id}`,
    name,
    alternativeText: alt,
    width,
    height,
    hash,
    ext,
    mime,
    size: 0,
    url,
    formats,
  };
}

function wireTarget(t: ActionTarget): unknown {
  return {
    id: t.id,
    payloadId: t.payloadId,
    url: t.url,
    new_tab: t.newTab,
    new_window: t.newWindow,
    menu_key: t.menuKey,
  };
}

/** Strapi gives every locale version of a document its own `id` and the same `documentId`. */
const ids = (prefix: string, i: number, localeIndex: number) => ({
  id: localeIndex * 100_000 + i + 1,
  documentId: `${prefix}${i + 1}`,
});
const ref = (payloadId: string | null) => (payloadId ? { payloadId } : null);

function wireLocation(
  l: Location,
  i: number,
  locale: Locale,
  localeIndex: number,
  worlds: Map<string, string>,
): unknown {
  return {
    ...ids('loc', i, localeIndex),
    locale,
    payloadId: l.payloadId,
    slug: l.slug,
    title: localized(l.title, locale),
    world: { slug: l.worldSlug, name: localized(worlds.get(l.worldSlug) ?? l.worldSlug, locale) },
    group: l.group && {
      slug: l.group.slug,
      title: localized(l.group.title, locale),
      navigation_color: l.group.navigationColor,
      menus: l.group.menus.map((key) => ({ key })),
    },
    background: l.backgrounds.map((b) => ({
      key: b.key,
      type: b.type,
      video: wireMedia(b.video),
      image: wireMedia(b.image),
      options: { loop: b.loop, blending_time: b.blendingTime },
    })),
    hotspots: l.hotspots.map((h) => ({
      __component: `hotspots.${h.custom ? 'custom-' : ''}${h.type}`,
      id: h.id,
      title: h.title,
      position: { x: h.x, y: h.y },
      categories: h.categories,
      priority: h.priority,
      action_target: wireTarget(h.target),
      media: h.media.map(wireMedia),
      background_image: wireMedia(h.backgroundImage),
    })),
    hotspots_appere_animation: l.appearAnimation,
    arrow_navigation_prew: ref(l.arrowPrev),
    arrow_navigation_next: ref(l.arrowNext),
    station_category: l.stationCategory && { ...l.stationCategory, title: localized(l.stationCategory.title, locale) },
    priority_in_location_category: l.priorityInCategory,
    world_item: l.worldItem && { key: l.worldItem.key, type: l.worldItem.type, world: { slug: l.worldItem.worldSlug } },
    menus: l.menus.map((key) => ({ key })),
  };
}

function wireTransition(t: Transition, i: number, locale: Locale, localeIndex: number): unknown {
  return {
    ...ids('tr', i, localeIndex),
    locale,
    payloadId: t.payloadId,
    from: { payloadId: t.from },
    to: { payloadId: t.to },
    weight: t.weight,
    transitionOptions: {
      active: t.options.active,
      direct_transition: t.options.directTransition,
      blending_time: t.options.blendingTime,
    },
    background: { video: wireMedia(t.video), image: wireMedia(t.image) },
    world: { slug: t.worldSlug },
  };
}

function wireWorld(w: World, i: number, locale: Locale, localeIndex: number): unknown {
  const s = w.logoSettings;
  return {
    ...ids('world', i, localeIndex),
    locale,
    slug: w.slug,
    name: localized(w.name, locale),
    URL_ALIAS: w.urlAlias,
    start_location_id: w.startLocationId,
    protect_with_password: w.protectWithPassword,
    password: null,
    only_logged_in_users: w.onlyLoggedInUsers,
    default: w.isDefault,
    menus: w.menus.map((key) => ({ key })),
    logo: wireMedia(w.logo),
    logo_settings: {
      logo_main_has_background: s.mainHasBackground,
      logo_main_stick_to_top: s.mainStickToTop,
      logo_main_background_color: s.mainBackgroundColor,
      logo_main_has_shadow: s.mainHasShadow,
      logo_main_color: s.mainColor,
      logo_main_heightInEm: s.mainHeightInEm,
      logo_sidebar_color: s.sidebarColor,
      logo_sidebar_heightInEm: s.sidebarHeightInEm,
    },
    header_components: [],
    sidebars_transition_time: w.sidebarsTransitionTime,
    screensaver: w.screensaverId === null ? null : { id: w.screensaverId },
    screensaver_timeout: w.screensaverTimeout,
    start_page: w.startPage,
  };
}

/** A main menu leading to each world's start, per locale. */
function wireMenus(tour: LargeTour, locale: Locale, localeIndex: number): unknown[] {
  const target = (payloadId: string | null): ActionTarget => ({
    id: null,
    payloadId,
    url: null,
    newTab: false,
    newWindow: false,
    menuKey: null,
  });
  const items = tour.worlds.map((w, i) => ({
    id: i + 1,
    label: localized(w.name, locale),
    action: 'navigate',
    action_target: wireTarget(target(w.startLocationId)),
    media: null,
    cover: null,
  }));
  return [{ ...ids('menu', 0, localeIndex), locale, key: 'application-main', title: 'Menu', items }];
}

const APP_SETTING = {
  id: 1,
  documentId: 'app-setting',
  pathfinding: {
    fly_mode: true,
    max_items: 6,
    skip_location: true,
    playback_rate: 2,
    blending_time: 0.6,
    reduced_motion: false,
  },
  screensaver: { enabled: true, timeout: null, interval: 10, only_offline: false, default_screensaver: { id: 1 } },
  content_slider: { autoplay: true, delay: 3000, pause_on_focus: true, pause_on_hover: false },
  hotspots: { stagger: false, stagger_interval: 7, expand_all: true, default_animation: 'fade_in' },
  default_world: { slug: 'world-1' },
  app_logo: null,
  start_page_background: null,
  login_page_background: null,
  power_save_mode_page_background: null,
  power_save_mode: false,
  power_save_schedule: [],
  box_hooks: [],
};

/** Endpoint file (relative to api/) and the `data` it answers, one file at a time to keep memory flat. */
export function* wireFiles(tour: LargeTour): Generator<[file: string, data: unknown]> {
  const worldNames = new Map(tour.worlds.map((w) => [w.slug, w.name] as const));
  for (const [li, locale] of LOCALES.entries()) {
    yield [`worlds/${locale}.json`, tour.worlds.map((w, i) => wireWorld(w, i, locale, li))];
    yield [
      `content-locations/${locale}.json`,
      tour.locations.map((l, i) => wireLocation(l, i, locale, li, worldNames)),
    ];
    yield [`content-transitions/${locale}.json`, tour.transitions.map((t, i) => wireTransition(t, i, locale, li))];
    yield [`menus/${locale}.json`, wireMenus(tour, locale, li)];
    yield [`articles/${locale}.json`, []];
    yield [`dashboards/${locale}.json`, []];
    yield [`ui-translation/${locale}.json`, { ...ids('ui', 0, li), locale, items: [] }];
  }
  yield ['app-setting.json', APP_SETTING];
  yield ['icons.json', []];
  yield ['screensavers.json', [{ id: 1, documentId: 'ss1', name: 'Tour', auto_generated: true, media: [] }]];
}

// ---- command line ----

const FORMAT_PREFIX = /^(xxlarge|xlarge|large|medium|small|thumbnail)_/;

/** The media files of the demo bundle, originals preferred over their resized formats. */
async function listUploads(dir: string): Promise<{ videos: string[]; images: string[] }> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const originals = files.filter((f) => !FORMAT_PREFIX.test(f));
  const pool = (originals.length ? originals : files).sort();
  const kind = (f: string) => MIME[path.extname(f).toLowerCase()]?.split('/')[0];
  return { videos: pool.filter((f) => kind(f) === 'video'), images: pool.filter((f) => kind(f) === 'image') };
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(value) ? value : fallback;
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const outIndex = process.argv.indexOf('--out');
  const out = path.resolve(root, (outIndex >= 0 && process.argv[outIndex + 1]) || 'content/large');
  const uploads = path.join(root, 'content/demo/uploads');
  const media = await listUploads(uploads);
  const tour = makeLargeTour({
    locations: arg('locations', 2000),
    transitions: arg('transitions', 6000),
    worlds: arg('worlds', 4),
    seed: arg('seed', 1),
    media,
  });

  await rm(out, { recursive: true, force: true });
  for (const [rel, data] of wireFiles(tour)) {
    const target = path.join(out, 'api', rel);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, JSON.stringify(data));
  }
  const linked = media.videos.length + media.images.length > 0;
  if (linked) await symlink(path.relative(out, uploads), path.join(out, 'uploads'));

  const portals = tour.transitions.filter((t) => t.worldSlug !== t.to.replace(/^w(\d+)-.*/, 'world-$1')).length;
  console.log(
    `large tour -> ${path.relative(root, out)}: ${tour.worlds.length} worlds, ${tour.locations.length} locations, ` +
      `${tour.transitions.length} transitions (${portals} portals), ${LOCALES.length} locales; media: ` +
      (linked
        ? `${media.videos.length} videos, ${media.images.length} images from content/demo/uploads`
        : 'placeholders'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
