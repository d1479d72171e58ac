import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { embedUrl, type PlatformClip } from '../../domain/video-platform.ts';
import { useApp } from '../../stores/app-store.ts';
import { QrCode } from '../qr-code.tsx';
import styles from './clip-slide.module.css';

/** How long the platform's player may take to load before the clip counts as unreachable. */
export const CLIP_LOAD_TIMEOUT_MS = 6000;
const RATIO = 16 / 9;

type ClipState = 'cover' | 'loading' | 'playing' | 'unreachable';

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 3.5v17l14-8.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * A video-platform clip in the lightbox (SPEC §2, issue 12 point 5): its cover with a play button first, so
 * nothing is sent to the platform before the visitor asks; a tap loads the privacy-friendly player in a sandbox
 * that cannot navigate the showroom. Without a network (the browser says offline, or the player does not load
 * in time) the cover stays with a QR code of the clip's link, never a black box.
 */
export function ClipSlide({
  clip,
  title,
  active,
  rect,
}: {
  clip: PlatformClip;
  title: string;
  /** The slide on screen; a neighbour (preloaded by the lightbox) never loads the player. */
  active: boolean;
  rect: { width: number; height: number };
}) {
  const { t } = useTranslation();
  const online = useApp((state) => state.online);
  const [state, setState] = useState<ClipState>('cover');
  useEffect(() => {
    if (!active) setState('cover');
  }, [active]);
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setState('unreachable'), CLIP_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const unreachable = !online || state === 'unreachable';
  const width = Math.min(rect.width, rect.height * RATIO);
  return (
    <div
      className={styles.clip}
      style={{ width, height: width / RATIO }}
      data-testid="lightbox.clip"
      data-state={unreachable ? 'unreachable' : state}
    >
      {clip.cover && (
        <img
          className={`${styles.cover} ${unreachable ? styles.dimmed : ''}`}
          src={clip.cover}
          alt=""
          draggable={false}
        />
      )}
      {unreachable ? (
        <div className={styles.fallback}>
          <QrCode className={styles.qr} value={clip.url} label={t('clip__qr')} />
          <p className={styles.hint}>
            {t('clip__offline')}
            <span className={styles.link}>{clip.url}</span>
          </p>
        </div>
      ) : state === 'cover' ? (
        <button
          type="button"
          className={styles.play}
          aria-label={t('clip__play', { title })}
          onClick={() => setState('loading')}
        >
          <PlayIcon />
        </button>
      ) : (
        <>
          <iframe
            className={`${styles.frame} ${state === 'loading' ? styles.loading : ''}`}
            src={embedUrl(clip)}
            title={title}
            sandbox="allow-scripts allow-same-origin allow-presentation"
            allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setState('playing')}
          />
          {state === 'loading' && (
            <p className={styles.status} role="status">
              {t('clip__loading')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
