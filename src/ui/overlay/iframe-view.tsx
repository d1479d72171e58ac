import { useTranslation } from 'react-i18next';
import type { FrameLink } from '../../domain/deep-links.ts';
import styles from './iframe-view.module.css';

/**
 * SPEC §2's iframe content viewer: a linked page shown inside the showroom, so a kiosk never leaves the app. The
 * frame is sandboxed (scripts, forms and its own origin's storage, as most pages need; no top navigation, so it
 * cannot replace the showroom), sends no referrer, and only ever shows https pages of other origins
 * (`findFrameLink`). Pages that refuse to be framed stay blank, hence the way out to a new tab.
 */
export function IframeView({ link }: { link: FrameLink }) {
  const { t } = useTranslation();
  return (
    <div className={styles.viewer}>
      <iframe
        className={styles.frame}
        src={link.url}
        title={link.label || link.url}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        allow="fullscreen"
        data-testid="iframe.frame"
      />
      <a className={styles.external} href={link.url} target="_blank" rel="noopener noreferrer">
        {t('iframe__open_in_new_tab')}
      </a>
    </div>
  );
}
