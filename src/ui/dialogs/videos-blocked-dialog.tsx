import { useTranslation } from 'react-i18next';
import { useApp } from '../../stores/app-store.ts';
import { Modal } from './modal.tsx';

/** SPEC §8: videos refused (power saving, autoplay policy): say so and offer to go on with pictures only. */
export function VideosBlockedDialog() {
  const { t } = useTranslation();
  const blocked = useApp((state) => state.videosBlocked);
  const set = useApp((state) => state.set);
  if (!blocked) return null;
  const goOn = () => set({ videosBlocked: false, fallbackMode: true });
  return (
    <Modal title={t('power_save__title')} onClose={goOn} size="s" testId="videos-blocked">
      <p>{t('error__videos_power_save')}</p>
      <button type="button" className="button button--primary" onClick={goOn} data-autofocus>
        {t('action__continue_without_videos')}
      </button>
    </Modal>
  );
}
