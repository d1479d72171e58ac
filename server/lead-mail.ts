import { CONTACT_FIELDS, type ContactField, type ContactFields, headerText } from '../src/domain/contact';

/** A stored contact submission as the mail deliverer reads it from the outbox. */
export interface Lead {
  id: number;
  /** The idempotency key the form sent: the reference the visitor was given. */
  reference: string;
  fields: ContactFields;
  locale: string;
  createdAt: string;
}

const LABELS: Record<ContactField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  phone: 'Phone',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

/**
 * The same for every attempt of one lead, in every process: when a mail was accepted but the process died
 * before marking it sent, the re-sent copy carries the same Message-ID, so a mail system (or a person) can
 * tell it is a duplicate. The reference is of a header-safe alphabet (IDEMPOTENCY_KEY).
 */
export function leadMessageId(lead: Pick<Lead, 'id' | 'reference'>, fromAddress: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(fromAddress)?.[1] ?? 'virtual-factory.invalid';
  return `<lead.${lead.id}.${lead.reference}@${domain}>`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A mail address with its display name, as nodemailer takes it (and quotes or encodes the name itself). */
export interface MailAddress {
  name: string;
  address: string;
}

/**
 * Subject, Reply-To, plain text and HTML of a lead's mail: every field of the form, its locale, time and
 * reference. The header values are the stored fields on one line (`headerText`), however the row was stored; the
 * visitor's name there also loses quotes and angle brackets, so that it cannot pass for an address (`"x" <ceo@…>`).
 */
export function composeLead(lead: Lead): { subject: string; replyTo: MailAddress; text: string; html: string } {
  const { fields } = lead;
  const name = headerText(`${fields.firstName} ${fields.lastName}`.replace(/["<>]/g, ''));
  const rows: [string, string][] = [
    ...CONTACT_FIELDS.filter((field) => field !== 'message').map((field): [string, string] => [
      LABELS[field],
      fields[field],
    ]),
    ['Locale', lead.locale],
    ['Received', lead.createdAt],
    ['Reference', lead.reference],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const text = [
    'A visitor sent this contact request from the showroom.',
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value || '-'}`),
    '',
    `${LABELS.message}:`,
    fields.message,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body>',
    '<p>A visitor sent this contact request from the showroom.</p>',
    '<table>',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value || '-')}</td></tr>`,
    ),
    '</table>',
    `<h3>${LABELS.message}</h3>`,
    `<p style="white-space: pre-wrap">${escapeHtml(fields.message)}</p>`,
    '</body></html>',
  ].join('\n');
  const subject = `Contact request: ${headerText(fields.subject) || 'no subject'} (${name})`;
  return { subject, replyTo: { name, address: headerText(fields.email) }, text, html };
}
