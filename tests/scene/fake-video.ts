/**
 * A video element as the stage uses it, driven by the test: it becomes playable, presents frames, ends or
 * fails when told to, and `play()` starts, is refused or waits as set.
 */
export class FakeVideo extends EventTarget {
  loop = false;
  playbackRate = 1;
  currentTime = 0;
  duration = Number.NaN;
  readyState = 0;
  videoWidth = 1920;
  videoHeight = 1080;
  paused = true;
  error: { code: number; message: string } | null = null;
  /** How many times `load()` was called: a released element calls it to give its decoder back. */
  loads = 0;
  /** How the next `play()` answers: starts at once, refused by the autoplay policy, or waits for `startPlay()`. */
  playMode: 'start' | 'refuse' | 'hold' = 'start';
  private held: (() => void) | null = null;
  private readonly attributes = new Map<string, string>();
  private readonly frameCallbacks = new Map<number, VideoFrameRequestCallback>();
  private lastCallbackId = 0;

  get src(): string {
    return this.attributes.get('src') ?? '';
  }

  set src(url: string) {
    this.attributes.set('src', url);
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }

  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }

  load(): void {
    this.loads += 1;
    this.paused = true;
    this.currentTime = 0;
    this.readyState = 0;
    this.duration = Number.NaN;
    this.error = null;
  }

  play(): Promise<void> {
    if (this.playMode === 'refuse') return Promise.reject(new DOMException('play() is not allowed', 'NotAllowedError'));
    this.paused = false;
    if (this.playMode === 'start') return Promise.resolve();
    return new Promise((resolve) => {
      this.held = resolve;
    });
  }

  pause(): void {
    this.paused = true;
  }

  requestVideoFrameCallback(callback: VideoFrameRequestCallback): number {
    this.lastCallbackId += 1;
    this.frameCallbacks.set(this.lastCallbackId, callback);
    return this.lastCallbackId;
  }

  cancelVideoFrameCallback(id: number): void {
    this.frameCallbacks.delete(id);
  }

  // What the test drives.

  /** Enough data came to play through (`duration` seconds long). */
  canPlayThrough(duration = 2): void {
    this.duration = duration;
    this.readyState = 4;
    this.dispatchEvent(new Event('canplaythrough'));
  }

  /** A held `play()` resolves. */
  startPlay(): void {
    this.held?.();
    this.held = null;
  }

  /** Presents the frame at `mediaTime`: the callbacks waiting run; those they ask for wait for the next frame. */
  present(mediaTime: number, expectedDisplayTime = performance.now()): void {
    this.currentTime = mediaTime;
    const waiting = [...this.frameCallbacks.values()];
    this.frameCallbacks.clear();
    const metadata = { mediaTime, expectedDisplayTime } as VideoFrameCallbackMetadata;
    for (const callback of waiting) callback(performance.now(), metadata);
  }

  /** How many frame callbacks wait for the next frame. */
  get frameWaiters(): number {
    return this.frameCallbacks.size;
  }

  end(): void {
    this.paused = true;
    this.dispatchEvent(new Event('ended'));
  }

  fail(code = 4, message = 'MEDIA_ERR_SRC_NOT_SUPPORTED'): void {
    this.error = { code, message };
    this.dispatchEvent(new Event('error'));
  }
}
