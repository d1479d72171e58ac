import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { isLocale, DEFAULT_LOCALE } from '../../domain/types.ts';
import { pickImageUrl } from '../../domain/media.ts';
import { useApp } from '../../stores/app-store.ts';
import { useContent } from '../../stores/content-store.ts';
import { paths } from '../../domain/paths.ts';

/** Shown while the showroom rests (power-save mode); a touch brings it back. */
export function PowerSavePage() {
  const { t } = useTranslation();
  const param = useParams().locale;
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  const set = useApp((state) => state.set);
  const background = useContent((state) => state.index?.bundle.settings.powerSaveModePageBackground);
  return (
    <main
      className="power-save-page"
      style={background ? { backgroundImage: `url("${pickImageUrl(background, 'xlarge')}")` } : undefined}
    >
      <h1>{t('power_save__title')}</h1>
      <p>{t('power_save__text')}</p>
      <Link
        className="button button--primary"
        to={paths.index.href(locale)}
        onClick={() => set({ powerSaveMode: false })}
      >
        {t('power_save__continue')}
      </Link>
    </main>
  );
}
