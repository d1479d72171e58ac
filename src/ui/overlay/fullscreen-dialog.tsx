import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreensaver } from '../../stores/screensaver-store.ts';
import { claimNotificationHost, releaseNotificationHost } from '../notification-host.ts';
import styles from './fullscreen-dialog.module.css';

/**
 * A modal <dialog> over the whole window for the fullscreen viewers (PDF, video, image): in the top layer, so it
 * lies over an article it was opened from; focus moves to its close button and is trapped, Escape closes, focus
 * returns to the opener, and the screensaver waits while it is open.
 */
export function FullscreenDialog({
  title,
  onClose,
  testId,
  actions,
  onKeyDown,
  children,
}: {
  title: string;
  onClose: () => void;
  testId: string;
  /** Controls of the viewer in the bar, before the close button. */
  actions?: ReactNode;
  /** Keys of the viewer (paging, zoom), heard wherever the focus is inside the dialog. */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = useScreensaver.getState().pause();
    element.showModal();
    claimNotificationHost(element);
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      release();
      releaseNotificationHost(element);
      element.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {actions}
        <button type="button" className={styles.close} aria-label={t('modal__close')} onClick={onClose} data-autofocus>
          ×
        </button>
      </header>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
