import { type Delivered, OutboxDelivery, type OutboxOptions, type OutboxRow, leadOf } from './lead-delivery-outbox';

export interface LeadCmsOptions extends OutboxOptions {
  /** Strapi's origin (CMS_URL), e.g. `http://localhost:1337`. */
  cmsUrl: string;
  /** A full-access API token (CMS_TOKEN). */
  token: string;
  /** How long one request to Strapi may take. */
  requestTimeoutMs?: number;
}

/** The CMS channel's state columns (server/contact-store.ts). */
const CMS_COLUMNS = {
  status: 'cms_status',
  attempts: 'cms_attempts',
  nextAttemptAt: 'cms_next_attempt_at',
  sendingUntil: 'cms_sending_until',
  claimToken: 'cms_claim_token',
  deliveredAt: 'cms_delivered_at',
  lastError: 'cms_last_error',
};

/** Strapi refused the lead: its HTTP status and error, as Strapi 5 answers them. */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`Strapi answered ${status}: ${message}`);
  }
}

/**
 * Only a refusal of the lead itself comes again for the same lead: validation (400, 413, 422). Strapi down,
 * 5xx, 429, a wrong token (401/403) or a CMS without the lead type (404) are fixed on the other side, and the
 * lead waits for it.
 */
const isPermanentCms = (error: unknown) => error instanceof CmsError && [400, 413, 422].includes(error.status);

async function errorOf(response: Response): Promise<CmsError> {
  const text = await response.text().catch(() => '');
  let message = text.slice(0, 300) || response.statusText;
  try {
    const body = JSON.parse(text) as { error?: { name?: string; message?: string; details?: unknown } };
    if (body.error)
      message = `${body.error.name ?? ''} ${body.error.message ?? ''} ${JSON.stringify(body.error.details ?? {})}`;
  } catch {
    // not JSON: the text as it came
  }
  return new CmsError(response.status, message.trim());
}

/**
 * Stores each contact submission of the outbox in Strapi's `lead` collection (cms/src/api/lead), keyed by
 * its idempotency key (`leadKey`, unique in Strapi), independently of the mail: own state columns, own
 * claims and backoff (server/lead-delivery-outbox.ts). Exactly once: every attempt first looks the key up,
 * so a process that died between Strapi's 201 and the mark finds its lead instead of making a second one;
 * two processes cannot both create it (the claim), and Strapi's unique `leadKey` refuses a second one anyway,
 * answered by looking the key up again.
 */
export class LeadCmsDelivery extends OutboxDelivery {
  private readonly leadsUrl: string;

  constructor(private readonly options: LeadCmsOptions) {
    super(options, CMS_COLUMNS, 'lead to cms');
    this.leadsUrl = new URL('/api/leads', options.cmsUrl).href;
  }

  protected override isPermanent(error: unknown): boolean {
    return isPermanentCms(error);
  }

  private async request(url: string, signal: AbortSignal, init: RequestInit = {}): Promise<Response> {
    return fetch(url, {
      ...init,
      headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(this.options.requestTimeoutMs ?? 30_000)]),
    });
  }

  /** The documentId of the lead stored under `key`, or null. */
  private async find(key: string, signal: AbortSignal): Promise<string | null> {
    const query = new URLSearchParams({ 'filters[leadKey][$eq]': key, 'fields[0]': 'leadKey' });
    const response = await this.request(`${this.leadsUrl}?${query}`, signal);
    if (!response.ok) throw await errorOf(response);
    const body = (await response.json()) as { data?: { documentId?: string; leadKey?: string }[] };
    return body.data?.find((lead) => lead.leadKey === key)?.documentId ?? null;
  }

  protected override async deliver(row: OutboxRow, signal: AbortSignal): Promise<Delivered> {
    const lead = leadOf(row);
    const found = await this.find(lead.reference, signal);
    if (found) return { response: `already stored as ${found}`, columns: { cms_document_id: found } };
    const response = await this.request(this.leadsUrl, signal, {
      method: 'POST',
      body: JSON.stringify({
        data: { leadKey: lead.reference, submittedAt: lead.createdAt, language: lead.locale, ...lead.fields },
      }),
    });
    if (response.ok) {
      const body = (await response.json()) as { data?: { documentId?: string } };
      const documentId = body.data?.documentId ?? null;
      return { response: `stored as ${documentId}`, columns: { cms_document_id: documentId } };
    }
    const error = await errorOf(response);
    // Unique leadKey: another attempt stored it meanwhile (e.g. one whose lease ran out mid-request).
    if (error.status === 400 && /unique/i.test(error.message)) {
      const again = await this.find(lead.reference, signal);
      if (again) return { response: `already stored as ${again}`, columns: { cms_document_id: again } };
    }
    throw error;
  }
}
