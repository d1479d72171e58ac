import type { CameraPose, Vec3 } from '../scene/api.ts';

export const LOCALES = ['de', 'en', 'fr', 'it', 'es', 'pl', 'cs', 'zh', 'en-US', 'es-MX'] as const;
export type Locale = (typeof LOCALES)[number];

/** Text in every locale (what a visitor reads in the factory world). */
export type Full = Record<Locale, string>;
/** Text in German and English only (the login and password worlds); other locales fall back to de. */
export type Basic = { de: string; en: string } & Partial<Record<Locale, string>>;
export type Text = Full | Basic;

export type HotspotKind =
  'open-article' | 'navigation' | 'open-dashboard' | 'open-documents' | 'open-link' | 'open-media' | 'menu';

export type AppearAnimation = 'fade_in' | 'zoom_in' | 'slide_up' | 'none';

export interface HotspotPlan {
  kind: HotspotKind;
  custom?: boolean;
  /** Scene anchor the hotspot marks (projected with the location camera). */
  anchor: string;
  title: Text;
  categories: string[];
  priority: number;
  /** Article/dashboard key, location payloadId, url, menu key or media set name, depending on kind. */
  target: string;
  newTab?: boolean;
}

export interface WorldPlan {
  slug: string;
  name: Text;
  start: string;
  protectWithPassword: boolean;
  onlyLoggedIn: boolean;
  /** Spell the login flag the older way (only_logged_in_user), as some content does. */
  legacyLoginFlag?: boolean;
  isDefault: boolean;
  urlAlias: string | null;
  logo: 'logo-light' | 'logo-dark';
  accent: string;
}

export interface GroupPlan {
  slug: string;
  world: string;
  title: Text;
  color: string;
  menus: string[];
}

export interface LocationPlan {
  payloadId: string;
  world: string;
  group: string;
  title: Text;
  pose: CameraPose;
  hotspots: HotspotPlan[];
  animation: AppearAnimation | null;
  /** Station category key (see STATION_CATEGORIES). */
  category: { key: string } | null;
  priorityInCategory: number;
  /** Looping background video (something moves). */
  loop?: boolean;
  /** Also publish a high-resolution 16:9 still. */
  highRes?: boolean;
  /** Portal: this location stands for another world. */
  worldItem?: string;
  menus: string[];
}

export interface EdgePlan {
  a: string;
  b: string;
  via: Vec3[];
  weight?: number;
}
