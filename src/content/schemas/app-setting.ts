import { z } from 'zod/mini';
import { DEFAULT_PATHFINDING_SETTINGS } from '../../domain/plan.ts';
import { CLOCK_TIME, NO_POWER_SAVE, type DailyWindow } from '../../domain/power-save.ts';
import type { AppSettings, BoxHook, PathfindingSettings } from '../../domain/types.ts';
import type { ParseContext } from '../parse-context.ts';
import { formatIssues } from '../issues.ts';
import type { MediaSchemas } from './media.ts';
import { APPEAR_ANIMATIONS } from './location.ts';
import { entityId, flag, key, lenient, lenientList, nonNegative, nullableNonNegative, safeJson } from './primitives.ts';

/** App settings when the CMS sends none (SPEC §9 constants). Times in seconds, slider delay in ms. */
export function defaultAppSettings(): AppSettings {
  return {
    pathfinding: { ...DEFAULT_PATHFINDING_SETTINGS },
    screensaver: { enabled: true, timeout: null, interval: 10, onlyOffline: false, defaultScreensaverId: null },
    contentSlider: { autoplay: true, delay: 3000, pauseOnFocus: true, pauseOnHover: false },
    hotspots: { stagger: false, staggerInterval: 7, expandAll: true, defaultAnimation: 'fade_in' },
    defaultWorld: null,
    appLogo: null,
    startPageBackground: null,
    loginPageBackground: null,
    powerSaveModePageBackground: null,
    powerSave: { ...NO_POWER_SAVE, schedule: [] },
    boxHooks: [],
  };
}

const d = defaultAppSettings();

const pathfinding = z.pipe(
  z.object({
    fly_mode: flag(d.pathfinding.flyMode),
    max_items: z.nullish(z.number().check(z.int(), z.gte(1), z.lte(1000))),
    skip_location: flag(d.pathfinding.skipLocation),
    playback_rate: z.nullish(z.number().check(z.positive(), z.lte(16))),
    blending_time: nullableNonNegative,
    reduced_motion: flag(d.pathfinding.reducedMotion),
  }),
  z.transform((p): PathfindingSettings => ({
    flyMode: p.fly_mode,
    maxItems: p.max_items ?? d.pathfinding.maxItems,
    skipLocation: p.skip_location,
    playbackRate: p.playback_rate ?? d.pathfinding.playbackRate,
    blendingTime: p.blending_time,
    reducedMotion: p.reduced_motion,
  })),
);

const screensaver = z.pipe(
  z.object({
    enabled: flag(d.screensaver.enabled),
    timeout: nullableNonNegative,
    interval: z.nullish(z.number().check(z.positive())),
    only_offline: flag(d.screensaver.onlyOffline),
    default_screensaver: z.nullish(z.object({ id: entityId })),
  }),
  z.transform((s): AppSettings['screensaver'] => ({
    enabled: s.enabled,
    timeout: s.timeout,
    interval: s.interval ?? d.screensaver.interval,
    onlyOffline: s.only_offline,
    defaultScreensaverId: s.default_screensaver?.id ?? null,
  })),
);

const contentSlider = z.pipe(
  z.object({
    autoplay: flag(d.contentSlider.autoplay),
    delay: nonNegative(d.contentSlider.delay),
    pause_on_focus: flag(d.contentSlider.pauseOnFocus),
    pause_on_hover: flag(d.contentSlider.pauseOnHover),
  }),
  z.transform((c): AppSettings['contentSlider'] => ({
    autoplay: c.autoplay,
    delay: c.delay,
    pauseOnFocus: c.pause_on_focus,
    pauseOnHover: c.pause_on_hover,
  })),
);

const hotspots = z.pipe(
  z.object({
    stagger: flag(d.hotspots.stagger),
    stagger_interval: nonNegative(d.hotspots.staggerInterval),
    expand_all: flag(d.hotspots.expandAll),
    default_animation: z.nullish(z.enum(APPEAR_ANIMATIONS)),
  }),
  z.transform((h): AppSettings['hotspots'] => ({
    stagger: h.stagger,
    staggerInterval: h.stagger_interval,
    expandAll: h.expand_all,
    defaultAnimation: h.default_animation ?? d.hotspots.defaultAnimation,
  })),
);

const boxHook = z.pipe(
  z.object({
    name: key,
    type: z.enum(['onCurrentLocationChange', 'onTargetLocationChange']),
    params: z.optional(z.unknown()),
  }),
  z.transform((h): BoxHook => {
    const params = safeJson(h.params);
    const isRecord = typeof params === 'object' && params !== null && !Array.isArray(params);
    return { name: h.name, type: h.type, params: isRecord ? (params as Record<string, unknown>) : {} };
  }),
);

const clockTime = z.string().check(z.regex(CLOCK_TIME, 'must be a time like 07:30'));
const dailyWindow = z.object({ from: clockTime, to: clockTime }) satisfies z.ZodMiniType<DailyWindow>;

/** The `/api/app-setting` single type. Every section falls back to its defaults on its own. */
export function createAppSettingSchema(ctx: ParseContext, { optionalMedia }: MediaSchemas) {
  return z.pipe(
    z.object({
      pathfinding: lenient(ctx, 'pathfinding', pathfinding, () => ({ ...d.pathfinding })),
      screensaver: lenient(ctx, 'screensaver', screensaver, () => ({ ...d.screensaver })),
      content_slider: lenient(ctx, 'content_slider', contentSlider, () => ({ ...d.contentSlider })),
      hotspots: lenient(ctx, 'hotspots', hotspots, () => ({ ...d.hotspots })),
      default_world: lenient(ctx, 'default_world', z.object({ slug: key }), () => null),
      app_logo: optionalMedia('app_logo'),
      start_page_background: optionalMedia('start_page_background'),
      login_page_background: optionalMedia('login_page_background'),
      power_save_mode_page_background: optionalMedia('power_save_mode_page_background'),
      power_save_mode: flag(d.powerSave.active),
      power_save_schedule: lenientList(ctx, 'power_save_schedule', dailyWindow),
      box_hooks: lenientList(ctx, 'box_hooks', boxHook),
    }),
    z.transform((s): AppSettings => ({
      pathfinding: s.pathfinding,
      screensaver: s.screensaver,
      contentSlider: s.content_slider,
      hotspots: s.hotspots,
      defaultWorld: s.default_world?.slug ?? null,
      appLogo: s.app_logo,
      startPageBackground: s.start_page_background,
      loginPageBackground: s.login_page_background,
      powerSaveModePageBackground: s.power_save_mode_page_background,
      powerSave: { active: s.power_save_mode, schedule: s.power_save_schedule },
      boxHooks: s.box_hooks,
    })),
  );
}

/** Parses the app-setting `data`; anything unusable gives the defaults with a warning, never a throw. */
export function parseAppSettings(raw: unknown, ctx: ParseContext, media: MediaSchemas): AppSettings {
  ctx.item = 'settings';
  if (raw === null || raw === undefined) return defaultAppSettings();
  const result = createAppSettingSchema(ctx, media).safeParse(raw);
  if (result.success) return result.data;
  ctx.warn(`invalid, using defaults: ${formatIssues(result.error.issues)}`);
  return defaultAppSettings();
}
