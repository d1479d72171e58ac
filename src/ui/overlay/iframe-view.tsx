import { useEffect, useState } from 'react';
import { useContent } from '../../stores/content-store.ts';
import { checkFrame } from '../../stores/frame-policy.ts';
import styles from './iframe-view.module.css';
import { LinkCard } from './link-card.tsx';

/** A page that has not fired `load` by then is taken as not coming (a hung connection). */
export const FRAME_LOAD_TIMEOUT_MS = 15_000;

/**
 * SPEC §2's iframe viewer: an allowlisted page (`domain/frames.ts` `frameUrl`) shown inside the showroom. The
 * frame is sandboxed: scripts, forms and its own origin's storage as most pages need, popups only outside a
 * kiosk, and never top navigation, so it cannot replace the showroom; it sends no referrer. A page that refuses
 * to be framed (X-Frame-Options, CSP frame-ancestors; the server reads its headers), cannot be reached, or does
 * not load in time is replaced by the link card: its address and a QR code to open it on a phone.
 */
export function FrameView({ title, url }: { title: string; url: string }) {
  const kiosk = useContent((state) => state.viewers?.kiosk ?? false);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void checkFrame(url, controller.signal).then((check) => {
      if (check === 'refused') setFailed(true);
    });
    return () => controller.abort();
  }, [url]);

  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(() => setFailed(true), FRAME_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);

  if (failed) return <LinkCard title={title} url={url} refused />;
  return (
    <iframe
      className={styles.frame}
      src={url}
      title={title || url}
      sandbox={`allow-scripts allow-same-origin allow-forms${kiosk ? '' : ' allow-popups'}`}
      referrerPolicy="no-referrer"
      allow="fullscreen"
      data-testid="iframe.frame"
      onLoad={() => setLoaded(true)}
    />
  );
}
