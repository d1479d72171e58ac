import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import builtInEnglish from '../../locales/en.json';
import { DEFAULT_LOCALE, type Locale } from '../domain/types.ts';
import { loadFonts } from './fonts.ts';
import { LOCALE_INFO } from './locales.ts';

type Strings = Record<string, string>;

// Translation keys are typed from the source of truth, locales/en.json: an unknown key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof builtInEnglish };
    keySeparator: false;
    nsSeparator: false;
    contextSeparator: '~';
  }
}

// One chunk per language: only the visitor's language is downloaded.
const builtInFiles = import.meta.glob<Strings>(['../../locales/*.json', '!../../locales/en.json'], {
  import: 'default',
});

async function builtInStrings(locale: Locale): Promise<Strings> {
  if (locale === 'en') return builtInEnglish;
  const load = builtInFiles[`../../locales/${locale}.json`];
  if (!load) return {};
  try {
    return await load();
  } catch (error) {
    console.error(`Built-in strings for ${locale} could not be loaded`, error);
    return {};
  }
}

// Initialised at import, so that the first render (the loading view) already has strings.
const ready = i18next.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: [DEFAULT_LOCALE, 'en'],
  // Keys are flat (`error__page_not_found`), as the CMS sends them.
  keySeparator: false,
  nsSeparator: false,
  // Keys carry underscores (`nav__history_back`): a context variant would be `key~context`, never `key_context`.
  contextSeparator: '~',
  interpolation: { escapeValue: false },
  resources: { en: { translation: builtInEnglish } },
  returnNull: false,
});

/**
 * Makes `locale` the interface language: built-in English, then the locale's built-in strings, then the
 * CMS's translations on top. `cms` failures are the caller's to log; an empty object changes nothing.
 */
export async function activateLocale(locale: Locale, cms: Promise<Strings>): Promise<void> {
  await ready;
  const [own, fallback, fromCms] = await Promise.all([
    builtInStrings(locale),
    locale === DEFAULT_LOCALE ? Promise.resolve({}) : builtInStrings(DEFAULT_LOCALE),
    cms,
    loadFonts(locale),
  ]);
  if (locale !== DEFAULT_LOCALE) i18next.addResourceBundle(DEFAULT_LOCALE, 'translation', fallback, true, false);
  i18next.addResourceBundle(locale, 'translation', { ...own, ...fromCms }, true, true);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = LOCALE_INFO[locale].iso;
  document.documentElement.dir = LOCALE_INFO[locale].dir;
}

export { i18next };
