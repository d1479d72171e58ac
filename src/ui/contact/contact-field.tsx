import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_MAX_LENGTH, REQUIRED_CONTACT_FIELDS, type ContactField } from '../../domain/contact.ts';
import type { TranslationKey } from '../../domain/types.ts';
import styles from './contact-form.module.css';

/** What is wrong with a field: a rule's message in the visitor's language, or the server's own words. */
export type FieldMessage = { key: TranslationKey } | { text: string };

const LABELS: Record<ContactField, TranslationKey> = {
  firstName: 'contact__first_name',
  lastName: 'contact__last_name',
  company: 'contact__company',
  phone: 'contact__phone',
  email: 'contact__email',
  subject: 'contact__subject',
  message: 'contact__message',
};

/** Autofill hints (WHATWG autocomplete tokens); the subject and the message are the visitor's own. */
const AUTOCOMPLETE: Record<ContactField, HTMLInputAutoCompleteAttribute> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  phone: 'tel',
  email: 'email',
  subject: 'off',
  message: 'off',
};

/** One labelled field of the contact form, with its message tied to it for assistive technology. */
export function ContactFieldInput({
  field,
  idPrefix,
  value,
  error,
  disabled,
  onChange,
}: {
  field: ContactField;
  idPrefix: string;
  value: string;
  error: FieldMessage | undefined;
  disabled: boolean;
  onChange: (field: ContactField, value: string) => void;
}) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${field}`;
  const errorId = `${id}-error`;
  const required = REQUIRED_CONTACT_FIELDS.has(field);
  const common = {
    id,
    className: 'text-field',
    name: field,
    value,
    required,
    readOnly: disabled,
    autoComplete: AUTOCOMPLETE[field],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'data-testid': `contact.${field}`,
  } as const;
  return (
    <div className={field === 'message' ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>
        {t(LABELS[field])}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {field === 'message' ? (
        <textarea {...common} rows={6} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <input
          {...common}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className={styles.error} data-testid={`contact.error.${field}`}>
          {'key' in error ? t(error.key, { max: CONTACT_MAX_LENGTH[field] }) : error.text}
        </p>
      )}
    </div>
  );
}
