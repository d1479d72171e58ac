import { expect, test, type Page, type Request } from '@playwright/test';
import { ContactForm, storedContacts } from './fixtures/contact.ts';
import { shot } from './fixtures/shots.ts';
import { Tour } from './fixtures/tour.ts';

// SPEC §3, §5: the contact form, opened from the contacts sidebar; "sent" only once the server has stored it
// (server/contact.ts writes to the SQLite file CONTACT_DB of playwright.config.ts).

const START = 'factory-entrance';
const CONTACT_ROUTE = '**/box-api/api/contact';
/** The demo's contacts menu: its form item and its mail link, per locale. */
const FORM_ITEM = { de: 'Kontaktformular', en: 'Contact form', zh: '联系表单' } as const;
const MAIL = 'info@virtual-factory.example';

const VALUES = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  phone: '+44 20 7946 0958',
  email: 'ada@engines.example',
  subject: 'Laser cutter',
};

const VIEWPORTS = [
  { name: 'wall', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
];

async function openForm(page: Page, locale: keyof typeof FORM_ITEM = 'de'): Promise<ContactForm> {
  const tour = new Tour(page);
  await tour.open(`/${locale}`);
  await tour.expectArrivedAt(START);
  const contact = new ContactForm(page);
  await contact.openFromSidebar(FORM_ITEM[locale]);
  return contact;
}

/** The form lies inside the viewport, nothing of it cut off sideways. */
async function expectWithinViewport(page: Page, contact: ContactForm) {
  const box = (await contact.modal.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(await contact.form.evaluate((form) => form.scrollWidth <= form.clientWidth)).toBe(true);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an empty send names each required field; the server refusing a field (422) or too many sends (429) is said', async ({
      page,
    }) => {
      const contact = await openForm(page);
      await expectWithinViewport(page, contact);
      await contact.submit.click();
      for (const name of ['firstName', 'lastName', 'email', 'message'] as const) {
        await expect(contact.error(name)).toHaveText('Bitte füllen Sie dieses Feld aus.');
        await expect(contact.field(name)).toHaveAttribute('aria-invalid', 'true');
        await expect(contact.field(name)).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
      }
      for (const name of ['company', 'phone', 'subject'] as const) await expect(contact.error(name)).toHaveCount(0);
      await expect(contact.field('firstName')).toBeFocused();

      // A rule the form knows, in German; then what only the server knows, in its own words.
      await contact.fill({ ...VALUES, email: 'ada@engines', message: 'Hallo' });
      await contact.submit.click();
      await expect(contact.error('email')).toHaveText(/gültige E-Mail-Adresse/);
      await expect(contact.error('firstName')).toHaveCount(0);
      await contact.fill({ email: VALUES.email });
      await expect(contact.error('email')).toHaveCount(0);

      // Answered after a while: the button says it is sending meanwhile, and nothing claims "sent".
      await page.route(CONTACT_ROUTE, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            error: {
              status: 422,
              name: 'ValidationError',
              message: '2 errors occurred',
              details: {
                errors: [
                  { path: ['email'], message: 'this address bounced before', name: 'ValidationError' },
                  { path: ['phone'], message: 'phone is odd', name: 'ValidationError', key: 'contact__error_phone' },
                ],
              },
            },
          }),
        });
      });
      await contact.submit.click();
      await expect(contact.submit).toBeDisabled();
      await expect(contact.submit).toHaveText('Wird gesendet…');
      await expect(contact.error('email')).toHaveText('this address bounced before');
      await expect(contact.error('phone')).toHaveText(/nur mit Ziffern/);
      await expect(contact.field('phone')).toBeFocused();
      await expect(contact.modal.getByTestId('contact.sent')).toHaveCount(0);

      await page.unroute(CONTACT_ROUTE);
      await page.route(CONTACT_ROUTE, (route) =>
        route.fulfill({ status: 429, contentType: 'application/json', body: '{"data":null,"error":{"status":429}}' }),
      );
      await contact.submit.click();
      await expect(contact.modal.getByTestId('contact.failed')).toHaveText(
        'Sie senden zu viele Anfragen an den Server. Der Zugriff bleibt für kurze Zeit gesperrt.',
      );
      await contact.expectValues({ ...VALUES, message: 'Hallo' });
    });

    test('a failed send keeps everything typed; the retry is stored once, and only then is it "sent"', async ({
      page,
    }) => {
      const message = `Bitte rufen Sie mich an.\nTest ${viewport.name} ${Date.now()}`;
      const contact = await openForm(page);
      await contact.fill({ ...VALUES, message });

      const keys: (string | null)[] = [];
      const keyOf = (request: Request) => request.headers()['idempotency-key'] ?? null;
      await page.route(CONTACT_ROUTE, (route) => {
        keys.push(keyOf(route.request()));
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      });
      await contact.submit.click();
      const failed = contact.modal.getByTestId('contact.failed');
      await expect(failed).toContainText(
        'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut oder schreiben Sie uns eine E-Mail',
      );
      await expect(failed.getByRole('link', { name: MAIL })).toHaveAttribute('href', `mailto:${MAIL}`);
      await contact.expectValues({ ...VALUES, message });
      await expect(contact.submit).toBeEnabled();

      // The real server now: the same submission goes with the same key.
      await page.unroute(CONTACT_ROUTE);
      const answered = page.waitForResponse((response) => response.url().endsWith('/box-api/api/contact'));
      await contact.submit.click();
      const response = await answered;
      expect(response.status()).toBe(201);
      expect(keyOf(response.request())).toBe(keys[0]);
      await expect(contact.modal.getByTestId('contact.sent')).toHaveText('Ihre E-Mail wurde gesendet');
      await expect(contact.form.getByRole('button', { name: 'Schließen' })).toBeFocused();

      const rows = storedContacts(message);
      expect(rows).toEqual([
        expect.objectContaining({
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: VALUES.email,
          subject: VALUES.subject,
          locale: 'de',
          idempotency_key: keys[0],
          delivery_status: 'pending',
        }),
      ]);
      await contact.form.getByRole('button', { name: 'Schließen' }).click();
      await expect(contact.modal).toHaveCount(0);
    });

    // German has the longest labels, Chinese its own font: English fits where they fit (shots show all three).
    test('screenshots in German and Chinese', async ({ page }) => {
      for (const locale of ['de', 'zh'] as const) {
        const contact = await openForm(page, locale);
        await contact.fill({ firstName: VALUES.firstName, email: 'ada@' });
        await contact.submit.click();
        await expect(contact.error('email')).toBeVisible();
        await expectWithinViewport(page, contact);
        const name = `contact-${locale}-${viewport.name}`;
        await shot(page, `${name}-errors`);
        await page.route(CONTACT_ROUTE, (route) =>
          route.fulfill({ status: 201, contentType: 'application/json', body: '{"data":{"reference":"x"}}' }),
        );
        await contact.fill({ ...VALUES, message: '你好 / Hallo / Hello' });
        await contact.submit.click();
        await expect(contact.modal.getByTestId('contact.sent')).toBeVisible();
        await shot(page, `${name}-sent`);
        await page.unroute(CONTACT_ROUTE);
      }
    });
  });
}
