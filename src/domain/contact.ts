/**
 * The contact form's fields and rules (SPEC §3 contact form fields, §5), one set for the browser and the
 * server: the form says what is wrong before sending, and the server refuses the same things again, since
 * anything can be posted to it.
 */

export const CONTACT_FIELDS = ['firstName', 'lastName', 'company', 'phone', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFields = Record<ContactField, string>;

/** A lead needs a name to address and a way back; company, phone and subject are the visitor's choice. */
export const REQUIRED_CONTACT_FIELDS: ReadonlySet<ContactField> = new Set([
  'firstName',
  'lastName',
  'email',
  'message',
]);

/** Longest value per field, in UTF-16 units after trimming: an email address is at most 254 (RFC 5321). */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = {
  firstName: 100,
  lastName: 100,
  company: 200,
  phone: 40,
  email: 254,
  subject: 200,
  message: 5000,
};

/**
 * A form opened and sent faster than this is a script, not a person (the server refuses it; the form waits out
 * the rest before sending, so a quick visitor with autofill is never refused).
 */
export const MIN_FILL_MS = 3000;

/** What is wrong with a field, as the translation key of its message. */
export type ContactErrorKey =
  | 'contact__error_required'
  | 'contact__error_too_long'
  | 'contact__error_email'
  | 'contact__error_phone'
  | 'contact__error_single_line'
  | 'contact__error_characters';

export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

// Single-line values end up in mail headers (the subject, the reply-to name and address): a CR or LF there
// starts a new header (header injection). Other control characters and the Unicode line separators have no
// business in a name either.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// A message has lines and may have tabs; other control characters are refused.
// eslint-disable-next-line no-control-regex
const MESSAGE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * One @, a local part and a dotted domain without spaces or the characters that would need quoting; the mail
 * server has the last word, this catches typing slips ("name@", "name.example.com", "a b@c.de").
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".\d]{2,}$/u;
/** Digits with the usual separators; a leading + for the country code. */
const PHONE = /^\+?[\d\s()./-]+$/;
const MIN_PHONE_DIGITS = 5;

/** Trimmed values of every field; a missing or non-string value is empty. */
export function normalizeContact(input: Partial<Record<ContactField, unknown>>): ContactFields {
  const fields = {} as ContactFields;
  for (const field of CONTACT_FIELDS) {
    const value = input[field];
    fields[field] = typeof value === 'string' ? value.trim() : '';
  }
  return fields;
}

/** The first rule a (trimmed) value breaks, or null. */
export function contactFieldError(field: ContactField, value: string): ContactErrorKey | null {
  if (value === '') return REQUIRED_CONTACT_FIELDS.has(field) ? 'contact__error_required' : null;
  if (field === 'message') {
    if (MESSAGE_FORBIDDEN.test(value)) return 'contact__error_characters';
  } else if (SINGLE_LINE_FORBIDDEN.test(value)) {
    return 'contact__error_single_line';
  }
  if (value.length > CONTACT_MAX_LENGTH[field]) return 'contact__error_too_long';
  if (field === 'email' && (!EMAIL.test(value) || value.includes('..'))) return 'contact__error_email';
  if (field === 'phone' && (!PHONE.test(value) || value.replace(/\D/g, '').length < MIN_PHONE_DIGITS)) {
    return 'contact__error_phone';
  }
  return null;
}

/** Every invalid field of a (trimmed) submission with its message key; empty when it may be sent. */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = contactFieldError(field, fields[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Idempotency keys: what crypto.randomUUID() makes, or any opaque token of the same alphabet. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;
