import { describe, expect, it } from 'vitest';
import { mergeLocaleReads } from '../../src/content/locale-merge.ts';

// de ids 4 (article A), 5 (article B, only in de), 7 (dashboard D); fr: article A is 14, dashboard D is 17.
const deArticles = [
  { id: 4, documentId: 'A', title: 'A de' },
  { id: 5, documentId: 'B', title: 'B de' },
];
const frArticles = [{ id: 14, documentId: 'A', title: 'A fr' }];
const deDashboards = [{ id: 7, documentId: 'D', title: 'D de' }];
const frDashboards = [{ id: 17, documentId: 'D', title: 'D fr' }];

const hotspot = (component: string, id: number) => ({ __component: component, id: 1, action_target: { id } });

function merge(contents: { localized: unknown[]; fallback: unknown[] }, menus: unknown[] = []) {
  return mergeLocaleReads({
    articles: { localized: frArticles, fallback: deArticles },
    dashboards: { localized: frDashboards, fallback: deDashboards },
    contents,
    menus: { localized: [], fallback: menus },
  });
}

describe('mergeLocaleReads', () => {
  it('gives a fallback location hotspot the fr id of a translated article, keeps the de id of a de-only one', () => {
    const location = {
      documentId: 'L',
      payloadId: 'hall',
      hotspots: [
        hotspot('hotspots.open-article', 4),
        hotspot('hotspots.custom-open-article', 5),
        hotspot('hotspots.open-dashboard', 7),
        hotspot('hotspots.navigation', 4),
      ],
    };
    const { contents, articles } = merge({ localized: [], fallback: [location] });
    const [merged] = contents as [typeof location];
    expect(merged.hotspots.map((h) => h.action_target.id)).toEqual([14, 5, 17, 4]);
    expect(location.hotspots[0]!.action_target.id).toBe(4); // the de document is not changed in place
    expect((articles as { id: number }[]).map((a) => a.id)).toEqual([14, 5]);
  });

  it("leaves a fr document's own targets alone", () => {
    const own = { documentId: 'L', hotspots: [hotspot('hotspots.open-article', 4)] };
    const { contents } = merge({ localized: [own], fallback: [{ documentId: 'L', hotspots: [] }] });
    expect(contents).toEqual([own]);
    expect((contents as unknown[])[0]).toBe(own);
  });

  it('remaps menu items, their action_stack steps and buttons of fallback articles and dashboards', () => {
    const menu = {
      documentId: 'M',
      menu_key: 'main',
      items: [
        { id: 1, action: 'open-article', action_target: { id: 4 } },
        {
          id: 2,
          action_target: { id: 7 },
          action_stack: [
            { action: 'navigate', action_target: { payloadId: 'hall' } },
            { action: 'open-article', action_target: { id: 4 } },
            { action: 'open-dashboard' },
          ],
        },
        { id: 3, action: 'navigate', action_target: { id: 4, payloadId: 'hall' } },
      ],
    };
    const { menus } = merge({ localized: [], fallback: [] }, [menu]);
    const [items] = (menus as [typeof menu]).map((m) => m.items);
    expect(items![0]!.action_target.id).toBe(14);
    expect(items![1]!.action_target.id).toBe(17);
    expect(items![1]!.action_stack!.map((s) => (s as { action_target?: { id?: number } }).action_target)).toEqual([
      { payloadId: 'hall' },
      { id: 14 },
      undefined,
    ]);
    expect(items![2]!.action_target).toEqual({ id: 4, payloadId: 'hall' });

    const deB = {
      id: 5,
      documentId: 'B',
      action_buttons: [{ id: 9, action: 'open-dashboard', action_target: { id: 7 } }],
    };
    const deOnly = { id: 8, documentId: 'E', links: [{ id: 3, action: 'open-article', action_target: { id: 4 } }] };
    const out = mergeLocaleReads({
      articles: { localized: frArticles, fallback: [deArticles[0], deB] },
      dashboards: { localized: frDashboards, fallback: [...deDashboards, deOnly] },
    });
    expect((out.articles as (typeof deB)[])[1]!.action_buttons[0]!.action_target.id).toBe(17);
    expect((out.dashboards as (typeof deOnly)[])[1]!.links[0]!.action_target.id).toBe(14);
  });

  it('changes nothing without a fallback (de itself, endpoints that are not localized)', () => {
    const de = [{ documentId: 'L', hotspots: [hotspot('hotspots.open-article', 4)] }];
    const out = mergeLocaleReads({ articles: { localized: deArticles }, contents: { localized: de } });
    expect(out.contents).toBe(de);
  });

  it('takes a single type from de when the locale has none, remapped', () => {
    const deSettings = { id: 1, home: { action: 'open-article', action_target: { id: 4 } } };
    const out = mergeLocaleReads({
      articles: { localized: frArticles, fallback: deArticles },
      settings: { localized: null, fallback: deSettings, single: true },
    });
    expect(out.settings).toEqual({ id: 1, home: { action: 'open-article', action_target: { id: 14 } } });
    const own = { id: 2 };
    expect(mergeLocaleReads({ settings: { localized: own, fallback: deSettings, single: true } }).settings).toBe(own);
  });
});
