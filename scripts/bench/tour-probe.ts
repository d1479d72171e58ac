import type { Page } from '@playwright/test';

/** The bench build's tour (window.__tour) as the bench and the soak read it: arrivals, heap, GPU resources. */

/** Waits until the tour is at `payloadId` with its picture drawn and no move under way. */
export async function arrived(page: Page, payloadId: string): Promise<void> {
  const waiting = page.waitForFunction(
    (id) => {
      const presenter = window.__tour?.presenter();
      return presenter?.current === id && !presenter.nav?.route && window.__tour?.scene.backgroundReady === id;
    },
    payloadId,
    { timeout: 60_000 },
  );
  await waiting.catch(async (error: unknown) => {
    const state = await page.evaluate(() => {
      const presenter = window.__tour?.presenter();
      return { current: presenter?.current, route: presenter?.nav?.route?.plan, scene: window.__tour?.scene };
    });
    throw new Error(`did not arrive at ${payloadId}: ${JSON.stringify(state)}`, { cause: error });
  });
}

/** The JS heap in use after two forced garbage collections (bytes). */
export async function heapAfterGc(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  // Twice: objects freed by the first pass's weak callbacks go in the second.
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  await session.detach();
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

/** GPU resources three.js holds, and every `<video>` in the document: all of them, and those holding a source. */
export function resources(): { textures: number; geometries: number; videos: number; liveVideos: number } {
  const { textures, geometries } = window.__tour!.scene.resources();
  const videos = [...document.querySelectorAll('video')];
  return { textures, geometries, videos: videos.length, liveVideos: videos.filter((video) => video.src).length };
}
