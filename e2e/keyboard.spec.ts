import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_USER, LAB_CODE, portalInto } from './fixtures/portals.ts';
import { Tour } from './fixtures/tour.ts';

// SPEC §2 keyboard modal (issue 12, point 10): on a touch screen, or with the kiosk setting, the access-code dialog
// and the login page bring an on-screen keyboard; tapping its keys types, enter submits.

/** Taps `text` on the on-screen keyboard, a capital as shift and its key. */
async function tapKeys(keyboard: Locator, text: string, touch: boolean): Promise<void> {
  const press = (button: string) => {
    const key = keyboard.locator(`[data-skbtn="${button}"]`).first();
    return touch ? key.tap() : key.click();
  };
  for (const char of text) {
    if (char !== char.toLowerCase()) await press('{shift}');
    await press(char);
  }
}

/** Opens `locale`'s demo, goes to the hotspot into the password-protected world and taps it: the code dialog. */
async function askForCode(page: Page, locale: string, touch: boolean) {
  const tour = new Tour(page);
  await tour.open(`/${locale}`);
  await expect.poll(() => page.evaluate(() => window.__tour?.scene.backgroundReady ?? null)).not.toBeNull();
  const portal = await portalInto(page, 'password');
  await page.goto(`/${locale}/${portal.from.world}/${portal.from.slug}`);
  await tour.expectArrivedAt(portal.from.payloadId);
  // On a phone the hotspot is on the picture and in the list under it: the first one visible.
  const hotspot = page.locator(`[data-hotspot-id="${portal.hotspotId}"]:visible`).first();
  await (touch ? hotspot.tap() : hotspot.click());
  const dialog = page.getByTestId('access-dialog');
  await expect(dialog).toBeVisible();
  return { tour, portal, dialog };
}

test.describe('phone with a touch screen 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the access code is tapped in on the on-screen keyboard; a wrong one is refused, the right one opens', async ({
    page,
  }) => {
    const { tour, portal, dialog } = await askForCode(page, 'en', true);
    const keyboard = dialog.getByTestId('keyboard');
    await expect(keyboard).toBeVisible();
    await expect(keyboard).toBeInViewport({ ratio: 1 });
    const field = dialog.getByTestId('access.code');
    // A phone keeps its own keyboard: the one its screen reader reads, for a visitor who cannot see these keys.
    await expect(field).not.toHaveAttribute('inputmode', 'none');
    await tapKeys(keyboard, '0000', true);
    await expect(field).toHaveValue('0000');
    await expect(keyboard.locator('[data-skbtn="{enter}"]')).toHaveText('Enter');
    await keyboard.locator('[data-skbtn="{enter}"]').tap();
    await expect(dialog.getByTestId('access.error')).toHaveText('The code is incorrect, please try again');
    for (let i = 0; i < 4; i++) await keyboard.locator('[data-skbtn="{bksp}"]').tap();
    await expect(field).toHaveValue('');
    await tapKeys(keyboard, LAB_CODE, true);
    await expect(field).toHaveValue(LAB_CODE);
    await keyboard.locator('[data-skbtn="{enter}"]').tap();
    await expect(dialog).toHaveCount(0);
    await tour.expectArrivedAt(portal.target);
  });

  test('German visitors get QWERTZ with umlauts; shift types one capital, caps lock all; the keyboard hides and shows', async ({
    page,
  }) => {
    const { dialog } = await askForCode(page, 'de', true);
    const keyboard = dialog.getByTestId('keyboard');
    await expect(keyboard.locator('.hg-row').nth(1)).toHaveText(/^qwertzuiopü$/);
    await expect(keyboard.locator('[data-skbtn="{bksp}"]')).toHaveAttribute('aria-label', 'Letztes Zeichen löschen');
    const field = dialog.getByTestId('access.code');
    await tapKeys(keyboard, 'Äb', true);
    // Caps lock: the keys stay capitals (no shift tapped before each) until it is tapped again.
    await keyboard.locator('[data-skbtn="{lock}"]').tap();
    await keyboard.locator('[data-skbtn="C"]').tap();
    await keyboard.locator('[data-skbtn="D"]').tap();
    await keyboard.locator('[data-skbtn="{lock}"]').tap();
    await tapKeys(keyboard, 'ß', true);
    await expect(field).toHaveValue('ÄbCDß');
    // The caret is where the keys type: in the middle, after a tap that moved it.
    await field.evaluate((input: HTMLInputElement) => input.setSelectionRange(1, 1));
    await tapKeys(keyboard, 'x', true);
    await expect(field).toHaveValue('ÄxbCDß');
    await dialog.getByRole('button', { name: 'Tastatur ausblenden' }).tap();
    await expect(keyboard).toHaveCount(0);
    await expect(field).not.toHaveAttribute('inputmode', 'none');
    await dialog.getByRole('button', { name: 'Tastatur einblenden' }).tap();
    await expect(dialog.getByTestId('keyboard')).toBeVisible();
  });

  test('a screen reader finds the keys as buttons, shift and caps lock as toggles; its click types once', async ({
    page,
  }) => {
    const { dialog } = await askForCode(page, 'en', true);
    const keyboard = dialog.getByTestId('keyboard');
    const field = dialog.getByTestId('access.code');
    // 46 keys, each a button named by its text or, for a symbol, by its label.
    await expect(keyboard.getByRole('button')).toHaveCount(46);
    await expect(keyboard.getByRole('button', { name: 'q', exact: true })).toHaveAttribute('data-skbtn', 'q');
    await expect(keyboard.getByRole('button', { name: 'Delete last character' })).toHaveAttribute(
      'data-skbtn',
      '{bksp}',
    );
    await expect(keyboard.getByRole('button', { name: 'Space' })).toHaveAttribute('data-skbtn', '{space}');
    const shift = keyboard.getByRole('button', { name: 'Shift' }).first();
    await expect(shift).toHaveAttribute('aria-pressed', 'false');
    await expect(keyboard.getByRole('button', { name: 'Caps lock' })).toHaveAttribute('aria-pressed', 'false');
    // A screen reader's activation is a click with no pointerdown before it (TalkBack, NVDA, JAWS): it types once.
    await shift.dispatchEvent('click');
    await expect(keyboard.getByRole('button', { name: 'Shift' }).first()).toHaveAttribute('aria-pressed', 'true');
    await keyboard.getByRole('button', { name: 'A', exact: true }).dispatchEvent('click');
    await keyboard.getByRole('button', { name: 'b', exact: true }).dispatchEvent('click');
    await expect(field).toHaveValue('Ab');
    await keyboard.getByRole('button', { name: 'Caps lock' }).dispatchEvent('click');
    await expect(keyboard.getByRole('button', { name: 'Caps lock' })).toHaveAttribute('aria-pressed', 'true');
    // A tap (pointerdown, then its click) types once too.
    await keyboard.getByRole('button', { name: 'C', exact: true }).tap();
    await keyboard.getByRole('button', { name: 'Delete last character' }).dispatchEvent('click');
    await keyboard.getByRole('button', { name: 'D', exact: true }).tap();
    await expect(field).toHaveValue('AbD');
  });

  test('the login page signs in with the on-screen keyboard', async ({ page }) => {
    const tour = new Tour(page);
    await tour.open('/en');
    await expect.poll(() => page.evaluate(() => window.__tour?.scene.backgroundReady ?? null)).not.toBeNull();
    const portal = await portalInto(page, 'login');
    await page.goto(`/en/login?redirect=${portal.world.start}`);
    const keyboard = page.getByTestId('keyboard');
    await expect(keyboard).toBeVisible();
    // The first field takes the keys until another is tapped.
    await tapKeys(keyboard, DEMO_USER.identifier, true);
    await expect(page.getByLabel('Username or email')).toHaveValue(DEMO_USER.identifier);
    await page.getByLabel('Password').tap();
    await tapKeys(keyboard, DEMO_USER.password, true);
    await expect(page.getByLabel('Password')).toHaveValue(DEMO_USER.password);
    await keyboard.locator('[data-skbtn="{enter}"]').tap();
    await tour.expectArrivedAt(portal.world.start);
  });
});

test.describe('kiosk wall 1920x1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the kiosk setting brings the keyboard without a touch screen; the physical keyboard keeps typing', async ({
    page,
  }) => {
    await page.route('**/app-settings.json', async (route) => {
      const response = await route.fetch();
      const settings = (await response.json()) as { viewers: { kiosk: boolean } };
      settings.viewers.kiosk = true;
      await route.fulfill({ response, json: settings });
    });
    const { tour, portal, dialog } = await askForCode(page, 'en', false);
    const keyboard = dialog.getByTestId('keyboard');
    await expect(keyboard).toBeVisible();
    await expect(keyboard).toBeInViewport({ ratio: 1 });
    const field = dialog.getByTestId('access.code');
    // A wall's system keyboard stays down: it would cover the tour.
    await expect(field).toHaveAttribute('inputmode', 'none');
    await tapKeys(keyboard, 'factory', false);
    await page.keyboard.type('-20');
    await tapKeys(keyboard, '26', false);
    await expect(field).toHaveValue(LAB_CODE);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await tour.expectArrivedAt(portal.target);
  });
});

test.describe('desktop 1280x720', () => {
  test('a mouse and keyboard without the kiosk setting get no on-screen keyboard, and not its code', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    const { dialog } = await askForCode(page, 'en', false);
    await expect(dialog.getByTestId('access.code')).toBeFocused();
    await expect(dialog.getByTestId('keyboard.toggle')).toHaveCount(0);
    await expect(dialog.getByTestId('keyboard')).toHaveCount(0);
    expect(chunks.filter((url) => url.includes('on-screen-keyboard'))).toEqual([]);
  });
});
