import { isLocale, type Locale } from './types.ts';

/** Every address of the app, in one place: route patterns and the links that point at them. */
export const paths = {
  index: { path: '', href: (locale: Locale) => `/${locale}` },
  login: {
    path: 'login',
    href: (locale: Locale, redirect?: string) =>
      `/${locale}/login${redirect ? `?${new URLSearchParams({ redirect })}` : ''}`,
  },
  powerSave: { path: 'power-save-mode', href: (locale: Locale) => `/${locale}/power-save-mode` },
  world: { path: ':world/*', href: (locale: Locale, world: string) => `/${locale}/${encodeURIComponent(world)}` },
  location: {
    href: (locale: Locale, world: string, location: string) =>
      `/${locale}/${encodeURIComponent(world)}/${encodeURIComponent(location)}`,
  },
} as const;

/** The pages a world's slug would shadow: `/{locale}/login` is the login page, whatever world bears that name. */
const PAGE_SEGMENTS: readonly string[] = [paths.login.path, paths.powerSave.path];

/**
 * Whether a slug can name its world or location in an address. The browser drops a dot segment (`/de/factory/..` is
 * `/de`), a world named like a page is that page (in any case: routes match regardless), and a location's slash
 * splits the rest of the path into group and location. Each leads elsewhere, and a redirect there can come back to
 * where it began, for ever.
 */
export function isAddressableSlug(slug: string, of: 'world' | 'location'): boolean {
  if (slug === '.' || slug === '..') return false;
  return of === 'world' ? !PAGE_SEGMENTS.includes(slug.toLowerCase()) : !slug.includes('/');
}

/** The same address in another language: only the locale prefix changes, parameters and query stay. */
export function switchLocaleHref(pathname: string, search: string, hash: string, locale: Locale): string {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = isLocale(first) ? rest : [first, ...rest].filter((segment) => segment !== '');
  return `/${[locale, ...tail].join('/')}${search}${hash}`;
}
