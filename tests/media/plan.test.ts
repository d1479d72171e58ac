/** Issue 33, points 1 and 5: the sizes, frame rates and limits a job decides before it runs anything. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, limitsFromEnv, parseLimits } from '../../media/limits.ts';
import { frameRate, renditions } from '../../media/plan.ts';

const sizes = (width: number, height: number) =>
  renditions({ width, height }).map((r) => `${r.role} ${r.width}x${r.height}`);

describe('renditions', () => {
  it.each([
    [3840, 2160, ['video_2160 3840x2160', 'video_1080 1920x1080', 'video_720 1280x720']],
    [2560, 1440, ['video_1080 1920x1080', 'video_720 1280x720']],
    [1920, 1080, ['video_1080 1920x1080', 'video_720 1280x720']],
    [1280, 720, ['video_720 1280x720']],
    [640, 480, ['video_720 640x480']],
    // A phone held upright: the same tiers, turned.
    [1080, 1920, ['video_1080 1080x1920', 'video_720 720x1280']],
    // A scope film reaches 2160p by its width.
    [3840, 1600, ['video_2160 3840x1600', 'video_1080 1920x800', 'video_720 1280x534']],
    // Odd sides become even (4:2:0).
    [1279, 719, ['video_720 1280x720']],
  ])('%ix%i: %j', (width, height, expected) => {
    expect(sizes(width, height)).toEqual(expected);
  });
});

describe('frameRate', () => {
  it.each([
    [30000 / 1001, false, '30000/1001'],
    [25, false, '25'],
    [15, false, '15'],
    [12.5, false, '12.5'],
    [120, false, '60'],
    [100, false, '50'],
    [240, false, '60'],
    // A variable rate gets the standard rate nearest the usual interval between its frames.
    [1 / 0.0333, true, '30'],
    [29.5, true, '30000/1001'],
    [24.3, true, '24'],
  ])('%f fps, variable %s: %s', (fps, vfr, expr) => {
    expect(frameRate(fps, vfr).expr).toBe(expr);
  });
});

describe('limits', () => {
  it('are 2 minutes, 8K and two hours unless set', () => {
    expect(parseLimits({})).toEqual({ maxSeconds: 120, maxWidth: 7680, maxHeight: 4320, timeoutSeconds: 7200 });
    expect(parseLimits(limitsFromEnv({}))).toEqual(DEFAULT_LIMITS);
  });

  it('are read from the environment', () => {
    const env = { MEDIA_MAX_SECONDS: '30', MEDIA_MAX_SIZE: '3840x2160', MEDIA_TIMEOUT_SECONDS: '600' };
    expect(parseLimits(limitsFromEnv(env))).toEqual({
      maxSeconds: 30,
      maxWidth: 3840,
      maxHeight: 2160,
      timeoutSeconds: 600,
    });
  });

  it.each([
    [{ maxSeconds: '0' }, /max seconds/],
    [{ maxSeconds: 'two minutes' }, /max seconds/],
    [{ timeoutSeconds: '-5' }, /timeout/],
    [{ maxSize: '8K' }, /WIDTHxHEIGHT/],
    [{ maxSize: '0x4320' }, /WIDTHxHEIGHT/],
  ])('refuses %j', (settings, message) => {
    expect(() => parseLimits(settings)).toThrow(message);
  });
});
