import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { faultCase } from './fixtures/fault-case.ts';
import { pageErrorsOf } from './fixtures/page-errors.ts';
import { Tour } from './fixtures/tour.ts';

// Issue 15, point 6: a visitor who taps everything, fast, during transitions too, and changes their mind
// mid-route. Afterwards nothing is stuck and the next tap is answered.

declare global {
  interface Window {
    /** Key presses and pointer downs the page received. */
    __inputSeen: { keydown: number; pointerdown: number };
  }
}

const TAPS = 500;
/**
 * Visitors who share the taps, each on a page of their own: one visitor's 500 taps took 40 to 60 s on two cores, too
 * near the test timeout; two tests also run side by side with two workers.
 */
const VISITORS = 2;
/** One visitor's taps take about a minute alone on two cores, up to two and a half beside another browser test. */
test.setTimeout(200_000);
/** Taps in a row before looking again at what is on the screen. */
const BURST = 4;
/** Every so many bursts, the visitor closes what is open and taps a station or a hotspot. */
const TURN_AWAY = 6;
/** ABUSE_SEED=<n> replays a run: the seed is printed with every run and in every failure. */
const SEED = Number(process.env.ABUSE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const START = 'factory-entrance';
const HALL = 'factory-hall';
const LOBBY = 'factory-lobby';

/** A 32-bit linear congruential generator (Numerical Recipes' constants): numbers in [0, 1) from `seed`. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** What a tap landed on, first match first: a control of an open modal, a menu, a sidebar, a hotspot. */
const KINDS = {
  modal: 'dialog[open] *',
  menu: '[data-testid="menu.open"], [data-testid="menu.item"], [data-testid="hotspots.open"], [data-testid^="hotspot-list."]',
  sidebar: '[data-testid^="sidebar."], [data-testid^="sidebar."] *, [data-testid="contacts.open"]',
  hotspot: '[data-hotspot-id]',
};
type Kind = keyof typeof KINDS | 'navigation' | 'anywhere';

/**
 * What a finger can tap now: the centre of every visible control that is on top at its centre (under an open
 * modal, only the modal's), and what kind of control it is. Left out: submit buttons (the server counts sign-in,
 * unlock and contact attempts per address, and other specs share it), the language picker (a language switch loads
 * all content again: a page load per tap) and links that leave the app.
 */
function tappable(kinds: typeof KINDS): { x: number; y: number; what: string; kind: Kind }[] {
  const selector = 'button, a[href], [role="button"], [data-hotspot-id], [data-testid="sidebar.gap"]';
  const excluded =
    '[type="submit"], [data-testid^="language."], a[download], a[target], a[href^="mailto:"], a[href^="tel:"]';
  return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
    if (element.matches(excluded)) return [];
    if (element instanceof HTMLAnchorElement && element.origin !== location.origin) return [];
    const box = element.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    if (box.width < 1 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return [];
    const top = document.elementFromPoint(x, y);
    if (!top || !(element === top || element.contains(top))) return [];
    const what = element.dataset.testid ?? element.getAttribute('aria-label') ?? element.textContent ?? '';
    const kind = (Object.keys(kinds) as (keyof typeof KINDS)[]).find((key) => element.matches(kinds[key]));
    return [{ x, y, what: what.trim().slice(0, 40), kind: kind ?? 'navigation' }];
  });
}

/**
 * Taps the login page's back link once the page shows, as a signed-out visitor sent there (a protected location)
 * would. In the page, at once: the page may still be loading, or be leaving after a tap on that link.
 */
async function leaveLogin(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let waited = 0; location.pathname.includes('/login'); waited += 50) {
      const back = document.querySelector<HTMLElement>('[data-testid="login.back"]');
      if (back) return back.click();
      if (waited > 5000) throw new Error(`${location.href} shows no login page`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/**
 * Records in the page, frame by frame, every route the presenter plays and the taps (pointerdowns) that fell in
 * it; a route replaced by a new target counts as re-planned.
 */
function watchRoutes(): void {
  type Route = { plan: unknown; start: number; end: number | null; taps: number; replanned: boolean };
  const routes: Route[] = [];
  let running: Route | null = null;
  // Every change of where the presenter is and goes and of what the scene shows, for a report of a stuck queue.
  const states: string[] = [];
  let last = '';
  const tick = () => {
    const { current, nav, arrivedAt } = window.__tour!.presenter();
    const { backgroundReady, shown } = window.__tour!.scene;
    const state = `${current} -> ${nav?.route?.plan.to ?? '-'} #${nav?.route?.index ?? '-'}${nav?.pending ? ` (pending ${nav.pending})` : ''}${nav?.backgroundBusy ? ' (background busy)' : ''}, arrived ${arrivedAt}, ready ${backgroundReady}, shows ${shown?.split('/').pop()}`;
    if (state !== last) states.push(`${Math.round(performance.now())} ms ${(last = state)}`);
    const plan = nav?.route?.plan ?? null;
    if (plan !== (running?.plan ?? null)) {
      const now = performance.now();
      if (running) running.end = now;
      const replaced = running !== null && plan !== null;
      if (replaced) running!.replanned = true;
      running = plan ? { plan, start: now, end: null, taps: 0, replanned: false } : null;
      if (running) routes.push(running);
    }
    requestAnimationFrame(tick);
  };
  tick();
  const taps = { last: 0 };
  window.addEventListener(
    'pointerdown',
    () => {
      taps.last = performance.now();
      if (running) running.taps += 1;
    },
    true,
  );
  Object.assign(window, { __routes: routes, __states: states, __taps: taps });
}

/**
 * The routes watched: how many, how many re-planned mid-way, and those of a second or more without a tap (of those
 * begun before the last tap: the route the last tap started has no taps after it).
 */
function routeSummary(): { routes: number; replanned: number; untapped: number } {
  const { __routes: routes, __taps: taps } = window as unknown as {
    __routes: { start: number; end: number | null; taps: number; replanned: boolean }[];
    __taps: { last: number };
  };
  return {
    routes: routes.length,
    replanned: routes.filter((route) => route.replanned).length,
    untapped: routes.filter(
      (route) => route.start < taps.last && (route.end ?? performance.now()) - route.start >= 1000 && route.taps === 0,
    ).length,
  };
}

/**
 * Headless Chromium stops handing key presses and taps to the page in about one visitor of three on two busy cores:
 * the page's script runs on (frames, timers, evaluation), nothing arrives for seconds on end, and it is no popup,
 * download, frame or fullscreen left behind (each tried alone). A press or tap not received within two seconds is
 * then done in the page, and so is every later one, the visitor's taps too (the loss lasts; waiting each time ran the
 * test out of time, and taps that went nowhere opened nothing):
 * Escape as a tap on the close button of what is on top, a tap as a click on the element on top at the tap's point,
 * so that a layer left over the tour still catches it. Said in the output and annotations.
 */
const inputLostIn = new WeakSet<Page>();

function inputLost(page: Page, what: string): void {
  inputLostIn.add(page);
  const description = `the browser handed the page no ${what}: this and later input done in the page`;
  console.log(`visitor abuse: ${description}`);
  test.info().annotations.push({ type: 'input lost', description });
}

/** A tap done in the page (see inputLost): pointer down, up and click on the element on top at (`x`, `y`). */
const clickInPage = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([x, y]) => {
      const element = document.elementFromPoint(x, y) as HTMLElement | null;
      const at = { bubbles: true, cancelable: true, clientX: x, clientY: y, isPrimary: true, pointerType: 'touch' };
      element?.dispatchEvent(new PointerEvent('pointerdown', at));
      element?.dispatchEvent(new PointerEvent('pointerup', at));
      element?.dispatchEvent(new MouseEvent('click', at));
    },
    [x, y] as const,
  );

/** A dialog's close button's label in every locale: the visitor may have picked another language. */
const CLOSE_LABELS = readdirSync('locales').map(
  (file) => (JSON.parse(readFileSync(`locales/${file}`, 'utf8')) as Record<string, string>).modal__close,
);
const closeLabel = new RegExp(`^(${CLOSE_LABELS.join('|')})$`);

/**
 * Where the close button of what is on top shows (a dialog's, the lightbox's, a sidebar's): the last one whose middle
 * is not covered. Null while none is (a layer still coming in).
 */
const topClose = (page: Page) =>
  page.evaluate((labels) => {
    const closes = [
      ...document.querySelectorAll<HTMLElement>(
        'dialog[open] button[aria-label], [data-phase="open"] [data-testid="sidebar.close"]',
      ),
    ].filter((button) => button.dataset.testid === 'sidebar.close' || labels.includes(button.ariaLabel!));
    for (const close of closes.reverse()) {
      const box = close.getBoundingClientRect();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      if (close.contains(document.elementFromPoint(x, y))) return { x, y };
    }
    return null;
  }, CLOSE_LABELS);

/** Whether the page received a `kind` of input after the `before`th, within two seconds (its script may be busy). */
const received = (page: Page, kind: 'keydown' | 'pointerdown', before: number) =>
  page
    .waitForFunction(([kind, before]) => window.__inputSeen[kind] > before, [kind, before] as const, {
      timeout: 2000,
    })
    .then(
      () => true,
      () => false,
    );

/**
 * Taps `control` where it shows, as a visitor would: scrolled into view first (a station out of the strip's view),
 * once it stands still (the strip scrolls smoothly: a tap at where it was a moment ago lands beside it).
 */
async function tapControl(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  let box = (await control.boundingBox())!;
  for (let waited = 0, moved = true; moved && waited < 2000; waited += 100) {
    await page.waitForTimeout(100);
    const now = (await control.boundingBox())!;
    moved = now.x !== box.x || now.y !== box.y;
    box = now;
  }
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (!inputLostIn.has(page)) {
    const downs = await page.evaluate(() => window.__inputSeen.pointerdown);
    await page.mouse.click(x, y);
    if (await received(page, 'pointerdown', downs)) return;
    inputLost(page, 'tap');
  }
  await clickInPage(page, x, y);
}

/**
 * Presses Escape until nothing is open (at most `presses` times); returns what is still open. A press the page
 * never receives (see inputLost) becomes a tap on the close button of what is on top.
 */
async function closeEverything(page: Page, presses = 15): Promise<string[]> {
  const open = () =>
    page.evaluate(() => [
      ...[...document.querySelectorAll('dialog[open]')].map((dialog) => `dialog ${dialog.getAttribute('data-testid')}`),
      ...[...document.querySelectorAll('[data-testid^="sidebar."][data-phase="open"]')].map(
        (sidebar) => `sidebar ${sidebar.getAttribute('data-testid')}`,
      ),
    ]);
  for (let i = 0; i < presses && (await open()).length > 0; i++) {
    if (!inputLostIn.has(page)) {
      const keys = await page.evaluate(() => window.__inputSeen.keydown);
      await page.keyboard.press('Escape');
      if (await received(page, 'keydown', keys)) continue;
      inputLost(page, 'key press');
    }
    const close = await topClose(page);
    if (close) await clickInPage(page, close.x, close.y);
    await page.waitForTimeout(150);
  }
  return open();
}

for (let visitor = 1; visitor <= VISITORS; visitor++)
  test(`visitor ${visitor} of ${VISITORS}: ${TAPS / VISITORS} rapid taps across hotspots, sidebars, menus and modals, during transitions too, leave nothing stuck`, async ({
    page,
    context,
  }) => {
    const taps = TAPS / VISITORS;
    const replay = `ABUSE_SEED=${SEED}, visitor ${visitor}`;
    test.info().annotations.push({ type: 'seed', description: replay });
    console.log(`visitor abuse: ${replay}`);
    const errors = pageErrorsOf(page);
    // Nothing leaves the machine (video platforms, framed pages), and a page opened beside the tour is closed. A link
    // that would leave the tour in this tab gets No Content, and the browser stays on the tour: a visitor would come
    // back to it with the back button. (The page's route comes first: a page opened beside it, whose request has no
    // frame yet, falls through to the context's.)
    const external = (url: URL) => url.hostname !== '127.0.0.1';
    await context.route(external, (route) => route.abort());
    await page.route(external, (route) =>
      route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()
        ? route.fulfill({ status: 204 })
        : route.fallback(),
    );
    context.on('page', (opened) => void opened.close());
    // Headless Chromium has no mail or phone app: after a mailto: or tel: navigation (a contact's e-mail or phone item,
    // opened in this tab) it soon drops every input to the page, and the taps after went nowhere. Those targets
    // become external pages, whose opening is tapped all the same.
    await page.route('**/box-api/api/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/(["'])(mailto|tel):/g, '$1https://$2.invalid/');
      await route.fulfill({ response, body });
    });
    await page.addInitScript(() => {
      const seen = { keydown: 0, pointerdown: 0 };
      window.__inputSeen = seen;
      for (const type of ['keydown', 'pointerdown'] as const)
        window.addEventListener(type, () => (seen[type] += 1), true);
    });
    const tour = new Tour(page);
    await tour.open('/de');
    await tour.expectArrivedAt(START);
    await page.evaluate(watchRoutes);

    await faultCase({ name: `abuse: ${taps} rapid taps`, inputs: taps }, async (check) => {
      const random = lcg(SEED + visitor);
      const tapped: { what: string; kind: Kind }[] = [];
      /** Taps `target`; true when it led to the login page, which is left at once. */
      const tap = async (target: { x: number; y: number; what: string; kind: Kind }) => {
        tapped.push(target);
        if (inputLostIn.has(page)) await clickInPage(page, target.x, target.y);
        else await page.mouse.click(target.x, target.y);
        if (!page.url().includes('/login')) return false;
        await leaveLogin(page);
        return true;
      };
      // Now and then the visitor closes what is open (Escape, as a keyboard at a kiosk would) and taps a station or a
      // hotspot, by turns: under open sidebars and modals the random taps alone may reach few of either. A hotspot
      // turn waits for a round where one shows (none do during a move).
      let turn: 'navigation' | 'hotspot' = 'navigation';
      for (let round = 1, due = false; tapped.length < taps; round++) {
        due ||= round % TURN_AWAY === 0;
        if (due) {
          await closeEverything(page, 3);
          const current = await page.evaluate(() => window.__tour!.presenter().current);
          const target = (await page.evaluate(tappable, KINDS)).find(
            (target) =>
              target.kind === turn &&
              (turn === 'hotspot' || target.what.startsWith('station.')) &&
              target.what !== `station.${current}`,
          );
          if (target) {
            await tap(target);
            [due, turn] = [false, turn === 'hotspot' ? 'navigation' : 'hotspot'];
          }
        }
        const targets = await page.evaluate(tappable, KINDS);
        const viewport = page.viewportSize()!;
        // A burst of taps on what was there at its first: the later ones land where a control was a moment ago, on
        // what opened over it or beside it. (Looking again before each tap also made 500 taps take over a minute.)
        for (let burst = 0; burst < BURST && tapped.length < taps; burst++) {
          // A kind of control, then one of that kind: a screen's few hotspots get as many taps as its many menu
          // items. Every other time the kind on screen tapped least so far: a sidebar, once open, holds most taps
          // (it covers the hotspots), and hotspots got 3 of 250. One tap in ten lands anywhere: beside a modal, on
          // the picture, between controls.
          const kinds = [...new Set(targets.map((target) => target.kind))];
          const tapsOn = (kind: Kind) => tapped.filter((tap) => tap.kind === kind).length;
          const kind =
            random() < 0.5
              ? kinds.reduce<Kind | undefined>(
                  (least, k) => (least && tapsOn(least) <= tapsOn(k) ? least : k),
                  undefined,
                )
              : kinds[Math.floor(random() * kinds.length)];
          const ofKind = targets.filter((target) => target.kind === kind);
          const target =
            ofKind.length === 0 || random() < 0.1
              ? {
                  x: random() * viewport.width,
                  y: random() * viewport.height,
                  what: 'anywhere',
                  kind: 'anywhere' as const,
                }
              : ofKind[Math.floor(random() * ofKind.length)]!;
          if (await tap(target)) break;
        }
      }
      const kinds = Object.fromEntries(
        Object.keys(KINDS).map((kind) => [kind, tapped.filter((tap) => tap.kind === kind).length]),
      );
      const routes = await page.evaluate(routeSummary);
      const last = tapped.slice(-8).map((tap) => tap.what);
      test.info().annotations.push({ type: 'taps', description: JSON.stringify({ kinds, routes, last }) });
      const seed = `(${replay}, last taps: ${last.join(' | ')})`;
      // The taps went where the point of the case is: on every kind of control, into transitions, into routes
      // they re-planned.
      await check(`taps on every kind of control ${seed}`, async () =>
        expect(
          Object.entries(kinds)
            .filter(([, count]) => count < 5)
            .map(([kind, count]) => `${kind}: ${count}`)
            .join(', '),
          `kinds of control tapped fewer than 5 times, of ${JSON.stringify(kinds)}`,
        ).toBe(''),
      );
      await check(`taps in every transition ${seed}`, async () => {
        expect(routes.routes, 'routes played').toBeGreaterThanOrEqual(3);
        expect(routes.replanned, 'routes given a new target mid-way').toBeGreaterThan(0);
        expect(routes.untapped, 'transitions of a second or more without a tap').toBe(0);
      });

      // No stuck queue: the presenter's route ends and the picture of where it ended is on the canvas.
      await check(`no stuck queue ${seed}`, () =>
        page
          .waitForFunction(
            () => {
              const { nav, current, arrivedAt } = window.__tour!.presenter();
              const ready = window.__tour!.scene.backgroundReady === current;
              return !nav?.route && !nav?.pending && arrivedAt === current && ready;
            },
            null,
            { polling: 100, timeout: 20_000 },
          )
          .catch(async () => {
            const [{ nav, current, arrivedAt }, { backgroundReady, shown }, states] = await page.evaluate(() => [
              window.__tour!.presenter(),
              window.__tour!.scene,
              (window as unknown as { __states: string[] }).__states.slice(-12),
            ]);
            const state = {
              route: nav?.route?.plan.to,
              pending: nav?.pending,
              current,
              arrivedAt,
              backgroundReady,
              shown,
            };
            throw new Error(`stuck: ${JSON.stringify(state)}; the last changes: ${states.join(' | ')}`);
          }),
      );
      // No stuck modal: Escape closes whatever is open, and every hold on the screensaver is let go.
      await check(`no stuck modal ${seed}`, async () => {
        expect((await closeEverything(page)).join(', '), 'still open after Escape').toBe('');
        expect(await page.evaluate(() => window.__tour!.screensaverHolds()), 'screensaver holds').toBe(0);
      });
      await check(`no page error ${seed}`, async () => expect(errors.take().join(' | '), 'page errors').toBe(''));
    });

    await faultCase({ name: 'abuse: the next taps after', inputs: 5 }, async (check) => {
      // A new target mid-route: the station of the hall, and in the first frame of its route, the lobby's. Both taps
      // in the page: one from here can come after a short route's end.
      const current = await page.evaluate(() => window.__tour!.presenter().current);
      const [first, second] = current === HALL ? [START, LOBBY] : [HALL, LOBBY];
      const replan = await page.evaluate(
        async ([first, second]) => {
          const frame = () => new Promise(requestAnimationFrame);
          const route = () => window.__tour!.presenter().nav?.route ?? null;
          const station = (id: string) => document.querySelector<HTMLElement>(`[data-testid="station.${id}"]`)!;
          station(first).click();
          while (!route()) await frame();
          const planned = route()!.plan.to;
          station(second).click();
          let ended = false;
          for (let frames = 0; frames < 60 && route()?.plan.to !== second; frames++) {
            await frame();
            ended ||= route() === null;
          }
          return { planned, replanned: route()?.plan.to ?? null, ended };
        },
        [first, second] as const,
      );
      await check('the route re-planned to the new target', async () =>
        expect(replan, 'the route under way, after the second tap').toEqual({
          planned: first,
          replanned: second,
          ended: false,
        }),
      );
      /** Arrived at `id`; if not, the last changes the page saw go with the failure. */
      const arrived = (id: string) =>
        tour.expectArrivedAt(id).catch(async (error: unknown) => {
          const states = await page.evaluate(() => (window as unknown as { __states: string[] }).__states.slice(-8));
          throw new Error(`${String(error)}; the last changes: ${states.join(' | ')}`);
        });
      await arrived(second);
      await tapControl(page, page.getByTestId(`station.${START}`));
      await arrived(START);
      await check('the canvas shows the start', () => tour.expectCanvasShowsLocation(START));
      // A known hotspot opens its modal, and its close button closes it.
      await tapControl(page, page.locator('[data-hotspot-id="101"]:visible').first());
      const article = page.getByTestId('modal.article');
      await expect(article).toBeVisible();
      await tapControl(page, article.getByRole('button', { name: closeLabel }));
      await expect(article).toHaveCount(0);
      await check('the modal let its hold go', async () =>
        expect(await page.evaluate(() => window.__tour!.screensaverHolds())).toBe(0),
      );
      await check('no page error', async () => expect(errors.take().join(' | '), 'page errors').toBe(''));
    });
  });
