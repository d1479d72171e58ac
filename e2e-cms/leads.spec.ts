import { expect, test } from '@playwright/test';
import {
  VISITOR,
  demoUserJwt,
  eventually,
  leadsByKey,
  outboxRow,
  startStrapi,
  stopStrapi,
  strapi,
  submitContact,
  updateOutbox,
} from './fixtures/cms';

/** The contact form's leads reach Strapi's lead collection once each (server/lead-cms.ts). */
test.describe('leads in Strapi', () => {
  test('a contact form sent to the showroom appears once in Strapi, also when sent twice', async () => {
    const first = await submitContact(VISITOR, undefined, 'fr');
    expect(first.status).toBe(201);
    expect((await submitContact(VISITOR, first.key, 'fr')).status).toBe(201); // a double submit: same key

    const [lead] = await eventually(async () => {
      const leads = await leadsByKey(first.key);
      return leads.length > 0 && leads;
    }, 'the lead in Strapi');
    expect(lead).toMatchObject({ ...VISITOR, leadKey: first.key, language: 'fr' });
    await eventually(() => outboxRow(first.key)?.cms_status === 'sent', 'the outbox row marked');
    expect(outboxRow(first.key)).toMatchObject({ cms_attempts: 1, cms_document_id: lead?.documentId });
    expect(await leadsByKey(first.key)).toHaveLength(1);
  });

  test('is not stored twice when the showroom lost Strapi’s answer (row still pending after the 201)', async () => {
    const { key } = await submitContact({ ...VISITOR, firstName: 'Crash' });
    await eventually(() => outboxRow(key)?.cms_status === 'sent', 'the first delivery');
    // The state a crash between Strapi's 201 and the mark leaves behind: the lead in Strapi, the row pending.
    updateOutbox(
      `UPDATE contact_submissions SET cms_status = 'pending', cms_delivered_at = NULL, cms_document_id = NULL,
         cms_next_attempt_at = 0 WHERE idempotency_key = @key`,
      { key },
    );
    await eventually(() => outboxRow(key)?.cms_status === 'sent', 'the second delivery');
    expect(outboxRow(key)?.cms_attempts).toBe(2);
    const leads = await leadsByKey(key);
    expect(leads).toHaveLength(1);
    expect(outboxRow(key)?.cms_document_id).toBe(leads[0]?.documentId);
  });

  test('a lead sent while Strapi is down is kept and stored once Strapi is back', async () => {
    await stopStrapi();
    try {
      const { status, key } = await submitContact({ ...VISITOR, firstName: 'Outage' });
      expect(status).toBe(201); // the visitor is told "sent": the lead is in the outbox
      const waiting = await eventually(() => {
        const row = outboxRow(key);
        // Between attempts: pending again, not claimed by the next one.
        return Number(row?.cms_attempts) >= 2 && row?.cms_status === 'pending' && row;
      }, 'failed attempts while Strapi is down');
      expect(waiting.cms_delivered_at).toBeNull();
      expect(String(waiting.cms_last_error)).toMatch(/fetch failed|ECONNREFUSED/i);

      await startStrapi();
      await eventually(() => outboxRow(key)?.cms_status === 'sent', 'the lead stored after the outage', 60_000);
      const leads = await leadsByKey(key);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ firstName: 'Outage', email: VISITOR.email });
    } finally {
      await startStrapi(); // does nothing when it runs
    }
  });

  test('no role may read or write leads: guests and logged-in users get 403', async () => {
    const jwt = await demoUserJwt();
    for (const token of [null, jwt]) {
      expect((await strapi('/api/leads', { token })).status).toBe(403);
      const write = await strapi('/api/leads', {
        method: 'POST',
        token,
        body: JSON.stringify({ data: { leadKey: `forged-${Date.now()}`, submittedAt: new Date().toISOString() } }),
      });
      expect(write.status).toBe(403);
    }
  });
});
