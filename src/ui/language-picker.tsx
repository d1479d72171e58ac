import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { switchLocaleHref } from '../domain/paths.ts';
import { isLocale, LOCALES, DEFAULT_LOCALE } from '../domain/types.ts';
import { loadChineseFont } from '../i18n/fonts.ts';
import { LOCALE_INFO } from '../i18n/locales.ts';
import styles from './language-picker.module.css';
import { usePopover } from './use-popover.ts';

/**
 * One compact control showing the current language; it opens the list of all ten (SPEC §2: the switch link keeps
 * the route's parameters, so location and query stay). Opened, focus is on the current language.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const param = useParams().locale;
  const current = isLocale(param) ? param : DEFAULT_LOCALE;
  const { open, setOpen, root, button } = usePopover<HTMLDivElement, HTMLButtonElement>();
  const listId = useId();

  const info = LOCALE_INFO[current];
  return (
    // Open, the page knows it (styles.css: in portrait the list covers the next arrow, which then steps aside).
    <div className={`${styles.picker}${open ? ' language-picker--open' : ''}`} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        // Starts with what it shows (WCAG 2.5.3: a speech-control user says "click EN"); a phone shows the code only.
        aria-label={t('language__picker', { code: current.toUpperCase(), language: info.name })}
        data-testid="language.picker"
        // The list shows "中文": its font loads when the list is about to open, not with every first visit.
        onPointerEnter={() => void loadChineseFont()}
        onFocus={() => void loadChineseFont()}
        onClick={() => {
          void loadChineseFont();
          setOpen((value) => !value);
        }}
      >
        <svg className={styles.globe} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9.5" />
          <path d="M2.5 12h19M12 2.5c2.8 2.7 4 6 4 9.5s-1.2 6.8-4 9.5c-2.8-2.7-4-6-4-9.5s1.2-6.8 4-9.5z" />
        </svg>
        <span className={styles.code}>{current}</span>{' '}
        <span className={styles.name} lang={info.iso}>
          {info.name}
        </span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open} aria-label={t('language__switch')}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={switchLocaleHref(pathname, search, hash, locale)}
              className={styles.option}
              hrefLang={LOCALE_INFO[locale].iso}
              lang={LOCALE_INFO[locale].iso}
              aria-current={locale === current ? 'true' : undefined}
              data-popover-focus={locale === current || undefined}
              data-testid={`language.${locale}`}
              onClick={() => setOpen(false)}
            >
              {LOCALE_INFO[locale].name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
