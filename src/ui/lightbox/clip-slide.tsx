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

/**
 * Whether the player's host answers at all. A frame whose host refuses the connection still fires `load` (with
 * the browser's own error page in it), so the frame's load alone cannot tell a player from an error; an opaque
 * HEAD request to the same origin can: it rejects when the host cannot be reached. Sent only after the visitor
 * asked for the player, without cookies or referrer.
 */
function hostAnswers(url: string, signal: AbortSignal): Promise<boolean> {
  return fetch(new URL(url).origin, {
    method: 'HEAD',
    mode: 'no-cors',
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    cache: 'no-store',
    signal,
  }).then(
    () => true,
    () => false,
  );
}

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
 * that cannot navigate the showroom. Without a network (the browser says offline, the player's host refuses the
 * connection, or the player does not load in time) the cover stays with a QR code of the clip's link, never a black box.
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
  // The two signs of a playing player: its frame loaded and its host answered.
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [hostAnswered, setHostAnswered] = useState(false);
  const src = embedUrl(clip);
  useEffect(() => {
    if (!active) setState('cover');
  }, [active]);
  useEffect(() => {
    if (state !== 'loading') return;
    setFrameLoaded(false);
    setHostAnswered(false);
    const abort = new AbortController();
    void hostAnswers(src, abort.signal).then((answers) => {
      if (abort.signal.aborted) return;
      if (answers) setHostAnswered(true);
      else setState('unreachable');
    });
    const timer = window.setTimeout(() => setState('unreachable'), CLIP_LOAD_TIMEOUT_MS);
    return () => {
      abort.abort();
      window.clearTimeout(timer);
    };
  }, [state, src]);
  useEffect(() => {
    if (state === 'loading' && frameLoaded && hostAnswered) setState('playing');
  }, [state, frameLoaded, hostAnswered]);
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
            src={src}
            title={title}
            sandbox="allow-scripts allow-same-origin allow-presentation"
            allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setFrameLoaded(true)}
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
