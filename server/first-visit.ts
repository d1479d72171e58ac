import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseClientSettings, type ClientSettings } from '../src/content/client-settings.ts';
import { loadContent, loadUiTranslations } from '../src/content/load-content.ts';
import { indexContent, pickHomeWorld, startLocationOf, type ContentIndex } from '../src/domain/content-index.ts';
import { chooseBackground, imageRenditions, pickFormatForWidth, pickImageUrl } from '../src/domain/media.ts';
import { resolveRoute } from '../src/domain/route-resolution.ts';
import { DEFAULT_LOCALE, isLocale, type Location, type Locale, type Media, type World } from '../src/domain/types.ts';
import { worldLock } from '../src/domain/world-lock.ts';
import { LOCALE_INFO } from '../src/i18n/locales.ts';
import type { Visibility } from './content-access';
import { NO_RIGHTS } from './rights';

/** How long a failed load of a locale's content stands before a page asked for tries again. */
const FAILURE_KEPT_MS = 10_000;

/** A picture in the renditions the browser may choose from (`srcset`, by width), and the one without a choice. */
export interface ImageSet {
  src: string;
  srcset: string;
}

/** What the HTML says before any JavaScript runs, for the address asked. */
export interface FirstVisitHead {
  /** The locale's BCP 47 tag, for `<html lang>`. */
  lang: string;
  title: string;
  description: string;
  /**
   * The place's first picture per orientation (SPEC §9's background choice), and the landscape one at about the
   * width link previews show (`share`); null for a page without one.
   */
  picture: { landscape: ImageSet; portrait: ImageSet; share: string } | null;
  /** The header's logo, as the client asks for it. */
  logo: string | null;
}

/** The strings the head needs, built in (locales/*.json) with the CMS's translations over them. */
type Strings = Record<string, string>;

interface LocaleContent {
  index: ContentIndex;
  strings: Strings;
}

/** Link previews show pictures about this wide (Open Graph's advice is 1200 x 630). */
const SHARE_WIDTH = 1200;

/** `media` for `<img srcset>`: every rendition by width, so the browser takes what the screen needs. */
export function imageSet(media: Media): ImageSet {
  const sorted = imageRenditions(media);
  return {
    // The stage's choice for a screen up to 1000 device pixels wide (scene's formatFor), so the two share a download.
    src: pickImageUrl(media, 'large'),
    srcset: sorted.length > 1 ? sorted.map(({ url, width }) => `${url} ${width}w`).join(', ') : '',
  };
}

function locationPicture(location: Location): FirstVisitHead['picture'] {
  const pick = (orientation: 'landscape' | 'portrait') => {
    const chosen = chooseBackground(location.backgrounds, orientation);
    return chosen?.image ?? location.backgrounds.find((entry) => entry.image)?.image ?? null;
  };
  const landscape = pick('landscape');
  const portrait = pick('portrait');
  return landscape && portrait
    ? {
        landscape: imageSet(landscape),
        portrait: imageSet(portrait),
        share: pickFormatForWidth(landscape, SHARE_WIDTH),
      }
    : null;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);

/**
 * The head of the address `pathname` in `locale` for a guest: the place's title, a description and its picture, or
 * the showroom's own for any other page. Only content a guest may see takes part: a world that asks for a login or
 * a code gives the showroom's head, its name and pictures unsaid.
 */
export function headFor(
  content: LocaleContent,
  locale: Locale,
  /** The address after the locale; null for one outside the locales (`/login`). */
  segments: readonly string[] | null,
  hostname: string,
): FirstVisitHead {
  const { index, strings } = content;
  const appTitle = strings.app__title ?? 'Virtual Factory';
  const generic: FirstVisitHead = {
    lang: LOCALE_INFO[locale].iso,
    title: appTitle,
    description: fill(strings.meta__description ?? '', { app: appTitle }),
    picture: null,
    logo: null,
  };
  let world: World | undefined;
  let location: Location | null = null;
  if (segments === null) return generic;
  if (segments.length === 0) {
    world = pickHomeWorld(index, hostname) ?? undefined;
    if (world && !world.startPage) location = startLocationOf(index, world);
  } else {
    const resolution = resolveRoute(index, segments[0]!, segments.slice(1));
    if (resolution.kind === 'location') ({ world, location } = resolution);
  }
  if (!world || worldLock(index, world, false)) return generic;
  const logo = world.logo ? pickImageUrl(world.logo, 'small') : null;
  if (!location) {
    const background = index.bundle.settings.startPageBackground;
    const picture = background
      ? {
          landscape: imageSet(background),
          portrait: imageSet(background),
          share: pickFormatForWidth(background, SHARE_WIDTH),
        }
      : null;
    return { ...generic, title: `${world.name} · ${appTitle}`, picture, logo };
  }
  const values = { location: location.title, world: world.name, app: appTitle };
  return {
    ...generic,
    title: fill(strings.meta__title_location ?? '', values),
    description: fill(strings.meta__description_location ?? '', values),
    picture: locationPicture(location),
    logo,
  };
}

/**
 * The guest's content per locale, as the client loads and parses it (the same code, over `inject`), made once per
 * version of what a guest may see: the access rules' visibility is new when the content is.
 */
export class FirstVisit {
  private readonly byVisibility = new WeakMap<Visibility, Map<Locale, Promise<LocaleContent>>>();
  private readonly builtIn = new Map<Locale, Promise<Strings>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly settings: () => Promise<Record<string, unknown> | null>,
    private readonly localesDir: string,
  ) {}

  /** Makes the default locale's content ready for the first visitor, in the background. */
  warm(): void {
    this.content(DEFAULT_LOCALE).catch(() => {});
  }

  /**
   * The head for `url`; null when it is not known within `waitMs` (the page then goes out as built, and the
   * content is ready for the next visitor) or cannot be made.
   */
  async head(url: string, hostname: string, waitMs: number): Promise<FirstVisitHead | null> {
    const segments = new URL(url, 'http://x').pathname.split('/').filter(Boolean).map(decodeSegment);
    const locale = isLocale(segments[0]) ? segments[0] : DEFAULT_LOCALE;
    // A failure was logged once, when it happened.
    const content = this.content(locale).catch(() => null);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, waitMs, null)));
    const ready = await Promise.race([content, late]).finally(() => clearTimeout(timer));
    if (!ready) return null;
    // `/` is the default locale's root, where the client goes; `/login` and the like are not a locale's.
    const rest = segments.length === 0 ? [] : isLocale(segments[0]) ? segments.slice(1) : null;
    return headFor(ready, locale, rest, hostname);
  }

  private async content(locale: Locale): Promise<LocaleContent> {
    const visibility = await this.app.access.visibility(NO_RIGHTS);
    let byLocale = this.byVisibility.get(visibility);
    if (!byLocale) this.byVisibility.set(visibility, (byLocale = new Map()));
    let made = byLocale.get(locale);
    if (!made) {
      made = this.make(locale);
      byLocale.set(locale, made);
      // A failure is kept for a while: every page asked for meanwhile would otherwise load the content again.
      made.catch((error: unknown) => {
        this.app.log.warn(`The first visit's head for ${locale} could not be made: ${(error as Error).message}`);
        setTimeout(() => byLocale.delete(locale), FAILURE_KEPT_MS).unref();
      });
    }
    return made;
  }

  private async make(locale: Locale): Promise<LocaleContent> {
    const raw = await this.settings();
    if (!raw) throw new Error('app-settings.json is missing');
    const settings: ClientSettings = parseClientSettings(raw);
    const log = (message: string) => this.app.log.warn(`First visit's head: ${message}`);
    const source = { settings, fetch: this.fetch, host: 'http://first-visit.invalid', log };
    const [bundle, cms, builtIn] = await Promise.all([
      loadContent({ ...source, locale }),
      loadUiTranslations(locale, source),
      this.strings(locale),
    ]);
    return { index: indexContent(bundle), strings: { ...builtIn, ...cms } };
  }

  /** The content API as a guest sees it, asked in-process. */
  private readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const target = new URL(input instanceof Request ? input.url : String(input));
    const reply = await this.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
    return new Response(init?.method === 'HEAD' ? null : reply.body, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
    });
  };

  /** English under the locale's own, as the client's i18n falls back. */
  private strings(locale: Locale): Promise<Strings> {
    let strings = this.builtIn.get(locale);
    if (!strings) {
      const read = async (name: string) =>
        JSON.parse(await readFile(join(this.localesDir, `${name}.json`), 'utf8')) as Strings;
      strings = Promise.all([read('en'), locale === 'en' ? {} : read(locale)]).then(([en, own]) => ({
        ...en,
        ...own,
      }));
      this.builtIn.set(locale, strings);
    }
    return strings;
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** An absolute address of `url` for Open Graph, which wants one. */
const absolute = (url: string, origin: string) => new URL(url, origin).href;

/**
 * index.html with the head of the address: `<html lang>`, title, description and Open Graph (a shared link previews
 * the place), preloads of the logo, and the first picture before the app (`#first-picture`, which the client hands
 * over to the stage). `origin` is the site's, for Open Graph's absolute addresses.
 */
export function withHead(html: string, head: FirstVisitHead, origin: string, pathname: string): string {
  const meta = [
    `<title>${escape(head.title)}</title>`,
    `<meta name="description" content="${escape(head.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escape(head.title)}" />`,
    `<meta property="og:description" content="${escape(head.description)}" />`,
    `<meta property="og:url" content="${escape(absolute(pathname, origin))}" />`,
    `<meta property="og:locale" content="${escape(head.lang.replace('-', '_'))}" />`,
  ];
  if (head.picture) {
    meta.push(`<meta property="og:image" content="${escape(absolute(head.picture.share, origin))}" />`);
    meta.push(`<meta name="twitter:card" content="summary_large_image" />`);
  }
  if (head.logo) meta.push(`<link rel="preload" as="image" href="${escape(head.logo)}" />`);
  let page = html
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${escape(head.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, meta.join('\n    '));
  if (head.picture) page = page.replace('<div id="root">', `${pictureHtml(head.picture)}<div id="root">`);
  return page;
}

/** The first picture: the landscape choice, or in portrait the portrait one, in the renditions the screen needs. */
function pictureHtml(picture: NonNullable<FirstVisitHead['picture']>): string {
  const set = (image: ImageSet) => (image.srcset ? ` srcset="${escape(image.srcset)}" sizes="100vw"` : '');
  const portrait =
    picture.portrait.src === picture.landscape.src
      ? ''
      : `<source media="(orientation: portrait)"${set(picture.portrait) || ` srcset="${escape(picture.portrait.src)}"`} />`;
  return (
    `<picture id="first-picture" aria-hidden="true">${portrait}` +
    `<img src="${escape(picture.landscape.src)}"${set(picture.landscape)} alt="" fetchpriority="high" /></picture>`
  );
}
