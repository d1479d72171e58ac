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

// Unicode format characters (general category Cf) show nothing themselves but change what a reader sees: the bidi
// marks, embeddings, overrides and isolates (U+200E, U+200F, U+061C, U+202A-U+202E, U+2066-U+2069) make a text
// show in another order than it is written (a name or subject that reads as something else to sales), and the
// rest (zero-width space, word joiner, soft hyphen, BOM, tag characters) hide inside a word. The zero-width
// non-joiner and joiner (U+200C, U+200D) are kept: Persian and Indic names and emoji sequences need them, and
// they reorder nothing.
const FORMAT = /(?![\u200c\u200d])\p{Cf}/gu;
// Single-line values end up in mail headers (the subject, the reply-to name and address): a CR or LF there
// starts a new header (header injection). Other control characters (C0, DEL, C1), the Unicode line and paragraph
// separators and lone surrogates have no business in a name either, nor have the format characters above.
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/gu;
// A message has lines and may have tabs; other control characters (and lone surrogates) are refused. Its format
// characters are removed instead (normalizeContact): a message is often pasted from elsewhere, with marks the
// visitor cannot see and so could not find to remove.
// eslint-disable-next-line no-control-regex
const MESSAGE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cs}]/u;
/**
 * One @, a local part and a dotted domain without spaces or the characters that would need quoting; the mail
 * server has the last word, this catches typing slips ("name@", "name.example.com", "a b@c.de").
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".\d]{2,}$/u;
/** Digits with the usual separators; a leading + for the country code. */
const PHONE = /^\+?[\d\s()./-]+$/;
const MIN_PHONE_DIGITS = 5;

/**
 * Trimmed values of every field, the message without its format characters (FORMAT); a missing or non-string
 * value is empty.
 */
export function normalizeContact(input: Partial<Record<ContactField, unknown>>): ContactFields {
  const fields = {} as ContactFields;
  for (const field of CONTACT_FIELDS) {
    const value = input[field];
    const text = typeof value !== 'string' ? '' : field === 'message' ? value.replace(FORMAT, '') : value;
    fields[field] = text.trim();
  }
  return fields;
}

/**
 * A stored value made fit for one line of a mail header (the subject, the Reply-To), whatever the rules were when
 * it was stored: format characters removed, controls and line separators made spaces. A value that passes today's
 * single-line rule comes out as it went in.
 */
export function headerText(value: string): string {
  return value.replace(FORMAT, '').replace(CONTROL, ' ').trim();
}

/** The first rule a (trimmed) value breaks, or null. */
export function contactFieldError(field: ContactField, value: string): ContactErrorKey | null {
  if (value === '') return REQUIRED_CONTACT_FIELDS.has(field) ? 'contact__error_required' : null;
  if (field === 'message') {
    if (MESSAGE_FORBIDDEN.test(value)) return 'contact__error_characters';
  } else if (value.search(CONTROL) >= 0 || value.search(FORMAT) >= 0) {
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
