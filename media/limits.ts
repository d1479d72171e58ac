/** What a job accepts, and how long it may take. */
export interface Limits {
  /** The longest clip, in seconds. */
  maxSeconds: number;
  /** The largest picture, either way round (8K: 7680x4320 or 4320x7680). */
  maxWidth: number;
  maxHeight: number;
  /** A job running longer is stopped (ffmpeg killed) and reported as `timeout`. */
  timeoutSeconds: number;
}

/**
 * Two minutes, 8K, two hours: a 2-minute 4K master takes 30 to 60 minutes on two cores (docs/architecture.md,
 * "Media pipeline"); the rest is room for a busy machine and HDR.
 */
export const DEFAULT_LIMITS: Limits = { maxSeconds: 120, maxWidth: 7680, maxHeight: 4320, timeoutSeconds: 7200 };

/** The settings as text (command-line options, else `MEDIA_MAX_SECONDS`, `MEDIA_MAX_SIZE`, `MEDIA_TIMEOUT_SECONDS`). */
export interface LimitSettings {
  maxSeconds?: string | undefined;
  maxSize?: string | undefined;
  timeoutSeconds?: string | undefined;
}

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!(value > 0 && Number.isFinite(value))) throw new Error(`${name} must be a positive number of seconds: ${text}`);
  return value;
}

/** Reads limits given as text over the defaults; throws on a value that is no limit. */
export function parseLimits(settings: LimitSettings): Limits {
  const limits = { ...DEFAULT_LIMITS };
  if (settings.maxSeconds !== undefined) limits.maxSeconds = positive('max seconds', settings.maxSeconds);
  if (settings.timeoutSeconds !== undefined) limits.timeoutSeconds = positive('timeout', settings.timeoutSeconds);
  if (settings.maxSize !== undefined) {
    const size = /^(\d+)x(\d+)$/.exec(settings.maxSize);
    if (!size || !Number(size[1]) || !Number(size[2]))
      throw new Error(`max size must be WIDTHxHEIGHT, e.g. 7680x4320: ${settings.maxSize}`);
    [limits.maxWidth, limits.maxHeight] = [Number(size[1]), Number(size[2])];
  }
  return limits;
}

/** The limits from the environment (unset: the defaults). */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): LimitSettings {
  return { maxSeconds: env.MEDIA_MAX_SECONDS, maxSize: env.MEDIA_MAX_SIZE, timeoutSeconds: env.MEDIA_TIMEOUT_SECONDS };
}
