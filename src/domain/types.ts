import type English from '../../locales/en.json';
import type { HeaderComponent } from './header.ts';
import type { PowerSaveSetting } from './power-save.ts';
import type { PlatformClip } from './video-platform.ts';
/**
 * Domain types: what the whole app speaks. Only `src/content/` knows the wire format (Strapi 5 JSON)
 * and turns it into these shapes; everything else reads these.
 */

export const LOCALES = ['de', 'en', 'fr', 'it', 'es', 'pl', 'cs', 'zh', 'en-US', 'es-MX'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

/** A key of the interface strings (SPEC §8's message keys among them); locales/en.json is the source of truth. */
export type TranslationKey = keyof typeof English;

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

export type ImageFormatKey = 'xxlarge' | 'xlarge' | 'large' | 'medium' | 'small' | 'thumbnail';

/** A video's renditions made by the media pipeline (issue 33), Strapi's `formats.video_*`: smallest first. */
export const VIDEO_RENDITIONS = ['video_720', 'video_1080', 'video_2160'] as const;
export type VideoRenditionKey = (typeof VIDEO_RENDITIONS)[number];

export interface MediaFormat {
  url: string;
  width: number;
  height: number;
}

/** An uploaded file. `url` is already resolved against the media host (absolute or root-relative). */
export interface Media {
  id: number;
  name: string;
  alt: string;
  url: string;
  mime: string;
  ext: string;
  hash: string;
  width: number | null;
  height: number | null;
  formats: Partial<Record<ImageFormatKey, MediaFormat>>;
  /** A video's renditions (none until the media pipeline has processed it: the original then serves). */
  renditions: Partial<Record<VideoRenditionKey, MediaFormat>>;
  /** A clip on a video platform (mime `video/x-platform`): embedded from there, no file of ours. */
  platform: PlatformClip | null;
}

/** Where an action leads. Which fields matter depends on the action. */
export interface ActionTarget {
  id: number | null;
  payloadId: string | null;
  url: string | null;
  newTab: boolean;
  newWindow: boolean;
  menuKey: string | null;
}

export type BackgroundKey =
  | 'high_resolution_4x3'
  | 'high_resolution_16x9'
  | 'default_background_4x3'
  | 'default_background_16x9'
  | 'default_background'
  | 'mobile'
  | 'default_background_image'
  | 'fallback_image';

export interface Background {
  key: BackgroundKey;
  type: 'image' | 'video';
  image: Media | null;
  video: Media | null;
  loop: boolean;
  blendingTime: number | null;
}

export const HOTSPOT_TYPES = [
  'open-article',
  'navigation',
  'open-dashboard',
  'open-documents',
  'open-link',
  'open-media',
  'menu',
] as const;
export type HotspotType = (typeof HOTSPOT_TYPES)[number];

export type AppearAnimation = 'fade_in' | 'zoom_in' | 'slide_up' | 'none';

export interface Category {
  title: string;
  priority: number;
}

export interface Hotspot {
  /** The CMS's id: Strapi numbers each component type on its own, so two hotspots of a location may share it. */
  id: number;
  /** Unique within its location: `<component>:<id>` (`custom-open-article:3`). */
  key: string;
  type: HotspotType;
  /** Custom variants draw `backgroundImage` instead of the standard marker. */
  custom: boolean;
  title: string;
  /** Anchor on the background picture, 0..1 from the top-left corner. */
  x: number;
  y: number;
  /** The position the CMS gave when it lies outside the picture (x and y are then clamped to its edge). */
  offPicture?: { x: number; y: number };
  categories: Category[];
  priority: number;
  target: ActionTarget;
  media: Media[];
  backgroundImage: Media | null;
}

export interface LocationRef {
  payloadId: string;
}

export interface Location {
  payloadId: string;
  slug: string;
  title: string;
  worldSlug: string;
  group: { slug: string; title: string; navigationColor: string; menus: string[] } | null;
  backgrounds: Background[];
  hotspots: Hotspot[];
  appearAnimation: AppearAnimation;
  arrowPrev: string | null;
  arrowNext: string | null;
  stationCategory: Category | null;
  priorityInCategory: number;
  /** A portal: this location stands for another world. */
  worldItem: { key: string; type: string; worldSlug: string } | null;
  menus: string[];
}

export interface TransitionOptions {
  active: boolean;
  directTransition: boolean;
  blendingTime: number | null;
}

export interface Transition {
  payloadId: string;
  from: string;
  to: string;
  weight: number;
  options: TransitionOptions;
  video: Media | null;
  image: Media | null;
  worldSlug: string;
}

export interface LogoSettings {
  mainHasBackground: boolean;
  mainStickToTop: boolean;
  mainBackgroundColor: string;
  mainHasShadow: boolean;
  mainColor: string;
  mainHeightInEm: number;
  sidebarColor: string;
  sidebarHeightInEm: number;
}

export interface World {
  slug: string;
  name: string;
  urlAlias: string | null;
  startLocationId: string | null;
  protectWithPassword: boolean;
  onlyLoggedInUsers: boolean;
  isDefault: boolean;
  menus: string[];
  logo: Media | null;
  logoSettings: LogoSettings;
  sidebarsTransitionTime: number;
  screensaverId: number | null;
  screensaverTimeout: number | null;
  startPage: boolean;
  /** SPEC §2: what the header shows besides the logo and the title (domain/header.ts). */
  headerComponents: HeaderComponent[];
}

export interface Icon {
  id: number;
  name: string;
  svgUrl: string;
}

export interface ArticleSection {
  id: number;
  title: string;
  /** Sanitised before display; raw CMS HTML here. */
  html: string;
  media: Media | null;
  icon: Icon | null;
  images: Media[];
  slides: Media[];
  poster: Media | null;
}

/** One step of an action stack: what to do, and where. */
export interface ActionStep {
  action: MenuAction;
  target: ActionTarget;
}

/** A button of an article or dashboard, or a menu item: a tap runs its steps in order (SPEC §3 action_stack). */
export interface ActionButton {
  id: number;
  label: string;
  /** At least one step; a single `action` on the wire is a one-step stack. */
  steps: ActionStep[];
  /** What the open-pdf, open-video and open-media steps open. */
  media: Media | null;
  cover: Media | null;
}

export interface Article {
  id: number;
  title: string;
  sections: ArticleSection[];
  tags: string[];
  actionButtons: ActionButton[];
}

export interface Contact {
  id: number;
  name: string;
  role: string;
  email: string | null;
  phone: string | null;
  image: Media | null;
}

export interface Dashboard {
  id: number;
  title: string;
  logo: Media | null;
  links: { id: number; label: string; action: MenuAction; target: ActionTarget; media: Media | null }[];
  contacts: Contact[];
  actionButtons: ActionButton[];
  mediaLibrary: { id: number; title: string; cover: Media | null; media: Media | null }[];
}

export type MenuAction =
  | 'navigate'
  | 'open-article'
  | 'open-dashboard'
  | 'open-pdf'
  | 'open-link'
  | 'open-video'
  | 'open-media'
  | 'open-menu'
  | 'open-contact-form'
  | 'go-back';

/** The interface string that labels an item the app adds itself (go back, the way back). */
export type MenuItemLabel =
  { key: 'menu__back' } | { key: 'menu__back_to_world' | 'menu__to_start'; values: { world: string } };

/** A menu item: a CMS item, or one the app adds (labelled by `labelKey` instead of `label`). */
export interface MenuItem extends ActionButton {
  labelKey?: MenuItemLabel;
}

export interface Menu {
  key: string;
  title: string;
  items: MenuItem[];
}

export type ScreensaverItem =
  | { kind: 'image'; media: Media; displayedTime: number }
  | { kind: 'video'; media: Media }
  | { kind: 'location'; payloadId: string; wait: number };

export interface Screensaver {
  id: number;
  name: string;
  autoGenerated: boolean;
  items: ScreensaverItem[];
}

export interface BoxHook {
  name: string;
  type: 'onCurrentLocationChange' | 'onTargetLocationChange';
  params: Record<string, unknown>;
}

export interface PathfindingSettings {
  flyMode: boolean;
  maxItems: number;
  skipLocation: boolean;
  playbackRate: number;
  /** Seconds of every blend when set: it wins over the transitions' own (SPEC §9). */
  blendingTime: number | null;
  /** Replace transition clips with a blended cut (also forced by prefers-reduced-motion). */
  reducedMotion: boolean;
}

export interface AppSettings {
  pathfinding: PathfindingSettings;
  screensaver: {
    enabled: boolean;
    timeout: number | null;
    interval: number;
    onlyOffline: boolean;
    defaultScreensaverId: number | null;
  };
  contentSlider: { autoplay: boolean; delay: number; pauseOnFocus: boolean; pauseOnHover: boolean };
  hotspots: { stagger: boolean; staggerInterval: number; expandAll: boolean; defaultAnimation: AppearAnimation };
  defaultWorld: string | null;
  appLogo: Media | null;
  startPageBackground: Media | null;
  loginPageBackground: Media | null;
  powerSaveModePageBackground: Media | null;
  /** SPEC §4 power save: the backend's switch and a daily schedule. */
  powerSave: PowerSaveSetting;
  boxHooks: BoxHook[];
}

/** What the content viewers may do here: a kiosk keeps visitors inside, a website lets them leave. */
export interface ViewerSettings {
  /** https origins the iframe viewer may show (an allowlist; anything else opens as a link or a QR code). */
  frameOrigins: string[];
  /** Kiosk: external links are shown as a QR code to open on the visitor's phone, never navigated to. */
  kiosk: boolean;
  /** Whether the PDF viewer offers the document for download. */
  pdfDownload: boolean;
}

/** `security` of app-settings.json: the installation's rules on its surroundings. */
export interface SecuritySettings {
  /**
   * The https origins that may show the showroom in a frame (a company's website), beside the showroom itself: the
   * server's CSP `frame-ancestors` names them, and box hooks post messages to these only.
   */
  frameAncestors: string[];
  /**
   * The screensaver also signs the visitor out, as the sign-out control does, besides forgetting the access keys of
   * password worlds: at a kiosk the next visitor inherits nothing. Unset in app-settings.json: on with the kiosk
   * setting (`viewers.kiosk`), off otherwise.
   */
  screensaverEndsLogin: boolean;
}

export interface UiTranslation {
  key: string;
  value: string;
}

/** Everything the content layer loads for one locale. */
export interface ContentBundle {
  locale: Locale;
  settings: AppSettings;
  worlds: World[];
  locations: Location[];
  transitions: Transition[];
  articles: Article[];
  dashboards: Dashboard[];
  menus: Menu[];
  icons: Icon[];
  screensavers: Screensaver[];
}
