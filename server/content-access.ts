import { join } from 'node:path';
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

/** What one set of rights leaves out, per locale, and the uploads it refuses. */
export interface Visibility {
  locales: ReadonlyMap<string, LocaleVisibility>;
  /** Upload URLs (`/uploads/<file>`) only hidden content uses. */
  hiddenMedia: ReadonlySet<string>;
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
  if (!known) nonEmpty.set(secret, (known = verifySecret('', secret).then((opens) => !opens)));
  return known;
}

/** The worlds that a real (non-empty) password protects. */
export async function passwordWorlds(secrets: ReadonlyMap<string, StoredSecret>): Promise<Set<string>> {
  const slugs = new Set<string>();
  for (const [slug, secret] of secrets) if (await isNonEmpty(secret)) slugs.add(slug);
  return slugs;
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
    private readonly revalidateMs = 1000,
  ) {}

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
    const content = new Map<string, LocaleContent>();
    const others: unknown[] = [];
    for (const [endpoint, byLocale] of all) {
      const field = Object.hasOwn(WORLD_ENDPOINTS, endpoint)
        ? WORLD_ENDPOINTS[endpoint as keyof typeof WORLD_ENDPOINTS]
        : undefined;
      for (const [locale, items] of byLocale) {
        if (!field) {
          others.push(items);
          continue;
        }
        let localeContent = content.get(locale);
        if (!localeContent) {
          localeContent = { worlds: [], locations: [], transitions: [], articles: [], dashboards: [], menus: [] };
          content.set(locale, localeContent);
        }
        localeContent[field] = items;
      }
    }
    const locales = [...content.values()];
    return {
      sources,
      lists: new Set(lists),
      content,
      others,
      rules: worldRules(
        locales.flatMap((locale) => locale.worlds),
        await passwordWorlds(secrets),
      ),
      locationWorld: locationWorlds(locales.flatMap((locale) => locale.locations)),
      byHidden: new Map(),
    };
  }
}

function compute(snapshot: Snapshot, hidden: Set<string>): Visibility {
  const locales = new Map<string, LocaleVisibility>();
  const visibleMedia = new Set<string>();
  const hiddenMedia = new Set<string>();
  for (const [locale, content] of snapshot.content) {
    const split = splitLocale(content, hidden, snapshot.locationWorld);
    locales.set(locale, split.visibility);
    for (const url of split.visibleMedia) visibleMedia.add(url);
    for (const url of split.hiddenMedia) hiddenMedia.add(url);
  }
  // Uploads of the other endpoints (icons, settings, screensavers) are anyone's.
  for (const url of collectRefs(snapshot.others).media) visibleMedia.add(url);
  for (const url of visibleMedia) hiddenMedia.delete(url);
  return { locales, hiddenMedia };
}
