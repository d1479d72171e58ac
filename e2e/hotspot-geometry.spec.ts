import { expect, test, type Page } from '@playwright/test';
import { LAB_CODE } from './fixtures/portals.ts';
import { Tour } from './fixtures/tour.ts';
import { SOLD_VIEWPORTS } from './fixtures/viewports.ts';

// Issue 31, point 2: on every screen the showroom is sold for, each hotspot on the picture stays inside the window
// (its label too, shown or not), and the markers the picture puts close together stay apart enough to be tapped
// apart (WCAG 2.5.8: 24 px circles around the markers do not overlap), at every location of the demo. The previous
// and next arrows are targets on the picture too: no hotspot covers one, and a tap on one reaches it.

/** WCAG 2.5.8's target spacing: a circle of this diameter centred on each target must not meet another's. */
const TARGET = 24;

/** The locations of the demo, world by world, as the index holds them once the lab is unlocked. */
async function demoLocations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__tour!.content().index!.bundle.locations.map((location) => location.payloadId));
}

/** Unlocks the password-protected lab as a visitor does (its gate's hotspot, the code), so its locations count. */
async function unlockLab(page: Page, tour: Tour): Promise<void> {
  await page.evaluate(() => window.__tour!.tap('factory-lab-gate'));
  await tour.expectArrivedAt('factory-lab-gate');
  await page.locator('[data-testid="hotspot-layer"] [data-hotspot-id]:visible').first().click();
  const code = page.getByRole('dialog').getByTestId('access.code');
  await code.fill(LAB_CODE);
  await code.press('Enter');
  await page.waitForFunction(() => window.__tour!.presenter().current?.startsWith('lab-') ?? false, null, {
    timeout: 30_000,
  });
}

interface Shown {
  key: string;
  /** The button with its marker, as the window shows them. */
  box: { left: number; top: number; right: number; bottom: number };
  marker: { x: number; y: number; width: number; height: number };
  /** What a tap on the marker's centre reaches: this hotspot, or the key of what covers it. */
  tapped: string;
}

/** The hotspots on the picture a visitor sees, and its arrows as hotspots without a marker of their own. */
async function shownTargets(page: Page, location: string): Promise<{ hotspots: Shown[]; arrows: Shown[] }> {
  const hotspots = await shownHotspots(page, location);
  const arrows = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid^="nav.arrow."]')].map((arrow) => {
      const { left, top, right, bottom, width, height } = arrow.getBoundingClientRect();
      const x = left + width / 2;
      const y = top + height / 2;
      const hit = document
        .elementFromPoint(x, y)
        ?.closest<HTMLElement>('[data-testid^="nav.arrow."], [data-hotspot-key]');
      return {
        key: arrow.dataset.testid!,
        box: { left, top, right, bottom },
        marker: { x, y, width, height },
        tapped: hit?.dataset.hotspotKey ?? hit?.dataset.testid ?? 'nothing',
      };
    }),
  );
  return { hotspots, arrows };
}

/** Whether two boxes share any pixel. */
const meet = (a: Shown['box'], b: Shown['box']) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The hotspots on the picture a visitor sees, once their places have come to rest (two frames alike). */
async function shownHotspots(page: Page, location: string): Promise<Shown[]> {
  await expect(page.getByTestId('hotspot-layer')).toHaveAttribute('data-location', location);
  // The appear animation (a scale, a slide) moves the boxes: measured once every hotspot has finished it.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="hotspot-layer"] [data-hotspot-key]')].every(
      (element) =>
        element.style.transform !== '' &&
        element.getAnimations().every((animation) => animation.playState !== 'running'),
    ),
  );
  let last = '';
  for (;;) {
    const shown = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const found: Shown[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(
        '[data-testid="hotspot-layer"] [data-hotspot-key]',
      )) {
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const button = element.getBoundingClientRect();
        const marker = element.querySelector('.hotspot__marker')!.getBoundingClientRect();
        found.push({
          key: element.dataset.hotspotKey!,
          box: {
            left: Math.min(button.left, marker.left),
            top: Math.min(button.top, marker.top),
            right: Math.max(button.right, marker.right),
            bottom: Math.max(button.bottom, marker.bottom),
          },
          marker: {
            x: marker.left + marker.width / 2,
            y: marker.top + marker.height / 2,
            width: marker.width,
            height: marker.height,
          },
          tapped: '',
        });
      }
      // Read after every box: a tap lands on whatever is on top at the marker's centre.
      for (const entry of found) {
        const { x, y } = entry.marker;
        const hit = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-hotspot-key]');
        entry.tapped = hit?.dataset.hotspotKey ?? 'nothing';
      }
      return found;
    });
    const now = JSON.stringify(shown);
    if (now === last) return shown;
    last = now;
  }
}

/**
 * What is wrong with the hotspots shown in a window of `width` x `height`, and with the arrows among them: each
 * finding names the hotspots.
 */
function findings(shown: readonly Shown[], width: number, height: number, arrows: readonly Shown[] = []): string[] {
  const found: string[] = [];
  for (const arrow of arrows) {
    if (arrow.tapped !== arrow.key) found.push(`a tap on ${arrow.key} reaches ${arrow.tapped}`);
    for (const { key, box } of shown) if (meet(arrow.box, box)) found.push(`${key} covers part of ${arrow.key}`);
  }
  const r = (n: number) => Math.round(n);
  for (const { key, box, marker, tapped } of shown) {
    if (box.left < -0.5 || box.top < -0.5 || box.right > width + 0.5 || box.bottom > height + 0.5)
      found.push(`${key} reaches out of the window: ${r(box.left)},${r(box.top)} to ${r(box.right)},${r(box.bottom)}`);
    if (marker.width < TARGET || marker.height < TARGET) found.push(`${key}'s marker is under ${TARGET} px`);
    if (tapped !== key) found.push(`a tap on ${key}'s marker reaches ${tapped}`);
  }
  for (const [i, a] of shown.entries())
    for (const b of shown.slice(i + 1)) {
      const apart = Math.hypot(a.marker.x - b.marker.x, a.marker.y - b.marker.y);
      if (apart < TARGET) found.push(`${a.key} and ${b.key}: markers ${apart.toFixed(1)} px apart`);
    }
  return found;
}

for (const [name, viewport] of Object.entries(SOLD_VIEWPORTS)) {
  test(`on a ${name} (${viewport.width}x${viewport.height}) every location's hotspots stay inside the window and apart`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const page = await browser.newPage({ viewport });
    const tour = new Tour(page);
    // Reduced motion: every move is a cut, so that the tour of every location takes seconds, not minutes.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await tour.open('/en/factory/factory-entrance');
    await tour.expectArrivedAt('factory-entrance');
    await tour.reduceMotion(true);
    await unlockLab(page, tour);
    const locations = await demoLocations(page);
    // The demo's three worlds, the lab's included: a guest alone would miss it.
    expect(locations.filter((id) => id.startsWith('lab-')).length).toBeGreaterThan(0);
    const found: string[] = [];
    let checked = 0;
    for (const location of locations) {
      await page.evaluate((id) => window.__tour!.tap(id), location);
      await tour.expectArrivedAt(location);
      const { hotspots: shown, arrows } = await shownTargets(page, location);
      checked += shown.length;
      found.push(
        ...findings(shown, viewport.width, viewport.height, arrows).map((finding) => `${location}: ${finding}`),
      );
    }
    expect(found).toEqual([]);
    // The check saw hotspots: at least one per location on average.
    expect(checked).toBeGreaterThanOrEqual(locations.length);
    await page.close();
  });
}

test.describe('markers the content puts on one spot', () => {
  for (const name of ['wall', 'phone'] as const) {
    test(`are nudged apart and kept inside the window on a ${name}`, async ({ browser }) => {
      const page = await browser.newPage({ viewport: SOLD_VIEWPORTS[name] });
      // Every hotspot of the demo crowds by its location's first, 2 px of the picture apart, at the right edge of
      // what the screen shows: all of the 16:9 picture on a wall, its middle 75 % (the 4:3 picture) on a phone.
      const right = name === 'phone' ? 0.86 : 0.985;
      await page.route('**/box-api/api/content-locations?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { hotspots: { position: { x: number; y: number } }[] }[] };
        for (const location of body.data)
          location.hotspots.forEach((hotspot, i) => {
            hotspot.position = { x: right - 0.002 * i, y: 0.45 + 0.002 * i };
          });
        await route.fulfill({ response, json: body });
      });
      const tour = new Tour(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await tour.open('/en/factory/factory-lobby');
      await tour.expectArrivedAt('factory-lobby');
      const found: string[] = [];
      for (const location of ['factory-lobby', 'factory-hall', 'factory-cnc']) {
        await page.evaluate((id) => window.__tour!.tap(id), location);
        await tour.expectArrivedAt(location);
        const { hotspots: shown, arrows } = await shownTargets(page, location);
        expect(shown.length).toBe(4);
        const { width, height } = SOLD_VIEWPORTS[name];
        found.push(...findings(shown, width, height, arrows).map((f) => `${location}: ${f}`));
        // Near their anchors still: within two markers' widths of the crowd's middle.
        const middle = shown.reduce((sum, { marker }) => sum + marker.x, 0) / shown.length;
        for (const { key, marker } of shown) expect(Math.abs(marker.x - middle), key).toBeLessThan(2 * marker.width);
      }
      expect(found).toEqual([]);
      await page.close();
    });
  }
});

// Hotspot positions are relative to the 16:9 picture; a portrait screen shows the location's 4:3 picture, the
// middle 75 % of the same frame, in its band: each marker sits where its 16:9 point falls there, or, where that
// would bring it within 8 px of an arrow, as near as keeping clear of the arrow allows (a marker's width and 8 px).
for (const name of ['portrait wall', 'phone'] as const) {
  const viewport = SOLD_VIEWPORTS[name];
  test(`on a ${name} each hotspot marks its 16:9 point on the 4:3 picture`, async ({ browser }) => {
    const page = await browser.newPage({ viewport });
    const tour = new Tour(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await tour.open('/en/factory/factory-entrance');
    await tour.expectArrivedAt('factory-entrance');
    const { hotspots: shown, arrows } = await shownTargets(page, 'factory-entrance');
    const { band, points, still } = await page.evaluate(() => {
      const location = window.__tour!.content().index!.locations.get('factory-entrance')!;
      const portrait = location.backgrounds.find((entry) => entry.key.endsWith('_4x3'))?.image;
      const canvas = document.querySelector('canvas')!.getBoundingClientRect();
      return {
        band: { left: canvas.left, top: canvas.top, width: canvas.width, height: canvas.height },
        points: Object.fromEntries(location.hotspots.map(({ key, x, y }) => [key, { x, y }])),
        still: portrait ? portrait.width! / portrait.height! : null,
      };
    });
    expect(still).toBeCloseTo(4 / 3, 2);
    expect(band.width / band.height).toBeCloseTo(4 / 3, 1);
    expect(shown.length).toBeGreaterThan(1);
    let atTheirPoints = 0;
    for (const { key, marker } of shown) {
      const { x, y } = points[key]!;
      const expected = { x: band.left + ((x - 0.125) / 0.75) * band.width, y: band.top + y * band.height };
      const half = { x: marker.width / 2 + 8, y: marker.height / 2 + 8 };
      const byAnArrow = arrows.some(
        ({ box }) =>
          expected.x > box.left - half.x &&
          expected.x < box.right + half.x &&
          expected.y > box.top - half.y &&
          expected.y < box.bottom + half.y,
      );
      // Within 2 % of the band's width: on a phone the placement nudges close markers apart by a few pixels; read
      // on the 4:3 picture as if it were the 16:9 one, a marker at x 0.15 would be 12 % off.
      const within = byAnArrow ? marker.width + 8 : band.width * 0.02;
      if (!byAnArrow) atTheirPoints += 1;
      expect(Math.abs(marker.x - expected.x), `${key} x`).toBeLessThan(within);
      expect(Math.abs(marker.y - expected.y), `${key} y`).toBeLessThan(within);
    }
    // The entrance on a phone: two of its three hotspots by the previous arrow, the third at its point.
    expect(atTheirPoints).toBeGreaterThanOrEqual(1);
    await page.close();
  });
}
