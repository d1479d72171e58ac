import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** Issue 11, point 13: the first route's JavaScript, gzip, at most this many KB. */
export const FIRST_ROUTE_BUDGET_KB = 345;

/** The first route: a locale's root, which resolves to the default world's start and shows its first picture. */
export const FIRST_ROUTE_PATH = '/de';

export interface ScriptSize {
  /** The script's path on the server. */
  path: string;
  /** Its size after gzip (default level), in bytes. */
  gzipBytes: number;
}

/**
 * The JavaScript a visitor downloads from opening `path` until the first picture is on screen (the scene's
 * `backgroundReady`, which the bench build's `window.__tour` probe reports): every `.js` response, gzipped here so
 * the figure does not depend on the server's compression. Needs a bench or test build. The bench reports the sum.
 */
export async function firstRouteScripts(page: Page, baseUrl: string, path = FIRST_ROUTE_PATH): Promise<ScriptSize[]> {
  const scripts: Promise<ScriptSize>[] = [];
  const record = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && response.ok())
      scripts.push(response.body().then((body) => ({ path: url.pathname, gzipBytes: gzipSync(body).length })));
  };
  page.on('response', record);
  try {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(() => Boolean(window.__tour?.scene.backgroundReady), null, { timeout: 60_000 });
    return await Promise.all(scripts);
  } finally {
    page.off('response', record);
  }
}

/** The sum of `scripts`, in KB (1024 bytes). */
export const totalKb = (scripts: readonly ScriptSize[]) =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
