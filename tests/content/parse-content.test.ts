import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createMediaUrlResolver } from '../../src/content/media-url.ts';
import { parseContent, parseContentInTasks, type RawContent } from '../../src/content/parse-content.ts';
import { defaultAppSettings } from '../../src/content/schemas/app-setting.ts';
import { fixtureData } from './fake-strapi.ts';

const raw = (): RawContent => ({
  settings: fixtureData('app-setting.json'),
  worlds: fixtureData('worlds.de.json') as unknown[],
  contents: fixtureData('content-locations.de.json') as unknown[],
  transitions: fixtureData('content-transitions.de.json') as unknown[],
  articles: fixtureData('articles.de.json') as unknown[],
  dashboards: fixtureData('dashboards.de.json') as unknown[],
  menus: fixtureData('menus.de.json') as unknown[],
  icons: fixtureData('icons.json') as unknown[],
  screensavers: fixtureData('screensavers.json') as unknown[],
});

const resolveMediaUrl = createMediaUrlResolver({ apiBase: '/box-api', mediaHost: null });
const parse = (data: RawContent = raw()) => parseContent(data, 'de', { resolveMediaUrl });

let warn: MockInstance<(typeof console)['warn']>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());
const warnings = () => warn.mock.calls.map((c) => String(c[0]));

describe('parseContent with realistic fixtures', () => {
  it('parses app settings, box hooks and media', () => {
    const { settings } = parse();
    expect(settings.pathfinding).toEqual({
      flyMode: true,
      maxItems: 5,
      skipLocation: false,
      playbackRate: 1.5,
      blendingTime: 0.6,
      reducedMotion: false,
    });
    expect(settings.screensaver).toEqual({
      enabled: true,
      timeout: 90,
      interval: 12,
      onlyOffline: false,
      defaultScreensaverId: 2,
    });
    expect(settings.hotspots.defaultAnimation).toBe('zoom_in');
    expect(settings.defaultWorld).toBe('factory');
    expect(settings.boxHooks).toEqual([
      { name: 'track-location', type: 'onCurrentLocationChange', params: { event: 'location_reached', debounce: 2 } },
    ]);
    expect(settings.appLogo?.url).toBe('/box-api/uploads/logo_005a.jpg');
    expect(settings.appLogo?.formats.large).toBeUndefined(); // 800 px wide: only medium and smaller exist
    expect(settings.appLogo?.formats.medium?.url).toBe('/box-api/uploads/medium_logo_005a.jpg');
    expect(settings.loginPageBackground).toBeNull();
  });

  it('parses the header components of a world, ignoring and logging unknown ones', () => {
    const data = raw();
    (data.worlds[0] as Record<string, unknown>).header_components = ['Menu', 'clock', 'breadcrumb'];
    const [factory, lab] = parse(data).worlds;
    expect(factory!.headerComponents).toEqual(['menu', 'breadcrumb']);
    expect(warnings().some((w) => w.includes('header_components: unknown clock ignored'))).toBe(true);
    expect(lab!.headerComponents).toEqual(['logo', 'breadcrumb']);
  });

  it('parses worlds: password flag, both login-only spellings, logo defaults', () => {
    const { worlds } = parse();
    const [factory, lab, vip] = worlds;
    expect(factory).toMatchObject({
      slug: 'factory',
      name: 'Fabrik',
      urlAlias: 'factory.example.com',
      startLocationId: 'hall-a',
      isDefault: true,
      protectWithPassword: false,
      onlyLoggedInUsers: false,
      menus: ['application-main'],
      screensaverId: 2,
      screensaverTimeout: 120,
      sidebarsTransitionTime: 0.3,
    });
    expect(factory!.logoSettings.mainHasShadow).toBe(true);
    expect(factory!.logo?.alt).toBe('Factory Logo');
    expect(lab).toMatchObject({ protectWithPassword: true, onlyLoggedInUsers: false, menus: [] });
    expect(lab).not.toHaveProperty('password');
    expect(vip).toMatchObject({ onlyLoggedInUsers: true, screensaverId: null });
    expect(vip!.logoSettings).toEqual({
      mainHasBackground: false,
      mainStickToTop: false,
      mainBackgroundColor: '#ffffff',
      mainHasShadow: false,
      mainColor: '#000000',
      mainHeightInEm: 4,
      sidebarColor: '#000000',
      sidebarHeightInEm: 3.5,
    });
  });

  it('parses locations with backgrounds, hotspots and the default animation from settings', () => {
    const { locations } = parse();
    expect(locations.map((l) => l.payloadId)).toEqual(['hall-a', 'hall-b', 'lab-entrance']);
    const hallA = locations[0]!;
    expect(hallA).toMatchObject({
      slug: 'halle-a',
      worldSlug: 'factory',
      group: { slug: 'production', title: 'Produktion', navigationColor: '#0055aa', menus: ['production-menu'] },
      appearAnimation: 'zoom_in',
      arrowPrev: null,
      arrowNext: 'hall-b',
      stationCategory: { title: 'Stationen', priority: 1 },
      priorityInCategory: 2,
      menus: ['hall-a-menu'],
      worldItem: null,
    });
    expect(hallA.backgrounds).toEqual([
      expect.objectContaining({
        key: 'high_resolution_16x9',
        type: 'video',
        image: null,
        loop: true,
        blendingTime: null,
      }),
      expect.objectContaining({
        key: 'default_background_4x3',
        type: 'image',
        video: null,
        loop: false,
        blendingTime: 0.5,
      }),
    ]);
    expect(hallA.backgrounds[0]!.video?.url).toMatch(/^\/box-api\/uploads\/.+\.mp4$/);
    expect(hallA.backgrounds[0]!.video?.formats).toEqual({});

    // hotspots.custom-menu does not exist: that one is dropped, the rest stays
    expect(hallA.hotspots.map((h) => [h.type, h.custom])).toEqual([
      ['open-article', false],
      ['navigation', true],
      ['open-link', false],
      ['open-media', false],
      ['menu', false],
    ]);
    // Strapi numbers each component type on its own: the article and the custom navigation both have id 1.
    expect(hallA.hotspots.map((h) => h.key)).toEqual([
      'open-article:1',
      'custom-navigation:1',
      'open-link:3',
      'open-media:5',
      'menu:6',
    ]);
    const [article, nav, link] = hallA.hotspots;
    expect(article).toMatchObject({ x: 0.25, y: 0.4, priority: 1, target: { id: 7, payloadId: null } });
    expect(article!.categories).toEqual([{ title: 'Maschinen', priority: 2 }]);
    expect(nav).toMatchObject({ x: 0.8, y: 1, target: { payloadId: 'lab-entrance' } });
    expect(nav!.backgroundImage?.formats.thumbnail?.url).toMatch(/^\/box-api\/uploads\/thumbnail_door/);
    expect(link!.target).toEqual({
      id: null,
      payloadId: null,
      url: 'www.example.com',
      newTab: true,
      newWindow: false,
      menuKey: null,
    });
    expect(
      warnings().some((w) => w.includes('contents documentId=l-hall-a id=1') && w.includes('hotspots[3] dropped')),
    ).toBe(true);

    expect(locations[1]).toMatchObject({
      appearAnimation: 'slide_up',
      arrowPrev: 'hall-a',
      worldItem: { key: 'to-lab', type: 'portal', worldSlug: 'lab' },
      group: null,
    });
  });

  it('drops an invalid item with a warning naming collection, documentId and issue path', () => {
    parse();
    expect(warnings()).toContainEqual(expect.stringMatching(/contents documentId=l-broken id=4: dropped: payloadId: /));
    expect(warnings()).toContainEqual(expect.stringMatching(/articles documentId=a8 id=eight: dropped: id: /));
    expect(warnings()).toContainEqual(expect.stringMatching(/transitions documentId=t4 id=4: dropped: to: /));
    expect(warnings()).toContainEqual(expect.stringMatching(/icons documentId=i4 id=4: dropped: svg: /));
  });

  it('drops worlds and locations whose slug cannot stand in their address', () => {
    const data = raw();
    const [factory] = data.worlds as Record<string, unknown>[];
    const [hall] = data.contents as Record<string, unknown>[];
    data.worlds = [...['login', 'Power-Save-Mode', '.', '..'].map((slug) => ({ ...factory, slug })), ...data.worlds];
    data.contents = [...['..', 'a/b'].map((slug, i) => ({ ...hall, payloadId: `odd-${i}`, slug })), ...data.contents];
    const { worlds, locations } = parse(data);
    expect(worlds.map((w) => w.slug)).toEqual(['factory', 'lab', 'vip']);
    expect(locations.map((l) => l.payloadId)).not.toContain('odd-0');
    expect(locations.map((l) => l.payloadId)).not.toContain('odd-1');
    expect(warnings()).toContainEqual(expect.stringMatching(/worlds .*dropped: slug: not usable in an address/));
  });

  it('parses transitions with weight 100 by default and options defaults', () => {
    const { transitions } = parse();
    expect(transitions).toHaveLength(3);
    expect(transitions[0]).toMatchObject({
      payloadId: 'hall-a--hall-b',
      from: 'hall-a',
      to: 'hall-b',
      weight: 100,
      options: { active: true, directTransition: false, blendingTime: null },
      image: null,
      worldSlug: 'factory',
    });
    expect(transitions[0]!.video?.mime).toBe('video/mp4');
    expect(transitions[1]).toMatchObject({
      weight: 40,
      options: { active: true, directTransition: true, blendingTime: 0.4 },
    });
    expect(transitions[2]).toMatchObject({
      options: { active: true, directTransition: false, blendingTime: null },
      video: null,
    });
  });

  it('parses articles, refusing javascript: targets and media', () => {
    const { articles } = parse();
    expect(articles).toHaveLength(1);
    const [article] = articles;
    expect(article!.tags).toEqual(['news', 'hall']);
    const [section] = article!.sections;
    expect(section!.html).toBe('<p>Die <strong>neue</strong> Halle.</p>');
    expect(section!.icon).toEqual({ id: 3, name: 'info', svgUrl: '/box-api/uploads/info.svg' });
    expect(section!.images).toHaveLength(1); // the javascript: image is dropped
    expect(article!.actionButtons[0]).toMatchObject({ steps: [{ action: 'open-link', target: { url: null } }] });
    expect(article!.actionButtons[1]!.media?.mime).toBe('application/pdf');
  });

  it("reads a menu item's action_stack: its steps in order, a step without a target acting on the item's", () => {
    const { menus } = parse();
    const [, , , stacked, stackOnly] = menus[0]!.items;
    expect(stacked!.steps).toEqual([
      { action: 'navigate', target: expect.objectContaining({ payloadId: 'hall-a', id: null }) },
      { action: 'open-article', target: expect.objectContaining({ id: 7, payloadId: null }) },
    ]);
    expect(stackOnly!.steps).toEqual([{ action: 'open-dashboard', target: expect.objectContaining({ id: 3 }) }]);
    // The unknown step is dropped from the stack; the item with no action and no stack is dropped.
    expect(warnings().some((w) => w.includes('action_stack[2] dropped'))).toBe(true);
    expect(menus[0]!.items.map((item) => item.id)).not.toContain(7);
  });

  it('parses dashboards, menus, icons and screensavers', () => {
    const { dashboards, menus, icons, screensavers } = parse();
    expect(dashboards[0]).toMatchObject({
      id: 3,
      title: 'Vertrieb',
      links: [{ id: 1, label: 'Katalog', action: 'open-pdf' }],
      contacts: [
        { id: 1, name: 'Erika Muster', role: 'Vertrieb', email: 'erika@example.com', phone: null, image: null },
      ],
      actionButtons: [{ steps: [{ action: 'open-contact-form', target: { id: null, url: null } }] }],
    });
    expect(dashboards[0]!.mediaLibrary[0]!.media?.ext).toBe('.mp4');
    expect(menus.map((m) => m.key)).toEqual(['application-main', 'production-menu']);
    expect(menus[0]!.items.map((i) => i.steps.map((step) => step.action))).toEqual([
      ['navigate'],
      ['open-menu'],
      ['go-back'],
      ['navigate', 'open-article'],
      ['open-dashboard'],
    ]);
    expect(menus[0]!.items[1]!.steps[0]!.target.menuKey).toBe('production-menu');
    expect(icons).toEqual([{ id: 3, name: 'info', svgUrl: '/box-api/uploads/info_0320.svg' }]);
    expect(screensavers[0]!.items).toEqual([
      expect.objectContaining({ kind: 'image', displayedTime: 8 }),
      expect.objectContaining({ kind: 'video' }),
      { kind: 'location', payloadId: 'hall-b', wait: 5 },
    ]);
    expect(screensavers[1]).toEqual({ id: 3, name: 'Auto', autoGenerated: true, items: [] });
  });

  it('uses the media host when configured', () => {
    const bundle = parseContent(raw(), 'de', {
      resolveMediaUrl: createMediaUrlResolver({ apiBase: '/box-api', mediaHost: 'https://cms.example.com' }),
    });
    expect(bundle.icons[0]!.svgUrl).toBe('https://cms.example.com/uploads/info_0320.svg');
  });

  it('falls back to default settings and fade_in when the CMS sends none', () => {
    const data = raw();
    data.settings = null;
    const bundle = parse(data);
    expect(bundle.settings).toEqual(defaultAppSettings());
    expect(bundle.locations[0]!.appearAnimation).toBe('fade_in');
    expect(bundle.locations[1]!.appearAnimation).toBe('slide_up');
  });

  it('repairs broken settings sections one by one', () => {
    const data = raw();
    data.settings = {
      pathfinding: 'fast',
      hotspots: { default_animation: 'explode' },
      box_hooks: [{ name: 'x', type: 'other' }],
    };
    const { settings } = parse(data);
    expect(settings.pathfinding).toEqual(defaultAppSettings().pathfinding);
    expect(settings.hotspots).toEqual(defaultAppSettings().hotspots);
    expect(settings.boxHooks).toEqual([]);
  });

  it('reads the power-save switch and schedule, dropping a window of another time format', () => {
    const data = raw();
    data.settings = {
      ...(data.settings as object),
      power_save_mode: true,
      power_save_schedule: [
        { id: 1, from: '20:00', to: '07:00' },
        { id: 2, from: '8:00', to: '09:00' },
        { id: 3, from: '12:00', to: '24:00' },
        { id: 4, from: '12:30', to: '13:15' },
      ],
    };
    expect(parse(data).settings.powerSave).toEqual({
      active: true,
      schedule: [
        { from: '20:00', to: '07:00' },
        { from: '12:30', to: '13:15' },
      ],
    });
    expect(warnings()).toContainEqual(expect.stringContaining('power_save_schedule'));
    expect(parse(raw()).settings.powerSave).toEqual({ active: false, schedule: [] });
  });

  it('drops duplicates of a key, keeping the first', () => {
    const data = raw();
    data.worlds = [...data.worlds, ...data.worlds];
    expect(parse(data).worlds).toHaveLength(3);
    expect(warnings()).toContainEqual(expect.stringContaining('dropped: duplicate factory'));
  });
});

describe('parseContentInTasks', () => {
  it('gives the same bundle as parseContent, letting the page have a turn between the collections', async () => {
    const turns: number[] = [];
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const parsing = parseContentInTasks(raw(), 'de', { resolveMediaUrl });
    // Nothing is parsed in the caller's task beyond the settings.
    turns.push(setTimeoutSpy.mock.calls.length);
    const bundle = await parsing;
    turns.push(setTimeoutSpy.mock.calls.filter(([, delay]) => delay === 0).length);
    setTimeoutSpy.mockRestore();
    expect(turns[0]).toBe(1);
    expect(turns[1]).toBeGreaterThanOrEqual(6);
    expect(bundle).toEqual(parse());
  });

  it('lets the page have a turn within a collection once it has run 8 ms, and not before', async () => {
    const data = raw();
    const turnsWith = async (msPerRead: number) => {
      let clock = 0;
      const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += msPerRead));
      const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
      const bundle = await parseContentInTasks(data, 'de', { resolveMediaUrl });
      const turns = setTimeoutSpy.mock.calls.filter(([, delay]) => delay === 0).length;
      setTimeoutSpy.mockRestore();
      now.mockRestore();
      expect(bundle).toEqual(parse());
      return turns;
    };
    const between = (items: readonly unknown[]) => Math.max(0, items.length - 1);
    const itemSteps =
      between(data.contents) + between(data.transitions) + between(data.articles) + between(data.dashboards);
    expect(itemSteps).toBeGreaterThan(0);
    // A fast page: a turn after each collection only. A slow one (every read of the clock 8 ms later): between items.
    const fast = await turnsWith(0);
    expect(await turnsWith(8)).toBe(fast + itemSteps);
  });
});
