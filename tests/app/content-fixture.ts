import { indexContent, type ContentIndex } from '../../src/domain/content-index';
import type { AppSettings, ContentBundle, World } from '../../src/domain/types';
import { location } from '../domain/fixtures';

export function world(slug: string, overrides: Partial<World> = {}): World {
  return {
    slug,
    name: slug.toUpperCase(),
    urlAlias: null,
    startLocationId: `${slug}-start`,
    protectWithPassword: false,
    onlyLoggedInUsers: false,
    isDefault: false,
    menus: [],
    logo: null,
    logoSettings: {
      mainHasBackground: true,
      mainStickToTop: false,
      mainBackgroundColor: '#fff',
      mainHasShadow: false,
      mainColor: '#000',
      mainHeightInEm: 4,
      sidebarColor: '#000',
      sidebarHeightInEm: 3.5,
    },
    sidebarsTransitionTime: 0.3,
    screensaverId: null,
    screensaverTimeout: null,
    startPage: false,
    headerComponents: ['language-switch'],
    ...overrides,
  };
}

const settings: AppSettings = {
  pathfinding: {
    flyMode: true,
    maxItems: 6,
    skipLocation: true,
    playbackRate: 2,
    blendingTime: 0.4,
    reducedMotion: false,
  },
  screensaver: { enabled: true, timeout: null, interval: 10, onlyOffline: false, defaultScreensaverId: null },
  contentSlider: { autoplay: true, delay: 3000, pauseOnFocus: true, pauseOnHover: false },
  hotspots: { stagger: false, staggerInterval: 7, expandAll: true, defaultAnimation: 'fade_in' },
  defaultWorld: 'factory',
  appLogo: null,
  startPageBackground: null,
  loginPageBackground: null,
  powerSaveModePageBackground: null,
  powerSave: { active: false, schedule: [] },
  boxHooks: [],
};

/**
 * Three worlds: the public default `factory` (start, hall-a in group `production`), the login-only
 * `service` and the password-protected `lab` whose alias host is lab.example.
 */
export function contentIndex(overrides: { worlds?: World[]; settings?: Partial<AppSettings> } = {}): ContentIndex {
  const bundle: ContentBundle = {
    locale: 'de',
    settings: { ...settings, ...overrides.settings },
    worlds: overrides.worlds ?? [
      world('factory', { isDefault: true }),
      world('service', { onlyLoggedInUsers: true }),
      world('lab', { protectWithPassword: true, urlAlias: 'lab.example' }),
    ],
    locations: [
      location('factory-start', { slug: 'entrance' }),
      location('factory-hall-a', {
        slug: 'hall-a',
        group: { slug: 'production', title: 'Production', navigationColor: '#f00', menus: [] },
      }),
      location('service-start', { slug: 'workshop', worldSlug: 'service' }),
      location('lab-start', { slug: 'lab-entrance', worldSlug: 'lab' }),
    ],
    transitions: [],
    articles: [],
    dashboards: [],
    menus: [],
    icons: [],
    screensavers: [],
  };
  return indexContent(bundle);
}
