import type { TranslationKey } from '../domain/types.ts';

/** What the UI does with a failed call (SPEC §8): show a notification, or notify and go home. */
export interface MappedApiError {
  kind: 'notify' | 'home';
  /** Translation key; always set, even when `message` carries the server's own words. */
  messageKey: TranslationKey;
  /** Plain text from the server (400 only); show it instead of the key's text when present. */
  message?: string;
}

const MAX_MESSAGES = 10;
const MAX_MESSAGE_LENGTH = 300;

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const cleanMessage = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().slice(0, MAX_MESSAGE_LENGTH);
  return trimmed === '' ? null : trimmed;
};

/** Server messages of a Strapi error body: `error.details.errors[].message`, else `error.message`. */
function serverMessages(body: unknown): string[] {
  const error = asRecord(asRecord(body)?.error);
  const details = asRecord(error?.details);
  const errors = Array.isArray(details?.errors) ? (details.errors as unknown[]) : [];
  const fromDetails = errors
    .slice(0, MAX_MESSAGES)
    .map((e) => cleanMessage(asRecord(e)?.message))
    .filter((m): m is string => m !== null);
  if (fromDetails.length > 0) return fromDetails;
  const message = cleanMessage(error?.message);
  return message === null ? [] : [message];
}

/**
 * Maps an HTTP status and its (parsed JSON or undefined) body to the SPEC §8 reaction:
 * 400 joins the server's messages with '; ' and capitalises the first letter (key
 * `error__email_password_validation` when there are none); 422 `error__invalid_input`;
 * 429 `error__too_many_requests`; any other status `error__something_wrong` with a return home.
 * Status 0 (no answer arrived) is SPEC §8's 'no internet connection': going home would not load either.
 */
export function mapApiError(status: number, body: unknown): MappedApiError {
  switch (status) {
    case 0:
      return { kind: 'notify', messageKey: 'error__no_internet' };
    case 400: {
      const joined = serverMessages(body).join('; ');
      const result: MappedApiError = { kind: 'notify', messageKey: 'error__email_password_validation' };
      if (joined !== '') result.message = joined.charAt(0).toUpperCase() + joined.slice(1);
      return result;
    }
    case 422:
      return { kind: 'notify', messageKey: 'error__invalid_input' };
    case 429:
      return { kind: 'notify', messageKey: 'error__too_many_requests' };
    default:
      return { kind: 'home', messageKey: 'error__something_wrong' };
  }
}

/**
 * What the failure view says when the content could not be loaded (SPEC §8): no answer and too many requests have
 * their own messages; anything else, an error status or an answer that is not the content, is something wrong.
 * The 400 and 422 texts speak of what the visitor typed, which a content request has none of.
 */
export function loadFailureKey(error: unknown): TranslationKey {
  return error instanceof ApiError && (error.status === 0 || error.status === 429)
    ? error.mapped.messageKey
    : 'error__something_wrong';
}

/**
 * A failed call to the CMS. `status` is the HTTP status, or 0 when no response arrived (network down);
 * a response that is not the expected JSON keeps its status and maps like any other failure.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly mapped: MappedApiError;

  constructor(
    message: string,
    status: number,
    mapped: MappedApiError = mapApiError(status, undefined),
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.mapped = mapped;
  }
}
