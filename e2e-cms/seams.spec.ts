import { expect, test } from '@playwright/test';
import { adminUrl, signInToAdmin } from './fixtures/admin';
import { adminJwt, strapi } from './fixtures/cms';

// Issue 33, point 4 (and issue 32, point 4's tour check): in the built admin panel, the tour map's "Seams" tab
// compares where the factory's clips meet their locations' pictures and each other. A planted mismatch (the lobby's
// pictures replaced by the entrance's, as if the room had been shot again) shows every seam of the lobby's clips with
// its two pictures side by side; "use the clip's last frame as the picture of" the lobby makes the entrance-to-lobby
// clip's last frame the lobby's picture in its draft, and the check run again finds every seam matching.

const LOCATIONS = '/api/content-locations';
const SWAPPED = 'factory-entrance--factory-lobby';

interface Media {
  id: number;
  name: string;
}
interface Background {
  key: string;
  type: string | null;
  image: Media | null;
  video: Media | null;
}
interface Doc {
  documentId: string;
  title?: string;
  background: Background[] | null;
}

/** The German draft (what editors change, and the fix writes) of the entry `payloadId`. */
async function one(path: string, payloadId: string): Promise<Doc> {
  const query = new URLSearchParams({
    locale: 'de',
    status: 'draft',
    'filters[payloadId][$eq]': payloadId,
    'populate[background][populate]': '*',
  });
  const { status, body } = await strapi(`${path}?${query}`);
  expect(status).toBe(200);
  return (body?.data as Doc[])[0]!;
}

const put = (path: string, doc: Doc, data: unknown) =>
  strapi(`${path}/${doc.documentId}?locale=de`, { method: 'PUT', body: JSON.stringify({ data }) });

test.use({ viewport: { width: 1600, height: 1000 } });

const ids = ({ key, type, image, video }: Background) => ({
  key,
  type,
  image: image?.id ?? null,
  video: video?.id ?? null,
});

test("a location's outdated picture shows in its clips' seams, and a clip's last frame replaces it", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const lobby = await one(LOCATIONS, 'factory-lobby');
  const entrance = await one(LOCATIONS, 'factory-entrance');
  const lobbyBackgrounds = lobby.background!;
  // The lobby's pictures replaced by the entrance's: the clips into and out of the lobby no longer meet them.
  const entrancePicture = entrance.background!.find((entry) => entry.image)!.image!.id;
  const outdated = lobbyBackgrounds.map((entry) => ({ ...ids(entry), image: entry.image ? entrancePicture : null }));
  expect((await put(LOCATIONS, lobby, { background: outdated })).status).toBe(200);
  let still: number | null = null;
  try {
    await signInToAdmin(page);
    await page.goto(`${adminUrl()}/plugins/studio/tour-map?world=factory&locale=de`);
    await page.getByRole('tab', { name: 'Seams' }).click();
    const seams = page.getByTestId('studio.seams');
    await seams.getByRole('button', { name: 'Check seams' }).click();
    const rows = page.getByTestId('studio.seam-list').locator('tbody tr');
    await expect(rows.first()).toBeVisible({ timeout: 120_000 });
    await expect(seams.getByRole('status')).toHaveText(/^\d+ seams of \d+ do not match\.$/);
    // Every clip that ends in the lobby (its end) or leaves it (its start), and nothing else: clips still meet clips.
    const place = /^(End: last frame|Start: first frame) against the picture of (.+)$/;
    const listed = await rows.evaluateAll((all) =>
      all.map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent)),
    );
    expect(listed.length).toBeGreaterThan(3);
    for (const [transition, seam] of listed) {
      const [, side, location] = seam!.match(place)!;
      expect(location).toBe(lobby.title);
      expect(transition).toMatch(side!.startsWith('End') ? /--factory-lobby$/ : /^factory-lobby--/);
    }
    const end = rows.filter({ hasText: SWAPPED });
    await expect(end).toHaveCount(1);
    await expect(end.getByRole('img')).toHaveJSProperty('naturalWidth', 1280);
    await expect(end.getByRole('link', { name: SWAPPED })).toHaveAttribute('href', /content-transition/);
    // The editors' guide's picture (docs/editors.md), when asked for; else one to look at in the test's output.
    const shot =
      process.env.TOUR_MAP_PICTURES === '1' ? 'docs/pictures/editors-seams.png' : testInfo.outputPath('seams.png');
    await page.screenshot({ path: shot });

    await end.getByRole('button', { name: `Use the clip's last frame as the picture of ${lobby.title}` }).click();
    await expect(seams.getByText(`The picture of ${lobby.title} is now the clip's last frame`)).toBeVisible({
      timeout: 60_000,
    });
    const changed = (await one(LOCATIONS, 'factory-lobby')).background!;
    const adopted = changed.filter((entry) => entry.image?.name === `still-factory-lobby-from-${SWAPPED}.jpg`);
    expect(adopted).toHaveLength(1);
    still = adopted[0]!.image!.id;
    // The other backgrounds are as they were.
    expect(changed.filter((entry) => entry !== adopted[0]).map(ids)).toEqual(
      outdated.filter((entry) => entry.key !== adopted[0]!.key),
    );

    // Checked again: the frame meets every clip of the lobby.
    await seams.getByRole('button', { name: 'Check seams' }).click();
    await expect(seams.getByRole('status')).toHaveText(/^All \d+ seams match\.$/, { timeout: 120_000 });
  } finally {
    await put(LOCATIONS, lobby, { background: lobbyBackgrounds.map(ids) });
    if (still !== null) await strapi(`/api/upload/files/${still}`, { method: 'DELETE' });
  }
});

test('the seam routes are for signed-in editors, and refuse what is not a list of seams', async () => {
  const pairs = [{ transition: SWAPPED, kind: 'start', clip: { url: '/uploads/x.mp4', at: 'first' } }];
  expect((await strapi('/studio/seams', { method: 'POST', token: null, body: '{"pairs":[]}' })).status).toBe(401);
  const jwt = await adminJwt();
  const refused = await strapi('/studio/seams', { method: 'POST', token: jwt, body: JSON.stringify({ pairs }) });
  expect(refused.status).toBe(400);
  const adopt = await strapi('/studio/seams/adopt', { method: 'POST', token: jwt, body: JSON.stringify({}) });
  expect(adopt.status).toBe(400);
});
