import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../domain/types.ts';
import { useNotifications, type Notification } from '../stores/notification-store.ts';

function NotificationItem({ item }: { item: Notification }) {
  const { t } = useTranslation();
  const dismiss = useNotifications((state) => state.dismiss);
  useEffect(() => {
    if (item.timeout <= 0) return;
    const timer = window.setTimeout(() => dismiss(item.id), item.timeout);
    return () => window.clearTimeout(timer);
  }, [dismiss, item.id, item.timeout]);
  // The key was checked where it was queued (`message: TranslationKey`); i18next cannot check the values of a key
  // that is any of them.
  const text = (t as (key: TranslationKey, values: Record<string, string>) => string)(item.message, item.values ?? {});
  return (
    <div className={`notification notification--${item.status}`} role={item.status === 'danger' ? 'alert' : 'status'}>
      <span>{text}</span>
      <button
        type="button"
        className="notification__close"
        aria-label={t('notification__close')}
        onClick={() => dismiss(item.id)}
      >
        ×
      </button>
    </div>
  );
}

/** Notifications in arrival order, grouped by position. */
export function NotificationArea() {
  const queue = useNotifications((state) => state.queue);
  return (
    <>
      {(['top-center', 'bottom-center'] as const).map((pos) => (
        <div key={pos} className={`notification-area notification-area--${pos}`} data-testid={`notifications.${pos}`}>
          {queue
            .filter((item) => item.pos === pos)
            .map((item) => (
              <NotificationItem key={item.id} item={item} />
            ))}
        </div>
      ))}
    </>
  );
}
