import { describe, expect, it } from 'vitest';
import { ContentAccess } from '../../server/content-access';
import { JsonFileCache } from '../../server/json-cache';
import { ContentBundle } from '../../server/strapi-bundle';
import {
  filterItems,
  hiddenWorlds,
  locationWorlds,
  splitLocale,
  worldRules,
  worldsWithoutSecret,
  type LocaleContent,
} from '../../server/world-rights';

const target = (fields: object) => ({ id: null, payloadId: null, url: null, menu_key: null, ...fields });
const media = (file: string) => ({
  id: 1,
  url: `/uploads/${file}`,
  formats: { small: { url: `/uploads/small_${file}` } },
});
/** A video after the media pipeline: its renditions and pictures in `formats`, as Strapi records them. */
const video = (file: string) => ({
  id: 1,
  url: `/uploads/${file}`,
  formats: Object.fromEntries(
    ['video_1080', 'video_720', 'poster', 'first_frame', 'last_frame'].map((key) => [
      key,
      { url: `/uploads/${key}_${key.startsWith('video') ? file : file.replace('.mp4', '.jpg')}`, path: null },
    ]),
  ),
});

/** A public world `open` and a hidden world `vault`, with content tied to each in every way the bundle ties it. */
const content: LocaleContent = {
  worlds: [
    { slug: 'open', name: 'Open', menus: [{ key: 'world-open' }], logo: media('open-logo.svg') },
    {
      slug: 'vault',
      name: 'Vault',
      only_logged_in_user: true,
      password: 'leaked?',
      start_location_id: 'vault-hall',
      menus: [{ key: 'world-vault' }],
      logo: media('vault-logo.svg'),
      screensaver: { id: 2 },
    },
  ],
  locations: [
    {
      payloadId: 'open-gate',
      world: { slug: 'open' },
      background: [{ image: media('gate.jpg') }],
      hotspots: [
        { __component: 'hotspots.navigation', action_target: target({ payloadId: 'vault-hall' }) },
        { __component: 'hotspots.custom-open-article', action_target: target({ id: 2 }) },
      ],
    },
    {
      payloadId: 'vault-hall',
      world: { slug: 'vault' },
      group: { slug: 'g', menus: [{ key: 'group-vault' }] },
      background: [{ image: media('vault.jpg') }],
      hotspots: [
        { __component: 'hotspots.open-article', action_target: target({ id: 1 }) },
        { __component: 'hotspots.open-article', action_target: target({ id: 2 }) },
        { __component: 'hotspots.menu', action_target: target({ menu_key: 'menu-vault' }) },
      ],
    },
  ],
  transitions: [
    {
      payloadId: 'open-gate--vault-hall',
      from: { payloadId: 'open-gate' },
      to: { payloadId: 'vault-hall' },
      world: { slug: 'open' },
      background: { video: video('portal.mp4') },
    },
    {
      payloadId: 'open-gate--open-gate',
      from: { payloadId: 'open-gate' },
      to: { payloadId: 'open-gate' },
      world: { slug: 'open' },
    },
  ],
  articles: [
    // 1: only the vault leads here, and on to dashboard 3 through a button's action stack without a target.
    {
      id: 1,
      title: 'Secret',
      sections: [{ images: [media('secret.jpg'), media('gate.jpg')] }],
      action_buttons: [
        { action_target: target({ id: 3 }), action_stack: [{ action: 'open-dashboard', action_target: null }] },
      ],
    },
    // 2: both worlds lead here.
    { id: 2, title: 'Shared', sections: [{ images: [media('shared.jpg')] }] },
    // 4: no world leads here.
    { id: 4, title: 'Orphan', sections: [{ icon: { svg: { url: '/uploads/orphan.svg' } } }] },
  ],
  dashboards: [{ id: 3, title: 'Vault desk', logo: media('desk.svg') }],
  menus: [
    { key: 'application-main', items: [{ action: 'navigate', action_target: target({ payloadId: 'vault-hall' }) }] },
    { key: 'world-open', items: [] },
    { key: 'world-vault', items: [{ action: 'open-menu', action_target: target({ menu_key: 'menu-vault' }) }] },
    { key: 'group-vault', items: [] },
    { key: 'menu-vault', items: [{ action: 'open-pdf', action_target: target({}), media: media('vault.pdf') }] },
  ],
};

const worldOf = locationWorlds(content.locations);

describe('world rules and rights', () => {
  const rules = worldRules(
    [
      { slug: 'login', only_logged_in_users: true },
      { slug: 'old-login', only_logged_in_user: true },
      { slug: 'coded', protect_with_password: true },
      { slug: 'empty-code', protect_with_password: true },
      { slug: 'public' },
      { slug: 'no-secret', protect_with_password: true },
    ],
    new Map([
      ['coded', true],
      ['empty-code', false],
    ]),
  );

  it('hides login-only worlds from guests and password worlds without their key', () => {
    expect(hiddenWorlds(rules, { loggedIn: false, worlds: [] })).toEqual(
      new Set(['login', 'old-login', 'coded', 'no-secret']),
    );
    expect(hiddenWorlds(rules, { loggedIn: true, worlds: [] })).toEqual(new Set(['coded', 'no-secret']));
    expect(hiddenWorlds(rules, { loggedIn: false, worlds: ['coded'] })).toEqual(
      new Set(['login', 'old-login', 'no-secret']),
    );
    expect(hiddenWorlds(rules, { loggedIn: true, worlds: ['coded', 'public'] })).toEqual(new Set(['no-secret']));
  });

  it("opens every world to an editor's preview but one withheld for want of its secret", () => {
    expect(hiddenWorlds(rules, { loggedIn: false, worlds: [], editor: true })).toEqual(new Set(['no-secret']));
  });

  it('counts a world whose password is the empty one as unprotected (SPEC)', () => {
    expect(rules.get('empty-code')).toEqual({ loggedIn: false, password: false, withheld: false });
  });

  it('withholds a world flagged for a password the server holds no secret of, whatever the rights', () => {
    expect(rules.get('no-secret')).toEqual({ loggedIn: false, password: false, withheld: true });
    expect(hiddenWorlds(rules, { loggedIn: true, worlds: ['coded', 'no-secret'] })).toEqual(new Set(['no-secret']));
    expect(
      worldsWithoutSecret(
        [{ slug: 'b', protect_with_password: true }, { slug: 'a', protect_with_password: true }, { slug: 'c' }],
        new Set(),
      ),
    ).toEqual(['a', 'b']);
  });

  it('protects a world when any locale flags it', () => {
    const merged = worldRules([{ slug: 'w' }, { slug: 'w', only_logged_in_users: true }], new Map());
    expect(merged.get('w')).toEqual({ loggedIn: true, password: false, withheld: false });
  });
});

describe('splitLocale and filterItems on a small bundle', () => {
  const { visibility, visibleMedia, hiddenMedia } = splitLocale(content, new Set(['vault']), worldOf);
  const keep = (endpoint: string, items: unknown[], key: string) =>
    filterItems(endpoint, items, visibility).map((item) => (item as Record<string, unknown>)[key]);

  it('leaves out the hidden world locations and every transition touching it', () => {
    expect(keep('content-locations', content.locations, 'payloadId')).toEqual(['open-gate']);
    expect(keep('content-transitions', content.transitions, 'payloadId')).toEqual(['open-gate--open-gate']);
  });

  it('leaves out articles, dashboards and menus only hidden content leads to, transitively', () => {
    expect(keep('articles', content.articles, 'id')).toEqual([2, 4]);
    expect(keep('dashboards', content.dashboards, 'id')).toEqual([]);
    expect(keep('menus', content.menus, 'key')).toEqual(['application-main', 'world-open']);
  });

  it('keeps the hidden world listed with name, slug and flags, without relations or password', () => {
    const worlds = filterItems('worlds', content.worlds, visibility) as Record<string, unknown>[];
    expect(worlds[1]).toMatchObject({
      slug: 'vault',
      name: 'Vault',
      only_logged_in_user: true,
      start_location_id: 'vault-hall',
    });
    expect(worlds[1]).toMatchObject({ menus: [], logo: null, screensaver: null, password: null });
    expect(worlds[0]).toMatchObject({ menus: [{ key: 'world-open' }], password: null });
    expect(JSON.stringify(worlds)).not.toContain('leaked?');
  });

  it('finds the media of hidden content, and of visible content, every format and rendition', () => {
    for (const file of [
      'vault.jpg',
      'small_vault.jpg',
      'secret.jpg',
      'portal.mp4',
      'video_1080_portal.mp4',
      'video_720_portal.mp4',
      'poster_portal.jpg',
      'first_frame_portal.jpg',
      'last_frame_portal.jpg',
      'desk.svg',
      'vault.pdf',
      'vault-logo.svg',
    ]) {
      expect(hiddenMedia.has(`/uploads/${file}`), file).toBe(true);
    }
    for (const file of ['gate.jpg', 'shared.jpg', 'open-logo.svg', 'orphan.svg']) {
      expect(visibleMedia.has(`/uploads/${file}`), file).toBe(true);
    }
  });

  it('hides nothing when no world is hidden', () => {
    const open = splitLocale(content, new Set(), worldOf).visibility;
    expect(filterItems('articles', content.articles, open)).toHaveLength(3);
    expect(filterItems('content-transitions', content.transitions, open)).toHaveLength(2);
    expect(filterItems('menus', content.menus, open)).toHaveLength(5);
  });
});

describe('the demo bundle', () => {
  const cache = new JsonFileCache();
  const dir = 'content/demo';
  const access = new ContentAccess(new ContentBundle(dir, cache), cache, dir);

  it('hides the service centre and the lab from a guest, their content and media only', async () => {
    const visibility = await access.visibility({ loggedIn: false, worlds: [] });
    const de = visibility.locales.get('de')!;
    expect([...de.hiddenWorlds].sort()).toEqual(['innovation-lab', 'service']);
    expect([...de.articles].sort()).toEqual(['10', '11', '12', '13', '14']);
    expect([...de.dashboards]).toEqual(['6']);
    expect([...de.menus].sort()).toEqual([
      'group-lab',
      'group-service',
      'menu-service',
      'world-innovation-lab',
      'world-service',
    ]);
    const shown = [...visibility.media];
    expect(shown.some((url) => url.includes('location_lab_entrance'))).toBe(false);
    expect(shown.some((url) => url.includes('factory_entrance'))).toBe(true);
    // The factory's logo and the icons are everyone's, even where hidden articles use them too.
    expect(shown.some((url) => url.includes('icon_'))).toBe(true);
    expect(shown.some((url) => url.includes('logo_'))).toBe(true);
  });

  it('opens the service centre with a login, the lab with its key, each alone', async () => {
    const login = (await access.visibility({ loggedIn: true, worlds: [] })).locales.get('en')!;
    expect([...login.hiddenWorlds]).toEqual(['innovation-lab']);
    expect([...login.articles].sort()).toEqual(['12', '13', '14']);
    const lab = (await access.visibility({ loggedIn: false, worlds: ['innovation-lab'] })).locales.get('en')!;
    expect([...lab.hiddenWorlds]).toEqual(['service']);
    const all = await access.visibility({ loggedIn: true, worlds: ['innovation-lab'] });
    const guest = await access.visibility({ loggedIn: false, worlds: [] });
    expect([...guest.media].every((url) => all.media.has(url))).toBe(true);
    expect([...all.media].some((url) => url.includes('location_lab_entrance'))).toBe(true);
  });

  it('computes each set of rights once per bundle version', async () => {
    const rights = { loggedIn: true, worlds: [] };
    expect(await access.visibility(rights)).toBe(await access.visibility({ ...rights }));
  });
});
