/** How long a clip may take to become playable before it counts as failed. */
export const PRIME_TIMEOUT_MS = 8000;

/** What went wrong with `element`, as the log says it: the media error's code and the browser's message. */
export function mediaError(element: HTMLVideoElement): string {
  return `video error ${element.error?.code ?? '?'}: ${element.error?.message ?? ''}`;
}

function waitFor(element: HTMLVideoElement, event: string, signal: AbortSignal, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      element.removeEventListener(event, onEvent);
      element.removeEventListener('error', onError);
      signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const onEvent = () => done();
    const onError = () => done(new Error(mediaError(element)));
    const onAbort = () => done(new DOMException('aborted', 'AbortError'));
    const timer = setTimeout(() => done(new Error(`no "${event}" within ${timeoutMs} ms`)), timeoutMs);
    element.addEventListener(event, onEvent, { once: true });
    element.addEventListener('error', onError, { once: true });
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Where the pool's elements come from: the page's, or fakes in unit tests. */
export interface VideoElements {
  /** A new muted, inline video element, placed where the browser keeps decoding it. */
  create(): HTMLVideoElement;
  /** Takes every element created off the page. */
  dispose(): void;
}

/** Video elements in a hidden host on the page. */
export function hiddenVideoElements(): VideoElements {
  // Attached (invisible) so that every browser keeps decoding and presenting frames.
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;width:1px;height:1px;overflow:hidden;opacity:0;pointer-events:none;';
  document.body.append(host);
  return {
    create: () => {
      const element = document.createElement('video');
      element.muted = true;
      element.playsInline = true;
      element.preload = 'auto';
      element.crossOrigin = 'anonymous';
      element.disableRemotePlayback = true;
      element.setAttribute('muted', '');
      host.append(element);
      return element;
    },
    dispose: () => host.remove(),
  };
}

/**
 * A fixed set of video elements, reused for every clip: Chrome caps media players per page, and a new
 * element per clip would leak decoders. A released element gives its decoder back (`src` removed, `load()`).
 */
export class VideoPool {
  private readonly elements: HTMLVideoElement[] = [];
  private readonly free: HTMLVideoElement[] = [];

  constructor(
    size = 3,
    private readonly source: VideoElements = hiddenVideoElements(),
  ) {
    for (let i = 0; i < size; i += 1) {
      const element = source.create();
      this.elements.push(element);
      this.free.push(element);
    }
  }

  get size(): number {
    return this.elements.length;
  }

  acquire(): HTMLVideoElement | null {
    return this.free.pop() ?? null;
  }

  release(element: HTMLVideoElement): void {
    if (!this.elements.includes(element) || this.free.includes(element)) return;
    element.pause();
    element.loop = false;
    element.playbackRate = 1;
    element.removeAttribute('src');
    element.load();
    this.free.push(element);
  }

  /** Elements holding a source: what the pool keeps alive right now. */
  get live(): number {
    return this.elements.filter((element) => element.getAttribute('src')).length;
  }

  dispose(): void {
    for (const element of this.elements) this.release(element);
    this.source.dispose();
    this.elements.length = 0;
    this.free.length = 0;
  }
}

/**
 * Loads `url` into `element` and waits until its first frame can be shown at once: `canplaythrough`, a
 * seek to 0 and `seeked` (PERFORMANCE.md: the next clip is primed before the running one ends).
 */
export async function prime(element: HTMLVideoElement, url: string, signal: AbortSignal, loop = false): Promise<void> {
  element.loop = loop;
  element.src = url;
  element.load();
  await waitFor(element, 'canplaythrough', signal, PRIME_TIMEOUT_MS);
  if (element.currentTime !== 0) {
    element.currentTime = 0;
    await waitFor(element, 'seeked', signal, PRIME_TIMEOUT_MS);
  }
}
