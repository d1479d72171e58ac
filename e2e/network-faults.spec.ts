import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { ContactForm } from './fixtures/contact.ts';
import { faultCase } from './fixtures/fault-case.ts';
import { failOnPageErrors } from './fixtures/page-errors.ts';
import { LAB_CODE } from './fixtures/portals.ts';
import { Sidebars } from './fixtures/sidebars.ts';
import { Tour } from './fixtures/tour.ts';

// Issue 15, point 4: network faults. The CMS down, slow, answering HTML, half a JSON or an error status; media and
// code chunks missing; the connection gone at start or coming and going. Each ends in a message of SPEC §8's
// catalogue, a fallback or a skip, never a blank or frozen screen, and the app answers the next tap. A page load
// costs seconds on this machine, so each test injects its faults one after another into the same page.

failOnPageErrors();
// Moves are blended cuts: the faults are in the network, not in the clips, and each move is over sooner.
test.use({ reducedMotion: 'reduce' });

const API = '**/box-api/api/**';
const LOCATIONS = '**/box-api/api/content-locations?*';
const UNLOCK = '**/box-api/api/worlds/*/unlock';
const LOGIN = '**/box-api/api/auth/local';
const CONTACT = '**/box-api/api/contact';

/** The factory's gate to the password world, with the hotspot into it. */
const LAB_GATE = { path: '/en/factory/factory-lab-gate', payloadId: 'factory-lab-gate', portal: 1201 };
const LAB_START = 'lab-entrance';
const ENTRANCE = { path: '/en/factory/factory-entrance', payloadId: 'factory-entrance', article: 101, toHall: 103 };
const LOBBY = {
  path: '/en/factory/factory-lobby',
  payloadId: 'factory-lobby',
  article: 201,
  documents: 202,
  media: 204,
};

const TEXT = {
  loadFailed: 'The showroom could not be loaded.',
  somethingWrong: 'Something went wrong. Please try again later.',
  noInternet: 'No internet connection',
  tooMany: 'You are making too many requests to the server. Access remains blocked for a short time.',
  invalidInput: 'Invalid Input. Please check your entry.',
  wrongCode: 'The code is incorrect, please try again',
  contactFailed: 'Something went wrong. Please try again later or send us an email',
  overlayFailed: 'This content could not be shown. The tour goes on.',
  pdfFailed: 'The document could not be opened.',
};

/** What a proxy or a crashed CMS sends instead of JSON. */
const HTML_PAGE =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

/** A wrong answer from the server: `status` 200 for an answer that is not the expected JSON. */
interface Answer {
  name: string;
  status: number;
  fulfill: (route: Route) => Promise<void>;
}

const html: Answer = {
  name: 'HTML instead of JSON',
  status: 200,
  fulfill: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: HTML_PAGE }),
};

/** Half of `body`, as a connection that dropped mid-answer leaves it. */
const halfOf = (body: string): Answer => ({
  name: 'half a JSON',
  status: 200,
  fulfill: (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: body.slice(0, body.length / 2) }),
});

/** Half of the server's real answer. */
const halfOfReal: Answer = {
  name: 'half a JSON',
  status: 200,
  fulfill: async (route) => {
    const real = await route.fetch();
    await halfOf(await real.text()).fulfill(route);
  },
};

/** Strapi's error body, with the server's own words in it. */
const errorStatus = (status: number): Answer => ({
  name: `HTTP ${status}`,
  status,
  fulfill: (route) =>
    route.fulfill({
      status,
      json: { data: null, error: { status, name: 'ApplicationError', message: `the server says ${status}` } },
    }),
});

/** No answer at all: the server refused the connection. */
const refused: Answer = { name: 'no answer', status: 0, fulfill: (route) => route.abort('connectionrefused') };

/** The contact route refusing one field, in its own words (Strapi's ValidationError). */
const emailRefused: Answer = {
  name: 'HTTP 422 naming a field',
  status: 422,
  fulfill: (route) =>
    route.fulfill({
      status: 422,
      json: {
        data: null,
        error: {
          status: 422,
          name: 'ValidationError',
          message: '1 error occurred',
          details: { errors: [{ path: ['email'], message: 'bounced before', name: 'ValidationError' }] },
        },
      },
    }),
};

/** Every error status SPEC §8 names, and the gateway errors a proxy in front of the CMS adds. */
const ERROR_STATUSES = [400, 401, 403, 404, 422, 429, 500, 502, 503].map(errorStatus);

/** SPEC §8 for a call the visitor made: its message, and whether the visitor is sent home after it. */
function toldFor(status: number): { text: string; home: boolean } {
  if (status === 400) return { text: 'The server says 400', home: false };
  if (status === 422) return { text: TEXT.invalidInput, home: false };
  if (status === 429) return { text: TEXT.tooMany, home: false };
  return { text: TEXT.somethingWrong, home: true };
}

const notice = (page: Page, text: string) => page.getByTestId('notification').filter({ hasText: text });

/** Closes every notification, so that the next one with the same words is known to be new. */
async function closeNotices(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click();
  await expect(page.getByTestId('notification')).toHaveCount(0);
}

/** The failure view in place of the tour: the heading and the reason, in the page's language. */
async function expectLoadFailed(page: Page, heading: string, reason: string): Promise<void> {
  const view = page.getByTestId('load-failed');
  await expect(view.getByRole('heading')).toHaveText(heading);
  await expect(view.locator('p')).toHaveText(reason);
  await expect(page.getByTestId('world-page')).toHaveCount(0);
}

/** Taps the failure view's retry, once the locations are asked for again the view is the new load's. */
async function retry(page: Page, label = 'Try again'): Promise<void> {
  const asked = page.waitForRequest((request) => request.url().includes('/api/content-locations'));
  await page.getByRole('button', { name: label }).click();
  await asked;
}

/** Holds every request to `url` until released, then answers it with `answer`: as slow as the test wants. */
async function hold(page: Page, url: string, answer = (route: Route) => route.continue()) {
  const waiting: (() => void)[] = [];
  let holding = true;
  await page.route(url, async (route) => {
    if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
    await answer(route);
  });
  return {
    held: () => waiting.length,
    release: () => {
      holding = false;
      waiting.splice(0).forEach((resolve) => resolve());
    },
  };
}

/** Taps the gate's hotspot into the password world: the code dialog. */
async function askForCode(page: Page): Promise<Locator> {
  await page.locator(`[data-hotspot-id="${LAB_GATE.portal}"]:visible`).click();
  const dialog = page.getByTestId('access-dialog');
  await expect(dialog.getByTestId('access.code')).toBeVisible();
  return dialog;
}

const currentLocation = (page: Page) => page.evaluate(() => window.__tour!.presenter().current);

test('the CMS down at start: the reason and a retry that loads once it is back; down mid-tour: the code and another language are told, and retried', async ({
  page,
}) => {
  await faultCase({ name: 'network: CMS down', faults: 3 }, async (check) => {
    const tour = new Tour(page);
    await page.route(API, (route) => route.abort('connectionrefused'));
    await tour.open(LAB_GATE.path);
    await check('at start, no answer is said', () => expectLoadFailed(page, TEXT.loadFailed, TEXT.noInternet));
    await page.unroute(API);
    await retry(page);
    await check('the retry loads the tour', () => tour.expectArrivedAt(LAB_GATE.payloadId));

    await page.route(API, (route) => route.abort('connectionrefused'));
    const dialog = await askForCode(page);
    await dialog.getByTestId('access.code').fill(LAB_CODE);
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await check('the code that could not be checked is told', async () => {
      await expect(notice(page, TEXT.noInternet)).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Loading failed' })).toBeVisible();
    });
    await check('the dialog keeps the code', () => expect(dialog.getByTestId('access.code')).toHaveValue(LAB_CODE));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await check('and closes on cancel', () => expect(dialog).toHaveCount(0));

    await page.getByTestId('language.picker').click();
    await page.getByTestId('language.de').click();
    await check('another language that cannot load is told in it', () =>
      expectLoadFailed(page, 'Der Showroom konnte nicht geladen werden.', 'Keine Internetverbindung'),
    );
    await page.unroute(API);
    await retry(page, 'Erneut versuchen');
    await check('its retry brings the tour in that language, at the same place', async () => {
      await tour.expectArrivedAt(LAB_GATE.payloadId);
      await expect(page).toHaveURL(/\/de\/factory\/factory-lab-gate$/);
    });
  });
});

test('the CMS slow: while the content takes 30 s the loading view says what loads, then the tour comes; a slow unlock keeps its dialog busy and the tour answering', async ({
  page,
}) => {
  await faultCase({ name: 'network: CMS slow', faults: 2 }, async (check) => {
    const tour = new Tour(page);
    await page.clock.install();
    const content = await hold(page, LOCATIONS);
    await tour.open(LAB_GATE.path);
    await expect.poll(content.held).toBeGreaterThan(0);
    await page.clock.fastForward(30_000);
    const view = page.getByTestId('loading-view');
    await check('after 30 s the loading view says what is loading and how far', async () => {
      await expect(view.getByTestId('loading-view.strings')).toContainText('Interface language done');
      await expect(view.getByTestId('loading-view.content')).toContainText('Worlds and locations loading');
      const done = Number(await view.getByRole('progressbar').getAttribute('aria-valuenow'));
      expect(done).toBeGreaterThan(0);
      expect(done).toBeLessThan(100);
      await expect(page.getByTestId('load-failed')).toHaveCount(0);
    });
    content.release();
    await check('then the tour comes', () => tour.expectArrivedAt(LAB_GATE.payloadId));

    const unlock = await hold(page, UNLOCK, errorStatus(400).fulfill);
    const dialog = await askForCode(page);
    await dialog.getByTestId('access.code').fill('not the code');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(unlock.held).toBe(1);
    await page.clock.fastForward(30_000);
    await check('after 30 s the dialog is busy and the progress bar runs', async () => {
      await expect(dialog.locator('form')).toHaveAttribute('aria-busy', 'true');
      await expect(dialog.getByRole('button', { name: 'Unlock' })).toBeDisabled();
      await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('data-state', 'running');
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await check('cancel answers while the call runs', () => expect(dialog).toHaveCount(0));
    unlock.release();
    await check('the late refusal opens nothing and says nothing', async () => {
      await expect(page.getByTestId('progress')).toHaveAttribute('data-state', 'idle');
      await expect(page.getByTestId('notification')).toHaveCount(0);
      expect(await currentLocation(page)).toBe(LAB_GATE.payloadId);
    });
  });
});

test('content answered with HTML, half a JSON or each error status: at start the failure view says why and the retry loads; mid-tour the tour stays and it is told', async ({
  page,
}) => {
  const tour = new Tour(page);
  let answer = html;
  await page.route(LOCATIONS, (route) => answer.fulfill(route));
  const answers = [html, halfOfReal, ...ERROR_STATUSES];
  await faultCase({ name: 'network: content answers', faults: answers.length + 1 }, async (check) => {
    for (const [index, next] of answers.entries()) {
      answer = next;
      if (index === 0) await tour.open(LAB_GATE.path);
      else await retry(page);
      const reason = next.status === 429 ? TEXT.tooMany : TEXT.somethingWrong;
      await check(`at start, ${next.name}`, () => expectLoadFailed(page, TEXT.loadFailed, reason));
    }
    await page.unroute(LOCATIONS);
    await retry(page);
    await check('the retry loads the tour', () => tour.expectArrivedAt(LAB_GATE.payloadId));

    // The code opens the world, but its content does not come: the tour stays, and the visitor is told.
    await page.route(LOCATIONS, errorStatus(500).fulfill);
    let dialog = await askForCode(page);
    await dialog.getByTestId('access.code').fill(LAB_CODE);
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await check('content that does not come after the code is told over the tour', async () => {
      await expect(notice(page, TEXT.somethingWrong)).toBeVisible();
      await expect(page.getByTestId('world-page')).toBeVisible();
      expect(await currentLocation(page)).toBe(LAB_GATE.payloadId);
    });
    await page.unroute(LOCATIONS);
    dialog = await askForCode(page);
    await dialog.getByTestId('access.code').fill(LAB_CODE);
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await check('the code again, the content comes and the visitor is in', () => tour.expectArrivedAt(LAB_START));
  });
});

/** Counts the answers `route` gives and gives `answer.current` each time. */
function answering(first: Answer): { answer: Answer; answered: number; with: (route: Route) => Promise<void> } {
  const state = {
    answer: first,
    answered: 0,
    with: (route: Route) => {
      state.answered += 1;
      return state.answer.fulfill(route);
    },
  };
  return state;
}

test('the code answered with HTML, half a JSON, no answer or each error status: each has its message, the code typed stays', async ({
  page,
}) => {
  const tour = new Tour(page);
  const answers = [html, halfOf('{"accessKey":"k.e.y","expiresAt":"2030-01-01T00:00:00Z"}'), ...ERROR_STATUSES];
  await faultCase({ name: 'network: unlock answers', faults: answers.length }, async (check) => {
    await tour.open(LAB_GATE.path);
    await tour.expectArrivedAt(LAB_GATE.payloadId);
    const unlock = answering(html);
    await page.route(UNLOCK, unlock.with);
    let dialog = await askForCode(page);
    for (const next of answers) {
      unlock.answer = next;
      await dialog.getByTestId('access.code').fill(LAB_CODE);
      await dialog.getByRole('button', { name: 'Unlock' }).click();
      if (next.status === 400) {
        // A wrong code is the dialog's to say (SPEC §5).
        await check('unlock, HTTP 400', () => expect(dialog.getByTestId('access.error')).toHaveText(TEXT.wrongCode));
        continue;
      }
      const { text, home } = toldFor(next.status);
      await check(`unlock, ${next.name}`, async () => {
        await expect(notice(page, text)).toBeVisible();
        if (home) await tour.expectArrivedAt(ENTRANCE.payloadId);
        else await expect(dialog.getByTestId('access.code')).toHaveValue(LAB_CODE);
      });
      await closeNotices(page);
      if (!home) continue;
      await page.goBack();
      await tour.expectArrivedAt(LAB_GATE.payloadId);
      dialog = await askForCode(page);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await check('the tour answers the next tap', async () => {
      await expect(dialog).toHaveCount(0);
      await page.getByRole('button', { name: 'Entrance', exact: true }).click();
      await tour.expectArrivedAt(ENTRANCE.payloadId);
    });
  });
});

test('the contact form answered with HTML, half a JSON, no answer or each error status: each has its message, the typed values stay', async ({
  page,
}) => {
  const tour = new Tour(page);
  const answers = [
    html,
    halfOf('{"data":{"reference":"R-1","createdAt":"2030-01-01"}}'),
    refused,
    ...ERROR_STATUSES,
    emailRefused,
  ];
  await faultCase({ name: 'network: contact answers', faults: answers.length }, async (check) => {
    await tour.open(LAB_GATE.path);
    await tour.expectArrivedAt(LAB_GATE.payloadId);
    const contact = new ContactForm(page);
    const values = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@engines.example', message: 'Call me.' };
    await contact.openFromSidebar('Contact form');
    await contact.fill(values);
    const post = answering(html);
    await page.route(CONTACT, post.with);
    for (const next of answers) {
      post.answer = next;
      const before = post.answered;
      await contact.submit.click();
      await expect.poll(() => post.answered).toBe(before + 1);
      await check(`contact, ${next.name}`, async () => {
        if (next === emailRefused) await expect(contact.error('email')).toHaveText('bounced before');
        else
          await expect(contact.modal.getByTestId('contact.failed')).toContainText(
            next.status === 429 ? TEXT.tooMany : TEXT.contactFailed,
          );
        await contact.expectValues(values);
        await expect(contact.modal.getByTestId('contact.sent')).toHaveCount(0);
      });
    }
    await page.keyboard.press('Escape');
    await new Sidebars(page).panel('right').getByRole('button', { name: 'Close' }).click();
    await check('the tour answers the next tap', async () => {
      await expect(contact.modal).toHaveCount(0);
      await page.getByRole('button', { name: 'Entrance', exact: true }).click();
      await tour.expectArrivedAt(ENTRANCE.payloadId);
    });
  });
});

test('the login answered with HTML, half a JSON or each error status: each has its message, and only the others send the visitor home', async ({
  page,
}) => {
  const answers = [
    html,
    halfOf('{"jwt":"a.b.c","user":{"id":1,"username":"demo","email":"d@e.x"}}'),
    ...ERROR_STATUSES,
  ];
  await faultCase({ name: 'network: login answers', faults: answers.length }, async (check) => {
    let answer = html;
    await page.route(LOGIN, (route) => answer.fulfill(route));
    await page.goto('/en/login');
    for (const next of answers) {
      answer = next;
      await page.getByLabel('Username or email').fill('ada@engines.example');
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const { text, home } = toldFor(next.status);
      await check(`login, ${next.name}`, async () => {
        await expect(notice(page, text)).toBeVisible();
        // Home is the start location: arrived, so that its address is written before the visitor goes back.
        if (home) await new Tour(page).expectArrivedAt(ENTRANCE.payloadId);
        else await expect(page.getByLabel('Username or email')).toHaveValue('ada@engines.example');
        expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
      });
      await closeNotices(page);
      if (home) await page.goBack();
    }
  });
});

test('media missing (a background picture and video, an article picture, a PDF): another rendition, the still, the picture named, the viewer says so', async ({
  page,
}) => {
  const missing = (route: Route) => route.fulfill({ status: 404, body: 'Not Found' });
  const requested = new Set<string>();
  const missingFrom = async (pattern: string) =>
    page.route(pattern, (route) => {
      requested.add(pattern);
      return missing(route);
    });
  const lobbyStill = '**/uploads/xlarge_location_factory_lobby_*';
  const robotVideo = '**/uploads/location_factory_robotics_loop_*';
  const articlePicture = '**/uploads/large_detail_cnc_panel_*';
  const datasheet = '**/uploads/datasheet_vf_650_*';
  for (const pattern of [lobbyStill, robotVideo, articlePicture, datasheet]) await missingFrom(pattern);
  await faultCase({ name: 'network: media 404', faults: 4 }, async (check) => {
    const tour = new Tour(page);
    await tour.open(LOBBY.path);
    await check('the lobby shows another rendition of its picture', async () => {
      await tour.expectArrivedAt(LOBBY.payloadId);
      expect(requested).toContain(lobbyStill);
      expect(await page.evaluate(() => window.__tour!.scene.shown)).toMatch(/\/(?!xlarge_)\w*location_factory_lobby_/);
    });

    await page.getByRole('button', { name: 'Robot cell', exact: true }).click();
    await check('the robot cell keeps its still when its video is missing', async () => {
      await tour.expectArrivedAt('factory-robotics');
      await expect.poll(() => requested.has(robotVideo)).toBe(true);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.__tour!.scene.shown)).toMatch(/location_factory_robotics.*\.jpg$/);
    });

    await page.getByRole('button', { name: 'CNC machining', exact: true }).click();
    await tour.expectArrivedAt('factory-cnc');
    await page.locator('[data-hotspot-id="401"]:visible').click();
    const article = page.getByTestId('modal.article');
    const tile = article.getByRole('button', { name: 'Operator panel of a VF-650 machining centre: enlarge' });
    await check('the article names a missing picture instead of a broken one', async () => {
      await expect(tile).toHaveText('Operator panel of a VF-650 machining centre');
      await expect(tile.locator('img')).toHaveCount(0);
      expect(requested).toContain(articlePicture);
    });
    await page.keyboard.press('Escape');

    await page.locator('[data-hotspot-id="402"]:visible').click();
    const viewer = page.getByTestId('pdf.viewer');
    await check('the PDF viewer says the document could not be opened', async () => {
      await expect(viewer.getByRole('alert')).toHaveText(TEXT.pdfFailed);
      expect(requested).toContain(datasheet);
    });
    await page.keyboard.press('Escape');
    await check('the tour answers the next tap', async () => {
      await expect(viewer).toHaveCount(0);
      await page.locator('[data-hotspot-id="401"]:visible').click();
      await expect(article).toBeVisible();
    });
  });
});

test('code chunks missing after a deploy: one reload brings the article; then the PDF viewer, the lightbox and the menu say so in place', async ({
  page,
}) => {
  const gone = (route: Route) => route.fulfill({ status: 404, body: 'gone' });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await faultCase({ name: 'network: chunk 404', faults: 4 }, async (check) => {
    const tour = new Tour(page);
    await tour.open(LOBBY.path);
    await tour.expectArrivedAt(LOBBY.payloadId);
    // A deploy replaced the article's chunk: gone until the page reloads, which gets the new deploy's.
    await page.route('**/assets/overlay-content-*.js', (route) => (loads < 2 ? gone(route) : route.fallback()));
    await page.locator(`[data-hotspot-id="${LOBBY.article}"]:visible`).click();
    await check('one reload, and the article opens', async () => {
      await expect(page.getByTestId('modal.article')).toBeVisible();
      expect(loads).toBe(2);
    });
    await page.keyboard.press('Escape');

    // Within 60 s of that reload, a missing chunk is told where it was needed.
    await page.route('**/assets/pdf-*.js', gone);
    await page.locator(`[data-hotspot-id="${LOBBY.documents}"]:visible`).click();
    await page.getByTestId('documents.list').getByRole('button').first().click();
    await check('the PDF viewer says so', () =>
      expect(page.getByTestId('pdf.viewer').getByRole('alert')).toHaveText(TEXT.pdfFailed),
    );
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.route('**/assets/lightbox-view-*.js', gone);
    await page.locator(`[data-hotspot-id="${LOBBY.media}"]:visible`).click();
    await check('the lightbox is told and closed', async () => {
      await expect(notice(page, TEXT.overlayFailed)).toBeVisible();
      await expect(page.getByTestId('lightbox')).toHaveCount(0);
    });
    await closeNotices(page);

    await page.route('**/assets/sidebars-*.js', gone);
    await page.getByTestId('menu.open').click();
    await check('the menu is told', async () => {
      await expect(notice(page, TEXT.overlayFailed)).toBeVisible();
      await expect(page.getByTestId('sidebar.left')).toHaveCount(0);
    });
    await page.getByRole('button', { name: 'Entrance', exact: true }).click();
    await check('no more reloads, and the tour answers the next tap', async () => {
      await tour.expectArrivedAt(ENTRANCE.payloadId);
      expect(loads).toBe(2);
    });
  });
});

test('offline at start: the browser has no copy of the app; offline once the page is in: the reason and the notice, back online the tour loads by itself; a chunk missed offline is told, not reloaded into the offline page', async ({
  page,
  context,
}) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await faultCase({ name: 'network: offline at start', faults: 3 }, async (check) => {
    await context.setOffline(true);
    // No service worker keeps an old copy (the app removes them): the browser's own page, nothing stale.
    await check('offline before the first page, the browser says it', () =>
      expect(page.goto(ENTRANCE.path)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/),
    );
    await context.setOffline(false);

    // The page came (a kiosk's own server), the connection goes as the content is asked for.
    await page.route(API, async (route) => {
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    const tour = new Tour(page);
    await tour.open(ENTRANCE.path);
    await check('the failure view and the no-internet notice', async () => {
      await expectLoadFailed(page, TEXT.loadFailed, TEXT.noInternet);
      await expect(notice(page, TEXT.noInternet)).toHaveAttribute('data-status', 'warning');
    });
    await page.unroute(API);
    await context.setOffline(false);
    await check('back online, the tour loads without a tap and the notice goes', async () => {
      await tour.expectArrivedAt(ENTRANCE.payloadId);
      await expect(page.getByTestId('notification')).toHaveCount(0);
    });

    // Offline during the tour, the article's code has not been loaded yet.
    const loadsBefore = loads;
    await context.setOffline(true);
    await page.locator(`[data-hotspot-id="${ENTRANCE.article}"]:visible`).click();
    await check('a chunk missed offline is told over the tour, without a reload', async () => {
      await expect(notice(page, TEXT.overlayFailed)).toBeVisible();
      await expect(page.getByTestId('world-page')).toBeVisible();
      expect(loads).toBe(loadsBefore);
    });
    await context.setOffline(false);
    await check('back online, one reload, and the article opens', async () => {
      await tour.expectArrivedAt(ENTRANCE.payloadId);
      expect(loads).toBe(loadsBefore + 1);
      await page.locator(`[data-hotspot-id="${ENTRANCE.article}"]:visible`).click();
      await expect(page.getByTestId('modal.article')).toBeVisible();
    });
  });
});

test('connectivity flapping during the tour: the no-internet notice comes and goes, never two notices at once, and the tour moves on', async ({
  page,
  context,
}) => {
  const flaps = 5;
  await faultCase({ name: 'network: flapping connectivity', faults: flaps }, async (check) => {
    const tour = new Tour(page);
    await tour.open(ENTRANCE.path);
    await tour.expectArrivedAt(ENTRANCE.payloadId);
    // The most notices on screen at once, counted in the page at every change.
    await page.evaluate(() => {
      const state = window as { __mostNotices?: number };
      state.__mostNotices = 0;
      new MutationObserver(() => {
        const shown = document.querySelectorAll('[data-testid="notification"]').length;
        state.__mostNotices = Math.max(state.__mostNotices ?? 0, shown);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator(`[data-hotspot-id="${ENTRANCE.toHall}"]:visible`).click();
    for (let flap = 0; flap < flaps; flap += 1) {
      await context.setOffline(true);
      await page.waitForTimeout(150);
      await context.setOffline(false);
      await page.waitForTimeout(100);
    }
    await context.setOffline(true);
    await check('offline: one notice', () => expect(notice(page, TEXT.noInternet)).toHaveCount(1));
    await context.setOffline(false);
    await check('online: none, and never two at once', async () => {
      await expect(notice(page, TEXT.noInternet)).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __mostNotices?: number }).__mostNotices)).toBe(1);
    });
    await check('the tour moved and moves on', async () => {
      await tour.expectArrivedAt('factory-hall');
      await page.getByRole('button', { name: 'Entrance', exact: true }).click();
      await tour.expectArrivedAt(ENTRANCE.payloadId);
      await expect(page.getByTestId('loading-view')).toHaveCount(0);
    });
  });
});
