import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreensaver } from '../../stores/screensaver-store.ts';
import { claimNotificationHost, releaseNotificationHost } from '../notification-host.ts';
import styles from './modal.module.css';

/** SPEC §2 and §9: modal sizes, each a largest box (600x300 for s up to 1900x1100 for xxxl), and fullscreen. */
export type ModalSize = 's' | 'm' | 'l' | 'xl' | 'xxl' | 'xxxl' | 'fullscreen';

/** True when a click landed outside the dialog's box: on the ::backdrop, which belongs to the dialog element. */
function onBackdrop(dialog: HTMLDialogElement, x: number, y: number): boolean {
  const box = dialog.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * A modal dialog on the native <dialog> (showModal): focus moves in (to the element marked `data-autofocus`, else
 * the first control) and is trapped by the browser; Escape and a tap on the backdrop close it, and focus returns
 * to where it was. While it is open it holds the screensaver back (SPEC §4: modals pause it). Modals stack: each
 * names itself by an id of its own.
 */
export function Modal({
  title,
  onClose,
  children,
  size = 'l',
  testId,
  actions,
  onKeyDown,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: ModalSize;
  testId?: string;
  /** Controls of a viewer in the header, before the close button. */
  actions?: ReactNode;
  /** Keys of a viewer (paging, zoom), heard wherever the focus is inside the dialog. */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // Where the press began: a press inside that is released on the backdrop (a text selection) is no tap beside it.
  const pressedOnBackdrop = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = useScreensaver.getState().pause();
    element.showModal();
    claimNotificationHost(element);
    // showModal() focuses the first control (the close button); a dialog that asks for input focuses its field.
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      releaseNotificationHost(element);
      element.close();
      release();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`${styles.modal} ${styles[size]}`}
      role="dialog"
      aria-labelledby={titleId}
      data-testid={testId}
      data-size={size}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current =
          event.target === event.currentTarget && onBackdrop(event.currentTarget, event.clientX, event.clientY);
      }}
      onClick={(event) => {
        const tapped =
          event.target === event.currentTarget && onBackdrop(event.currentTarget, event.clientX, event.clientY);
        if (tapped && pressedOnBackdrop.current) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      {/* A div, not a header: a header here would be a second banner landmark beside the page's. */}
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {actions}
        <button type="button" className={styles.close} aria-label={t('modal__close')} onClick={onClose}>
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
