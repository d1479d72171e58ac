import { useEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_POSITIONS,
  offersCloseAll,
  type Notification,
  type NotificationPosition,
} from '../domain/notifications.ts';
import type { TranslationKey } from '../domain/types.ts';
import { useLayout } from '../stores/layout-store.ts';
import { useNotifications } from '../stores/notification-store.ts';
import { StatusIcon } from './notification-icon.tsx';
import { useNotificationHost } from './notification-host.ts';
import styles from './notification-area.module.css';

/**
 * HTML from the CMS, shown once the sanitiser (loaded only for such a message) has cleaned it: the articles' rules,
 * since DOMPurify's defaults keep `<style>`, with which the text could hide the page or load from anywhere.
 */
function SafeHtml({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('./overlay/sanitize.ts').then(({ sanitizeHtml }) => {
      if (current) setClean(sanitizeHtml(html));
    });
    return () => {
      current = false;
    };
  }, [html]);
  return clean === null ? null : <span dangerouslySetInnerHTML={{ __html: clean }} />;
}

function NotificationItem({ item }: { item: Notification }) {
  const { t } = useTranslation();
  const dismiss = useNotifications((state) => state.dismiss);
  const hold = useNotifications((state) => state.hold);
  const release = useNotifications((state) => state.release);
  // The key was checked where it was queued (`message: TranslationKey`); i18next cannot check the values of a key
  // that is any of them.
  const text =
    item.text ??
    (t as (key: TranslationKey, values: Record<string, string>) => string)(item.message, item.values ?? {});
  return (
    <div
      className={`${styles.item} ${styles[item.status]}`}
      role={item.status === 'danger' ? 'alert' : 'status'}
      data-testid="notification"
      data-status={item.status}
      onPointerEnter={() => hold(item.id, 'pointer')}
      onPointerLeave={() => release(item.id, 'pointer')}
      onFocus={() => hold(item.id, 'focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) release(item.id, 'focus');
      }}
    >
      <StatusIcon status={item.status} className={styles.icon} />
      <p className={styles.message}>{item.html && item.text === undefined ? <SafeHtml html={text} /> : text}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('notification__close')}
        onClick={() => dismiss(item.id)}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3.5 3.5l9 9m0-9l-9 9" />
        </svg>
      </button>
    </div>
  );
}

function CloseAll({ count }: { count: number }) {
  const { t } = useTranslation();
  const closeAll = useNotifications((state) => state.closeAll);
  return (
    <button type="button" className={styles.closeAll} onClick={closeAll} data-testid="notifications.close-all">
      {t('notification__close_all', { number: String(count) })}
    </button>
  );
}

/**
 * Notifications in arrival order at their positions, clear of the header and the navigation bar (their measured
 * heights) and never beyond the window: a long stack scrolls. With more than one open, a control closes them all;
 * it sits with the bottom stack when there is one, else with the top one. While a modal is open they show inside
 * it, above its backdrop.
 */
export function NotificationArea() {
  const queue = useNotifications((state) => state.queue);
  const headerHeight = useLayout((state) => state.headerHeight);
  const footerHeight = useLayout((state) => state.footerHeight);
  const closeAllAt: NotificationPosition | null = offersCloseAll(queue)
    ? queue.some((item) => item.pos === 'bottom-center')
      ? 'bottom-center'
      : 'top-center'
    : null;
  const host = useNotificationHost();
  const offsets = { '--header-height': `${headerHeight}px`, '--footer-height': `${footerHeight}px` } as CSSProperties;
  const areas = (
    <>
      {NOTIFICATION_POSITIONS.map((pos) => (
        <div key={pos} className={`${styles.area} ${styles[pos]}`} style={offsets} data-testid={`notifications.${pos}`}>
          {closeAllAt === pos && pos === 'bottom-center' && <CloseAll count={queue.length} />}
          {queue
            .filter((item) => item.pos === pos)
            .map((item) => (
              <NotificationItem key={item.id} item={item} />
            ))}
          {closeAllAt === pos && pos === 'top-center' && <CloseAll count={queue.length} />}
        </div>
      ))}
    </>
  );
  return host ? createPortal(areas, host) : areas;
}
