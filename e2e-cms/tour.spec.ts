import { expect, test, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parseClientSettings } from '../src/content/client-settings.ts';
import { openDemo, signInToLoginWorld, slugOf, unlockPasswordWorld } from '../e2e/fixtures/access-flows.ts';
import { ContactForm } from '../e2e/fixtures/contact.ts';
import { portalInto } from '../e2e/fixtures/portals.ts';
import { cmsE2e, eventually, startStrapi, stopStrapi, strapi } from './fixtures/cms';

// The client against the real Strapi, through the showroom server with CMS_URL (server/cms-mirror.ts): what a
// visitor does, as e2e/ does it against the bundle.

const settings = parseClientSettings(JSON.parse(readFileSync('public/app-settings.json', 'utf8')));
const FALLBACK_NOTICE = 'Der Inhaltsdienst ist nicht erreichbar: Sie sehen den zuletzt gespeicherten Stand.';

const health = async () =>
  (
    (await (await fetch(`${cmsE2e().showroomUrl}/box-api/health`)).json()) as {
      data: { ready: boolean; fallback: boolean };
    }
  ).data;

/** Each test starts with the server reading Strapi (a spec before may have stopped it). */
test.beforeEach(async () => {
  await eventually(async () => !(await health()).fallback, 'the server reading Strapi');
});

test('the tour loads every collection from Strapi through the server, media included; guests see no protected world', async ({
  page,
}) => {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/box-api/api/')) answers.push(response);
  });
  await openDemo(page);
  for (const endpoint of settings.endpoints) {
    const answer = answers.find((response) => new URL(response.url()).pathname === `/box-api${endpoint.path}`);
    expect(answer?.status(), endpoint.path).toBe(200);
    expect(answer?.headers()['x-content-source'], endpoint.path).toBe('cms');
  }
  // The background came through the server's media cache from Strapi's uploads.
  const media = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/box-api/uploads/')),
  );
  expect(media.length).toBeGreaterThan(0);
  for (const rule of ['login', 'password'] as const) {
    const portal = await portalInto(page, rule);
    expect(await slugOf(page, portal.world.start), rule).toBeNull();
  }
});

test('the demo user signs in through Strapi and arrives in the login-only world', async ({ page }) => {
  await signInToLoginWorld(page, await openDemo(page));
});

test('the password world refuses a wrong code and opens with the right one, checked against Strapi’s hash', async ({
  page,
}) => {
  await unlockPasswordWorld(page, await openDemo(page));
});

test('a contact form sent from the tour reaches Strapi’s leads for sales', async ({ page }) => {
  const tour = await openDemo(page);
  await tour.expectArrivedAt('factory-entrance');
  const contact = new ContactForm(page);
  await contact.openFromSidebar('Kontaktformular');
  const subject = `CMS e2e ${Date.now()}`;
  await contact.fill({
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: 'katherine@orbits.example',
    subject,
    message: 'Bitte senden Sie mir ein Angebot.',
  });
  // The server takes no form filled in under 3 s (a bot's speed).
  await page.waitForTimeout(3_000);
  await contact.submit.click();
  await expect(contact.modal.getByTestId('contact.sent')).toHaveText('Ihre E-Mail wurde gesendet');
  const leads = await eventually(async () => {
    const query = new URLSearchParams({ 'filters[subject][$eq]': subject });
    const { body } = await strapi(`/api/leads?${query}`);
    const data = body?.data as Record<string, unknown>[] | undefined;
    return data?.length ? data : null;
  }, 'the lead in Strapi');
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@orbits.example' });
});

test('repeated wrong sign-ins are refused with 429 before they reach Strapi without end', async ({ request }) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const response = await request.post('/box-api/api/auth/local', {
      data: { identifier: 'nobody@factory.example', password: `guess ${attempt}` },
    });
    statuses.push(response.status());
  }
  // Strapi refuses each wrong one (400) until the server's limit (10 a minute per address, the sign-ins of the
  // tests before included) answers 429 for it, and goes on doing so.
  const limited = statuses.indexOf(429);
  expect(limited, statuses.join(' ')).toBeGreaterThan(0);
  expect(statuses.slice(0, limited).every((status) => status === 400)).toBe(true);
  expect(statuses.slice(limited).every((status) => status === 429)).toBe(true);
});

test('Strapi stopped: the tour goes on from the server’s last good copy and says so; back, the notice goes', async ({
  page,
}) => {
  await openDemo(page);
  await stopStrapi();
  try {
    await eventually(async () => (await health()).fallback, 'the server noticing Strapi is gone');
    await page.reload();
    const tour = await openDemo(page);
    await expect(page.getByText(FALLBACK_NOTICE)).toBeVisible();
    // Moving on works from what the server keeps: the next location's content, its transition and picture.
    await tour.expectArrivedAt('factory-entrance');
    const hop = await page.evaluate(() => {
      const here = window.__tour!.content().index!.locations.get('factory-entrance')!;
      const hotspot = here.hotspots.find((candidate) => candidate.type === 'navigation');
      return hotspot ? { key: hotspot.key, target: hotspot.target.payloadId } : null;
    });
    expect(hop).not.toBeNull();
    await page.locator(`[data-hotspot-key="${hop!.key}"]`).click();
    await tour.expectArrivedAt(hop!.target!);
  } finally {
    await startStrapi();
  }
  await eventually(async () => !(await health()).fallback, 'the server reading Strapi again');
  await page.reload();
  await openDemo(page);
  await expect(page.getByText(FALLBACK_NOTICE)).toHaveCount(0);
});
