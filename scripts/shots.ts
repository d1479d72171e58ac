// `npm run shots`: what a visitor sees, as pictures to look at before an issue is called done (DEVELOPERS.md,
// quality bar): every scene in the four viewports we sell to, in German, English and Chinese, from the bench
// build of the demo. `npm run shots -- --locales de,en --viewports wall,phone --scenes article,pdf` narrows it.
// Pictures go to `shots/<viewport>-<locale>-<scene>.png` (git-ignored); the script fails when a scene does not
// come up, so a broken viewer is not mistaken for a picture of it.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/fixtures/chromium.ts';
import { startServer } from './bench/server.ts';

const VIEWPORTS = {
  wall: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
  table: { width: 1366, height: 1024 },
  phone: { width: 390, height: 844 },
};
type ViewportName = keyof typeof VIEWPORTS;

/** The demo's hotspots the scenes tap (content/demo/README.md). */
const ENTRANCE = 'factory/factory-entrance';
const LOBBY = 'factory/factory-lobby';
const LAB_GATE = 'factory/factory-lab-gate';
const HOTSPOT = { article: 101, dashboard: 102, documents: 202, media: 204, intoPasswordWorld: 1201 };
const CONTACT_FORM_ITEM: Record<string, string> = { de: 'Kontaktformular', en: 'Contact form', zh: '联系表单' };
const OUT = 'shots';

/** Opens a location of the demo and waits until its picture is on screen. */
async function visit(page: Page, locale: string, path = ''): Promise<void> {
  await page.goto(`/${locale}${path ? `/${path}` : ''}`);
  await page.waitForFunction(() => Boolean(window.__tour?.scene.backgroundReady), null, { timeout: 60_000 });
}

/** Taps a hotspot: on the picture in landscape, in the location panel's list in portrait. */
async function tap(page: Page, id: number): Promise<void> {
  await page.locator(`[data-hotspot-id="${id}"]:visible`).first().click();
}

/** The first element matching `selector` is visible, and the animations that brought it have ended. */
async function shown(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForTimeout(800);
}

async function openSidebar(page: Page, side: 'left' | 'right'): Promise<void> {
  await page.getByTestId(side === 'left' ? 'menu.open' : 'contacts.open').click();
  await shown(page, `[data-testid="sidebar.${side}"][data-phase="open"]`);
}

async function openDocuments(page: Page, locale: string): Promise<void> {
  await visit(page, locale, LOBBY);
  await tap(page, HOTSPOT.documents);
  await shown(page, '[data-testid="documents.list"]');
}

/**
 * Serves the app-setting with `patch` over its `data` while `run` brings a scene up: a kiosk state (idle, power
 * save) without waiting for it in real time.
 */
async function withSettings(page: Page, patch: (data: Record<string, unknown>) => void, run: () => Promise<void>) {
  const url = '**/box-api/api/app-setting*';
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    patch(body.data);
    await route.fulfill({ response, json: body });
  });
  try {
    await run();
  } finally {
    await page.unroute(url);
  }
}

type Scene = (page: Page, locale: string) => Promise<void>;

/** Each scene brings a viewer or a piece of chrome on screen, from a fresh page. */
const SCENES = {
  tour: async (page, locale) => {
    await visit(page, locale);
    await page.waitForTimeout(1500);
  },
  menu: async (page, locale) => {
    await visit(page, locale);
    await openSidebar(page, 'left');
  },
  contacts: async (page, locale) => {
    await visit(page, locale);
    await openSidebar(page, 'right');
  },
  article: async (page, locale) => {
    await visit(page, locale, ENTRANCE);
    await tap(page, HOTSPOT.article);
    await shown(page, '[data-testid="modal.article"] [data-testid="article.content"]');
  },
  dashboard: async (page, locale) => {
    await visit(page, locale, ENTRANCE);
    await tap(page, HOTSPOT.dashboard);
    await shown(page, '[data-testid="modal.dashboard"]');
  },
  lightbox: async (page, locale) => {
    await visit(page, locale, LOBBY);
    await tap(page, HOTSPOT.media);
    await page.locator('[data-testid="lightbox"] .yarl__navigation_next').click();
    await page.locator('[data-testid="lightbox"] .yarl__navigation_next').click();
    await shown(page, '[data-testid="lightbox"] .yarl__slide_current img');
  },
  documents: openDocuments,
  pdf: async (page, locale) => {
    await openDocuments(page, locale);
    await page.getByTestId('documents.list').getByRole('button').first().click();
    await shown(page, '[data-testid="pdf.canvas"][aria-busy="false"]');
  },
  contact: async (page, locale) => {
    await visit(page, locale);
    await openSidebar(page, 'right');
    await page
      .getByTestId('sidebar.right')
      .getByRole('button', { name: CONTACT_FORM_ITEM[locale] ?? CONTACT_FORM_ITEM.en, exact: true })
      .click();
    await shown(page, '[data-testid="contact.form"]');
  },
  code: async (page, locale) => {
    await visit(page, locale, LAB_GATE);
    await tap(page, HOTSPOT.intoPasswordWorld);
    await shown(page, '[data-testid="access-dialog"] [data-testid="keyboard"]');
  },
  screensaver: (page, locale) =>
    withSettings(
      page,
      (data) => {
        data.screensaver = { ...(data.screensaver as object), timeout: 2 };
      },
      async () => {
        await visit(page, locale);
        await shown(page, '[data-testid="screensaver"]');
      },
    ),
  'power-save': (page, locale) =>
    withSettings(
      page,
      (data) => {
        data.power_save_mode = true;
      },
      async () => {
        await page.goto(`/${locale}`);
        await shown(page, '[data-testid="power-save-page"]');
      },
    ),
  login: async (page, locale) => {
    await page.goto(`/${locale}/login`);
    await shown(page, '[data-testid="keyboard"]');
  },
  // The server's answers as they come while it serves its last good copy of an unreachable CMS (CMS_URL).
  'cms-fallback': async (page, locale) => {
    await page.route('**/box-api/api/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-content-source': 'fallback' } });
    });
    await visit(page, locale);
    await shown(page, '[data-testid="notification"]');
    await page.unrouteAll();
  },
  // The content refused with 429 at start: the failure view says why (SPEC §8) and offers a retry.
  'content-failure': async (page, locale) => {
    await page.route('**/box-api/api/**', (route) => route.fulfill({ status: 429, json: { error: { status: 429 } } }));
    await page.goto(`/${locale}`);
    await shown(page, '[data-testid="load-failed"]');
    await page.unrouteAll();
  },
  // An editor's preview of drafts (the CMS's "Open in showroom"): the notice that says so. The bench server has no
  // CMS, so the key is taken off the requests and the demo stands in for the drafts.
  preview: async (page, locale) => {
    await page.route('**/box-api/**', async (route) => {
      const { 'x-preview': _key, ...headers } = route.request().headers();
      await route.continue({
        headers,
        url: route
          .request()
          .url()
          .replace(/[?&]preview=[^&]*/, ''),
      });
    });
    await page.goto(`/${locale}?preview=shots.key`);
    await page.waitForFunction(() => Boolean(window.__tour?.scene.backgroundReady), null, { timeout: 60_000 });
    await shown(page, '[data-testid="notification"]');
    await page.unrouteAll();
  },
  // A preview key the server refuses (expired, or a server without CMS_PREVIEW_SECRET): what is published, and why.
  'preview-expired': async (page, locale) => {
    await page.goto(`/${locale}?preview=expired.key`);
    await page.waitForFunction(() => Boolean(window.__tour?.scene.backgroundReady), null, { timeout: 60_000 });
    await shown(page, '[data-testid="notification"]');
  },
} satisfies Record<string, Scene>;

function option(name: string, all: string[]): string[] {
  const flag = process.argv.indexOf(`--${name}`);
  if (flag < 0) return all;
  const wanted = (process.argv[flag + 1] ?? '').split(',');
  const unknown = wanted.filter((entry) => !all.includes(entry));
  if (unknown.length) throw new Error(`unknown ${name}: ${unknown.join(', ')} (known: ${all.join(', ')})`);
  return wanted;
}

const locales = option('locales', ['de', 'en', 'zh']);
const viewports = option('viewports', Object.keys(VIEWPORTS)) as ViewportName[];
const scenes = option('scenes', Object.keys(SCENES)) as (keyof typeof SCENES)[];

mkdirSync(OUT, { recursive: true });
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const viewport of viewports) {
    // Walls, tables and phones in a showroom are touch screens: the on-screen keyboard and touch targets show.
    const context: BrowserContext = await browser.newContext({
      baseURL: server.url,
      viewport: VIEWPORTS[viewport],
      hasTouch: true,
      isMobile: viewport === 'phone',
    });
    const page = await context.newPage();
    for (const locale of locales)
      for (const scene of scenes) {
        await SCENES[scene](page, locale);
        const file = join(OUT, `${viewport}-${locale}-${scene}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
    await context.close();
  }
} finally {
  await browser.close();
  server.process.kill();
}
