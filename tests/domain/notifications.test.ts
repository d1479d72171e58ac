import { describe, expect, it } from 'vitest';
import {
  findSame,
  isStagingHost,
  NOTIFICATION_TIMEOUT_MS,
  offersCloseAll,
  withDefaults,
} from '../../src/domain/notifications';

describe('notification rules (SPEC §4, §9)', () => {
  it('defaults to 3000 ms at the bottom centre in the default variant', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(3000);
    expect(withDefaults({ message: 'error__invalid_input' }, 7)).toEqual({
      id: 7,
      message: 'error__invalid_input',
      status: 'default',
      timeout: 3000,
      pos: 'bottom-center',
    });
  });

  it('keeps what the caller set, 0 (persistent) included', () => {
    expect(
      withDefaults({ message: 'info__on_staging', status: 'danger', timeout: 0, pos: 'top-center', html: true }, 1),
    ).toEqual({ id: 1, message: 'info__on_staging', status: 'danger', timeout: 0, pos: 'top-center', html: true });
    expect(withDefaults({ message: 'error__invalid_input', timeout: -5 }, 1).timeout).toBe(0);
  });

  it('finds an open notification saying the same at the same place, and only that', () => {
    const queue = [
      withDefaults({ message: 'error__email_password_validation', text: 'Invalid identifier or password' }, 1),
      withDefaults({ message: 'config__start_location_missing', values: { world: 'lab' }, pos: 'top-center' }, 2),
    ];
    expect(
      findSame(queue, { message: 'error__email_password_validation', text: 'Invalid identifier or password' }),
    ).toBe(queue[0]);
    expect(
      findSame(queue, { message: 'error__email_password_validation', text: 'Email is a required field' }),
    ).toBeUndefined();
    expect(
      findSame(queue, { message: 'config__start_location_missing', values: { world: 'lab' }, pos: 'top-center' }),
    ).toBe(queue[1]);
    expect(
      findSame(queue, { message: 'config__start_location_missing', values: { world: 'factory' }, pos: 'top-center' }),
    ).toBeUndefined();
    // Same words, other place.
    expect(findSame(queue, { message: 'config__start_location_missing', values: { world: 'lab' } })).toBeUndefined();
  });

  it('offers close-all only while more than one notification is open', () => {
    const one = withDefaults({ message: 'error__invalid_input' }, 1);
    const two = withDefaults({ message: 'error__no_internet' }, 2);
    expect(offersCloseAll([])).toBe(false);
    expect(offersCloseAll([one])).toBe(false);
    expect(offersCloseAll([one, two])).toBe(true);
  });

  it('knows a staging host by a label named staging', () => {
    for (const host of [
      'staging.example.com',
      'showroom.staging.example.com',
      'showroom-staging.example.com',
      'staging-2.example.com',
      'STAGING.localhost',
    ]) {
      expect(isStagingHost(host), host).toBe(true);
    }
    for (const host of [
      'example.com',
      'showroom.example.com',
      'stagingarea.example.com',
      '127.0.0.1',
      'localhost',
      'restaging.com',
    ]) {
      expect(isStagingHost(host), host).toBe(false);
    }
  });
});
