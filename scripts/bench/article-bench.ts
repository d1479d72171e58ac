import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/fixtures/chromium.ts';
import { fixed, p50p95, type Row } from './stats.ts';

/** Where the bench taps: the default world's start, whose article hotspot opens an article with icons and slides. */
const ARTICLE_PATH = '/en';

/**
 * One tap on the hotspot `hotspotId`, run in the page: from the click to the frame that first draws the article's
 * content (the animation frame in which it is in the document and rendered; the modal's 0.3 s slide-up follows).
 * Source text, not a function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const tapToArticle = (hotspotId: number) => `new Promise((resolve, reject) => {
  const button = document.querySelector('[data-hotspot-id="${hotspotId}"]');
  if (!button) return reject(new Error('no hotspot ${hotspotId}'));
  const start = performance.now();
  const check = () => {
    const content = document.querySelector('[data-testid="modal.article"] [data-testid="article.content"]');
    if (content && content.checkVisibility()) resolve(performance.now() - start);
    else requestAnimationFrame(check);
  };
  button.click();
  requestAnimationFrame(check);
})`;

async function closeArticle(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-testid^="modal."]'));
  // The visitor looks at the picture again before the next tap.
  await page.waitForTimeout(300);
}

/**
 * Issue 12, point 13: the time from a tap on an article hotspot to the article modal's content being visible, on
 * the bench build. The first tap loads the overlay's code and is reported apart; the others give p50 and p95.
 */
export async function articleBench(baseUrl: string, taps = 30): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${baseUrl}${ARTICLE_PATH}`);
    await page.waitForFunction(() => Boolean(window.__tour?.scene.backgroundReady), null, { timeout: 60_000 });
    const hotspotId = await page.evaluate(() => {
      const { index } = window.__tour!.content();
      const location = index!.locations.get(window.__tour!.presenter().current!)!;
      return location.hotspots.find((hotspot) => hotspot.type === 'open-article')?.id ?? null;
    });
    if (hotspotId === null) throw new Error('the start location has no article hotspot');
    const first = await page.evaluate<number>(tapToArticle(hotspotId));
    await closeArticle(page);
    const times: number[] = [];
    for (let i = 0; i < taps; i += 1) {
      times.push(await page.evaluate<number>(tapToArticle(hotspotId)));
      await closeArticle(page);
    }
    return [
      {
        figure: 'tap on article hotspot to content visible, first tap (ms, loads the code)',
        value: fixed(first, 1),
        target: '',
      },
      {
        figure: `tap on article hotspot to content visible p50 / p95 (ms, n=${times.length})`,
        value: p50p95(times),
        target: `p95 < 100`,
      },
    ];
  } finally {
    await browser.close();
  }
}
