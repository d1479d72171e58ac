/** SPEC §4 power save: the backend's switch and an optional daily schedule in local wall-clock time. */

/** A daily window, `from` and `to` as `HH:MM` (00:00 to 23:59); a `to` before `from` runs across midnight. */
export interface DailyWindow {
  from: string;
  to: string;
}

export interface PowerSaveSetting {
  /** The backend's power-save switch: on means power save now, whatever the schedule. */
  active: boolean;
  /** Windows of every day in which power save is on. */
  schedule: DailyWindow[];
}

export const NO_POWER_SAVE: PowerSaveSetting = { active: false, schedule: [] };

/** `HH:MM` as it must be written on the wire. */
export const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of an `HH:MM` time (validated by the content layer with `CLOCK_TIME`). */
function minuteOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Whether `minute` (after midnight) lies in the window: from `from` included to `to` excluded. A window whose
 * `to` is earlier than its `from` runs across midnight; one whose ends are equal is empty.
 */
export function inDailyWindow(window: DailyWindow, minute: number): boolean {
  const from = minuteOfDay(window.from);
  const to = minuteOfDay(window.to);
  return from <= to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** Power save is on when the backend switches it on or `now` (local time) lies in a scheduled window. */
export function powerSaveActive(setting: PowerSaveSetting, now: Date): boolean {
  if (setting.active) return true;
  const minute = now.getHours() * 60 + now.getMinutes();
  return setting.schedule.some((window) => inDailyWindow(window, minute));
}
