import { create } from 'zustand';
import { sendContact, type ContactResult, type ContactSubmission } from '../content/contact.ts';

interface ContactState {
  /** Submissions the server has stored since the page loaded; analytics counts them (app/contact-analytics.ts). */
  sent: number;
  /** Sends a submission; resolves with the server's verdict and never rejects. */
  send: (submission: ContactSubmission) => Promise<ContactResult>;
}

/** The contact form's calls to the server. The form keeps what is typed; this only sends and counts. */
export const useContact = create<ContactState>()((set) => ({
  sent: 0,
  send: async (submission) => {
    const result = await sendContact(submission);
    if (result.kind === 'sent') set((state) => ({ sent: state.sent + 1 }));
    return result;
  },
}));

/**
 * A fresh idempotency key. crypto.randomUUID exists only in secure contexts; a kiosk on plain http inside a
 * showroom network has getRandomValues still.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
