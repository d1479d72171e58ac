import nodemailer from 'nodemailer';
import { type Delivered, OutboxDelivery, type OutboxOptions, type OutboxRow, leadOf } from './lead-delivery-outbox';
import { composeLead, leadMessageId } from './lead-mail';

export type { DeliveryLog } from './lead-delivery-outbox';

export interface LeadDeliveryOptions extends OutboxOptions {
  /** `smtp://[user:pass@]host:port` (STARTTLS when offered) or `smtps://...` (TLS from the start). */
  smtpUrl: string;
  to: string;
  from: string;
}

const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The mail channel's state columns (server/contact-store.ts). */
const MAIL_COLUMNS = {
  status: 'delivery_status',
  attempts: 'delivery_attempts',
  nextAttemptAt: 'next_attempt_at',
  sendingUntil: 'sending_until',
  claimToken: 'claim_token',
  deliveredAt: 'delivered_at',
  lastError: 'last_error',
};

/** A 5xx reply other than 503 (bad sequence) will come again for the same mail (RFC 5321). */
function isPermanentSmtp(error: unknown): boolean {
  const { permanent, responseCode } = (error ?? {}) as { permanent?: unknown; responseCode?: unknown };
  if (typeof permanent === 'boolean') return permanent;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode !== 503;
}

/**
 * Mails the contact submissions of the outbox to sales (server/lead-delivery-outbox.ts: claims, leases,
 * backoff). A lead is marked `sent` only after the mail server answered 250 to DATA. A process that dies
 * between that answer and the mark leaves the row to be sent again when the lease ends: at least once, with
 * the same Message-ID, the one window SMTP leaves open.
 */
export class LeadDelivery extends OutboxDelivery {
  private readonly transport;

  constructor(private readonly options: LeadDeliveryOptions) {
    super(options, MAIL_COLUMNS, 'lead delivery');
    this.transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
  }

  protected override claimColumns(row: OutboxRow) {
    return { message_id: this.messageIdOf(row) };
  }

  protected override isPermanent(error: unknown): boolean {
    return isPermanentSmtp(error);
  }

  protected override close(): void {
    this.transport.close();
  }

  private messageIdOf(row: OutboxRow): string {
    return leadMessageId({ id: row.id, reference: String(row.idempotency_key) }, this.options.from);
  }

  protected override async deliver(row: OutboxRow, signal: AbortSignal): Promise<Delivered> {
    const lead = leadOf(row);
    const { subject, replyTo, text, html } = composeLead(lead);
    const accepted = await this.transport.sendMail({
      from: this.options.from,
      to: this.options.to,
      replyTo,
      subject,
      text,
      html,
      messageId: this.messageIdOf(row),
      date: new Date(lead.createdAt),
      headers: { 'X-Contact-Reference': lead.reference },
      signal,
    });
    return { response: `mail server: ${accepted.response}` };
  }
}
