import { expect, test, type Page } from '@playwright/test';

/** The web-font faces of `family` the page has downloaded and uses, with where they came from. */
function loadedFaces(page: Page, family: string): Promise<{ count: number; urls: string[] }> {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === name);
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.woff2'));
    return { count: faces.filter((face) => face.status === 'loaded').length, urls };
  }, family);
}

// This machine has no CJK font installed (Debian's fonts-noto-cjk is not on a visitor's device either): Chinese
// can only show through the web font the app ships.
test('Chinese is drawn in the web font the app ships, downloaded from its own origin', async ({ page, baseURL }) => {
  await page.goto('/zh');
  await expect(page.getByTestId('location-title')).toHaveText(/[\u4e00-\u9fff]/);
  await expect.poll(async () => (await loadedFaces(page, 'Noto Sans SC')).count).toBeGreaterThan(0);
  const { urls } = await loadedFaces(page, 'Noto Sans SC');
  expect(urls.some((url) => url.includes('noto-sans-sc'))).toBe(true);
  expect(urls.every((url) => url.startsWith(baseURL!))).toBe(true);
});

test('Czech letters beyond Latin-1 are drawn in the shipped Latin Extended subset', async ({ page }) => {
  await page.goto('/cs');
  await expect(page.getByTestId('location-title')).toBeVisible();
  await expect
    .poll(async () => (await loadedFaces(page, 'Noto Sans')).urls.filter((url) => url.includes('latin-ext')).length)
    .toBeGreaterThan(0);
});

test("another language's first visit leaves Noto Sans SC out until the language list opens", async ({ page }) => {
  const scFaces = () =>
    page.evaluate(
      () => [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Noto Sans SC').length,
    );
  await page.goto('/de');
  await expect(page.getByTestId('location-title')).toBeVisible();
  // Past the moment the page would be idle: its 200 KB of rules are not loaded on the off chance.
  await page.waitForTimeout(3000);
  expect(await scFaces()).toBe(0);
  await page.getByTestId('language.picker').click();
  await expect(page.getByTestId('language.zh')).toBeVisible();
  await expect.poll(async () => (await loadedFaces(page, 'Noto Sans SC')).count).toBeGreaterThan(0);
});
