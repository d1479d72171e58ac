import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { type Labels } from 'yet-another-react-lightbox';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Video from 'yet-another-react-lightbox/plugins/video';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { useApp } from '../../stores/app-store.ts';
import { useLayout } from '../../stores/layout-store.ts';
import { useLightbox } from '../../stores/lightbox-store.ts';
import { useScreensaver } from '../../stores/screensaver-store.ts';
import { MissingPicture } from '../missing-picture.tsx';
import { claimNotificationHost, releaseNotificationHost } from '../notification-host.ts';
import { ClipSlide } from './clip-slide.tsx';
import styles from './lightbox-view.module.css';
import { toSlide } from './slides.ts';

const PLUGINS = [Thumbnails, Video, Zoom];

function useLabels(): Labels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      Previous: t('lightbox__previous'),
      Next: t('lightbox__next'),
      Close: t('modal__close'),
      Slide: t('lightbox__slide'),
      Carousel: t('lightbox__carousel'),
      Lightbox: t('lightbox__label'),
      'Photo gallery': t('lightbox__gallery'),
      // The library fills in its own placeholders.
      '{index} of {total}': t('lightbox__position', { index: '{index}', total: '{total}' }),
      Thumbnails: t('lightbox__thumbnails'),
      'Zoom in': t('viewer__zoom_in'),
      'Zoom out': t('viewer__zoom_out'),
    }),
    [t],
  );
}

/**
 * SPEC §2's lightbox (yet-another-react-lightbox): images with pinch and double-tap zoom, videos, video-platform
 * clips; looping, no slideshow, thumbnails at the bottom; on a phone a tap beside the picture closes it. It holds
 * the screensaver while open.
 */
export default function LightboxView() {
  const media = useLightbox((state) => state.slides);
  const index = useLightbox((state) => state.index);
  const { show, close } = useLightbox.getState();
  const mobileBrowser = useApp((state) => state.mobileBrowser);
  const narrow = useLayout((state) => !state.breakpoints.m);
  const mobile = mobileBrowser || narrow;
  const { t } = useTranslation();
  const labels = useLabels();
  const slides = useMemo(() => media.map(toSlide), [media]);
  const [host, setHost] = useState<HTMLDialogElement | null>(null);

  useEffect(() => {
    if (!host) return;
    const release = useScreensaver.getState().pause();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    host.showModal();
    claimNotificationHost(host);
    return () => {
      release();
      releaseNotificationHost(host);
      host.close();
      opener?.focus();
    };
  }, [host]);

  return (
    <dialog
      ref={setHost}
      className={styles.host}
      data-testid="lightbox"
      aria-label={labels.Lightbox}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {host && (
        <Lightbox
          open
          close={close}
          slides={slides}
          index={index ?? 0}
          on={{ view: ({ index: shown }) => show(shown) }}
          plugins={PLUGINS}
          labels={labels}
          portal={{ root: host }}
          carousel={{ finite: false }}
          controller={{ closeOnBackdropClick: mobile, closeOnPullDown: mobile }}
          thumbnails={{
            position: 'bottom',
            showToggle: false,
            vignette: true,
            ...(narrow && { width: 72, height: 48, padding: 2, gap: 8 }),
          }}
          zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
          video={{ controls: true, playsInline: true, preload: 'metadata' }}
          render={{
            // A picture that fails, on its slide and its thumbnail, instead of the library's red error icon.
            iconError: () => <MissingPicture label={t('media__unavailable')} labelClassName={styles.missingLabel} />,
            slide: ({ slide, offset, rect }) =>
              slide.type === 'clip' ? (
                <ClipSlide clip={slide.clip} title={slide.title} active={offset === 0} rect={rect} />
              ) : undefined,
          }}
        />
      )}
    </dialog>
  );
}
