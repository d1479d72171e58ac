import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What of a demo-shaped bundle belongs to its protected worlds, read straight from the files and not through
 * the server's rules (server/world-rights.ts), so that the access matrix judges the server by an oracle of its own.
 * A protected item's strings (texts, documentIds, media URLs...) that no public item also carries are needles:
 * one of them in an answer is a leak unless the request's rights open every world the item needs.
 */

type Item = Record<string, unknown>;

/** The articles, dashboards and menus only a protected world leads to (content/demo/README.md; ids of every locale). */
const ENTITIES: Record<string, { articles: number[]; dashboards: number[]; menus: string[] }> = {
  service: { articles: [10, 11], dashboards: [6], menus: ['world-service', 'group-service', 'menu-service'] },
  'innovation-lab': { articles: [12, 13, 14], dashboards: [], menus: ['world-innovation-lab', 'group-lab'] },
};
export const PROTECTED_WORLDS = Object.keys(ENTITIES);

/** The relations a hidden world's own entry loses; the rest of it (name, slug, flags) stays listed. */
const WORLD_RELATIONS = ['menus', 'logo', 'screensaver'];

/** Each entry: worlds that must all be open; a needle is visible when any one entry is. */
export type Requirement = string[][];

export interface ProtectedItem {
  endpoint: string;
  locale: string;
  documentId: string;
  label: string;
  requires: string[];
}

export interface ProtectedMedia {
  url: string;
  requires: Requirement;
  /** The file's first bytes: an answer that starts with them served the file. */
  head: Buffer;
}

export interface DemoProtection {
  /** The endpoints with a file per locale (`api/<endpoint>/<locale>.json`). */
  localized: string[];
  /** The others (`api/<endpoint>.json`), the same in every locale. */
  unlocalized: string[];
  locales: string[];
  /** string -> what it belongs to and the worlds it needs. */
  needles: Map<string, { label: string; requires: Requirement }>;
  /** Per locale, the needles that locale's protected items carry: with their worlds open, each must be served. */
  byLocale: Map<string, Set<string>>;
  items: ProtectedItem[];
  media: ProtectedMedia[];
}

export const isVisible = (requires: Requirement, open: ReadonlySet<string>) =>
  requires.some((worlds) => worlds.every((world) => open.has(world)));

const isRecord = (value: unknown): value is Item => typeof value === 'object' && value !== null;

/** Every string value at any depth (not the keys). */
export function stringsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (isRecord(value)) for (const child of Object.values(value)) stringsOf(child, into);
  return into;
}

function headOf(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    return head.subarray(0, readSync(fd, head, 0, head.length, 0));
  } finally {
    closeSync(fd);
  }
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
const slugOf = (value: unknown) => (isRecord(value) && typeof value.slug === 'string' ? value.slug : undefined);
const payloadIdOf = (value: unknown) =>
  isRecord(value) && typeof value.payloadId === 'string' ? value.payloadId : undefined;

/** The protected worlds an item of `endpoint` needs, all of them; [] for a public item. */
function requirementOf(endpoint: string, item: Item, locationWorld: ReadonlyMap<string, string>): string[] {
  const guarded = (worlds: (string | undefined)[]) =>
    [...new Set(worlds)].filter((world): world is string => world !== undefined && world in ENTITIES);
  const owners = (kind: 'articles' | 'dashboards' | 'menus', key: unknown) =>
    PROTECTED_WORLDS.filter((world) => (ENTITIES[world]?.[kind] as unknown[] | undefined)?.includes(key));
  switch (endpoint) {
    case 'content-locations':
      return guarded([slugOf(item.world)]);
    case 'content-transitions':
      return guarded([
        slugOf(item.world),
        ...[item.from, item.to].map((end) => locationWorld.get(payloadIdOf(end) ?? '')),
      ]);
    case 'articles':
      return owners('articles', item.id);
    case 'dashboards':
      return owners('dashboards', item.id);
    case 'menus':
      return owners('menus', item.key);
    default:
      return [];
  }
}

/** Reads the bundle in `contentDir` (the demo, or a copy with other protection flags). */
export function readProtection(contentDir: string): DemoProtection {
  const api = join(contentDir, 'api');
  const entries = readdirSync(api, { withFileTypes: true });
  const localized = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const unlocalized = entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name.replace(/\.json$/, ''));
  const locales = readdirSync(join(api, 'worlds'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
  const content = new Map<string, Map<string, Item[]>>();
  for (const entry of entries) {
    const byLocale = new Map<string, Item[]>();
    const files = entry.isDirectory()
      ? locales.map((locale) => [locale, join(api, entry.name, `${locale}.json`)] as const)
      : [['', join(api, entry.name)] as const];
    for (const [locale, file] of files) {
      const data = readJson(file);
      byLocale.set(locale, (Array.isArray(data) ? data : [data]).filter(isRecord));
    }
    content.set(entry.name.replace(/\.json$/, ''), byLocale);
  }

  const locationWorld = new Map<string, string>();
  for (const locations of content.get('content-locations')?.values() ?? []) {
    for (const location of locations) {
      const [payloadId, world] = [payloadIdOf(location), slugOf(location.world)];
      if (payloadId !== undefined && world !== undefined) locationWorld.set(payloadId, world);
    }
  }

  const publicStrings = new Set<string>();
  const guarded: { locale: string; endpoint: string; item: Item; label: string; requires: string[] }[] = [];
  for (const [endpoint, byLocale] of content) {
    for (const [locale, items] of byLocale) {
      for (const item of items) {
        const label = `${locale || '-'} ${endpoint} ${String(item.documentId ?? item.id)}`;
        if (endpoint === 'worlds' && slugOf(item) !== undefined && (slugOf(item) as string) in ENTITIES) {
          const relations = Object.fromEntries(WORLD_RELATIONS.map((key) => [key, item[key]]));
          const listed = Object.fromEntries(Object.entries(item).filter(([key]) => !WORLD_RELATIONS.includes(key)));
          stringsOf(listed, publicStrings);
          guarded.push({ locale, endpoint, item: relations, label, requires: [slugOf(item) as string] });
          continue;
        }
        const requires = requirementOf(endpoint, item, locationWorld);
        if (requires.length === 0) stringsOf(item, publicStrings);
        else guarded.push({ locale, endpoint, item, label, requires });
      }
    }
  }

  const needles = new Map<string, { label: string; requires: Requirement }>();
  const byLocale = new Map<string, Set<string>>(locales.map((locale) => [locale, new Set()]));
  const items: ProtectedItem[] = [];
  for (const { locale, endpoint, item, label, requires } of guarded) {
    for (const value of stringsOf(item)) {
      if (publicStrings.has(value)) continue;
      const needle = needles.get(value) ?? { label, requires: [] };
      needle.requires.push(requires);
      needles.set(value, needle);
      byLocale.get(locale)?.add(value);
    }
    if (endpoint !== 'worlds' && typeof item.documentId === 'string') {
      items.push({ endpoint, locale, documentId: item.documentId, label, requires });
    }
  }
  const media = [...needles]
    .filter(([value]) => value.startsWith('/uploads/'))
    .map(([url, { requires }]) => ({ url, requires, head: headOf(join(contentDir, url)) }));
  return { localized, unlocalized, locales, needles, byLocale, items, media };
}

const WINDOW = 16;

/**
 * A scanner for `passwords` and every salt and hash the bundle's server files hold: it names each one an answer
 * carries whole or in part (any 16 hex digits of it), in its text or in the claims of a JWT it carries.
 */
export function secretScanner(contentDir: string, passwords: string[]): (text: string) => string[] {
  const files = ['users.json', 'world-secrets.json'].map((name) => readJson(join(contentDir, 'server', name)));
  const windows = new Map<string, string>();
  for (const hex of [...stringsOf(files)].filter((value) => /^[0-9a-f]{16,}$/i.test(value))) {
    for (let i = 0; i + WINDOW <= hex.length; i++)
      windows.set(hex.slice(i, i + WINDOW).toLowerCase(), `${hex.slice(0, 8)}…`);
  }
  const scan = (text: string) => {
    const found = new Set(passwords.filter((password) => text.includes(password)));
    for (const [run] of text.matchAll(/[0-9a-f]{16,}/gi)) {
      for (let i = 0; i + WINDOW <= run.length; i++) {
        const secret = windows.get(run.slice(i, i + WINDOW).toLowerCase());
        if (secret) found.add(secret);
      }
    }
    return found;
  };
  return (text) => {
    const found = scan(text);
    for (const [token] of text.matchAll(/eyJ[\w-]*\.eyJ[\w-]*/g)) {
      for (const part of token.split('.'))
        for (const secret of scan(Buffer.from(part, 'base64url').toString())) found.add(secret);
    }
    return [...found];
  };
}
