/**
 * Issue 11, point 7: from every location of every world of the demo, in every locale, a visitor reaches the
 * default world's start in at most two taps: the main menu (one tap), then an item that leads there.
 */
import { describe, expect, it } from 'vitest';
import { mergeByDocumentId } from '../../src/content/locale-merge.ts';
import { parseContent } from '../../src/content/parse-content.ts';
import { indexContent, pickHomeWorld, startLocationOf } from '../../src/domain/content-index.ts';
import { buildWorldGraph, shortestPath } from '../../src/domain/graph.ts';
import { rememberLastVisited } from '../../src/domain/history.ts';
import { MAIN_MENU_KEY } from '../../src/domain/menus.ts';
import { destinationOf, menuToShow, WAY_BACK_ITEM_ID } from '../../src/domain/way-back.ts';
import { LOCALES, localized, readJson, type Locale } from './bundle-files.ts';

/** The demo as the client loads it in `locale`: documents missing there come from de. */
function demo(locale: Locale) {
  const merged = (endpoint: string) => mergeByDocumentId(localized(endpoint, locale), localized(endpoint, 'de'));
  const bundle = parseContent(
    {
      settings: readJson('app-setting.json'),
      worlds: merged('worlds'),
      contents: merged('content-locations'),
      transitions: merged('content-transitions'),
      articles: merged('articles'),
      dashboards: merged('dashboards'),
      menus: merged('menus'),
      icons: readJson('icons.json'),
      screensavers: readJson('screensavers.json'),
    },
    locale,
    { resolveMediaUrl: (url) => url, log: () => {} },
  );
  return indexContent(bundle);
}

describe.each(LOCALES)('never stranded in the demo (%s)', (locale) => {
  const index = demo(locale);
  const home = pickHomeWorld(index, 'localhost')!;
  const start = startLocationOf(index, home)!.payloadId;
  const graph = buildWorldGraph(index.bundle.locations, index.bundle.transitions);
  // The same demo whose main menu has no item of its own to the start: the rule must not rely on the content.
  const bare = indexContent({
    ...index.bundle,
    menus: index.bundle.menus.map((menu) =>
      menu.key === MAIN_MENU_KEY
        ? { ...menu, items: menu.items.filter((item) => destinationOf(item) !== start) }
        : menu,
    ),
  });

  it('has three worlds, two of them away from the default world, and a main menu item to the start', () => {
    expect(index.bundle.menus.find((m) => m.key === MAIN_MENU_KEY)!.items.some((i) => destinationOf(i) === start)).toBe(
      true,
    );
    expect(home.slug).toBe('factory');
    expect(new Set(index.bundle.locations.map((l) => l.worldSlug))).toEqual(
      new Set(['factory', 'service', 'innovation-lab']),
    );
  });

  it.each(index.bundle.locations.map((l) => l.payloadId))('from %s: menu, then one item to the start', (here) => {
    // The visitor walked there from the start (each world remembers where it was left), or came by a deep link.
    const walk = shortestPath(graph, start, here)!;
    const walked = [start, ...walk.map((t) => t.to)].reduce(
      (visits, id) => rememberLastVisited(visits, index.locations.get(id)!),
      new Map<string, string>(),
    );
    const deepLink = new Map([[index.locations.get(here)!.worldSlug, here]]);
    for (const [content, lastVisited] of [
      [index, walked],
      [index, deepLink],
      [bare, walked],
      [bare, deepLink],
    ] as const) {
      const menu = menuToShow(MAIN_MENU_KEY, content, { here, home, lastVisited })!;
      const leadsHome = menu.items.filter((item) => destinationOf(item) === start);
      if (here !== start)
        expect(leadsHome.length, `an item of the main menu at ${here} leads to ${start}`).toBeGreaterThan(0);
      // ...and the move there can be played.
      expect(shortestPath(graph, here, start)).not.toBeNull();
      const away = index.locations.get(here)!.worldSlug !== home.slug;
      expect(menu.items[0]!.id === WAY_BACK_ITEM_ID, `way back first at ${here}`).toBe(away);
      if (away) {
        const gate = walk.findLast((t) => index.locations.get(t.from)!.worldSlug === home.slug)!.from;
        expect(destinationOf(menu.items[0]!)).toBe(lastVisited === walked ? gate : start);
      }
    }
  });
});
