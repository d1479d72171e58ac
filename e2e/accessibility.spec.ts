import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { failOnPageErrors } from './fixtures/page-errors.ts';
import { portalInto } from './fixtures/portals.ts';
import { Sidebars } from './fixtures/sidebars.ts';
import { Tour } from './fixtures/tour.ts';

// Issue 31: a first visit is usable with a screen reader and with speech control. axe-core (WCAG 2.1 A and AA) runs
// on every state a visitor reaches, in the four viewports the showroom is sold for: no critical or serious
// violation, and a moderate one only where ALLOWED below argues for it.

failOnPageErrors();

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules axe leaves out of a tag run that this suite wants too. Label in name (WCAG 2.5.3: a speech-control user says
 * what they see) is tagged wcag21a but still experimental in axe 4.14; exactly one `main` and at most one `banner`
 * are best practice in axe, and issue 31 asks for them; target size (WCAG 2.5.8, 24 px or 24 px apart) is WCAG 2.2,
 * which issue 31 asks for the hotspots and Lighthouse's mobile audit checks (on a phone the entrance's hotspots
 * covered the previous arrow).
 */
const EXTRA_RULES = ['label-content-name-mismatch', 'landmark-one-main', 'landmark-no-duplicate-banner', 'target-size'];

/**
 * Moderate (or minor) violations argued for, by rule. Critical and serious ones are never allowed. Empty: nothing
 * is argued for at present; an entry names one rule and why it cannot be fixed, never a whole category.
 */
const ALLOWED: Record<string, string> = {};

/**
 * Nodes another branch fixes (issue 31's hotspots and breadcrumb, branch issue31-hotspots), per rule: left out here
 * until it is merged, and then removed. Each entry: the rule and a pattern the node's target must match. Empty: axe
 * flags neither here (it cannot read the picture under the breadcrumb from a canvas, so that contrast is no
 * violation to it, only "incomplete").
 */
const FIXED_ELSEWHERE: { rule: string; target: RegExp }[] = [];

interface Viewport {
  name: string;
  width: number;
  height: number;
  /** A wall is a kiosk (app-settings.json `viewers.kiosk`); the table and the phone are touch screens. */
  kiosk: boolean;
  touch: boolean;
}

const VIEWPORTS: Viewport[] = [
  { name: 'wall', width: 1920, height: 1080, kiosk: true, touch: false },
  { name: 'portrait wall', width: 1080, height: 1920, kiosk: true, touch: false },
  { name: 'table', width: 1366, height: 1024, kiosk: false, touch: true },
  { name: 'phone', width: 390, height: 844, kiosk: false, touch: true },
];

/** The demo's lobby: an article, the data sheets and the corporate film's gallery on its hotspots. */
const LOBBY = '/en/factory/factory-lobby';
const ARTICLE_HOTSPOT = 201;
const DOCUMENTS_HOTSPOT = 202;
const MEDIA_HOTSPOT = 204;
/** The entrance's "About us" hotspot opens a dashboard. */
const ENTRANCE = '/en/factory/factory-entrance';
const DASHBOARD_HOTSPOT = 102;
/** The footer menu's "Legal notice": an https link, shown in a frame (?iframe= names it). */
const FRAME_LINK = 201;

interface Finding {
  rule: string;
  impact: string | null | undefined;
  nodes: string[];
}

/**
 * Runs axe on the page as it is and returns what it found that is neither allowed nor fixed elsewhere. In one
 * axe.run over the page and its same-origin frames (legacy mode): the default mode opens a blank page for every
 * audit, which took half of each audit's time, only to reach into other origins' frames too, and what those show
 * (here the stand-in for the framed legal notice) is not the showroom's.
 */
async function audit(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])) })
    .withTags(TAGS)
    .setLegacyMode()
    .analyze();
  return results.violations.flatMap((violation: Result) => {
    const moderate = violation.impact === 'moderate' || violation.impact === 'minor';
    if (moderate && ALLOWED[violation.id]) return [];
    const nodes = violation.nodes
      .map((node) => node.target.join(' '))
      .filter((target) => !FIXED_ELSEWHERE.some((entry) => entry.rule === violation.id && entry.target.test(target)));
    return nodes.length ? [{ rule: violation.id, impact: violation.impact, nodes }] : [];
  });
}

/**
 * WCAG 2.5.3, as issue 31 asks it (stricter than axe, which accepts the visible text anywhere in the name): every
 * control named by `aria-label` whose visible text has letters or digits has a name that starts with that text, so
 * a speech-control user says what they see ("click EN"). Symbols (×, ⌫) are no text to say. Returns the controls
 * that do not, as `name <- visible text`.
 */
async function namesNotStartingWithText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button[aria-label], a[href][aria-label], [role="button"][aria-label], [role="link"][aria-label], ' +
        '[role="tab"][aria-label], [role="menuitem"][aria-label], [role="option"][aria-label], summary[aria-label]',
    );
    // Compared as words: case, punctuation and symbols (the back button's arrow) are not said.
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    return [...controls].flatMap((control) => {
      if (control.closest('[aria-hidden="true"], [inert]') || !control.checkVisibility()) return [];
      const text = words(control.innerText);
      const name = words(control.getAttribute('aria-label') ?? '');
      if (!text || name.startsWith(text)) return [];
      return [`${name} <- ${text}`];
    });
  });
}

/** Audits the state named `state`; a finding fails the test, but the other states are still audited. */
async function expectAccessible(page: Page, state: string): Promise<void> {
  await test.step(state, async () => {
    expect.soft(await audit(page), state).toEqual([]);
    expect.soft(await namesNotStartingWithText(page), `${state}: names that do not start with their text`).toEqual([]);
    // Exactly one main landmark, at most one banner, as a screen reader's landmark list shows them.
    expect.soft(await page.getByRole('main').count(), `${state}: main landmarks`).toBe(1);
    expect.soft(await page.getByRole('banner').count(), `${state}: banner landmarks`).toBeLessThanOrEqual(1);
  });
}

/** Taps (or clicks) a hotspot of the location on screen: on the picture, or in the portrait panel's list. */
async function tapHotspot(page: Page, id: number, viewport: Viewport): Promise<void> {
  const portrait = viewport.height > viewport.width;
  const hotspot = (portrait ? page.getByTestId('location-panel') : page.locator('.stage-frame'))
    .locator(`[data-hotspot-id="${id}"]`)
    .first();
  await expect(hotspot).toBeVisible({ timeout: 30_000 });
  await (viewport.touch ? hotspot.tap() : hotspot.click());
}

/** Closes what is open with Escape and waits until no modal, viewer or sidebar is left. */
async function closeAll(page: Page): Promise<void> {
  const open = page.locator(
    '[data-testid^="modal."], [data-testid="lightbox"], [data-testid="pdf.viewer"], [data-testid^="sidebar."]:visible',
  );
  for (let i = 0; i < 4 && (await open.count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
  await expect(open).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.touch,
      isMobile: viewport.name === 'phone',
    });

    test('every state a visitor reaches passes axe', async ({ page }) => {
      test.setTimeout(240_000);
      let powerSave = false;
      await page.route('**/box-api/api/app-setting?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { power_save_mode: boolean } };
        body.data.power_save_mode = powerSave;
        await route.fulfill({ response, json: body });
      });
      await page.route('**/app-settings.json', async (route) => {
        const response = await route.fetch();
        const settings = (await response.json()) as { viewers: Record<string, unknown> };
        settings.viewers = { ...settings.viewers, kiosk: viewport.kiosk };
        await route.fulfill({ response, json: settings });
      });
      // The demo's framed site is not on this machine: a page of its own stands in, and the frame check says yes.
      await page.route('https://www.virtual-factory.example/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Legal notice</title><h1>Legal notice</h1></html>',
        }),
      );
      await page.route('**/frame-check?**', (route) => route.fulfill({ json: { frameable: true, reason: 'ok' } }));
      // The screensaver waits for the page's clock.
      await page.clock.install();
      const tour = new Tour(page);
      const sidebars = new Sidebars(page);

      await tour.open(LOBBY);
      await tour.expectArrivedAt('factory-lobby');
      await expect(page.locator('[data-hotspot-id]:visible').first()).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'tour at rest');

      await page.getByTestId('language.picker').click();
      await expect(page.getByTestId('language.de')).toBeVisible();
      await expectAccessible(page, 'language list open');
      await page.keyboard.press('Escape');

      await sidebars.open('left');
      await expectAccessible(page, 'main menu (left sidebar)');
      await sidebars.item('left', 'Manufacturing areas').click();
      await sidebars.item('left', 'Documents').click();
      await expectAccessible(page, 'nested menu');
      await sidebars.item('left', 'VF-500 on video').click();
      await expect(page.getByTestId('modal.video')).toBeVisible();
      await expectAccessible(page, 'video');
      await closeAll(page);

      await sidebars.open('right');
      await expectAccessible(page, 'contacts (right sidebar)');
      await sidebars.item('right', 'Contact form').click();
      await expect(page.getByTestId('contact.form')).toBeVisible();
      await expectAccessible(page, 'contact form');
      await page.getByTestId('contact.submit').click();
      await expect(page.getByTestId('contact.form').locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectAccessible(page, 'contact form with its errors');
      await closeAll(page);

      // A kiosk never leaves the tour: an e-mail link is a card with a QR code.
      if (viewport.kiosk) {
        await sidebars.open('right');
        await sidebars.item('right', 'Send an e-mail').click();
        await expect(page.getByTestId('modal.link-qr')).toBeVisible();
        await expectAccessible(page, 'link as a QR code (kiosk)');
        await closeAll(page);
      }

      await tapHotspot(page, ARTICLE_HOTSPOT, viewport);
      await expect(page.getByTestId('modal.article')).toBeVisible();
      await expectAccessible(page, 'article');
      await closeAll(page);

      await tapHotspot(page, DOCUMENTS_HOTSPOT, viewport);
      await expect(page.getByTestId('documents.list')).toBeVisible();
      await expectAccessible(page, 'documents');
      await page.getByTestId('documents.list').getByRole('button').first().click();
      await expect(page.getByTestId('pdf.canvas')).toHaveAttribute('aria-busy', 'false');
      await expectAccessible(page, 'PDF viewer');
      await closeAll(page);

      await tapHotspot(page, MEDIA_HOTSPOT, viewport);
      await expect(page.getByTestId('lightbox')).toBeVisible();
      await expectAccessible(page, 'gallery (lightbox)');
      await closeAll(page);

      // The entrance, with the footer's link named in the address: it opens in a frame after a second.
      await page.goto(`${ENTRANCE}?iframe=${FRAME_LINK}`);
      await expect(page.getByTestId('modal.iframe')).toBeVisible();
      await expectAccessible(page, 'link in a frame');
      await closeAll(page);

      await tapHotspot(page, DASHBOARD_HOTSPOT, viewport);
      await expect(page.getByTestId('modal.dashboard').getByTestId('dashboard.contact').first()).toBeVisible();
      await expectAccessible(page, 'dashboard');
      await closeAll(page);

      // The screensaver: the visitor has been idle for the timeout (the demo's 60 s).
      await page.clock.fastForward(60_000);
      await expect(page.getByTestId('screensaver')).toBeVisible();
      await expectAccessible(page, 'screensaver');

      // The access code dialog, with the on-screen keyboard (a kiosk, or a touch screen).
      const password = await portalInto(page, 'password');
      await page.goto(`/en/${password.from.world}/${password.from.slug}`);
      await tour.expectArrivedAt(password.from.payloadId);
      await tapHotspot(page, password.hotspotId, viewport);
      await expect(page.getByTestId('access-dialog').getByTestId('keyboard')).toBeVisible();
      await expectAccessible(page, 'access code dialog with the on-screen keyboard');

      const login = await portalInto(page, 'login');
      await page.goto(`/en/login?redirect=${login.world.start}`);
      await expect(page.getByTestId('keyboard')).toBeVisible();
      await expectAccessible(page, 'login page with the on-screen keyboard');

      await page.goto('/en/no-such-world/nowhere');
      await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
      await expectAccessible(page, '404 page');

      powerSave = true;
      await page.goto('/en');
      await expect(page).toHaveURL('/en/power-save-mode');
      await expect(page.getByTestId('power-save-page')).toBeVisible();
      await expectAccessible(page, 'power save page');
    });
  });
}
