/**
 * Deep links (SPEC §2, §5): the address names an article, a dashboard or an iframe to open, and says what is open.
 * Pure: reads and writes query strings, looks items up in a content bundle.
 */
import { frameUrl } from './frames.ts';
import { parseNonNegativeInt } from './links.ts';
import type { ActionButton, ActionTarget, ContentBundle, MenuAction } from './types.ts';

/** SPEC §2: "After mount, after a 1-second delay, the layout checks the address". */
export const DEEP_LINK_DELAY_MS = 1000;

/** The deep-link parameters, in the order that decides which one opens when several are valid. */
export const DEEP_LINK_KINDS = ['article', 'dashboard', 'iframe'] as const;
export type DeepLinkKind = (typeof DEEP_LINK_KINDS)[number];

/** SPEC §2 "article (with title)": the article's title rides along, for people reading the address. */
export const TITLE_PARAM = 'title';

/** What a deep link opens. An iframe is a frame link (see `findFrameLink`), by id. */
export interface DeepLink {
  kind: DeepLinkKind;
  id: number;
}

const OWN_PARAMS: readonly string[] = [...DEEP_LINK_KINDS, TITLE_PARAM];

function paramsOf(search: string | URLSearchParams): URLSearchParams {
  return new URLSearchParams(search);
}

/**
 * The item a query string asks to open, or null. A value counts when it is given once and parses as a non-negative
 * integer (`parseNonNegativeInt`: decimal digits only, so `07` is 7 while `-1`, `1.5`, `1e3`, ` 7`, `+7`, `abc` and
 * the empty string are not). Values that do not count are ignored as if absent, and the first kind in
 * `DEEP_LINK_KINDS` order with a value that counts wins: `?article=x&dashboard=2` opens dashboard 2. `title` is
 * never read: the article is found by id, whatever the title (it may be in another language).
 */
export function parseDeepLink(search: string | URLSearchParams): DeepLink | null {
  const params = paramsOf(search);
  for (const kind of DEEP_LINK_KINDS) {
    const values = params.getAll(kind);
    const id = values.length === 1 ? parseNonNegativeInt(values[0]) : null;
    if (id !== null) return { kind, id };
  }
  return null;
}

/**
 * The query string (`''` or `?…`) of an address that shows `open`: every deep-link parameter (`article`,
 * `dashboard`, `iframe`, `title`) is removed, then `open`'s is added in canonical decimal form, an article with its
 * `title` when one is given. Every other parameter is kept, in its order. `open` null: no deep-link parameter.
 */
export function deepLinkSearch(search: string | URLSearchParams, open: (DeepLink & { title?: string }) | null): string {
  const params = paramsOf(search);
  for (const name of OWN_PARAMS) params.delete(name);
  if (open) {
    params.append(open.kind, String(open.id));
    if (open.kind === 'article' && open.title) params.append(TITLE_PARAM, open.title);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A link that opens inside the app, in the iframe viewer. */
export interface FrameLink {
  id: number;
  label: string;
  /** Normalised https URL of an allowlisted origin (`frameUrl`). */
  url: string;
}

/** An item `?iframe=N` may name, and the menu, dashboard or article it belongs to. */
export interface LinkItem {
  id: number;
  label: string;
  action: MenuAction;
  target: ActionTarget;
  source: { type: 'menu' | 'dashboard' | 'article'; id: string };
}

/** A button as one action; a button whose action stack has several steps is not a link. */
const asLink =
  (source: LinkItem['source']) =>
  ({ id, label, steps }: ActionButton): LinkItem[] => {
    const [step, ...more] = steps;
    return step && more.length === 0 ? [{ id, label, ...step, source }] : [];
  };

/** The items `?iframe=N` searches, in its order: menu items, dashboard links and buttons, article buttons. */
export function linkItems(bundle: ContentBundle): LinkItem[] {
  return [
    ...bundle.menus.flatMap((menu) => menu.items.flatMap(asLink({ type: 'menu', id: menu.key }))),
    ...bundle.dashboards.flatMap((dashboard) =>
      dashboard.links.map((link) => ({ ...link, source: { type: 'dashboard' as const, id: String(dashboard.id) } })),
    ),
    ...bundle.dashboards.flatMap((dashboard) =>
      dashboard.actionButtons.flatMap(asLink({ type: 'dashboard', id: String(dashboard.id) })),
    ),
    ...bundle.articles.flatMap((article) =>
      article.actionButtons.flatMap(asLink({ type: 'article', id: String(article.id) })),
    ),
  ];
}

/** Where frames may come from, and the app's own origin, which is never framed. */
export interface FramePolicy {
  frameOrigins: readonly string[];
  pageOrigin: string;
}

/**
 * What `?iframe=N` names: the `open-link` item with id N whose URL a frame may show (`frameUrl`), searched among
 * menu items, then dashboard links, then dashboard action buttons, then article action buttons, each in content
 * order. Ids of these lists may overlap (they are separate components in the CMS); the first in that order wins.
 */
export function findFrameLink(bundle: ContentBundle, id: number, policy: FramePolicy): FrameLink | null {
  for (const item of linkItems(bundle)) {
    if (item.id !== id || item.action !== 'open-link') continue;
    const url = frameUrl(item.target.url, policy.frameOrigins, policy.pageOrigin);
    if (url) return { id, label: item.label, url };
  }
  return null;
}

/** The title of the item `link` names, or null when the content has no such item (SPEC §8: only logged). */
export function deepLinkTitle(bundle: ContentBundle, link: DeepLink, policy: FramePolicy): string | null {
  switch (link.kind) {
    case 'article':
      return bundle.articles.find((article) => article.id === link.id)?.title ?? null;
    case 'dashboard':
      return bundle.dashboards.find((dashboard) => dashboard.id === link.id)?.title ?? null;
    case 'iframe':
      return findFrameLink(bundle, link.id, policy)?.label ?? null;
  }
}
