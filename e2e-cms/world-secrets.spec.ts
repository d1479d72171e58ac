import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApiToken, demoUserJwt, strapi } from './fixtures/cms';

const bundleSecrets = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '..', 'content', 'demo', 'server', 'world-secrets.json'), 'utf8'),
) as Record<string, { salt: string; hash: string }>;

test.describe('GET /api/world-secrets', () => {
  test('gives the full-access token every protected world salt and hash, as the bundle has them', async () => {
    const { status, body } = await strapi('/api/world-secrets');
    expect(status).toBe(200);
    expect(body?.data).toEqual(bundleSecrets);
    expect(Object.keys(bundleSecrets).length).toBeGreaterThan(0);
  });

  test('refuses guests, a logged-in user and a read-only token (403)', async () => {
    expect((await strapi('/api/world-secrets', { token: null })).status).toBe(403);
    expect((await strapi('/api/world-secrets', { token: await demoUserJwt() })).status).toBe(403);
    const readOnly = await createApiToken('read-only');
    expect((await strapi('/api/world-secrets', { token: readOnly })).status).toBe(403);
    // The same token reads content: it is refused this route, not everything.
    expect((await strapi('/api/worlds?locale=de', { token: readOnly })).status).toBe(200);
  });
});
