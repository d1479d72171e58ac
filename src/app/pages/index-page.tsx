import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pickHomeWorld, startLocationOf } from '../../domain/content-index.ts';
import { pickImageUrl } from '../../domain/media.ts';

import { isLocale, DEFAULT_LOCALE } from '../../domain/types.ts';
import { useContent } from '../../stores/content-store.ts';
import { LanguagePicker } from '../../ui/language-picker.tsx';
import { paths } from '../../domain/paths.ts';

/** The start page, shown when the home world has one configured (otherwise the guard forwards). */
export function IndexPage() {
  const { t } = useTranslation();
  const param = useParams().locale;
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  const index = useContent((state) => state.index);
  const world = index ? pickHomeWorld(index, window.location.hostname) : null;
  const start = index && world ? startLocationOf(index, world) : null;
  const background = index?.bundle.settings.startPageBackground;
  return (
    <main
      className="start-page"
      style={background ? { backgroundImage: `url("${pickImageUrl(background, 'xlarge')}")` } : undefined}
    >
      <h1>{world?.name ?? t('app__title')}</h1>
      {world && start && (
        <Link className="button button--primary" to={paths.location.href(locale, world.slug, start.slug)}>
          {t('start__enter')}
        </Link>
      )}
      <LanguagePicker />
    </main>
  );
}
