import { expect, test, type Page } from '@playwright/test';
import { pageErrorsOf, reliabilityCase } from './fixtures/reliability.ts';
import { Tour } from './fixtures/tour.ts';

// Issue 15, point 6: a visitor who taps everything, fast, during transitions too, and changes their mind
// mid-route. Afterwards nothing is stuck and the next tap is answered.

const TAPS = 500;
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

/**
 * What a finger can tap now: the centre of every visible control that is on top at its centre (under an open
 * modal, only the modal's). Left out: submit buttons (the server counts sign-in, unlock and contact attempts per
 * address, and other specs share it), the language picker (a language switch loads all content again: a page
 * load per tap) and links that leave the app.
 */
function tappable(): { x: number; y: number; what: string }[] {
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
    return [{ x, y, what: what.trim().slice(0, 40) }];
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
  const tick = () => {
    const plan = window.__tour?.presenter().nav?.route?.plan ?? null;
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
  window.addEventListener('pointerdown', () => running && (running.taps += 1), true);
  (window as unknown as { __routes: Route[] }).__routes = routes;
}

/** The routes watched: how many, how many re-planned mid-way, and those of a second or more without a tap. */
function routeSummary(): { routes: number; replanned: number; untapped: number } {
  const routes = (
    window as unknown as { __routes: { start: number; end: number | null; taps: number; replanned: boolean }[] }
  ).__routes;
  return {
    routes: routes.length,
    replanned: routes.filter((route) => route.replanned).length,
    untapped: routes.filter((route) => (route.end ?? performance.now()) - route.start >= 1000 && route.taps === 0)
      .length,
  };
}

/** Presses Escape until nothing is open (at most `presses` times); returns what is still open. */
async function closeEverything(page: Page, presses = 15): Promise<string[]> {
  const open = () =>
    page.evaluate(() => [
      ...[...document.querySelectorAll('dialog[open]')].map((dialog) => `dialog ${dialog.getAttribute('data-testid')}`),
      ...[...document.querySelectorAll('[data-testid^="sidebar."][data-phase="open"]')].map(
        (sidebar) => `sidebar ${sidebar.getAttribute('data-testid')}`,
      ),
    ]);
  for (let i = 0; i < presses && (await open()).length > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
  }
  return open();
}

test(`${TAPS} rapid taps across hotspots, sidebars, menus and modals, during transitions too, leave nothing stuck`, async ({
  page,
  context,
}) => {
  test.info().annotations.push({ type: 'seed', description: `ABUSE_SEED=${SEED}` });
  console.log(`visitor abuse: ABUSE_SEED=${SEED}`);
  const errors = pageErrorsOf(page);
  // Nothing leaves the machine (video platforms, framed pages), and a page opened beside the tour is closed.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  context.on('page', (opened) => void opened.close());
  const tour = new Tour(page);
  await tour.open('/de');
  await tour.expectArrivedAt(START);
  await page.evaluate(watchRoutes);

  await reliabilityCase({ name: `abuse: ${TAPS} rapid taps`, inputs: TAPS }, async (failures) => {
    const random = lcg(SEED);
    const tapped: string[] = [];
    for (let i = 0; i < TAPS; i++) {
      const targets = await page.evaluate(tappable);
      const viewport = page.viewportSize()!;
      // One tap in ten lands anywhere: beside a modal, on the picture, between controls.
      const target =
        targets.length === 0 || random() < 0.1
          ? { x: random() * viewport.width, y: random() * viewport.height, what: 'anywhere' }
          : targets[Math.floor(random() * targets.length)]!;
      tapped.push(target.what);
      await page.mouse.click(target.x, target.y);
      // A signed-out visitor sent to the login page goes back to the tour the way a visitor would.
      if (page.url().includes('/login')) await page.getByTestId('login.back').click({ timeout: 5000 });
    }
    test.info().annotations.push({ type: 'last taps', description: tapped.slice(-15).join(' | ') });
    const routes = await page.evaluate(routeSummary);
    test.info().annotations.push({ type: 'routes', description: JSON.stringify(routes) });
    const seed = `(ABUSE_SEED=${SEED}, last taps: ${tapped.slice(-8).join(' | ')})`;
    // The taps went where the point of the case is: into transitions, and into routes they re-planned.
    if (routes.routes < 5) failures.push(`only ${routes.routes} routes played ${seed}`);
    if (routes.replanned === 0) failures.push(`no new target mid-route ${seed}`);
    if (routes.untapped > 0) failures.push(`${routes.untapped} transitions without a tap ${seed}`);

    // No stuck queue: the presenter's route ends and the picture of where it ended is on the canvas.
    const settled = await page
      .waitForFunction(
        () => {
          const { nav, current, arrivedAt } = window.__tour!.presenter();
          return (
            !nav?.route && !nav?.pending && arrivedAt === current && window.__tour!.scene.backgroundReady === current
          );
        },
        null,
        { polling: 100, timeout: 20_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!settled) {
      const { nav, current, arrivedAt } = await page.evaluate(() => window.__tour!.presenter());
      failures.push(
        `stuck: ${JSON.stringify({ route: nav?.route?.plan.to, pending: nav?.pending, current, arrivedAt })} ${seed}`,
      );
    }
    // No stuck modal: Escape closes whatever is open, and every hold on the screensaver is let go.
    const stillOpen = await closeEverything(page);
    if (stillOpen.length > 0) failures.push(`still open after Escape: ${stillOpen.join(', ')} ${seed}`);
    const holds = await page.evaluate(() => window.__tour!.screensaverHolds());
    if (holds !== 0) failures.push(`${holds} screensaver holds with nothing open ${seed}`);
    failures.push(...errors.take().map((error) => `${error} ${seed}`));
  });

  await reliabilityCase({ name: 'abuse: the next taps after', inputs: 4 }, async (failures) => {
    // A new target mid-route: the station of the hall, and while its clip plays, the lobby's.
    const current = await page.evaluate(() => window.__tour!.presenter().current);
    const [first, second] = current === HALL ? [START, LOBBY] : [HALL, LOBBY];
    await page.getByTestId(`station.${first}`).click();
    await page.waitForFunction(() => window.__tour!.presenter().nav?.route !== null, null, { polling: 20 });
    await page.getByTestId(`station.${second}`).click();
    await tour.expectArrivedAt(second);
    await page.getByTestId(`station.${START}`).click();
    await tour.expectArrivedAt(START);
    await tour.expectCanvasShowsLocation(START).catch(() => failures.push('the canvas does not show the start'));
    // A known hotspot opens its modal, and its close button closes it.
    await page.locator('[data-hotspot-id="101"]:visible').first().click();
    const article = page.getByTestId('modal.article');
    await expect(article).toBeVisible();
    await article.getByRole('button', { name: 'Schließen' }).click();
    await expect(article).toHaveCount(0);
    if ((await page.evaluate(() => window.__tour!.screensaverHolds())) !== 0) failures.push('the modal kept its hold');
    failures.push(...errors.take());
  });
});
