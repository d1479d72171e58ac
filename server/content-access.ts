import { join } from 'node:path';
import { isRecord } from './is-record';
import type { JsonFileCache } from './json-cache';
import { verifySecret, type StoredSecret } from './passwords';
import type { ContentBundle } from './strapi-bundle';
import {
  collectRefs,
  hiddenWorlds,
  locationWorlds,
  splitLocale,
  worldRules,
  type LocaleContent,
  type LocaleVisibility,
  type Rights,
  type WorldRule,
} from './world-rights';

/** What one set of rights leaves out, per locale, and the uploads it may have. */
export interface Visibility {
  locales: ReadonlyMap<string, LocaleVisibility>;
  /**
   * Upload URLs (`/uploads/<file>`) the visible content names, in any locale and any endpoint: the only uploads
   * served to these rights. One that no content names cannot be told to belong to an open world, and is not served.
   */
  media: ReadonlySet<string>;
}

interface Snapshot {
  /** The parsed files it was computed from: when every one is the same object again, nothing changed. */
  sources: unknown[];
  /** The item lists among them, as the bundle answers them: an answer's list that is not here is newer. */
  lists: Set<unknown[]>;
  content: Map<string, LocaleContent>;
  others: unknown[];
  rules: Map<string, WorldRule>;
  locationWorld: Map<string, string>;
  byHidden: Map<string, Visibility>;
}

const WORLD_ENDPOINTS = {
  worlds: 'worlds',
  'content-locations': 'locations',
  'content-transitions': 'transitions',
  articles: 'articles',
  dashboards: 'dashboards',
  menus: 'menus',
} as const satisfies Record<string, keyof LocaleContent>;

/** `server/world-secrets.json`: world slug -> scrypt salt and hash. */
export async function readWorldSecrets(cache: JsonFileCache, contentDir: string): Promise<Map<string, StoredSecret>> {
  const secrets = await cache.read(join(contentDir, 'server', 'world-secrets.json'));
  const map = new Map<string, StoredSecret>();
  if (!isRecord(secrets)) return map;
  for (const [slug, secret] of Object.entries(secrets)) {
    if (isRecord(secret) && typeof secret.salt === 'string' && typeof secret.hash === 'string' && secret.hash !== '') {
      // The parsed object itself: the same one for as long as the file does not change (see isNonEmpty).
      map.set(slug, secret as unknown as StoredSecret);
    }
  }
  return map;
}

/** An empty password protects nothing: a secret that the empty string opens does not count. */
const nonEmpty = new WeakMap<StoredSecret, Promise<boolean>>();
export function isNonEmpty(secret: StoredSecret): Promise<boolean> {
  let known = nonEmpty.get(secret);
  if (!known) nonEmpty.set(secret, (known = verifySecret('', secret, { bounded: false }).then((opens) => !opens)));
  return known;
}

/** For each world the server holds a secret of: whether it is a real (non-empty) password. */
export async function passwordsHeld(secrets: ReadonlyMap<string, StoredSecret>): Promise<Map<string, boolean>> {
  const held = new Map<string, boolean>();
  for (const [slug, secret] of secrets) held.set(slug, await isNonEmpty(secret));
  return held;
}

/**
 * The bundle's visibility per set of rights, computed once per bundle version and per set of hidden worlds.
 * The bundle is checked for changes at most every `revalidateMs`, in the background: a request pays a map lookup and
 * never waits for the check (under load, its ~100 file stats took the better part of a second, and every content
 * answer of that moment waited). A request about to serve items the visibility was not computed from (an edit
 * since) waits for a fresh read instead, so that no answer carries a new protected item in the meantime.
 */
export class ContentAccess {
  /** The last snapshot read. */
  private latest: Snapshot | null = null;
  private checkedAt = 0;
  /** The read under way, shared by all who ask for one meanwhile. */
  private reading: Promise<Snapshot> | null = null;

  constructor(
    private readonly bundle: ContentBundle,
    private readonly cache: JsonFileCache,
    private readonly contentDir: string,
    private readonly logError: (message: string) => void = () => {},
    private readonly revalidateMs = 1000,
  ) {}

  /** The withheld worlds last named in the log: each change is logged once. */
  private withheldLogged = '';

  /** `served`: the items (as the bundle resolved them) about to be filtered with the answer. */
  async visibility(rights: Rights, served?: unknown[]): Promise<Visibility> {
    let snapshot = this.latest ?? (await this.read());
    // A failed check keeps the last snapshot; the next request past `revalidateMs` tries again.
    if (Date.now() - this.checkedAt >= this.revalidateMs) this.read().catch(() => {});
    // An empty list (no translation) is made anew each time and carries nothing to withhold. A read begun before
    // this request read its file may miss it; one begun after finds it, or a newer version.
    for (let tries = 0; served && served.length > 0 && !snapshot.lists.has(served) && tries < 2; tries++) {
      snapshot = await this.read();
    }
    const hidden = hiddenWorlds(snapshot.rules, rights);
    const key = [...hidden].sort().join('\n');
    let visibility = snapshot.byHidden.get(key);
    if (!visibility) snapshot.byHidden.set(key, (visibility = compute(snapshot, hidden)));
    return visibility;
  }

  private read(): Promise<Snapshot> {
    this.checkedAt = Date.now();
    this.reading ??= this.load(this.latest)
      .then((snapshot) => (this.latest = snapshot))
      .finally(() => (this.reading = null));
    return this.reading;
  }

  private async load(last: Snapshot | null): Promise<Snapshot> {
    const all = await this.bundle.everything();
    const secrets = await readWorldSecrets(this.cache, this.contentDir);
    const lists = [...all.values()].flatMap((byLocale) => [...byLocale.values()]);
    const sources: unknown[] = [...secrets.values()];
    // A single type's item, not the list made around it on each read.
    for (const items of lists) sources.push(items.length === 1 ? items[0] : items);
    if (last && last.sources.length === sources.length && last.sources.every((source, i) => source === sources[i])) {
      return last;
    }
    // Every locale the server answers, whether it has files or not; a collection that is not localized counts in
    // each of them (its items lead wherever the localized ones do).
    const content = new Map<string, LocaleContent>(this.bundle.locales.map((locale) => [locale, emptyContent()]));
    const others: unknown[] = [];
    for (const [endpoint, byLocale] of all) {
      const field = Object.hasOwn(WORLD_ENDPOINTS, endpoint)
        ? WORLD_ENDPOINTS[endpoint as keyof typeof WORLD_ENDPOINTS]
        : undefined;
      for (const [locale, items] of byLocale) {
        if (!field) others.push(items);
        else if (locale === '') for (const localeContent of content.values()) localeContent[field].push(...items);
        else content.get(locale)?.[field].push(...items);
      }
    }
    const locales = [...content.values()];
    const rules = worldRules(
      locales.flatMap((locale) => locale.worlds),
      await passwordsHeld(secrets),
    );
    this.logWithheld(rules);
    return {
      sources,
      lists: new Set(lists),
      content,
      others,
      rules,
      locationWorld: locationWorlds(locales.flatMap((locale) => locale.locations)),
      byHidden: new Map(),
    };
  }

  private logWithheld(rules: ReadonlyMap<string, WorldRule>): void {
    const withheld = [...rules].filter(([, rule]) => rule.withheld).map(([slug]) => slug);
    const key = withheld.sort().join(', ');
    if (key !== this.withheldLogged && withheld.length > 0) {
      this.logError(
        `World(s) ${key} protected by a password with no secret in server/world-secrets.json: withheld from everyone`,
      );
    }
    this.withheldLogged = key;
  }
}

const emptyContent = (): LocaleContent => ({
  worlds: [],
  locations: [],
  transitions: [],
  articles: [],
  dashboards: [],
  menus: [],
});

function compute(snapshot: Snapshot, hidden: Set<string>): Visibility {
  const locales = new Map<string, LocaleVisibility>();
  const media = new Set<string>();
  for (const [locale, content] of snapshot.content) {
    const split = splitLocale(content, hidden, snapshot.locationWorld);
    locales.set(locale, split.visibility);
    for (const url of split.visibleMedia) media.add(url);
  }
  // Uploads of the other endpoints (icons, settings, screensavers) are anyone's.
  for (const url of collectRefs(snapshot.others).media) media.add(url);
  return { locales, media };
}
