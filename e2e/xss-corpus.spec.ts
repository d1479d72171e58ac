import { expect, test, type Page } from '@playwright/test';
import { faultCase } from './fixtures/fault-case.ts';
import { routeEvil, serveAnswers, serveSvgUploads } from './fixtures/hostile-cms.ts';
import { watchPage } from './fixtures/page-watch.ts';
import { Tour } from './fixtures/tour.ts';
import { hostileContent, type FieldKind, type Placement } from './fixtures/xss-content.ts';
import { XSS_PAYLOADS } from './fixtures/xss-payloads.ts';

// Issue 15, point 2: a corpus of XSS payloads in every HTML, SVG, URL and colour field of the content runs no
// script and violates no CSP. The CMS is played by page.route with the demo's own answers, every field filled from
// the corpus. A kiosk shows every field: the tour with every hotspot, every article, dashboard, menu, documents
// list, gallery and link card, the staging notice, the screensaver and the login page; the web, where the link rules
// open pages, has every link tapped. The run is cut into parts (`PARTS`), each a page of its own within a test's
// time, and each a case for the bench whose inputs are the placements in the fields it shows.

// Moves are cuts and nothing on the page is animated: the payloads are in the content, not in the motion. A step
// that cannot go on (a page a payload broke) fails in 15 s, so that what the payloads did is still listed.
test.use({ reducedMotion: 'reduce', actionTimeout: 15_000 });

const START = 'factory-entrance';
/** A neighbour of START whose pictures and clips stay real: the tour must still get there at the end. */
const NEIGHBOUR = 'factory-lobby';

/** Whatever a visitor can tap inside what is open: links in articles, buttons, tiles, documents, menu items. */
const TAPPABLE = [
  '[data-testid="article.section"] a[href]',
  '[data-testid="content.action"]',
  '[data-testid="dashboard.link"]',
  '[data-testid="dashboard.media"]',
  '[data-testid="media.open"]',
  '[data-testid="documents.list"] button',
  '[data-testid="menu.item"]',
].join(', ');

/**
 * Taps everything tappable in the open modals and sidebars at once; what each opens lies over the others. Links
 * drawn in SVG or MathML are tapped too.
 *
 * A link that opens in this tab does so by `location.assign` (src/app/run-action.ts), and of several in one task
 * only the last navigation starts: on the web this page does not see each of those. It need not tap them one by
 * one: tests/app/run-action-corpus.test.ts runs every payload of the corpus through every step that opens a link,
 * on the web and in a kiosk, and checks each URL handed to `location.assign`, `window.open`, the frame modal, the
 * QR card and the lightbox; tests/domain/links-corpus.test.ts checks the link, frame, video and media URL rules
 * the same way. Of the corpus only its mailto: and tel: links, and links to the app's own pages, open in this tab.
 */
const tapEverything = (page: Page) =>
  page.evaluate((selector) => {
    for (const element of document.querySelectorAll(selector))
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }, TAPPABLE);

/**
 * Waits until nothing is added to or removed from the page for 100 ms (lazy views have loaded, payloads had their
 * chance) and every picture has loaded or failed: lazy ones are loaded at once, shown or not.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = 0;
        const done = () => {
          observer.disconnect();
          resolve();
        };
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, 100);
        });
        observer.observe(document, { subtree: true, childList: true });
        timer = window.setTimeout(done, 100);
      }),
  );
  await page.waitForFunction(
    () =>
      [...document.images].every((image) => {
        image.loading = 'eager';
        return image.complete;
      }),
    null,
    { polling: 50 },
  );
}

/**
 * Closes every modal (the topmost first) and sidebar, as Escape would one by one, until none is open: a view that
 * was still loading when a tap opened it opens later.
 */
async function closeAll(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const open = [...document.querySelectorAll('dialog[open]')];
      for (const dialog of open.reverse()) dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      const sidebars = document.querySelectorAll('[data-testid^="sidebar."][data-phase="open"]');
      for (const button of document.querySelectorAll<HTMLElement>('[data-testid="sidebar.close"]')) button.click();
      return open.length === 0 && sidebars.length === 0;
    },
    null,
    { polling: 50 },
  );
}

/**
 * The start location's hotspots of `types` (it holds every hotspot of the tour), with the icons of the article each
 * opens.
 */
function hotspotsOf(page: Page, types: readonly string[]) {
  return page.evaluate(
    ({ start, types }) => {
      const bundle = window.__tour!.content().index!.bundle;
      const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
      return bundle.locations
        .find((location) => location.payloadId === start)!
        .hotspots.filter(({ type }) => types.includes(type))
        .map(({ key, type, target }) => ({
          key,
          type,
          article: type === 'open-article' ? target.id : null,
          menu: type === 'menu' ? target.menuKey : null,
          icons:
            type === 'open-article'
              ? (bundle.articles
                  .find((article) => article.id === target.id)
                  ?.sections.flatMap((section) => (section.icon ? [fileOf(section.icon.svgUrl)] : [])) ?? [])
              : [],
        }));
    },
    { start: START, types },
  );
}

const tapHotspot = (page: Page, key: string) =>
  page.getByTestId('hotspot-layer').locator(`[data-hotspot-key="${key}"]`).dispatchEvent('click');

type Hotspot = Awaited<ReturnType<typeof hotspotsOf>>[number];

/** Shows what each hotspot opens (an article once its icons came), taps all in it and gives that its time too. */
async function showHotspots(page: Page, hotspots: readonly Hotspot[], served: ReadonlySet<string>): Promise<void> {
  for (const { key, type, icons } of hotspots) {
    await tapHotspot(page, key);
    await expect.poll(() => icons.filter((file) => !served.has(file)), { intervals: [20] }).toEqual([]);
    if (type === 'menu') await expect(page.getByTestId('sidebar.left')).toHaveAttribute('data-phase', 'open');
    await settle(page);
    await tapEverything(page);
    await settle(page);
    await closeAll(page);
  }
}

/** Taps every link in what `hotspots` open, and their own. On the web a link opens a page at once. */
async function tapLinks(page: Page, hotspots: readonly Hotspot[]): Promise<void> {
  for (const { key, type } of hotspots) {
    await tapHotspot(page, key);
    if (type === 'menu') await expect(page.getByTestId('sidebar.left')).toHaveAttribute('data-phase', 'open');
    else if (type !== 'open-link') await expect(page.getByTestId(`modal.${type.slice('open-'.length)}`)).toBeVisible();
    await tapEverything(page);
    await closeAll(page);
  }
}

/** What a payload's script could have changed on the page without a dialog, a request or a report. */
function pageState(page: Page) {
  return page.evaluate(() => {
    // Named elements shadow a document's own properties: what a clobbering payload would change.
    const intact = {
      getElementById: typeof document.getElementById === 'function',
      querySelector: typeof document.querySelector === 'function',
      createElement: typeof document.createElement === 'function',
      cookie: typeof document.cookie === 'string',
      defaultView: document.defaultView === window,
      body: document.body instanceof HTMLBodyElement,
      location: document.location === window.location,
      __tour: typeof window.__tour?.presenter === 'function',
    };
    return {
      cookie: document.cookie,
      title: document.title,
      clobbered: Object.entries(intact).flatMap(([name, fine]) => (fine ? [] : [name])),
    };
  });
}

/** What a part of the run is given to show its fields. */
interface Stage {
  page: Page;
  tour: Tour;
  /** SVG uploads served so far, by file name. */
  served: ReadonlySet<string>;
  /** The ids of the articles and the keys of the menus whose fields the part shows. */
  articles: readonly number[];
  menus: readonly string[];
}

/**
 * A part of the run: one page, one case for the bench. Every part serves the whole corpus; each shows some of the
 * fields, and its inputs are the placements in those.
 */
interface Part {
  name: string;
  /** A kiosk, where no link may leave the showroom at all, or the web, where the link rules open pages. */
  kiosk: boolean;
  /** On a staging host, where the staging notice (CMS HTML) is shown. */
  staging?: boolean;
  /** A section per payload in the articles (see `hostileContent`): not for a part that only taps links. */
  sections: boolean;
  /** The fields the part shows (`articles[3]` for the fourth article's): its placements. */
  shows: (placement: Pick<Placement, 'kind' | 'field'>) => boolean;
  steps: (stage: Stage) => Promise<void>;
}

const under = (field: string, endpoints: readonly string[]) =>
  endpoints.some((endpoint) => field.startsWith(`${endpoint}[`) || field.startsWith(`${endpoint}.`));
/** Whether `field` is of an item of `endpoint`'s with an index of that parity. */
const inHalf = (field: string, endpoint: string, half: 0 | 1) => {
  const index = new RegExp(`^${endpoint}\\[(\\d+)\\]`).exec(field)?.[1];
  return index !== undefined && Number(index) % 2 === half;
};

/** The articles in two halves (every other one): together they take more than a test's time. */
const articlesPart = (half: 0 | 1): Part => ({
  name: `articles, ${half === 0 ? 'first' : 'second'} half`,
  kiosk: true,
  sections: true,
  shows: ({ field }) => inHalf(field, 'articles', half),
  steps: async ({ page, served, articles }) => {
    const hotspots = await hotspotsOf(page, ['open-article']);
    await showHotspots(
      page,
      hotspots.filter(({ article }) => article !== null && articles.includes(article)),
      served,
    );
  },
});

/** The links in what hotspots of `types` open, tapped on the web: in articles, or anywhere else. */
const webLinksPart = (what: string, types: readonly string[]): Part => ({
  name: `links in ${what} tapped`,
  kiosk: false,
  sections: false,
  shows: ({ kind, field }) => kind === 'link' && under(field, ['articles']) === types.includes('open-article'),
  steps: async ({ page, tour }) => {
    await tapLinks(page, await hotspotsOf(page, types));
    await page.evaluate((to) => window.__tour!.tap(to), NEIGHBOUR);
    await tour.expectArrivedAt(NEIGHBOUR);
  },
});

const PARTS: readonly Part[] = [
  articlesPart(0),
  articlesPart(1),
  {
    name: 'hotspots, dashboards, documents, media, link cards and half the menus',
    kiosk: true,
    sections: true,
    shows: ({ field }) =>
      under(field, ['content-locations', 'content-transitions', 'dashboards']) || inHalf(field, 'menus', 0),
    steps: async ({ page, served, menus }) => {
      await page.getByTestId('hotspots.open').click();
      await settle(page);
      await closeAll(page);
      const hotspots = await hotspotsOf(page, ['open-dashboard', 'open-documents', 'open-media', 'open-link', 'menu']);
      await showHotspots(
        page,
        hotspots.filter(({ menu, type }) => type !== 'menu' || (menu !== null && menus.includes(menu))),
        served,
      );
    },
  },
  {
    name: 'the other menus, sidebars, screensaver, login page and staging notice',
    kiosk: true,
    staging: true,
    sections: true,
    shows: ({ field }) =>
      under(field, ['screensavers', 'app-setting', 'ui-translation', 'worlds', 'icons']) || inHalf(field, 'menus', 1),
    steps: async ({ page, served, menus }) => {
      await expect(page.getByTestId('notification')).toBeVisible();
      const hotspots = await hotspotsOf(page, ['menu']);
      await showHotspots(
        page,
        hotspots.filter(({ menu }) => menu !== null && menus.includes(menu)),
        served,
      );
      for (const opener of ['menu.open', 'contacts.open']) {
        await page.getByTestId(opener).dispatchEvent('click');
        await tapEverything(page);
        await settle(page);
        await closeAll(page);
      }
      const items = await page.evaluate(() => {
        const screensaver = window.__tour!.content().index!.bundle.screensavers[0]!;
        window.__tour!.screensaver().start(screensaver);
        return screensaver.items.length;
      });
      for (let i = 0; i < items; i++) {
        await settle(page);
        await page.evaluate(() => window.__tour!.screensaver().advance());
      }
      await page.evaluate(() => window.__tour!.screensaver().stop());
      // The login page (the app's logo, its background), reached in the page as a visitor's redirect would be.
      await page.evaluate(() => {
        history.pushState(null, '', '/en/login');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByTestId('login-page')).toBeVisible();
      await settle(page);
      await page.goBack();
    },
  },
  webLinksPart('articles', ['open-article']),
  webLinksPart('dashboards, link hotspots and menus', ['open-dashboard', 'open-link', 'menu']),
];

test('the XSS corpus: 200 payloads or more, each in every kind of field, every field shown by a part', async ({
  request,
}) => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(200);
  const { placer } = await hostileContent(request, XSS_PAYLOADS, [START, NEIGHBOUR]);
  // Every payload in every kind of field (colour fields take the CSS values).
  for (const kind of ['html', 'text', 'svg', 'link', 'media'] satisfies FieldKind[]) {
    const placed = new Set(placer.placements.filter((p) => p.kind === kind).map((p) => p.payload));
    expect(
      XSS_PAYLOADS.filter((payload) => !placed.has(payload.id)).map((p) => p.id),
      kind,
    ).toEqual([]);
  }
  const kiosk = PARTS.filter((part) => part.kiosk);
  expect(
    placer.placements.filter((placement) => !kiosk.some((part) => part.shows(placement))).map(({ field }) => field),
  ).toEqual([]);
});

for (const part of PARTS) {
  test(`XSS corpus, ${part.name} (${part.kiosk ? 'kiosk' : 'web'}): no script runs, no CSP violated, nothing leaves`, async ({
    page,
    request,
    baseURL,
  }) => {
    // Each part taps every field it fills, hundreds of them; the hotspots' part, whose every hotspot is now placed
    // apart from the others and named by its kind, takes about a minute alone on 2 cores.
    test.setTimeout(150_000);
    const { data, placer } = await hostileContent(request, XSS_PAYLOADS, [START, NEIGHBOUR], {
      sections: part.sections,
    });
    const shown = <T>(endpoint: string, items: readonly T[]) =>
      items.filter((_, index) => part.shows({ kind: 'html', field: `${endpoint}[${index}]` }));
    const articles = shown('articles', data.articles as { id: number }[]).map(({ id }) => id);
    const menus = shown('menus', data.menus as { key: string }[]).map(({ key }) => key);
    const inputs = placer.placements.filter((placement) => part.shows(placement)).length;
    const settings = (await (await request.get('/app-settings.json')).json()) as { viewers: object };

    const watch = await watchPage(page);
    await routeEvil(page.context());
    await serveAnswers(page, data);
    const served = await serveSvgUploads(page, placer.svgFiles);
    await page.route('**/app-settings.json', (route) =>
      route.fulfill({ json: { ...settings, viewers: { ...settings.viewers, kiosk: part.kiosk } } }),
    );
    const tour = new Tour(page);
    // staging.localhost resolves to this machine: the same server, on a host the app takes for staging.
    const origin = part.staging ? baseURL!.replace('127.0.0.1', 'staging.localhost') : baseURL!;
    /** What the payloads did, each named with the payloads and fields whose marks it carries. */
    const seen = (...what: (typeof watch.seen)[number]['what'][]) =>
      watch.seen
        .filter((event) => what.includes(event.what))
        .map(({ what, detail }) => {
          const named = placer.named(detail).map((p) => `${p.payload} in ${p.field}`);
          return `${what}: ${detail.slice(0, 300)}${named.length > 0 ? ` <- ${named.join('; ')}` : ''}`;
        });

    await faultCase({ name: `xss corpus: ${part.name}`, inputs }, async (check) => {
      await watch.goto(`${origin}/en/factory/${START}`);
      await check('the tour comes', () => tour.expectArrivedAt(START));
      await check('every field is shown and everything in it tapped', () =>
        part.steps({ page, tour, served, articles, menus }),
      );
      await check('the tour is still there, on its origin', async () => {
        await tour.expectArrivedAt(part.kiosk ? START : NEIGHBOUR);
        expect(new URL(page.url()).origin).toBe(origin);
      });
      // A page a payload took elsewhere has no cookie to read: that is checked, and what took it still listed.
      let state: Awaited<ReturnType<typeof pageState>> = { cookie: '', title: '', clobbered: [] };
      await check("the page is still the showroom's", async () => {
        state = await pageState(page);
      });
      const { cookie, title, clobbered } = state;

      /** None of `events` happened; a failure tells how often and lists them, the first few in the case's list. */
      const none = (what: string, events: readonly string[]) =>
        check(what, async () => expect(events, `${events.length}:\n${events.join('\n')}`).toEqual([]));
      await none('no dialog opened', seen('dialog'));
      await none('no payload script ran', [
        ...seen('__pwned'),
        ...placer.named(cookie).map(({ payload, field }) => `cookie ${cookie} <- ${payload} in ${field}`),
        ...(/^xs\d+z$/.test(title)
          ? placer.named(title).map(({ payload, field }) => `title <- ${payload} in ${field}`)
          : []),
        ...clobbered.map((name) => `clobbered: ${name}`),
      ]);
      await none('no uncaught error', seen('page error'));
      await none('no CSP violation', seen('csp violation', 'csp console'));
      await none('nothing loaded from elsewhere', seen('request'));
      await none('never navigated away nor opened a window', seen('navigation', 'popup'));
    });
  });
}
