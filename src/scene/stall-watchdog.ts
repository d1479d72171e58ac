/**
 * A clip that presents no new frame for this long, its first one counted from when it was asked to play, is
 * skipped (RELIABILITY.md: stalls never freeze the tour).
 */
export const STALL_MS = 4000;

/** Calls `onStall` once STALL_MS pass without `arm()` being called again; `clear()` stops watching. */
export class StallWatchdog {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly onStall: () => void) {}

  arm(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(this.onStall, STALL_MS);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
