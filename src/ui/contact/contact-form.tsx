import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_FIELDS,
  MIN_FILL_MS,
  normalizeContact,
  validateContact,
  type ContactField,
  type ContactFields,
} from '../../domain/contact.ts';
import { DEFAULT_LOCALE, isLocale } from '../../domain/types.ts';
import { newIdempotencyKey, useContact } from '../../stores/contact-store.ts';
import { ContactFieldInput, type FieldMessage } from './contact-field.tsx';
import styles from './contact-form.module.css';

type Status = 'editing' | 'sending' | 'sent' | 'failed' | 'rate-limited';
type Errors = Partial<Record<ContactField, FieldMessage>>;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The server counts from when it receives the form; a little slack covers the clock and the trip.
const FILL_SLACK_MS = 250;

/**
 * The contact form (SPEC §3, §5). "Sent" is said only once the server has stored the submission; on any failure
 * everything typed stays for another try, which reuses the idempotency key while nothing was changed.
 */
export function ContactForm({
  subject,
  mail,
  onDone,
}: {
  subject: string;
  /** An address to write to instead, offered when sending fails. */
  mail: string | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const send = useContact((state) => state.send);
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const [openedAt] = useState(() => performance.now());
  const attempt = useRef<{ key: string; snapshot: string | null }>({ key: newIdempotencyKey(), snapshot: null });
  const [values, setValues] = useState<ContactFields>(() => ({ ...normalizeContact({}), subject }));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>('editing');

  const focusFirst = (invalid: Errors) => {
    const first = CONTACT_FIELDS.find((field) => invalid[field]);
    const element = first ? form.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A message goes as soon as the field is put right; new ones wait for the next send.
    if (errors[field] && !validateContact(normalizeContact({ ...values, [field]: value }))[field]) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const fields = normalizeContact(values);
    const found = validateContact(fields);
    const invalid: Errors = {};
    for (const field of CONTACT_FIELDS) {
      const key = found[field];
      if (key) invalid[field] = { key };
    }
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setStatus('editing');
      focusFirst(invalid);
      return;
    }
    // The same submission again is a retry (stored once); a changed one is a new submission.
    const snapshot = JSON.stringify(fields);
    if (attempt.current.snapshot !== null && attempt.current.snapshot !== snapshot) {
      attempt.current.key = newIdempotencyKey();
    }
    attempt.current.snapshot = snapshot;
    setStatus('sending');
    const wait = MIN_FILL_MS + FILL_SLACK_MS - (performance.now() - openedAt);
    if (wait > 0) await delay(wait);
    const result = await send({
      fields,
      locale: isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE,
      fillMs: performance.now() - openedAt,
      honeypot: honeypot.current?.value ?? '',
      idempotencyKey: attempt.current.key,
    });
    if (result.kind === 'invalid') {
      const fromServer: Errors = {};
      for (const field of CONTACT_FIELDS) {
        const error = result.errors[field];
        if (error) fromServer[field] = error.key ? { key: error.key } : { text: error.message };
      }
      setErrors(fromServer);
      setStatus('editing');
      focusFirst(fromServer);
      return;
    }
    setStatus(result.kind === 'sent' ? 'sent' : result.kind);
  };

  if (status === 'sent') {
    return (
      <div className={styles.done} data-testid="contact.form">
        <p role="status" className={styles.sent} data-testid="contact.sent">
          {t('contact__sent')}
        </p>
        <div className="form-actions">
          {/* Focus moves here: the field it was on has gone. */}
          <button type="button" className="button button--primary" onClick={onDone} autoFocus>
            {t('modal__close')}
          </button>
        </div>
      </div>
    );
  }

  const sending = status === 'sending';
  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      aria-busy={sending}
      data-testid="contact.form"
      onSubmit={(event) => void submit(event)}
    >
      <p className={styles.note}>{t('contact__required_note')}</p>
      <div className={styles.grid}>
        {CONTACT_FIELDS.map((field) => (
          <ContactFieldInput
            key={field}
            field={field}
            idPrefix={idPrefix}
            value={values[field]}
            error={errors[field]}
            disabled={sending}
            onChange={change}
          />
        ))}
      </div>
      {/* Kept from people and screen readers; a script filling every field fills this one too. */}
      <div className={styles.trap} aria-hidden="true">
        <label>
          {t('contact__honeypot')}
          <input ref={honeypot} name="homepage" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {(status === 'failed' || status === 'rate-limited') && (
        <p role="alert" className={styles.failure} data-testid="contact.failed">
          {status === 'failed' ? t('contact__failed') : t('error__too_many_requests')}
          {status === 'failed' && mail && (
            <>
              {': '}
              <a href={`mailto:${mail}`}>{mail}</a>
            </>
          )}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={sending} data-testid="contact.submit">
          {sending ? t('contact__sending') : t('contact__submit')}
        </button>
      </div>
    </form>
  );
}
