import { describe, expect, it } from 'vitest';
import { ApiError, loadFailureKey, mapApiError } from '../../src/content/api-error.ts';

describe('mapApiError (SPEC §8)', () => {
  it('400 joins the validation messages with "; " and capitalises the first letter', () => {
    const body = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: '2 errors occurred',
        details: {
          errors: [
            { path: ['email'], message: 'email must be a valid email' },
            { path: ['x'], message: 'x is required' },
          ],
        },
      },
    };
    expect(mapApiError(400, body)).toEqual({
      kind: 'notify',
      messageKey: 'error__email_password_validation',
      message: 'Email must be a valid email; x is required',
    });
  });

  it('400 falls back to error.message, e.g. a wrong login', () => {
    const body = {
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'invalid identifier or password', details: {} },
    };
    expect(mapApiError(400, body).message).toBe('Invalid identifier or password');
  });

  it('400 without any message uses error__email_password_validation', () => {
    for (const body of [
      undefined,
      null,
      'html',
      { error: { details: { errors: [{ message: 42 }, null] } } },
      { error: { message: '  ' } },
    ]) {
      expect(mapApiError(400, body)).toEqual({ kind: 'notify', messageKey: 'error__email_password_validation' });
    }
  });

  it('caps hostile message lists', () => {
    const errors = Array.from({ length: 100 }, () => ({ message: 'y'.repeat(10_000) }));
    const { message } = mapApiError(400, { error: { details: { errors } } });
    expect(message!.length).toBeLessThanOrEqual(10 * 300 + 9 * 2);
  });

  it('422, 429 notify; any other status goes home', () => {
    expect(mapApiError(422, { error: { message: 'x' } })).toEqual({
      kind: 'notify',
      messageKey: 'error__invalid_input',
    });
    expect(mapApiError(429, undefined)).toEqual({ kind: 'notify', messageKey: 'error__too_many_requests' });
    for (const status of [401, 403, 404, 500, 502, 503]) {
      expect(mapApiError(status, { error: { message: 'boom' } })).toEqual({
        kind: 'home',
        messageKey: 'error__something_wrong',
      });
    }
  });

  it('no answer (status 0) is no internet connection, not a return home that could not load either', () => {
    expect(mapApiError(0, undefined)).toEqual({ kind: 'notify', messageKey: 'error__no_internet' });
  });

  it('ApiError carries status and mapping', () => {
    const error = new ApiError('POST /api/auth/local: HTTP 429', 429);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(429);
    expect(error.mapped.messageKey).toBe('error__too_many_requests');
  });
});

describe('loadFailureKey (SPEC §8, the content could not be loaded)', () => {
  it('says no answer and too many requests; anything else is something wrong, never a text about an entry', () => {
    expect(loadFailureKey(new ApiError('GET /api/worlds: network error', 0))).toBe('error__no_internet');
    expect(loadFailureKey(new ApiError('GET /api/worlds: HTTP 429', 429))).toBe('error__too_many_requests');
    for (const status of [200, 400, 401, 403, 404, 422, 500, 502, 503])
      expect(loadFailureKey(new ApiError(`GET /api/worlds: HTTP ${status}`, status))).toBe('error__something_wrong');
    expect(loadFailureKey(new Error('app-settings.json is invalid'))).toBe('error__something_wrong');
  });
});
