import { describe, expect, it } from 'vitest';
import { inDailyWindow, powerSaveActive, type DailyWindow } from '../../src/domain/power-save';

const at = (hours: number, minutes = 0) => hours * 60 + minutes;
/** A local time on some day. */
const localTime = (hours: number, minutes = 0) => new Date(2026, 10, 23, hours, minutes);

describe('inDailyWindow', () => {
  const day: DailyWindow = { from: '08:30', to: '17:00' };
  const night: DailyWindow = { from: '20:00', to: '07:00' };

  it('holds from `from` included to `to` excluded within a day', () => {
    expect(inDailyWindow(day, at(8, 29))).toBe(false);
    expect(inDailyWindow(day, at(8, 30))).toBe(true);
    expect(inDailyWindow(day, at(16, 59))).toBe(true);
    expect(inDailyWindow(day, at(17, 0))).toBe(false);
  });

  it('runs across midnight when `to` is earlier than `from`', () => {
    expect(inDailyWindow(night, at(19, 59))).toBe(false);
    expect(inDailyWindow(night, at(20, 0))).toBe(true);
    expect(inDailyWindow(night, at(23, 59))).toBe(true);
    expect(inDailyWindow(night, at(0, 0))).toBe(true);
    expect(inDailyWindow(night, at(6, 59))).toBe(true);
    expect(inDailyWindow(night, at(7, 0))).toBe(false);
    expect(inDailyWindow(night, at(12, 0))).toBe(false);
  });

  it('is empty when both ends are the same time', () => {
    for (const minute of [at(0), at(9), at(9, 1), at(23, 59)]) {
      expect(inDailyWindow({ from: '09:00', to: '09:00' }, minute)).toBe(false);
    }
  });
});

describe('powerSaveActive', () => {
  it('is on whenever the backend switches it on', () => {
    expect(powerSaveActive({ active: true, schedule: [] }, localTime(12))).toBe(true);
  });

  it('follows the schedule in local time otherwise, any window counting', () => {
    const setting = {
      active: false,
      schedule: [
        { from: '12:00', to: '13:00' },
        { from: '22:00', to: '06:00' },
      ],
    };
    expect(powerSaveActive(setting, localTime(11, 59))).toBe(false);
    expect(powerSaveActive(setting, localTime(12, 30))).toBe(true);
    expect(powerSaveActive(setting, localTime(13, 0))).toBe(false);
    expect(powerSaveActive(setting, localTime(2, 0))).toBe(true);
    expect(powerSaveActive(setting, localTime(6, 0))).toBe(false);
  });

  it('is off with the switch off and no schedule', () => {
    expect(powerSaveActive({ active: false, schedule: [] }, localTime(3))).toBe(false);
  });
});
