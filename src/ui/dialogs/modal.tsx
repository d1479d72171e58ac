import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { claimNotificationHost, releaseNotificationHost } from '../notification-host.ts';

/**
 * A modal dialog on the native <dialog>: focus moves in (to the element marked `data-autofocus`, else the
 * first control) and is trapped by the browser, Escape closes, and focus returns to where it was when it closes.
 */
export function Modal({
  title,
  onClose,
  children,
  size = 'm',
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 's' | 'm' | 'l';
  testId?: string;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal();
    if (element) claimNotificationHost(element);
    // showModal() focuses the first control (the close button); a dialog that asks for input focuses its field.
    element?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (element) releaseNotificationHost(element);
      element?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`modal modal--${size}`}
      aria-labelledby="modal-title"
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="modal__header">
        <h2 id="modal-title">{title}</h2>
        <button type="button" className="modal__close" aria-label={t('modal__close')} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
