import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, mapApiError } from '../../src/content/api-error';
import { notifyApiError, useNotifications } from '../../src/stores/notification-store';

const store = () => useNotifications.getState();
const messages = () => store().queue.map((item) => item.text ?? item.message);

describe('notification store (SPEC §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    store().closeAll();
  });
  afterEach(() => {
    store().closeAll();
    vi.useRealTimers();
  });

  it('queues first in, first out, and removes in any order', () => {
    const a = store().notify({ message: 'error__invalid_input' });
    store().notify({ message: 'error__too_many_requests', timeout: 0 });
    store().notify({ message: 'error__no_internet', timeout: 0 });
    expect(messages()).toEqual(['error__invalid_input', 'error__too_many_requests', 'error__no_internet']);
    store().dismiss(a);
    expect(messages()).toEqual(['error__too_many_requests', 'error__no_internet']);
  });

  it('closes a notification after 3000 ms by default, and keeps one with timeout 0', () => {
    store().notify({ message: 'error__invalid_input' });
    store().notify({ message: 'info__on_staging', timeout: 0 });
    vi.advanceTimersByTime(2999);
    expect(messages()).toEqual(['error__invalid_input', 'info__on_staging']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['info__on_staging']);
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['info__on_staging']);
  });

  it('close-all closes every notification, and their timers with them', () => {
    store().notify({ message: 'error__invalid_input' });
    store().notify({ message: 'info__on_staging', timeout: 0, pos: 'top-center' });
    store().closeAll();
    expect(store().queue).toEqual([]);
    const later = store().notify({ message: 'error__no_internet', timeout: 5000 });
    vi.advanceTimersByTime(3000);
    expect(store().queue.map((item) => item.id)).toEqual([later]);
  });

  it('holds the timeout while pointed at or focused, and lets the rest run after', () => {
    const id = store().notify({ message: 'error__invalid_input' });
    vi.advanceTimersByTime(1000);
    store().hold(id, 'pointer');
    store().hold(id, 'focus');
    vi.advanceTimersByTime(10_000);
    expect(store().queue).toHaveLength(1);
    store().release(id, 'pointer');
    // Still focused.
    vi.advanceTimersByTime(10_000);
    expect(store().queue).toHaveLength(1);
    store().release(id, 'focus');
    vi.advanceTimersByTime(1999);
    expect(store().queue).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store().queue).toHaveLength(0);
  });

  it('does not show the same notification twice; said again, it stays its full time from then', () => {
    const first = store().notify({ message: 'error__invalid_input' });
    vi.advanceTimersByTime(2000);
    expect(store().notify({ message: 'error__invalid_input' })).toBe(first);
    expect(store().queue).toHaveLength(1);
    vi.advanceTimersByTime(2999);
    expect(store().queue).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store().queue).toHaveLength(0);
  });

  it('said again while held, it has its full time once let go', () => {
    const id = store().notify({ message: 'error__invalid_input' });
    vi.advanceTimersByTime(2000);
    store().hold(id, 'pointer');
    store().notify({ message: 'error__invalid_input' });
    vi.advanceTimersByTime(5000);
    store().release(id, 'pointer');
    vi.advanceTimersByTime(2999);
    expect(store().queue).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store().queue).toHaveLength(0);
  });
});

describe('notifyApiError (SPEC §8)', () => {
  beforeEach(() => store().closeAll());

  const failed = (status: number, body?: unknown) =>
    new ApiError(`POST /api/auth/local: HTTP ${status}`, status, mapApiError(status, body));

  it('429 and 422: the translated message as a danger notification, staying on the page', () => {
    expect(notifyApiError(failed(429))).toEqual({ goHome: false });
    expect(notifyApiError(failed(422))).toEqual({ goHome: false });
    expect(store().queue.map(({ message, status, text }) => ({ message, status, text }))).toEqual([
      { message: 'error__too_many_requests', status: 'danger', text: undefined },
      { message: 'error__invalid_input', status: 'danger', text: undefined },
    ]);
  });

  it("400: the server's messages, joined and capitalised, else error__email_password_validation", () => {
    notifyApiError(
      failed(400, { error: { details: { errors: [{ message: 'identifier is required' }, { message: 'x' }] } } }),
    );
    notifyApiError(failed(400, { error: { message: '' } }));
    expect(store().queue.map(({ message, text }) => ({ message, text }))).toEqual([
      { message: 'error__email_password_validation', text: 'Identifier is required; x' },
      { message: 'error__email_password_validation', text: undefined },
    ]);
  });

  it('any other status: error__something_wrong, and home', () => {
    for (const status of [401, 403, 404, 500, 503]) {
      store().closeAll();
      expect(notifyApiError(failed(status)), String(status)).toEqual({ goHome: true });
      expect(messages()).toEqual(['error__something_wrong']);
    }
    store().closeAll();
    expect(notifyApiError(new TypeError('x is undefined'))).toEqual({ goHome: true });
    expect(messages()).toEqual(['error__something_wrong']);
  });

  it('no answer at all: no internet connection, staying on the page', () => {
    expect(notifyApiError(new ApiError('GET /api/worlds: network error', 0))).toEqual({ goHome: false });
    expect(messages()).toEqual(['error__no_internet']);
  });
});
