import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { ensureAdminBuilt } from '../../cms/scripts/admin-build.mjs';
import { boot, ensureInstalled, headlessEnv, stopChild } from '../../cms/scripts/boot-strapi.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/fixtures/chromium.ts';
import { DEFAULT_LOCALE } from '../../src/domain/types.ts';
import { fixed, percentile, table, type Row } from './stats.ts';

const EDITOR = {
  firstname: 'Bench',
  lastname: 'Editor',
  email: 'bench-editor@factory.example',
  password: 'Bench-2026',
};

/**
 * The large synthetic tour in one world, as `npm run demo:large` writes it, for Strapi's demo import (CMS_DEMO_DIR):
 * the default locale only (the map reads it; each further locale adds about 20 minutes of import), media from
 * content/demo/uploads.
 */
function writeLargeTour(dir: string): void {
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/demo/large-tour.ts', '--worlds', '1', '--out', dir],
    { stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error('npm run demo:large failed');
  for (const folder of readdirSync(join(dir, 'api'), { withFileTypes: true }))
    if (folder.isDirectory())
      for (const file of readdirSync(join(dir, 'api', folder.name)))
        if (file !== `${DEFAULT_LOCALE}.json`) rmSync(join(dir, 'api', folder.name, file));
}

async function signIn(page: Page, adminUrl: string): Promise<void> {
  await page.goto(`${adminUrl}/auth/login`);
  await page.locator('input[name="email"]').fill(EDITOR.email);
  await page.locator('input[name="password"]').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'));
}

/**
 * The studio's tour map (issue 32, point 9) of the large synthetic tour (2,000 locations, 6,000 transitions, one
 * world) in the real built admin panel in Chromium, against a real Strapi holding that tour: from the page's load to
 * the first view's nodes on screen (the first run apart: the server reads the map, which later runs get as kept), the
 * rules of the tour check (`checkTour`, timed in the page), and from the page's load to the check's marks. The first start imports the tour (about 25 minutes
 * on 2 cores; BENCH_MAP_CMS_DIR keeps and reuses the folder).
 */
export async function tourMapBench(runs = 5): Promise<Row[]> {
  if (!ensureInstalled()) throw new Error('cms/ could not be installed');
  ensureAdminBuilt();
  const scratch = mkdtempSync(join(tmpdir(), 'vf-bench-map-'));
  const dataDir = process.env.BENCH_MAP_CMS_DIR ?? join(scratch, 'strapi');
  const tourDir = join(dataDir, 'large-tour');
  if (!existsSync(join(dataDir, 'data.db'))) writeLargeTour(tourDir);
  console.log('[bench] starting Strapi (the first start imports the large tour: about 25 minutes)');
  const strapi = await boot(headlessEnv(dataDir, { CMS_HEADLESS: '0', CMS_DEMO_DIR: tourDir }));
  const origin = `http://127.0.0.1:${strapi.port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // The first administrator on a fresh database; refused (and signed in below) on a kept one.
    await fetch(`${origin}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await signIn(page, `${origin}/admin`);
    const drawn: number[] = [];
    const checked: number[] = [];
    const rules: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = Date.now();
      await page.goto(`${origin}/admin/plugins/studio/tour-map?world=world-1&locale=${DEFAULT_LOCALE}`);
      await page.locator('[data-testid="studio.map"] .react-flow__node').first().waitFor({ timeout: 120_000 });
      drawn.push(Date.now() - start);
      await page
        .locator('[data-testid="studio.map"][data-studio-checked="true"]')
        .waitFor({ state: 'attached', timeout: 300_000 });
      checked.push(Date.now() - start);
      rules.push(await page.evaluate(() => performance.getEntriesByName('studio.checkTour').at(-1)?.duration ?? NaN));
    }
    const figures = (name: string, values: number[], target: string): Row[] => [
      { figure: `tour map: ${name}, p50 (ms)`, value: fixed(percentile(values, 50), 0), target },
      { figure: `tour map: ${name}, p95 (ms)`, value: fixed(percentile(values, 95), 0), target },
    ];
    return [
      { figure: 'tour map: large tour drawn, first run (ms)', value: fixed(drawn[0] ?? NaN, 0), target: '' },
      ...figures('large tour drawn', drawn, '< 2000'),
      ...figures('checkTour over every locale', rules, '< 1000'),
      ...figures('large tour read and checked', checked, ''),
    ];
  } finally {
    await browser.close();
    await stopChild(strapi.child);
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(table(await tourMapBench()));
