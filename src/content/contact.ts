import { CONTACT_FIELDS, type ContactErrorKey, type ContactField, type ContactFields } from '../domain/contact.ts';
import type { Locale } from '../domain/types.ts';
import { loadClientSettings } from './client-settings.ts';

/** What the form sends: the fields, and what tells a person from a script. */
export interface ContactSubmission {
  fields: ContactFields;
  locale: Locale;
  /** Milliseconds between opening the form and sending it. */
  fillMs: number;
  /** The hidden field; a person leaves it empty. */
  honeypot: string;
  /** The same for every retry of the same submission: the server stores it once. */
  idempotencyKey: string;
}

/** A field the server refused: its rule's translation key when it sent a known one, and its own words. */
export interface ServerFieldError {
  key: ContactErrorKey | null;
  message: string;
}

export type ContactResult =
  /** The server has stored the submission (only then may the visitor be told it was sent). */
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: Partial<Record<ContactField, ServerFieldError>> }
  | { kind: 'rate-limited' }
  /** No answer, an unexpected one, or a server that could not store it. */
  | { kind: 'failed' };

/** The contact route below the API base (server/contact.ts). */
export const CONTACT_PATH = '/api/contact';

const ERROR_KEYS: readonly string[] = [
  'contact__error_required',
  'contact__error_too_long',
  'contact__error_email',
  'contact__error_phone',
  'contact__error_single_line',
  'contact__error_characters',
] satisfies ContactErrorKey[];

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The field errors of Strapi's 422 body (`error.details.errors[]` with `path` and `message`). */
function fieldErrorsOf(body: unknown): Partial<Record<ContactField, ServerFieldError>> {
  const details = asRecord(asRecord(asRecord(body)?.error)?.details);
  const entries = Array.isArray(details?.errors) ? (details.errors as unknown[]) : [];
  const errors: Partial<Record<ContactField, ServerFieldError>> = {};
  for (const entry of entries.slice(0, CONTACT_FIELDS.length * 2)) {
    const record = asRecord(entry);
    const field = Array.isArray(record?.path) ? record.path[0] : undefined;
    if (!CONTACT_FIELDS.includes(field as ContactField) || errors[field as ContactField]) continue;
    const key = typeof record?.key === 'string' && ERROR_KEYS.includes(record.key) ? record.key : null;
    const message = typeof record?.message === 'string' ? record.message.trim().slice(0, 300) : '';
    errors[field as ContactField] = { key: key as ContactErrorKey | null, message };
  }
  return errors;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Posts a submission to the contact route; never throws. */
export async function sendContact(
  submission: ContactSubmission,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<ContactResult> {
  try {
    const { apiBase } = await loadClientSettings();
    const response = await fetchImpl(`${apiBase.replace(/\/+$/, '')}${CONTACT_PATH}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': submission.idempotencyKey,
      },
      body: JSON.stringify({
        data: {
          ...submission.fields,
          locale: submission.locale,
          fillMs: Math.round(submission.fillMs),
          homepage: submission.honeypot,
        },
      }),
    });
    const body = await readJson(response);
    if (response.ok) {
      // Only the server's own receipt counts: a captive portal or proxy page answering 200 has stored nothing.
      const reference = asRecord(asRecord(body)?.data)?.reference;
      return typeof reference === 'string' ? { kind: 'sent' } : { kind: 'failed' };
    }
    if (response.status === 429) return { kind: 'rate-limited' };
    if (response.status === 422) {
      const errors = fieldErrorsOf(body);
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    }
    return { kind: 'failed' };
  } catch (error) {
    console.warn('[contact] the submission did not reach the server', error);
    return { kind: 'failed' };
  }
}
