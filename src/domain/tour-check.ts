/**
 * The tour check (issue 32, point 4): one set of rules over every locale's content, each broken rule a problem that
 * names what it marks (a world, a location, a transition's direction, a hotspot, an item), so that a list, a map of
 * the world or a command line can show it. Pure: the content arrives parsed (`src/content/`), read by the caller.
 */
import { hotspotSteps } from './action-stack.ts';
import { indexContent, pickHomeWorld, startLocationOf, type ContentIndex } from './content-index.ts';
import { anchorInBox, coverFitOf } from './cover-fit.ts';
import { findFrameLink, linkItems, type FramePolicy } from './deep-links.ts';
import { frameUrl } from './frames.ts';
import { buildWorldGraph, reachable, type WorldGraph } from './graph.ts';
import { SOLD_SCREENS, stageOf, type SoldScreen } from './layout.ts';
import { normalizeLinkUrl } from './links.ts';
import { backgroundStill } from './media.ts';
import { DEFAULT_MENU_KEYS, menuSourcesOf, resolveMenu } from './menus.ts';
import {
  DEFAULT_LOCALE,
  type ActionStep,
  type ContentBundle,
  type Location,
  type Locale,
  type Media,
} from './types.ts';

/** The rules, one kind each, in the order problems are listed. */
export const TOUR_PROBLEM_KINDS = [
  'default-world-missing',
  'world-without-start',
  'password-world-without-password',
  'unreachable-location',
  'no-way-back',
  'transition-without-clip',
  'missing-target',
  'hotspot-outside-picture',
  'hotspot-cut-off',
  'text-missing',
  'content-dropped',
] as const;
export type TourProblemKind = (typeof TOUR_PROBLEM_KINDS)[number];

/** What a problem marks: a node (world, location), an arrow (transition, `from` -> `to`) or an item. */
export interface TourEntity {
  type:
    | 'settings'
    | 'world'
    | 'location'
    | 'transition'
    | 'hotspot'
    | 'article'
    | 'dashboard'
    | 'menu'
    | 'screensaver'
    | 'icon'
    | 'ui-string';
  /**
   * A world's slug, a location's or transition's payloadId (`<from>--<to>` for a direction that has none), a
   * hotspot's key, an article's, dashboard's or screensaver's id, a menu's key, a UI string's key; for an item the
   * parser dropped, its `documentId=… id=…`.
   */
  id: string;
  /** The world it lies in, when it lies in one. */
  world: string | null;
  /** A hotspot's location. */
  location?: string;
  /** A transition's ends. */
  from?: string;
  to?: string;
}

export interface TourProblem {
  kind: TourProblemKind;
  /** Where it shows: the locales whose content has it. */
  locales: Locale[];
  entity: TourEntity;
  message: string;
}

/** An item the content layer dropped or repaired while parsing (its warning): `item` is `<collection> <ids>`. */
export interface ContentWarning {
  item: string;
  message: string;
}

/** One locale's content, as the check needs it. */
export interface LocaleContent {
  /** What a visitor of this locale gets: its documents, the others from de (the client's fallback). */
  content: ContentBundle;
  /** The locale's own documents only: what is translated. */
  translated: ContentBundle;
  /** The CMS's interface strings of this locale (none from de). */
  ui: Readonly<Record<string, string>>;
  /** What parsing `content` dropped or repaired. */
  warnings: readonly ContentWarning[];
}

export interface TourCheckInput {
  /** Every locale to check; de among them, which the texts are compared with. */
  locales: readonly LocaleContent[];
  /** For each world the server holds a password for: whether it is a real one (the empty one protects nothing). */
  passwords: ReadonlyMap<string, boolean>;
  /** app-settings.json's frame rules: which links `?iframe=N` opens. */
  frames: FramePolicy;
}

type Finding = Omit<TourProblem, 'locales'>;

const world = (slug: string): TourEntity => ({ type: 'world', id: slug, world: slug });
const place = (location: Location): TourEntity => ({
  type: 'location',
  id: location.payloadId,
  world: location.worldSlug,
});

function checkWorlds(index: ContentIndex, passwords: TourCheckInput['passwords']): Finding[] {
  const found: Finding[] = [];
  const { settings, worlds } = index.bundle;
  if (settings.defaultWorld !== null && !index.worlds.has(settings.defaultWorld))
    found.push({
      kind: 'default-world-missing',
      entity: { type: 'settings', id: 'default_world', world: null },
      message: `the app-setting's default_world "${settings.defaultWorld}" names no world`,
    });
  else if (!pickHomeWorld(index, ''))
    found.push({
      kind: 'default-world-missing',
      entity: { type: 'settings', id: 'default_world', world: null },
      message: 'no default world: the app-setting names none and no world is marked default',
    });
  for (const w of worlds) {
    if (!startLocationOf(index, w))
      found.push({
        kind: 'world-without-start',
        entity: world(w.slug),
        message:
          w.startLocationId === null
            ? 'the world has no start location'
            : `its start location "${w.startLocationId}" is no location of the world`,
      });
    const password = passwords.get(w.slug);
    if (w.protectWithPassword && password !== true)
      found.push({
        kind: 'password-world-without-password',
        entity: world(w.slug),
        message:
          password === undefined
            ? 'protected by a password, but the server holds none: the world is withheld from everyone'
            : 'protected by a password, but the password is empty: the world is open to everyone',
      });
  }
  return found;
}

/** Reachability per world from its start: locations the start cannot reach, and those that cannot reach it. */
function checkGraph(index: ContentIndex, graph: WorldGraph): Finding[] {
  const found: Finding[] = [];
  for (const w of index.bundle.worlds) {
    const start = startLocationOf(index, w);
    if (!start) continue;
    const there = reachable(graph, start.payloadId);
    const back = reachable(graph, start.payloadId, { backwards: true });
    for (const location of index.locationsBySlug.get(w.slug)?.values() ?? []) {
      if (!there.has(location.payloadId))
        found.push({
          kind: 'unreachable-location',
          entity: place(location),
          message: `no transitions lead here from the world's start "${start.payloadId}"`,
        });
      if (!back.has(location.payloadId))
        found.push({
          kind: 'no-way-back',
          entity: place(location),
          message: `no transitions lead from here back to the world's start "${start.payloadId}"`,
        });
    }
  }
  return found;
}

/** Every direction between two joined locations plays a clip: it exists, is active and has a video. */
function checkClips(index: ContentIndex, graph: WorldGraph): Finding[] {
  const found: Finding[] = [];
  const arrow = (from: string, to: string, id = `${from}--${to}`): TourEntity => ({
    type: 'transition',
    id,
    world: index.locations.get(from)?.worldSlug ?? null,
    from,
    to,
  });
  const directions = new Map<string, Set<string>>();
  for (const t of index.bundle.transitions) directions.set(t.from, (directions.get(t.from) ?? new Set()).add(t.to));
  for (const t of index.bundle.transitions) {
    if (!index.locations.has(t.from) || !index.locations.has(t.to)) {
      const ends = [t.from, t.to].filter((end) => !index.locations.has(end));
      found.push({
        kind: 'missing-target',
        entity: arrow(t.from, t.to, t.payloadId),
        message: `its end(s) ${ends.map((end) => `"${end}"`).join(', ')} name no location`,
      });
      continue;
    }
    if (t.from === t.to) continue;
    if (!t.options.active)
      found.push({
        kind: 'transition-without-clip',
        entity: arrow(t.from, t.to, t.payloadId),
        message: 'switched off: the move is a cut',
      });
    else if (!t.video)
      found.push({
        kind: 'transition-without-clip',
        entity: arrow(t.from, t.to, t.payloadId),
        message: 'no video: the move is a cut',
      });
    if (!directions.get(t.to)?.has(t.from))
      found.push({
        kind: 'transition-without-clip',
        entity: arrow(t.to, t.from),
        message: `no transition back from "${t.to}" to "${t.from}"`,
      });
  }
  // Two transitions of one payloadId: the graph keeps the first.
  for (const { transition: t, reason } of graph.skipped)
    if (reason === 'duplicate-id')
      found.push({
        kind: 'content-dropped',
        entity: arrow(t.from, t.to, t.payloadId),
        message: 'a second transition with this payloadId: left out',
      });
  return found;
}

/** Why a step leads nowhere, or null. `media` is what its open-pdf, open-video and open-media steps open. */
function stepProblem(step: ActionStep, media: readonly (Media | null)[], index: ContentIndex): string | null {
  const { bundle } = index;
  const { id, payloadId, url, menuKey } = step.target;
  switch (step.action) {
    case 'navigate':
      if (payloadId === null) return 'navigates to no location';
      return index.locations.has(payloadId) ? null : `navigates to location "${payloadId}", which does not exist`;
    case 'open-article':
      if (id === null) return 'opens no article';
      return bundle.articles.some((a) => a.id === id) ? null : `opens article ${id}, which does not exist`;
    case 'open-dashboard':
      if (id === null) return 'opens no dashboard';
      return bundle.dashboards.some((d) => d.id === id) ? null : `opens dashboard ${id}, which does not exist`;
    case 'open-link':
      if (url === null) return 'links to no address';
      return normalizeLinkUrl(url) ? null : `links to "${url}", which the showroom refuses`;
    case 'open-menu':
      if (menuKey === null) return 'opens no menu';
      return resolveMenu(menuKey, menuSourcesOf(null, null, bundle.menus), bundle.menus)
        ? null
        : `opens menu "${menuKey}", which does not exist`;
    case 'open-pdf':
    case 'open-video':
    case 'open-media':
      return media.some((m) => m !== null) || url !== null ? null : `${step.action} has nothing to open`;
    case 'go-back':
    case 'open-contact-form':
      return null;
  }
}

function checkTargets(index: ContentIndex, frames: FramePolicy): Finding[] {
  const found: Finding[] = [];
  const { bundle } = index;
  const missing = (
    entity: TourEntity,
    what: string,
    steps: readonly ActionStep[],
    media: readonly (Media | null)[],
  ) => {
    for (const step of steps) {
      const problem = stepProblem(step, media, index);
      if (problem) found.push({ kind: 'missing-target', entity, message: `${what} ${problem}` });
    }
  };
  for (const location of bundle.locations) {
    for (const hotspot of location.hotspots)
      missing(
        { type: 'hotspot', id: hotspot.key, world: location.worldSlug, location: location.payloadId },
        'the hotspot',
        hotspotSteps(hotspot),
        hotspot.media,
      );
    for (const [name, target] of [
      ['previous', location.arrowPrev],
      ['next', location.arrowNext],
    ] as const)
      if (target !== null && !index.locations.has(target))
        found.push({
          kind: 'missing-target',
          entity: place(location),
          message: `its ${name} arrow leads to "${target}", which does not exist`,
        });
    if (location.worldItem && !index.worlds.has(location.worldItem.worldSlug))
      found.push({
        kind: 'missing-target',
        entity: place(location),
        message: `it stands for world "${location.worldItem.worldSlug}", which does not exist`,
      });
  }
  for (const menu of bundle.menus)
    for (const item of menu.items)
      missing({ type: 'menu', id: menu.key, world: null }, `item ${item.id}`, item.steps, [item.media]);
  for (const article of bundle.articles)
    for (const button of article.actionButtons)
      missing({ type: 'article', id: String(article.id), world: null }, `button ${button.id}`, button.steps, [
        button.media,
      ]);
  for (const dashboard of bundle.dashboards) {
    const entity: TourEntity = { type: 'dashboard', id: String(dashboard.id), world: null };
    for (const link of dashboard.links) missing(entity, `link ${link.id}`, [link], [link.media]);
    for (const button of dashboard.actionButtons) missing(entity, `button ${button.id}`, button.steps, [button.media]);
  }
  const screensavers = new Set(bundle.screensavers.map((s) => s.id));
  for (const screensaver of bundle.screensavers)
    for (const item of screensaver.items)
      if (item.kind === 'location' && !index.locations.has(item.payloadId))
        found.push({
          kind: 'missing-target',
          entity: { type: 'screensaver', id: String(screensaver.id), world: null },
          message: `shows location "${item.payloadId}", which does not exist`,
        });
  const saverId = bundle.settings.screensaver.defaultScreensaverId;
  if (saverId !== null && !screensavers.has(saverId))
    found.push({
      kind: 'missing-target',
      entity: { type: 'settings', id: 'screensaver', world: null },
      message: `the default screensaver ${saverId} does not exist`,
    });
  for (const w of bundle.worlds)
    if (w.screensaverId !== null && !screensavers.has(w.screensaverId))
      found.push({
        kind: 'missing-target',
        entity: world(w.slug),
        message: `its screensaver ${w.screensaverId} does not exist`,
      });
  // `?iframe=N`, the address of an open frame link, opens the first frame link with id N: another item of that id
  // earlier in the search takes the link's address.
  for (const item of linkItems(bundle)) {
    const url = item.action === 'open-link' ? frameUrl(item.target.url, frames.frameOrigins, frames.pageOrigin) : null;
    const opened = url === null ? null : findFrameLink(bundle, item.id, frames);
    if (opened && opened.url !== url)
      found.push({
        kind: 'missing-target',
        entity: { type: item.source.type, id: item.source.id, world: null },
        message: `the address of its link ${item.id} (${url}), ?iframe=${item.id}, opens ${opened.url} instead: give the link an id of its own`,
      });
  }
  return found;
}

/** How each sold screen shows a picture: its orientation and the aspect of the picture's box (SPEC §9 layout). */
const SCREENS = (Object.entries(SOLD_SCREENS) as [SoldScreen, { width: number; height: number }][]).map(
  ([name, { width, height }]) => ({ name, label: `${name} (${width}x${height})`, ...stageOf(width, height) }),
);

/** Hotspots off the picture, and those the crop of a sold screen hides (the showroom hides them there). */
function checkHotspotPlaces(bundle: ContentBundle): Finding[] {
  const found: Finding[] = [];
  for (const location of bundle.locations) {
    if (location.hotspots.length === 0) continue;
    const aspects = new Map(
      (['landscape', 'portrait'] as const).map((orientation) => {
        const still = backgroundStill(location.backgrounds, orientation);
        return [orientation, still?.width && still.height ? still.width / still.height : Number.NaN];
      }),
    );
    const crops = SCREENS.map((screen) => {
      const aspect = aspects.get(screen.orientation) ?? Number.NaN;
      return { screen, aspect, cover: coverFitOf(aspect, screen.aspect) };
    });
    for (const hotspot of location.hotspots) {
      const entity: TourEntity = {
        type: 'hotspot',
        id: hotspot.key,
        world: location.worldSlug,
        location: location.payloadId,
      };
      if (hotspot.offPicture) {
        const { x, y } = hotspot.offPicture;
        found.push({
          kind: 'hotspot-outside-picture',
          entity,
          message: `the hotspot at x ${x}, y ${y} lies outside the picture (0..1): it is drawn at its edge`,
        });
        continue;
      }
      const hidden = crops.filter(({ aspect, cover }) => !anchorInBox(hotspot.x, hotspot.y, aspect, cover).shown);
      if (hidden.length > 0)
        found.push({
          kind: 'hotspot-cut-off',
          entity,
          message: `the hotspot at x ${hotspot.x}, y ${hotspot.y} is cut off on the ${hidden
            .map(({ screen }) => screen.label)
            .join(', ')}`,
        });
    }
  }
  return found;
}

/**
 * The worlds each article, dashboard and menu belongs to: those whose locations lead to it, through hotspots, the
 * menus they name (and the application's default menus, which every world shows) and the items of those, at any
 * depth. Keys `article:<id>`, `dashboard:<id>`, `menu:<key>`.
 */
function ownersOf(index: ContentIndex): Map<string, Set<string>> {
  const { bundle } = index;
  const menus = bundle.menus;
  const menuOf = (key: string) => resolveMenu(key, menuSourcesOf(null, null, menus), menus);
  const itemsOf = (ref: string): { steps: readonly ActionStep[] }[] => {
    const [type, id] = [ref.slice(0, ref.indexOf(':')), ref.slice(ref.indexOf(':') + 1)];
    if (type === 'menu') return menus.find((m) => m.key === id)?.items ?? [];
    if (type === 'article') return bundle.articles.find((a) => String(a.id) === id)?.actionButtons ?? [];
    const dashboard = bundle.dashboards.find((d) => String(d.id) === id);
    return dashboard ? [...dashboard.links.map((link) => ({ steps: [link] })), ...dashboard.actionButtons] : [];
  };
  const refOf = ({ action, target }: ActionStep): string | null => {
    if (action === 'open-article' && target.id !== null) return `article:${target.id}`;
    if (action === 'open-dashboard' && target.id !== null) return `dashboard:${target.id}`;
    const menu = action === 'open-menu' && target.menuKey !== null ? menuOf(target.menuKey) : null;
    return menu ? `menu:${menu.key}` : null;
  };
  const owners = new Map<string, Set<string>>();
  for (const w of bundle.worlds) {
    const here = [...(index.locationsBySlug.get(w.slug)?.values() ?? [])];
    const menuKeys = [
      ...DEFAULT_MENU_KEYS,
      ...w.menus,
      ...here.flatMap((l) => [...(l.group?.menus ?? []), ...l.menus]),
    ];
    const queue = [
      ...menuKeys.flatMap((key) => {
        const menu = menuOf(key);
        return menu ? [`menu:${menu.key}`] : [];
      }),
      ...here.flatMap((l) => l.hotspots.flatMap((h) => hotspotSteps(h).map(refOf))),
    ].filter((ref): ref is string => ref !== null);
    const seen = new Set<string>();
    for (let ref = queue.shift(); ref !== undefined; ref = queue.shift()) {
      if (seen.has(ref)) continue;
      seen.add(ref);
      owners.set(ref, (owners.get(ref) ?? new Set()).add(w.slug));
      for (const item of itemsOf(ref))
        for (const step of item.steps) {
          const next = refOf(step);
          if (next !== null) queue.push(next);
        }
    }
  }
  return owners;
}

/**
 * Texts missing in a locale. A world is offered in the locales it has a document in (the demo's service world in de
 * and en), the default world in every locale; a location is needed in its world's locales, an article, dashboard or
 * menu in those of the worlds that lead to it. Needed there and without a document of the locale (shown in de), or
 * with an empty title: a problem. Interface strings: every one de's CMS sets, set in each locale too.
 */
function checkTexts(
  locale: Locale,
  index: ContentIndex,
  translated: ContentBundle,
  ui: LocaleContent['ui'],
  de: LocaleContent | undefined,
): Finding[] {
  const found: Finding[] = [];
  const { bundle } = index;
  const untitled = (entity: TourEntity, what: string) =>
    found.push({ kind: 'text-missing', entity, message: `${what} has no title` });
  for (const w of translated.worlds) if (w.name.trim() === '') untitled(world(w.slug), 'the world');
  for (const location of translated.locations) {
    if (location.title.trim() === '') untitled(place(location), 'the location');
    for (const hotspot of location.hotspots)
      if (hotspot.title.trim() === '')
        untitled(
          { type: 'hotspot', id: hotspot.key, world: location.worldSlug, location: location.payloadId },
          'the hotspot',
        );
  }
  for (const a of translated.articles)
    if (a.title.trim() === '') untitled({ type: 'article', id: String(a.id), world: null }, 'the article');
  for (const d of translated.dashboards)
    if (d.title.trim() === '') untitled({ type: 'dashboard', id: String(d.id), world: null }, 'the dashboard');
  if (locale === DEFAULT_LOCALE || !de) return found;

  const home = pickHomeWorld(index, '')?.slug;
  const offered = new Set(translated.worlds.map((w) => w.slug));
  if (home !== undefined) offered.add(home);
  const notTranslated = (entity: TourEntity, what: string) =>
    found.push({ kind: 'text-missing', entity, message: `${what} has no translation: its de text shows` });
  const own = {
    worlds: new Set(translated.worlds.map((w) => w.slug)),
    locations: new Set(translated.locations.map((l) => l.payloadId)),
    refs: new Set([
      ...translated.articles.map((a) => `article:${a.id}`),
      ...translated.dashboards.map((d) => `dashboard:${d.id}`),
      ...translated.menus.map((m) => `menu:${m.key}`),
    ]),
  };
  for (const w of bundle.worlds)
    if (offered.has(w.slug) && !own.worlds.has(w.slug)) notTranslated(world(w.slug), 'the world');
  for (const location of bundle.locations)
    if (offered.has(location.worldSlug) && !own.locations.has(location.payloadId))
      notTranslated(place(location), 'the location');
  // A hotspot added in one locale arrives in the others with its texts (the CMS keeps hotspot lists alike in every
  // locale, cms/src/utils/shared-lists.js): the same title as de's at that place is one not translated yet.
  const deLocations = new Map(de.translated.locations.map((location) => [location.payloadId, location]));
  for (const location of translated.locations) {
    const deHotspots = deLocations.get(location.payloadId)?.hotspots ?? [];
    location.hotspots.forEach((hotspot, i) => {
      if (hotspot.title.trim() !== '' && hotspot.title === deHotspots[i]?.title)
        found.push({
          kind: 'text-missing',
          entity: { type: 'hotspot', id: hotspot.key, world: location.worldSlug, location: location.payloadId },
          message: `the hotspot "${hotspot.title}" is not translated yet: its title is de's`,
        });
    });
  }
  const owners = ownersOf(index);
  const items = [
    ...bundle.articles.map((a) => ({ ref: `article:${a.id}`, entity: { type: 'article', id: String(a.id) } as const })),
    ...bundle.dashboards.map((d) => ({
      ref: `dashboard:${d.id}`,
      entity: { type: 'dashboard', id: String(d.id) } as const,
    })),
    ...bundle.menus.map((m) => ({ ref: `menu:${m.key}`, entity: { type: 'menu', id: m.key } as const })),
  ];
  for (const { ref, entity } of items) {
    const worlds = [...(owners.get(ref) ?? [])].filter((slug) => offered.has(slug));
    if (worlds.length > 0 && !own.refs.has(ref))
      notTranslated({ ...entity, world: worlds.length === 1 ? (worlds[0] ?? null) : null }, `the ${entity.type}`);
  }
  for (const [key, value] of Object.entries(de.ui))
    if (value.trim() !== '' && !ui[key]?.trim())
      found.push({
        kind: 'text-missing',
        entity: { type: 'ui-string', id: key, world: null },
        message: 'the interface string is set in de but not here',
      });
  return found;
}

/** The parser's warnings: `<collection> <ids>` names the item. */
const COLLECTION_TYPES: Readonly<Record<string, TourEntity['type']>> = {
  settings: 'settings',
  worlds: 'world',
  contents: 'location',
  transitions: 'transition',
  articles: 'article',
  dashboards: 'dashboard',
  menus: 'menu',
  icons: 'icon',
  screensavers: 'screensaver',
};

function checkWarnings(warnings: readonly ContentWarning[]): Finding[] {
  return warnings.map(({ item, message }) => {
    const [collection = '', ...ids] = item.split(' ');
    return {
      kind: 'content-dropped',
      entity: { type: COLLECTION_TYPES[collection] ?? 'settings', id: ids.join(' ') || collection, world: null },
      message,
    };
  });
}

/** Whether two locales' contents are the same objects (a locale without documents of its own gets de's, load-tour.ts). */
const sameContent = (a: LocaleContent, b: LocaleContent): boolean =>
  a.warnings === b.warnings &&
  (Object.keys(a.content) as (keyof ContentBundle)[]).every(
    (key) => key === 'locale' || a.content[key] === b.content[key],
  );

/**
 * Every problem of the tour, each once with the locales that have it, in the order of `TOUR_PROBLEM_KINDS`. The rules
 * that read only what a visitor gets run once for the locales that get the same content (those that fall back to de
 * whole); the texts are checked per locale.
 */
export function checkTour(input: TourCheckInput): TourProblem[] {
  const problems = new Map<string, TourProblem>();
  const de = input.locales.find((l) => l.content.locale === DEFAULT_LOCALE);
  const passes: { entry: LocaleContent; index: ContentIndex; findings: Finding[] }[] = [];
  for (const entry of input.locales) {
    const { locale } = entry.content;
    let pass = passes.find((p) => sameContent(p.entry, entry));
    if (!pass) {
      const index = indexContent(entry.content);
      const graph = buildWorldGraph(entry.content.locations, entry.content.transitions);
      const findings = [
        ...checkWorlds(index, input.passwords),
        ...checkGraph(index, graph),
        ...checkClips(index, graph),
        ...checkTargets(index, input.frames),
        ...checkHotspotPlaces(entry.content),
        ...checkWarnings(entry.warnings),
      ];
      passes.push((pass = { entry, index, findings }));
    }
    const findings = [...pass.findings, ...checkTexts(locale, pass.index, entry.translated, entry.ui, de)];
    for (const finding of findings) {
      const key = [finding.kind, finding.entity.type, finding.entity.id, finding.entity.location, finding.message].join(
        '\n',
      );
      const known = problems.get(key);
      if (known) {
        if (!known.locales.includes(locale)) known.locales.push(locale);
      } else problems.set(key, { ...finding, locales: [locale] });
    }
  }
  const order = (kind: TourProblemKind) => TOUR_PROBLEM_KINDS.indexOf(kind);
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...problems.values()].sort(
    (a, b) =>
      order(a.kind) - order(b.kind) ||
      text(a.entity.world ?? '', b.entity.world ?? '') ||
      text(a.entity.id, b.entity.id),
  );
}
