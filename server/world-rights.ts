import { isRecord } from './is-record';

/**
 * Which content a visitor may see (pure: no I/O). A login-only world is hidden from a visitor without a valid
 * jwt, a password world from one without its valid access key. Hidden with a world: its locations, the
 * transitions with either end (or their own world) in it, and the articles, dashboards and menus only its
 * content leads to (through hotspots, buttons, menu items, `menus: [{ key }]` and `menu_key`, followed
 * transitively), and the media only hidden content uses. The world itself stays listed with its name, slug and
 * flags, without its relations.
 */

/**
 * How one world is protected, from the bundle (any locale's flag counts) and the server's secrets. `withheld`: flagged
 * for a password the server holds no secret of: nobody can be let in, so nobody is (fail closed).
 */
export interface WorldRule {
  loggedIn: boolean;
  password: boolean;
  withheld: boolean;
}

export interface Rights {
  loggedIn: boolean;
  /** Password worlds opened by a valid access key. */
  worlds: readonly string[];
  /** An editor's preview (server/preview.ts): every world, login-only and password ones too. */
  editor?: boolean;
}

/** One locale of the endpoints that carry world content. */
export interface LocaleContent {
  worlds: unknown[];
  locations: unknown[];
  transitions: unknown[];
  articles: unknown[];
  dashboards: unknown[];
  menus: unknown[];
}

/** What to leave out of one locale's answers. */
export interface LocaleVisibility {
  hiddenWorlds: ReadonlySet<string>;
  /** payloadId -> world slug, over every locale (a portal's far end may exist in fewer locales). */
  locationWorld: ReadonlyMap<string, string>;
  /** ids of hidden articles and dashboards, keys of hidden menus (as strings). */
  articles: ReadonlySet<string>;
  dashboards: ReadonlySet<string>;
  menus: ReadonlySet<string>;
}

type Item = Record<string, unknown>;
type Entity = `article:${string}` | `dashboard:${string}` | `menu:${string}`;

interface Refs {
  entities: Set<Entity>;
  media: Set<string>;
}

const UPLOAD = /^\/uploads\//;

export function hiddenWorlds(rules: ReadonlyMap<string, WorldRule>, rights: Rights): Set<string> {
  const hidden = new Set<string>();
  for (const [slug, rule] of rules) {
    const opened =
      rights.editor || ((!rule.loggedIn || rights.loggedIn) && (!rule.password || rights.worlds.includes(slug)));
    if (rule.withheld || !opened) {
      hidden.add(slug);
    }
  }
  return hidden;
}

/**
 * A world's rules: login-only in either spelling; `passwords` says for each world the server holds a secret of
 * whether it is a real one (true) or the empty password, which protects nothing (SPEC: such a world counts as
 * unprotected). A world flagged for a password without any secret is withheld.
 */
export function worldRules(worlds: Iterable<unknown>, passwords: ReadonlyMap<string, boolean>): Map<string, WorldRule> {
  const rules = new Map<string, WorldRule>();
  for (const world of worlds) {
    if (!isRecord(world) || typeof world.slug !== 'string') continue;
    const known = rules.get(world.slug) ?? { loggedIn: false, password: false, withheld: false };
    const flagged = world.protect_with_password === true;
    const secret = passwords.get(world.slug);
    rules.set(world.slug, {
      loggedIn: known.loggedIn || world.only_logged_in_users === true || world.only_logged_in_user === true,
      password: known.password || (flagged && secret === true),
      withheld: known.withheld || (flagged && secret === undefined),
    });
  }
  return rules;
}

/** The worlds flagged for a password that `secrets` (slugs) hold nothing for, sorted: they cannot be served. */
export function worldsWithoutSecret(worlds: Iterable<unknown>, secrets: ReadonlySet<string>): string[] {
  const rules = worldRules(worlds, new Map([...secrets].map((slug) => [slug, true])));
  return [...rules]
    .filter(([, rule]) => rule.withheld)
    .map(([slug]) => slug)
    .sort();
}

/** The action a hotspot's component or an item's `action` names: `hotspots.custom-open-article` -> open-article. */
function actionOf(node: Item): string | undefined {
  if (typeof node.action === 'string') return node.action;
  if (typeof node.__component !== 'string') return undefined;
  return node.__component.replace(/^[^.]*\./, '').replace(/^custom-/, '');
}

function addTarget(refs: Refs, action: string | undefined, target: unknown): void {
  if (!isRecord(target)) return;
  if (typeof target.menu_key === 'string') refs.entities.add(`menu:${target.menu_key}`);
  const id = target.id;
  if (typeof id !== 'number' && typeof id !== 'string') return;
  if (action === 'open-article') refs.entities.add(`article:${id}`);
  if (action === 'open-dashboard') refs.entities.add(`dashboard:${id}`);
}

/** Every article, dashboard, menu and upload a piece of content names, at any depth. */
export function collectRefs(node: unknown, refs: Refs = { entities: new Set(), media: new Set() }): Refs {
  if (Array.isArray(node)) {
    for (const child of node) collectRefs(child, refs);
    return refs;
  }
  if (!isRecord(node)) return refs;
  for (const key of ['url', 'previewUrl']) {
    const url = node[key];
    if (typeof url === 'string' && UPLOAD.test(url)) refs.media.add(url);
  }
  if ('action_target' in node) addTarget(refs, actionOf(node), node.action_target);
  // A step without its own target acts on its item's.
  if (Array.isArray(node.action_stack)) {
    for (const step of node.action_stack) {
      if (isRecord(step) && !isRecord(step.action_target)) addTarget(refs, actionOf(step), node.action_target);
    }
  }
  if (Array.isArray(node.menus)) {
    for (const menu of node.menus)
      if (isRecord(menu) && typeof menu.key === 'string') refs.entities.add(`menu:${menu.key}`);
  }
  for (const value of Object.values(node)) if (typeof value === 'object') collectRefs(value, refs);
  return refs;
}

const slugOf = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.slug === 'string' ? value.slug : undefined;
const payloadIdOf = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.payloadId === 'string' ? value.payloadId : undefined;

export function locationWorlds(locations: Iterable<unknown>): Map<string, string> {
  const map = new Map<string, string>();
  for (const location of locations) {
    const payloadId = payloadIdOf(location);
    const world = isRecord(location) ? slugOf(location.world) : undefined;
    if (payloadId !== undefined && world !== undefined) map.set(payloadId, world);
  }
  return map;
}

const locationHidden = (location: unknown, hidden: ReadonlySet<string>) =>
  isRecord(location) && hidden.has(slugOf(location.world) ?? '');

function transitionHidden(transition: unknown, hidden: ReadonlySet<string>, worldOf: ReadonlyMap<string, string>) {
  if (!isRecord(transition)) return false;
  const ends = [payloadIdOf(transition.from), payloadIdOf(transition.to)].map((id) => worldOf.get(id ?? ''));
  return [slugOf(transition.world), ...ends].some((world) => world !== undefined && hidden.has(world));
}

/** Closure of the entities reachable from `roots`, with the media met on the way. */
function reach(roots: unknown[], entities: ReadonlyMap<Entity, unknown>): Refs {
  const refs: Refs = { entities: new Set(), media: new Set() };
  for (const root of roots) collectRefs(root, refs);
  for (const entity of refs.entities) {
    // A Set iterates over members added while iterating: this walks the whole closure.
    collectRefs(entities.get(entity), refs);
  }
  return refs;
}

export interface LocaleSplit {
  visibility: LocaleVisibility;
  /** Uploads the visible content of this locale uses. */
  visibleMedia: Set<string>;
  /** Uploads the hidden content of this locale uses (some may be visible through other content). */
  hiddenMedia: Set<string>;
}

/** Splits one locale's content into what a visitor for whom `hidden` worlds are hidden may see and what not. */
export function splitLocale(
  content: LocaleContent,
  hidden: ReadonlySet<string>,
  locationWorld: ReadonlyMap<string, string>,
): LocaleSplit {
  const entities = new Map<Entity, unknown>();
  const index = (kind: 'article' | 'dashboard' | 'menu', items: unknown[], key: 'id' | 'key') => {
    for (const item of items) {
      const value = isRecord(item) ? item[key] : undefined;
      if (typeof value === 'string' || typeof value === 'number') entities.set(`${kind}:${value}`, item);
    }
  };
  index('article', content.articles, 'id');
  index('dashboard', content.dashboards, 'id');
  index('menu', content.menus, 'key');

  const visibleRoots: unknown[] = [];
  const hiddenRoots: unknown[] = [];
  for (const world of content.worlds) (hidden.has(slugOf(world) ?? '') ? hiddenRoots : visibleRoots).push(world);
  for (const location of content.locations)
    (locationHidden(location, hidden) ? hiddenRoots : visibleRoots).push(location);
  for (const transition of content.transitions) {
    (transitionHidden(transition, hidden, locationWorld) ? hiddenRoots : visibleRoots).push(transition);
  }
  const unseen = reach(hiddenRoots, entities);
  // Entities no hidden content leads to (the application menus, say) are visible, with all they lead to.
  for (const [entity, item] of entities) if (!unseen.entities.has(entity)) visibleRoots.push(item);
  const seen = reach(visibleRoots, entities);
  const only = (kind: string) =>
    new Set(
      [...unseen.entities]
        .filter((entity) => entity.startsWith(`${kind}:`) && !seen.entities.has(entity))
        .map((entity) => entity.slice(kind.length + 1)),
    );
  return {
    visibility: {
      hiddenWorlds: hidden,
      locationWorld,
      articles: only('article'),
      dashboards: only('dashboard'),
      menus: only('menu'),
    },
    visibleMedia: seen.media,
    hiddenMedia: unseen.media,
  };
}

const keyOf = (item: unknown, key: string): string => {
  const value = isRecord(item) ? item[key] : undefined;
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
};

/** A world as anyone may see it: never a password; without its relations when hidden. */
function publicWorld(world: unknown, hidden: ReadonlySet<string>): unknown {
  if (!isRecord(world)) return world;
  const safe = { ...world, password: null };
  return hidden.has(slugOf(world) ?? '') ? { ...safe, menus: [], logo: null, screensaver: null } : safe;
}

/** One endpoint's items as the visitor may see them (endpoints without world content pass unchanged). */
export function filterItems(endpoint: string, items: unknown[], visibility: LocaleVisibility): unknown[] {
  const { hiddenWorlds: hidden } = visibility;
  switch (endpoint) {
    case 'worlds':
      return items.map((world) => publicWorld(world, hidden));
    case 'content-locations':
      return items.filter((location) => !locationHidden(location, hidden));
    case 'content-transitions':
      return items.filter((transition) => !transitionHidden(transition, hidden, visibility.locationWorld));
    case 'articles':
      return items.filter((article) => !visibility.articles.has(keyOf(article, 'id')));
    case 'dashboards':
      return items.filter((dashboard) => !visibility.dashboards.has(keyOf(dashboard, 'id')));
    case 'menus':
      return items.filter((menu) => !visibility.menus.has(keyOf(menu, 'key')));
    default:
      return items;
  }
}
