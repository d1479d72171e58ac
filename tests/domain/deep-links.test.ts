import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEEP_LINK_KINDS,
  deepLinkSearch,
  deepLinkTitle,
  findFrameLink,
  parseDeepLink,
  TITLE_PARAM,
  type DeepLink,
} from '../../src/domain/deep-links';
import type { ActionButton, ContentBundle, Dashboard, MenuAction } from '../../src/domain/types';
import { contentIndex } from '../app/content-fixture';
import { actionTarget } from './fixtures';

const OWN = [...DEEP_LINK_KINDS, TITLE_PARAM];
const ORIGIN = 'https://showroom.example';
/** Every https origin of the bundles below is allowlisted, but one: not-allowed.example. */
const POLICY = {
  pageOrigin: ORIGIN,
  frameOrigins: [
    'https://legal.example',
    'https://intranet.example',
    'https://kpi.example',
    'https://dash-button.example',
    'https://article-button.example',
    'https://shop.example',
    'https://secure.example',
    'https://www.youtube.com',
  ],
};

/** The name/value pairs of a query string, in order. */
const pairs = (search: string) => [...new URLSearchParams(search)];

describe('parseDeepLink (SPEC §2, §5)', () => {
  it('reads an article, a dashboard or an iframe by a non-negative integer id', () => {
    expect(parseDeepLink('?article=7')).toEqual({ kind: 'article', id: 7 });
    expect(parseDeepLink('dashboard=0')).toEqual({ kind: 'dashboard', id: 0 });
    expect(parseDeepLink(new URLSearchParams({ iframe: '201' }))).toEqual({ kind: 'iframe', id: 201 });
    expect(parseDeepLink('?article=3&title=CNC%20machining')).toEqual({ kind: 'article', id: 3 });
  });

  it('reads leading zeros as the number they spell (a hand-made link still opens)', () => {
    expect(parseDeepLink('?article=07')).toEqual({ kind: 'article', id: 7 });
  });

  it('ignores every value that is not a non-negative integer in decimal digits', () => {
    for (const value of [
      '-1',
      '1.5',
      '1e3',
      '%207',
      '7%20',
      '+7',
      '0x10',
      'abc',
      '',
      '1,5',
      'Infinity',
      '9'.repeat(17),
    ]) {
      expect(parseDeepLink(`?article=${value}`), value).toBeNull();
    }
    expect(parseDeepLink('?article')).toBeNull();
    expect(parseDeepLink('')).toBeNull();
    expect(parseDeepLink('?title=7&Article=7&ARTICLE=7')).toBeNull();
  });

  it('ignores a parameter given more than once', () => {
    expect(parseDeepLink('?article=1&article=2')).toBeNull();
    expect(parseDeepLink('?article=1&article=1')).toBeNull();
  });

  it('opens the first valid kind in the order article, dashboard, iframe', () => {
    expect(parseDeepLink('?iframe=3&dashboard=2&article=1')).toEqual({ kind: 'article', id: 1 });
    expect(parseDeepLink('?iframe=3&dashboard=2')).toEqual({ kind: 'dashboard', id: 2 });
    expect(parseDeepLink('?article=abc&dashboard=2')).toEqual({ kind: 'dashboard', id: 2 });
    expect(parseDeepLink('?article=1&article=2&iframe=3')).toEqual({ kind: 'iframe', id: 3 });
  });

  const digits = fc.stringMatching(/^\d{1,18}$/);
  /** Digits with what other number syntaxes would still read as a non-negative integer. */
  const nearlyDigits = fc
    .tuple(fc.constantFrom('', ' ', '+', '-', '0x', '\t'), digits, fc.constantFrom('', ' ', '.0', 'e1', '.5', 'n'))
    .map(([before, number, after]) => `${before}${number}${after}`);

  it('accepts exactly the strings of decimal digits that are safe integers (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), digits, nearlyDigits), (value) => {
        const link = parseDeepLink(new URLSearchParams([['dashboard', value]]));
        const valid = /^\d+$/.test(value) && Number.isSafeInteger(Number(value));
        expect(link).toEqual(valid ? { kind: 'dashboard', id: Number(value) } : null);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('deepLinkSearch', () => {
  it('writes the open item in canonical form, an article with its title', () => {
    expect(deepLinkSearch('', { kind: 'dashboard', id: 2 })).toBe('?dashboard=2');
    expect(deepLinkSearch('?article=07', { kind: 'article', id: 7, title: 'CNC machining' })).toBe(
      '?article=7&title=CNC+machining',
    );
    expect(deepLinkSearch('', { kind: 'article', id: 7, title: '' })).toBe('?article=7');
    expect(deepLinkSearch('', { kind: 'iframe', id: 201, title: 'Legal notice' })).toBe('?iframe=201');
  });

  it('drops every deep-link parameter that does not describe what is open, and keeps the others in order', () => {
    const stale = '?utm_source=qr&article=3&title=Old&dashboard=x&iframe=1&iframe=2&kiosk=wall';
    expect(deepLinkSearch(stale, null)).toBe('?utm_source=qr&kiosk=wall');
    expect(deepLinkSearch(stale, { kind: 'dashboard', id: 5 })).toBe('?utm_source=qr&kiosk=wall&dashboard=5');
    expect(deepLinkSearch('?article=3&title=Old', null)).toBe('');
  });

  const unrelatedName = fc.string({ minLength: 1 }).filter((name) => !OWN.includes(name));
  const unrelated = fc.array(fc.tuple(unrelatedName, fc.string()), { maxLength: 6 });
  const deepLink = fc.record({
    kind: fc.constantFrom(...DEEP_LINK_KINDS),
    id: fc.nat({ max: Number.MAX_SAFE_INTEGER }),
  });
  const title = fc.string({ unit: 'grapheme', minLength: 1 });
  /** A query of unrelated parameters with deep-link parameters (valid or not) mixed in. */
  const mixed = fc
    .tuple(unrelated, fc.array(fc.tuple(fc.constantFrom(...OWN), fc.string()), { maxLength: 6 }), fc.nat())
    .map(([other, own, seed]) => {
      const all = [...other];
      own.forEach((pair, i) => all.splice((seed + i * 7) % (all.length + 1), 0, pair));
      return { other, search: `?${new URLSearchParams(all)}` };
    });

  it('reopens what it wrote, whatever else the query held (property)', () => {
    fc.assert(
      fc.property(mixed, deepLink, title, ({ search }, link: DeepLink, text) => {
        const written = deepLinkSearch(search, { ...link, title: text });
        expect(parseDeepLink(written)).toEqual(link);
        const params = new URLSearchParams(written);
        expect(params.getAll(TITLE_PARAM)).toEqual(link.kind === 'article' ? [text] : []);
      }),
      { numRuns: 500 },
    );
  });

  it('lets every unrelated parameter through unchanged and in order, and no deep-link parameter but its own (property)', () => {
    fc.assert(
      fc.property(mixed, fc.option(deepLink), ({ other, search }, link) => {
        const written = deepLinkSearch(search, link);
        const kept = pairs(written).filter(([name]) => !OWN.includes(name));
        expect(kept).toEqual(other);
        const own = pairs(written).filter(([name]) => OWN.includes(name));
        expect(own).toEqual(link ? [[link.kind, String(link.id)]] : []);
      }),
      { numRuns: 500 },
    );
  });

  it('is stable: writing the same item again changes nothing (no endless address replaces) (property)', () => {
    fc.assert(
      fc.property(mixed, fc.option(deepLink), title, ({ search }, link, text) => {
        const open = link && { ...link, title: text };
        const once = deepLinkSearch(search, open);
        expect(deepLinkSearch(once, open)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});

function button(id: number, action: MenuAction, url: string | null, label = `Item ${id}`): ActionButton {
  return { id, label, steps: [{ action, target: actionTarget(null, { url }) }], media: null, cover: null };
}

function link(id: number, action: MenuAction, url: string | null, label = `Item ${id}`): Dashboard['links'][number] {
  return { id, label, action, target: actionTarget(null, { url }), media: null };
}

function bundleWith(parts: Partial<Pick<ContentBundle, 'articles' | 'dashboards' | 'menus'>>): ContentBundle {
  return { ...contentIndex().bundle, ...parts };
}

function dashboard(id: number, links: Dashboard['links'], actionButtons: ActionButton[] = []) {
  return { id, title: `Dashboard ${id}`, logo: null, links, contacts: [], actionButtons, mediaLibrary: [] };
}

describe('findFrameLink', () => {
  const menus = [
    {
      key: 'application-footer',
      title: 'Footer',
      items: [
        button(101, 'navigate', null),
        button(201, 'open-link', 'https://legal.example/imprint', 'Legal notice'),
        button(203, 'open-link', 'http://jobs.example'),
        button(204, 'open-link', 'mailto:a@example.com'),
        button(205, 'open-video', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'),
      ],
    },
  ];
  const bundle = bundleWith({
    menus,
    dashboards: [
      dashboard(
        1,
        [
          link(201, 'open-link', 'https://intranet.example/shifts', 'Shift plan'),
          link(301, 'open-link', 'https://kpi.example'),
        ],
        [button(401, 'open-link', 'https://dash-button.example')],
      ),
    ],
    articles: [
      {
        id: 1,
        title: 'Article',
        sections: [],
        tags: [],
        actionButtons: [
          button(401, 'open-link', 'https://article-button.example'),
          button(501, 'open-link', 'https://shop.example'),
        ],
      },
    ],
  });

  it('finds open-link items of menus, dashboards and articles by id', () => {
    expect(findFrameLink(bundle, 201, POLICY)).toEqual({
      id: 201,
      label: 'Legal notice',
      url: 'https://legal.example/imprint',
    });
    expect(findFrameLink(bundle, 301, POLICY)?.url).toBe('https://kpi.example');
    expect(findFrameLink(bundle, 501, POLICY)?.url).toBe('https://shop.example');
  });

  it('takes menu items, then dashboard links, then dashboard buttons, then article buttons when ids overlap', () => {
    expect(findFrameLink(bundle, 201, POLICY)?.label).toBe('Legal notice');
    expect(findFrameLink(bundle, 401, POLICY)?.url).toBe('https://dash-button.example');
  });

  it('names nothing that is not an open-link item a frame may show', () => {
    expect(findFrameLink(bundle, 101, POLICY)).toBeNull();
    expect(findFrameLink(bundle, 203, POLICY)).toBeNull();
    expect(findFrameLink(bundle, 204, POLICY)).toBeNull();
    expect(findFrameLink(bundle, 205, POLICY)).toBeNull();
    expect(findFrameLink(bundle, 999, POLICY)).toBeNull();
  });

  it('names no link of an origin off the allowlist', () => {
    const off = bundleWith({
      menus: [{ key: 'm', title: 'M', items: [button(9, 'open-link', 'https://not-allowed.example/a')] }],
    });
    expect(findFrameLink(off, 9, POLICY)).toBeNull();
    expect(findFrameLink(off, 9, { ...POLICY, frameOrigins: ['https://not-allowed.example'] })?.url).toBe(
      'https://not-allowed.example/a',
    );
  });

  it('names no item whose action stack has more than the link', () => {
    const stacked = button(8, 'open-link', 'https://shop.example');
    stacked.steps.push({ action: 'navigate', target: actionTarget('hall') });
    expect(findFrameLink(bundleWith({ menus: [{ key: 'm', title: 'M', items: [stacked] }] }), 8, POLICY)).toBeNull();
  });

  it('skips an item it may not frame for a later one with the same id', () => {
    const shadowed = bundleWith({
      menus: [{ key: 'm', title: 'M', items: [button(7, 'open-link', 'http://plain.example')] }],
      dashboards: [dashboard(1, [link(7, 'open-link', 'https://secure.example')])],
    });
    expect(findFrameLink(shadowed, 7, POLICY)?.url).toBe('https://secure.example');
  });
});

describe('deepLinkTitle', () => {
  const bundle = bundleWith({
    articles: [{ id: 3, title: 'CNC machining', sections: [], tags: [], actionButtons: [] }],
    dashboards: [dashboard(2, [link(11, 'open-link', 'https://kpi.example', 'KPIs')])],
  });

  it('names the item a deep link opens, or null when the content has none', () => {
    expect(deepLinkTitle(bundle, { kind: 'article', id: 3 }, POLICY)).toBe('CNC machining');
    expect(deepLinkTitle(bundle, { kind: 'dashboard', id: 2 }, POLICY)).toBe('Dashboard 2');
    expect(deepLinkTitle(bundle, { kind: 'iframe', id: 11 }, POLICY)).toBe('KPIs');
    expect(deepLinkTitle(bundle, { kind: 'article', id: 2 }, POLICY)).toBeNull();
    expect(deepLinkTitle(bundle, { kind: 'dashboard', id: 3 }, POLICY)).toBeNull();
    expect(deepLinkTitle(bundle, { kind: 'iframe', id: 3 }, POLICY)).toBeNull();
  });
});
