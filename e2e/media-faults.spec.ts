import { expect, test, type Page } from '@playwright/test';
import { consoleWarnings, pageErrorsOf, reliabilityCase } from './fixtures/reliability.ts';
import { Tour } from './fixtures/tour.ts';

// Issue 15, point 5: media and GPU faults, and the tour goes on. scene.spec.ts has the clip that fails to load,
// whose data stops, that freezes half-way, refused autoplay and one lost context at rest; these are the rest.

const STALL_MS = 4000;
const START = 'factory-entrance';
const HALL = 'factory-hall';
const CNC = 'factory-cnc';
const QUALITY = 'factory-quality';
const CONTROL_ROOM = 'factory-control-room';

/**
 * Serves the files matching `url` with the bytes from `from` to `to` (fractions of their length) overwritten by
 * noise: a video's middle decodes up to there and then fails, a picture's head never decodes. With `stageOnly`,
 * only the stage's requests (it loads pictures for WebGL with CORS: they carry an Origin) get them: the pictures the canvas check loads
 * to compare with come through whole. Returns how many files were served so.
 */
async function serveCorrupt(
  page: Page,
  url: string,
  [from, to]: [number, number],
  stageOnly = false,
): Promise<{ served: () => number }> {
  let served = 0;
  await page.route(url, async (route) => {
    if (stageOnly && (await route.request().headerValue('origin')) === null) return route.fallback();
    // Whole, not in ranges: what is corrupt is the same whichever part the player asks for.
    const { range: _range, ...headers } = route.request().headers();
    const response = await route.fetch({ headers });
    const body = Buffer.from(await response.body());
    for (let i = Math.floor(body.length * from); i < Math.floor(body.length * to); i++) body[i] = (i * 7919) & 0xff;
    served += 1;
    await route.fulfill({ response, body });
  });
  return { served: () => served };
}

/** Where a file is made corrupt: the middle of a video, the head of a picture. */
const MIDDLE: [number, number] = [0.3, 0.6];
const HEAD: [number, number] = [0, 0.2];

/** What the stage said of its clips and background videos, without the browser's GPU chatter. */
const stageSaid = (said: string[]) => said.filter((text) => /^(Transition|Background video) /.test(text)).join(' | ');

/** Runs `check` and records its failure's first line instead of throwing. */
async function record(failures: string[], what: string, check: Promise<unknown>): Promise<void> {
  await check.catch((error: unknown) =>
    failures.push(`${what}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`),
  );
}

test.describe('one visit, a fault at each step', () => {
  test.describe.configure({ mode: 'serial' });

  let page: Page;
  let tour: Tour;
  let said: string[];
  let errors: { take: () => string[] };
  const faults = {} as Record<'clip' | 'articleImages' | 'stills' | 'stillsGone', { served: () => number }>;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    said = consoleWarnings(page);
    errors = pageErrorsOf(page);
    // Each fault on a file no earlier step loads, so that every step meets its own.
    faults.clip = await serveCorrupt(page, '**/uploads/transition_factory_entrance_to_factory_hall_*.mp4', MIDDLE);
    faults.articleImages = await serveCorrupt(page, '**/uploads/*_cnc_{panel,front,34}_*.jpg', HEAD);
    faults.stills = await serveCorrupt(page, '**/uploads/xlarge_location_factory_quality_*.jpg', HEAD, true);
    faults.stillsGone = await serveCorrupt(page, '**/uploads/*location_factory_control_room_*.jpg', HEAD, true);
    tour = new Tour(page);
    await tour.open('/de');
    await tour.expectArrivedAt(START);
  });

  test.afterAll(() => page.close());

  test('a transition clip with corrupt bytes is cut to where it leads at its decode error, and the next tap plays', async () => {
    await reliabilityCase({ name: 'media: corrupt clip', faults: 1 }, async (failures) => {
      const before = await tour.counters();
      const tapped = Date.now();
      await page.getByTestId('hotspot.navigation').click();
      await tour.expectArrivedAt(HALL);
      const took = Date.now() - tapped;
      const after = await tour.counters();
      if (faults.clip.served() === 0) failures.push('the corrupt clip was never asked for');
      if (after.clipsShown !== before.clipsShown + 1) failures.push('the clip did not start before its bad data');
      if (after.skippedClips !== before.skippedClips + 1) failures.push('the corrupt clip was not skipped');
      // Well before the stall watchdog's cut: the decoder's error is the answer.
      if (took >= STALL_MS) failures.push(`arrived ${took} ms after the tap: the decode error was not heard`);
      if (!said.some((text) => /skipped: video error 3/.test(text)))
        failures.push(`no decode error told: ${stageSaid(said)}`);
      await record(failures, 'the picture', tour.expectCanvasShowsLocation(HALL));
      // The next tap: on to the machine room by its own clip.
      await page.getByTestId('nav.arrow.next').click();
      await tour.expectArrivedAt(CNC);
      if ((await tour.counters()).clipsShown !== after.clipsShown + 1) failures.push('the next move played no clip');
      failures.push(...errors.take());
    });
  });

  test('a lost WebGL context during a transition, and lost again and again, comes back with the picture', async () => {
    await reliabilityCase({ name: 'media: context lost in transition and repeatedly', faults: 4 }, async (failures) => {
      const restores = await page.evaluate(() => window.__tour!.scene.contextRestores);
      // During the clip back to the hall: lost while its frames are drawn.
      await page.getByTestId('nav.arrow.prev').click();
      await page.waitForFunction(() => window.__tour!.scene.shown?.includes('.mp4'), null, { polling: 50 });
      await tour.loseContext(300);
      await tour.expectArrivedAt(HALL);
      await record(failures, 'the picture after a loss in transition', tour.expectCanvasShowsLocation(HALL));
      // Three losses in a row at rest, each given back before the next.
      for (let i = 0; i < 3; i++) await tour.loseContext(50);
      const restored = (await page.evaluate(() => window.__tour!.scene.contextRestores)) - restores;
      if (restored !== 4) failures.push(`${restored} of 4 losses restored`);
      await record(failures, 'the picture after repeated losses', tour.expectCanvasShowsLocation(HALL));
      await page.getByTestId('nav.arrow.next').click();
      await tour.expectArrivedAt(CNC);
      failures.push(...errors.take());
    });
  });

  test('pictures of an article and of the lightbox that fail show what is missing, not a broken image', async () => {
    await reliabilityCase({ name: 'media: article and lightbox images fail', faults: 3 }, async (failures) => {
      await page.locator('[data-hotspot-id="401"]:visible').first().click();
      const article = page.getByTestId('modal.article');
      await expect(article).toBeVisible();
      // The section's picture, then the slides further down (loaded lazily, once in view).
      const missing = article.getByTestId('media.missing');
      await record(failures, 'the article picture', expect(missing.first()).toBeVisible());
      await article.getByTestId('article.slider').scrollIntoViewIfNeeded();
      await record(failures, 'every article picture', expect(missing).toHaveCount(3));
      const broken = await article
        .locator('img')
        .evaluateAll((images: HTMLImageElement[]) => images.filter((i) => i.complete && !i.naturalWidth).length);
      if (broken > 0) failures.push(`${broken} broken images in the article`);
      // The missing picture opens in the lightbox all the same, where it is told missing too.
      await article.getByTestId('media.open').first().click();
      const lightbox = page.getByTestId('lightbox');
      await record(
        failures,
        'the lightbox slide',
        expect(lightbox.locator('.yarl__slide_current').getByTestId('media.missing')).toHaveText(
          'Dieses Bild kann nicht angezeigt werden',
        ),
      );
      if ((await lightbox.locator('.yarl__slide_error').count()) > 0) failures.push("the library's error icon shows");
      if (faults.articleImages.served() < 3) failures.push(`${faults.articleImages.served()} corrupt pictures served`);
      await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);
      await expect(article).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(article).toHaveCount(0);
      failures.push(...errors.take());
    });
  });

  test("a location's still that fails gives way to another of its pictures, and with none left to a plain one", async () => {
    await reliabilityCase({ name: 'media: still background fails', faults: 2 }, async (failures) => {
      // The quality lab's xlarge picture is corrupt: a smaller rendition of the same picture stands in.
      await page.getByTestId(`station.${QUALITY}`).click();
      await tour.expectArrivedAt(QUALITY);
      const shown = await page.evaluate(() => window.__tour!.scene.shown);
      if (!/\/large_location_factory_quality_/.test(shown ?? '')) failures.push(`shown: ${shown}`);
      if (faults.stills.served() === 0) failures.push("the lab's corrupt picture was never asked for");
      await record(failures, 'the fallback picture', tour.expectCanvasShowsLocation(QUALITY));
      // Every picture of the control room is corrupt: a plain picture, not the lab's nor the clip's last frame.
      await page.getByTestId('nav.arrow.next').click();
      await tour.expectArrivedAt(CONTROL_ROOM);
      await record(
        failures,
        'the plain picture',
        expect
          .poll(async () => {
            const [canvas] = await tour.signatures([null]);
            const plain = [0x0b, 0x16, 0x20];
            return canvas!.every((value, i) => Math.abs(value - plain[i % 3]!) < 4);
          })
          .toBe(true),
      );
      if (faults.stillsGone.served() === 0) failures.push('no picture of the control room was asked for');
      // And the next tap: back to the lab, on its fallback picture again.
      await page.getByTestId('nav.back').click();
      await tour.expectArrivedAt(QUALITY);
      await record(failures, 'the picture after the next move', tour.expectCanvasShowsLocation(QUALITY));
      failures.push(...errors.take());
    });
  });
});

test("a location's background video that fails or freezes gives way to its still, and a waiting tap goes on", async ({
  page,
}) => {
  await reliabilityCase({ name: 'media: background video fails or stalls', faults: 2 }, async (failures) => {
    const said = consoleWarnings(page);
    const errors = pageErrorsOf(page);
    const robotics = await serveCorrupt(page, '**/uploads/location_factory_robotics_loop_*.mp4', MIDDLE);
    // The assembly line's video plays once (not looping): the presenter waits for its end before moving on.
    await page.route('**/box-api/api/content-locations?**', async (route) => {
      const response = await route.fetch();
      type Wire = { payloadId: string; background: { options: { loop: boolean } | null }[] };
      const body = (await response.json()) as { data: Wire[] };
      for (const background of body.data.find((entry) => entry.payloadId === 'factory-assembly')?.background ?? [])
        if (background.options) background.options.loop = false;
      await route.fulfill({ response, json: body });
    });
    // Its decoder stops a moment after it starts, as a stalled one does: no frame follows, no end comes.
    await page.addInitScript(() =>
      document.addEventListener(
        'playing',
        ({ target }) => {
          const video = target as HTMLVideoElement;
          if (video.currentSrc.includes('assembly_loop')) setTimeout(() => video.pause(), 300);
        },
        true,
      ),
    );
    const tour = new Tour(page);
    await tour.open('/de/factory/factory-robotics');
    await tour.expectArrivedAt('factory-robotics');
    // The robot cell's video decodes for a moment, then fails: its still comes back, not a frozen frame.
    await record(
      failures,
      'the failed video told',
      expect.poll(() => said.join('\n')).toContain('Background video of factory-robotics stopped: video error 3'),
    );
    if (robotics.served() === 0) failures.push('the corrupt video was never asked for');
    await record(failures, 'the still after the failed video', tour.expectCanvasShowsLocation('factory-robotics'));

    await page.getByTestId('nav.arrow.next').click();
    await tour.expectArrivedAt('factory-assembly');
    await page.waitForFunction(() => window.__tour!.presenter().nav?.backgroundBusy === true, null, { polling: 50 });
    // A tap while its video plays waits for the end; the frozen video ends nothing, the watchdog does.
    const tapped = Date.now();
    await page.getByTestId('nav.arrow.next').click();
    await tour.expectArrivedAt(QUALITY);
    const took = Date.now() - tapped;
    if (took > STALL_MS + 8000) failures.push(`the waiting tap moved ${took} ms later`);
    if (!said.some((text) => text.includes(`factory-assembly stopped: no new frame for ${STALL_MS} ms`)))
      failures.push(`no stall told: ${stageSaid(said)}`);
    await record(failures, 'the picture after the waiting tap', tour.expectCanvasShowsLocation(QUALITY));
    failures.push(...errors.take());
  });
});
