import { useTranslation } from 'react-i18next';
import { linkDisplay } from '../../domain/frames.ts';
import { QrCode } from '../qr-code.tsx';
import styles from './link-card.module.css';

/**
 * A link to take along: its title, the address (an e-mail address, a number, a page) as text and as a QR code to
 * scan with a phone. What a kiosk shows instead of leaving the showroom, and what a frame that cannot be shown
 * falls back to. `refused`: the page was meant to be shown here but cannot be.
 */
export function LinkCard({ title, url, refused = false }: { title: string; url: string; refused?: boolean }) {
  const { t } = useTranslation();
  const shown = linkDisplay(url);
  const hint = refused
    ? t('link__hint_refused')
    : shown.kind === 'mail'
      ? t('link__hint_mail')
      : shown.kind === 'phone'
        ? t('link__hint_phone')
        : t('link__hint_page');
  return (
    <div className={styles.card} data-testid={refused ? 'frame.fallback' : 'link.card'}>
      <QrCode className={styles.qr} value={url} label={t('link__qr_label', { title })} />
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p className={styles.address} data-testid="link.address">
          {shown.text}
        </p>
        <p className={styles.hint}>{hint}</p>
      </div>
    </div>
  );
}
