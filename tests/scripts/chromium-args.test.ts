import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/fixtures/chromium';
import { processes, renderersOf } from './chromium-processes';

// The e2e browser as Playwright launches it: what reaches Chromium's command line, and which processes it runs.
const MARKER = `--chromium-args-test=${process.pid}`;
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, MARKER] });
});
afterAll(() => browser.close());

function browserProcess() {
  const found = processes().find((p) => p.args.includes(MARKER) && !p.args.some((arg) => arg.startsWith('--type=')));
  if (!found) throw new Error('the browser process was not found');
  return found;
}

it("keeps Playwright's disabled features: Chromium reads only the last --disable-features", () => {
  const lists = browserProcess()
    .args.filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  expect(lists.length).toBeGreaterThan(1); // Playwright's, then ours
  const used = lists.at(-1)!;
  for (const list of lists) expect(used).toEqual(expect.arrayContaining(list));
});

it('opens no renderer for the address bar popup with a context', async () => {
  const context = await browser.newContext();
  await (await context.newPage()).goto('data:text/html,<p>showroom</p>');
  await new Promise((resolve) => setTimeout(resolve, 2000)); // Chromium loads the popup's page just after the window
  const { all, addressBarPopups } = renderersOf(browserProcess().pid);
  expect(all.length).toBeGreaterThan(0); // the page's
  expect(addressBarPopups).toEqual([]);
  await context.close();
});
