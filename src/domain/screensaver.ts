import type { Location, Screensaver, ScreensaverItem, World } from './types.ts';

/** SPEC §9 screensaver constants, in seconds. */
export const DEFAULT_IDLE_TIMEOUT_S = 60;
export const DEFAULT_AUTO_INTERVAL_S = 10;
export const DEFAULT_IMAGE_DISPLAY_S = 5;
export const DEFAULT_LOCATION_WAIT_S = 5;

const positive = (s: number | null | undefined): s is number => typeof s === 'number' && Number.isFinite(s) && s > 0;

/**
 * SPEC §4: "Screensaver id: explicit non-negative number, else backend default, else first in list."
 * `null` when none applies.
 */
export function resolveScreensaverId(
  explicit: number | null | undefined,
  backendDefault: number | null | undefined,
  screensavers: readonly Pick<Screensaver, 'id'>[],
): number | null {
  if (typeof explicit === 'number' && Number.isInteger(explicit) && explicit >= 0) return explicit;
  if (typeof backendDefault === 'number') return backendDefault;
  return screensavers[0]?.id ?? null;
}

/** The screensaver to show (by `resolveScreensaverId`), or null when that id names none of the list. */
export function pickScreensaver(
  explicit: number | null | undefined,
  backendDefault: number | null | undefined,
  screensavers: readonly Screensaver[],
): Screensaver | null {
  const id = resolveScreensaverId(explicit, backendDefault, screensavers);
  return screensavers.find((screensaver) => screensaver.id === id) ?? null;
}

/**
 * Whether the screensaver may take the tour into `world`: a password-protected world never (its access keys are
 * dropped when the screensaver starts, so the next visitor must enter the code), a login-only world while the
 * visitor is signed in.
 */
export function screensaverMayEnter(
  world: Pick<World, 'protectWithPassword' | 'onlyLoggedInUsers'>,
  loggedIn: boolean,
): boolean {
  return !world.protectWithPassword && (!world.onlyLoggedInUsers || loggedIn);
}

export interface ScreensaverConditions {
  /** AppSettings.screensaver.enabled, from the backend. */
  backendEnabled: boolean;
  /** The local settings toggle. */
  settingsEnabled: boolean;
  /** Paused, for instance by an open modal. */
  paused: boolean;
  /** Backend setting 'only offline': the screensaver runs only without internet connection. */
  onlyOffline: boolean;
  online: boolean;
}

export type ScreensaverRefusal = 'backend-disabled' | 'settings-disabled' | 'paused' | 'only-offline';

/**
 * SPEC §4: "start refused if backend disables it, settings disable it, or it is paused"; SPEC §2: "The backend
 * setting 'only offline' also disables it." Returns why the start is refused, or `null` when it may start.
 */
export function screensaverRefusal(c: ScreensaverConditions): ScreensaverRefusal | null {
  if (!c.backendEnabled) return 'backend-disabled';
  if (!c.settingsEnabled) return 'settings-disabled';
  if (c.paused) return 'paused';
  if (c.onlyOffline && c.online) return 'only-offline';
  return null;
}

/** SPEC §2: "The screensaver shows only when the app has focus, the screensaver is enabled, the user is idle
 * and the screensaver is not paused." */
export function shouldShowScreensaver(c: ScreensaverConditions & { focused: boolean; idle: boolean }): boolean {
  return c.focused && c.idle && screensaverRefusal(c) === null;
}

export type AutoStep = { kind: 'move'; target: string } | { kind: 'deactivate' };

/**
 * An auto-generated screensaver step: "repeatedly moving the target to the current location's next arrow target;
 * deactivates if there is no next target" (also when that target does not exist).
 */
export function autoStep(
  current: Pick<Location, 'arrowNext'> | null,
  exists: (payloadId: string) => boolean,
): AutoStep {
  const target = current?.arrowNext ?? null;
  return target !== null && exists(target) ? { kind: 'move', target } : { kind: 'deactivate' };
}

/** Idle time before the screensaver starts: backend setting, else world setting, else 60 s (seconds in, ms out). */
export function idleTimeoutMs(
  backendSeconds: number | null | undefined,
  worldSeconds: number | null | undefined,
): number {
  const s = positive(backendSeconds) ? backendSeconds : positive(worldSeconds) ? worldSeconds : DEFAULT_IDLE_TIMEOUT_S;
  return s * 1000;
}

/** Interval between auto-generated steps, default 10 s. */
export function autoIntervalMs(intervalSeconds: number | null | undefined): number {
  return (positive(intervalSeconds) ? intervalSeconds : DEFAULT_AUTO_INTERVAL_S) * 1000;
}

/**
 * How long a playlist item stays: an image its displayed_time (default 5 s), a location its wait (default 5 s)
 * after arriving. `null` for a video, which advances when it ends.
 */
export function itemDurationMs(item: ScreensaverItem): number | null {
  switch (item.kind) {
    case 'image':
      return (positive(item.displayedTime) ? item.displayedTime : DEFAULT_IMAGE_DISPLAY_S) * 1000;
    case 'location':
      return (positive(item.wait) ? item.wait : DEFAULT_LOCATION_WAIT_S) * 1000;
    case 'video':
      return null;
  }
}

/** The playlist item after `index`, starting over after the last. */
export function nextItemIndex(count: number, index: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** SPEC §4: "a single video loops". */
export function loopsSingleVideo(items: readonly ScreensaverItem[]): boolean {
  return items.length === 1 && items[0]?.kind === 'video';
}
