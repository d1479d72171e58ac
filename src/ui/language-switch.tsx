import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { switchLocaleHref } from '../domain/paths.ts';
import { LOCALES } from '../domain/types.ts';
import { LOCALE_INFO } from '../i18n/locales.ts';

/** Links to the same address in every language: `/de/factory/hall-a` -> `/en/factory/hall-a`. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const current = useParams().locale;
  return (
    <nav className="language-switch" aria-label={t('language__switch')} data-testid="language-switch">
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={switchLocaleHref(pathname, search, hash, locale)}
              hrefLang={LOCALE_INFO[locale].iso}
              lang={LOCALE_INFO[locale].iso}
              aria-current={locale === current ? 'true' : undefined}
              data-testid={`language.${locale}`}
            >
              {LOCALE_INFO[locale].name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
