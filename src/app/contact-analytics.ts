import { useContact } from '../stores/contact-store.ts';
import { track } from './analytics.ts';

let watching = false;

/**
 * Reports each submission the server stored (SPEC §9 "contact form sent"). Started when a form first opens:
 * nothing can be sent before that.
 */
export function watchContactSent(): void {
  if (watching) return;
  watching = true;
  useContact.subscribe((state, previous) => {
    if (state.sent > previous.sent) track('contact form sent');
  });
}
