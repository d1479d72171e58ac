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
  world: { path: ':world/*', href: (locale: Locale, world: string) => `/${locale}/${world}` },
  location: {
    href: (locale: Locale, world: string, location: string) =>
      `/${locale}/${encodeURIComponent(world)}/${encodeURIComponent(location)}`,
  },
} as const;

/** The same address in another language: only the locale prefix changes, parameters and query stay. */
export function switchLocaleHref(pathname: string, search: string, hash: string, locale: Locale): string {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = isLocale(first) ? rest : [first, ...rest].filter((segment) => segment !== '');
  return `/${[locale, ...tail].join('/')}${search}${hash}`;
}
