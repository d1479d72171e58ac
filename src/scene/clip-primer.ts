import { prime, type VideoPool } from './video-pool.ts';

/** A clip loading, or loaded, into a pooled element; `abort` stops the loading and the listeners of its run. */
export interface Primed {
  url: string;
  element: HTMLVideoElement;
  ready: Promise<void>;
  abort: AbortController;
}

/** Takes a free element and primes `url` in it; null when none is free. */
export function primeClip(pool: VideoPool, url: string, loop = false): Primed | null {
  const element = pool.acquire();
  if (!element) return null;
  const abort = new AbortController();
  const ready = prime(element, url, abort.signal, loop);
  ready.catch(() => undefined);
  return { url, element, ready, abort };
}

/** What the primer asks of the rest of the stage. */
export interface PrimerStage {
  /** True when one element is taken for a running segment or a background video: it cannot prime. */
  reserved: () => boolean;
  /** The URL of the running clip, which is not primed twice. */
  runningUrl: () => string | undefined;
  /** True when `element` shows the picture on screen: it stays out of the pool until replaced. */
  onScreen: (element: HTMLVideoElement) => boolean;
}

/**
 * Keeps the wanted clips primed, most wanted first, as far as the pool has room: during a route the segments
 * after the running one, at rest the clips of the likeliest next moves. A clip taken to play leaves it.
 */
export class ClipPrimer {
  /** Clips ready to start at once, by URL. */
  private readonly primed = new Map<string, Primed>();
  private wanted: readonly string[] = [];

  constructor(
    private readonly pool: VideoPool,
    private readonly stage: PrimerStage,
  ) {}

  want(urls: readonly string[]): void {
    this.wanted = urls;
    this.refill();
  }

  /** Primes what is wanted, as far as the pool has room: one element plays the running clip or the background. */
  refill(): void {
    const room = this.pool.size - (this.stage.reserved() ? 1 : 0);
    this.keep(this.wanted.slice(0, room));
  }

  /** The primed clip of `url` for a run, primed now when it was not; null when no element is free. */
  take(url: string): Primed | null {
    const primed = this.primed.get(url) ?? primeClip(this.pool, url);
    this.primed.delete(url);
    return primed;
  }

  dispose(): void {
    this.keep([]);
  }

  /** Primes `urls` (as far as the pool allows) and lets every other primed clip go. */
  private keep(urls: readonly string[]): void {
    for (const [url, primed] of this.primed) {
      if (urls.includes(url)) continue;
      primed.abort.abort();
      this.primed.delete(url);
      if (!this.stage.onScreen(primed.element)) this.pool.release(primed.element);
    }
    for (const url of urls) {
      if (this.primed.has(url) || this.stage.runningUrl() === url) continue;
      const primed = primeClip(this.pool, url);
      if (!primed) continue;
      this.primed.set(url, primed);
      // A clip that cannot be primed is let go; a tap on it primes again and skips if it still fails.
      primed.ready.catch(() => {
        if (this.primed.get(url) !== primed) return;
        this.primed.delete(url);
        this.pool.release(primed.element);
      });
    }
  }
}
