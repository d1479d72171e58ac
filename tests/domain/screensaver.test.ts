import { describe, expect, it } from 'vitest';
import {
  autoIntervalMs,
  autoStep,
  idleTimeoutMs,
  itemDurationMs,
  loopsSingleVideo,
  nextItemIndex,
  resolveScreensaverId,
  screensaverRefusal,
  shouldShowScreensaver,
  type ScreensaverConditions,
} from '../../src/domain/screensaver.ts';
import type { ScreensaverItem } from '../../src/domain/types.ts';
import { media } from './fixtures.ts';

describe('resolveScreensaverId', () => {
  const list = [{ id: 7 }, { id: 3 }];
  it('takes an explicit non-negative number first', () => {
    expect(resolveScreensaverId(0, 3, list)).toBe(0);
    expect(resolveScreensaverId(12, 3, list)).toBe(12);
  });
  it('falls back to the backend default, then to the first screensaver', () => {
    expect(resolveScreensaverId(-1, 3, list)).toBe(3);
    expect(resolveScreensaverId(1.5, 3, list)).toBe(3);
    expect(resolveScreensaverId(null, null, list)).toBe(7);
    expect(resolveScreensaverId(undefined, undefined, [])).toBeNull();
  });
});

describe('screensaverRefusal / shouldShowScreensaver', () => {
  const ok: ScreensaverConditions = {
    backendEnabled: true,
    settingsEnabled: true,
    paused: false,
    onlyOffline: false,
    online: true,
  };
  it('lets it start when nothing refuses', () => {
    expect(screensaverRefusal(ok)).toBeNull();
  });
  it('refuses when the backend or the settings disable it, or it is paused', () => {
    expect(screensaverRefusal({ ...ok, backendEnabled: false })).toBe('backend-disabled');
    expect(screensaverRefusal({ ...ok, settingsEnabled: false })).toBe('settings-disabled');
    expect(screensaverRefusal({ ...ok, paused: true })).toBe('paused');
  });
  it("refuses while online when the backend says 'only offline'", () => {
    expect(screensaverRefusal({ ...ok, onlyOffline: true })).toBe('only-offline');
    expect(screensaverRefusal({ ...ok, onlyOffline: true, online: false })).toBeNull();
  });
  it('shows only with focus and an idle user', () => {
    expect(shouldShowScreensaver({ ...ok, focused: true, idle: true })).toBe(true);
    expect(shouldShowScreensaver({ ...ok, focused: false, idle: true })).toBe(false);
    expect(shouldShowScreensaver({ ...ok, focused: true, idle: false })).toBe(false);
    expect(shouldShowScreensaver({ ...ok, paused: true, focused: true, idle: true })).toBe(false);
  });
});

describe('autoStep', () => {
  const exists = (id: string) => id !== 'gone';
  it("moves to the current location's next arrow target", () => {
    expect(autoStep({ arrowNext: 'b' }, exists)).toEqual({ kind: 'move', target: 'b' });
  });
  it('deactivates without a next target', () => {
    expect(autoStep({ arrowNext: null }, exists)).toEqual({ kind: 'deactivate' });
    expect(autoStep({ arrowNext: 'gone' }, exists)).toEqual({ kind: 'deactivate' });
    expect(autoStep(null, exists)).toEqual({ kind: 'deactivate' });
  });
});

describe('timings', () => {
  it('takes the idle timeout from the backend, else the world, else 60 s', () => {
    expect(idleTimeoutMs(30, 90)).toBe(30_000);
    expect(idleTimeoutMs(null, 90)).toBe(90_000);
    expect(idleTimeoutMs(0, undefined)).toBe(60_000);
    expect(idleTimeoutMs(Number.NaN, -1)).toBe(60_000);
  });
  it('steps auto-generated screensavers every 10 s by default', () => {
    expect(autoIntervalMs(null)).toBe(10_000);
    expect(autoIntervalMs(4)).toBe(4_000);
  });
  it('shows images for displayed_time (default 5 s), waits at locations (default 5 s), lets videos end', () => {
    const image = (displayedTime: number): ScreensaverItem => ({ kind: 'image', media: media('a.jpg'), displayedTime });
    expect(itemDurationMs(image(8))).toBe(8_000);
    expect(itemDurationMs(image(0))).toBe(5_000);
    expect(itemDurationMs({ kind: 'location', payloadId: 'a', wait: 12 })).toBe(12_000);
    expect(itemDurationMs({ kind: 'location', payloadId: 'a', wait: Number.NaN })).toBe(5_000);
    expect(itemDurationMs({ kind: 'video', media: media('a.mp4') })).toBeNull();
  });
  it('cycles through the playlist and loops a single video', () => {
    expect(nextItemIndex(3, 0)).toBe(1);
    expect(nextItemIndex(3, 2)).toBe(0);
    expect(nextItemIndex(0, 0)).toBe(0);
    const video: ScreensaverItem = { kind: 'video', media: media('a.mp4') };
    expect(loopsSingleVideo([video])).toBe(true);
    expect(loopsSingleVideo([video, video])).toBe(false);
    expect(loopsSingleVideo([{ kind: 'location', payloadId: 'a', wait: 5 }])).toBe(false);
  });
});
