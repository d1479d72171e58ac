import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { isLocale, DEFAULT_LOCALE } from '../../domain/types.ts';
import { pickImageUrl } from '../../domain/media.ts';
import { useApp } from '../../stores/app-store.ts';
import { useContent } from '../../stores/content-store.ts';
import { tourHref } from '../power-save-controller.ts';

/**
 * SPEC §8: shown while the showroom is in power-save mode, where videos cannot play. The visitor may go on with
 * pictures only; when power save ends, the tour comes back by itself (app/power-save-controller.ts).
 */
export function PowerSavePage() {
  const { t } = useTranslation();
  const param = useParams().locale;
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  const navigate = useNavigate();
  const set = useApp((state) => state.set);
  const background = useContent((state) => state.index?.bundle.settings.powerSaveModePageBackground);
  const goOn = () => {
    set({ fallbackMode: true });
    void navigate(tourHref(locale));
  };
  return (
    <main
      className="power-save-page"
      style={background ? { backgroundImage: `url("${pickImageUrl(background, 'xlarge')}")` } : undefined}
      data-testid="power-save-page"
    >
      <section className="power-save-panel" aria-labelledby="power-save-title">
        <h1 id="power-save-title">{t('power_save__title')}</h1>
        <p>{t('power_save__text')}</p>
        <p>{t('error__videos_power_save')}</p>
        <button type="button" className="button button--primary" onClick={goOn} data-testid="power-save.continue">
          {t('action__continue_without_videos')}
        </button>
      </section>
    </main>
  );
}
