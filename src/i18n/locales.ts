import type { Locale } from '../domain/types.ts';

export interface LocaleInfo {
  code: Locale;
  /** BCP 47 tag for <html lang> and Intl. */
  iso: string;
  /** The language's own name: the same in every interface language. */
  name: string;
  dir: 'ltr' | 'rtl';
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  de: { code: 'de', iso: 'de-DE', name: 'Deutsch', dir: 'ltr' },
  en: { code: 'en', iso: 'en-GB', name: 'English', dir: 'ltr' },
  fr: { code: 'fr', iso: 'fr-FR', name: 'Français', dir: 'ltr' },
  it: { code: 'it', iso: 'it-IT', name: 'Italiano', dir: 'ltr' },
  es: { code: 'es', iso: 'es-ES', name: 'Español', dir: 'ltr' },
  pl: { code: 'pl', iso: 'pl-PL', name: 'Polski', dir: 'ltr' },
  cs: { code: 'cs', iso: 'cs-CZ', name: 'Čeština', dir: 'ltr' },
  zh: { code: 'zh', iso: 'zh-CN', name: '中文', dir: 'ltr' },
  'en-US': { code: 'en-US', iso: 'en-US', name: 'English (US)', dir: 'ltr' },
  'es-MX': { code: 'es-MX', iso: 'es-MX', name: 'Español (México)', dir: 'ltr' },
};
