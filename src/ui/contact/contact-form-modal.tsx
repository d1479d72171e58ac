import { useTranslation } from 'react-i18next';
import type { OverlayContent } from '../../stores/overlay-store.ts';
import { Modal } from '../dialogs/modal.tsx';
import { ContactForm } from './contact-form.tsx';

/** The contact form as an overlay (SPEC §3 open-contact-form). */
export function ContactFormModal({
  content,
  onClose,
}: {
  content: Extract<OverlayContent, { kind: 'contact-form' }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('contact__title')} onClose={onClose} testId="modal.contact-form">
      <ContactForm subject={content.subject} mail={content.mail} onDone={onClose} />
    </Modal>
  );
}
