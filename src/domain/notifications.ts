import type { TranslationKey } from './types.ts';

/** SPEC §9: "Notification default timeout 3000 ms, position bottom-center". */
export const NOTIFICATION_TIMEOUT_MS = 3000;

/** SPEC §9: "variants default, danger, warning, success, primary". */
export type NotificationStatus = 'default' | 'danger' | 'warning' | 'success' | 'primary';

/** The positions in use: bottom-center (SPEC §9's default) and top-center (the staging notice, setup errors). */
export type NotificationPosition = 'bottom-center' | 'top-center';
export const NOTIFICATION_POSITIONS: readonly NotificationPosition[] = ['top-center', 'bottom-center'];

/** What a caller asks to show (SPEC §3 Notification: message, html, pos, timeout, status). */
export interface NotificationInput {
  message: TranslationKey;
  values?: Record<string, string>;
  /** The server's own words (SPEC §8, 400), shown instead of the message's text. */
  text?: string;
  /** The message's text is HTML (an editor may put a link into a CMS translation): shown sanitised. */
  html?: boolean;
  status?: NotificationStatus;
  /** Milliseconds; 0 keeps it until closed. */
  timeout?: number;
  pos?: NotificationPosition;
}

export interface Notification extends NotificationInput {
  id: number;
  status: NotificationStatus;
  timeout: number;
  pos: NotificationPosition;
}

/** SPEC §9's defaults for what the caller left out. */
export function withDefaults(input: NotificationInput, id: number): Notification {
  return {
    ...input,
    id,
    status: input.status ?? 'default',
    timeout: Math.max(0, input.timeout ?? NOTIFICATION_TIMEOUT_MS),
    pos: input.pos ?? 'bottom-center',
  };
}

const sameValues = (a: Record<string, string> = {}, b: Record<string, string> = {}) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

/**
 * An open notification that says the same at the same place, if any: it is not shown twice (a guard that renders
 * again, a second failed call while the first message is still up).
 */
export function findSame(queue: readonly Notification[], input: NotificationInput): Notification | undefined {
  const pos = input.pos ?? 'bottom-center';
  return queue.find(
    (item) =>
      item.pos === pos &&
      item.message === input.message &&
      item.text === input.text &&
      Boolean(item.html) === Boolean(input.html) &&
      sameValues(item.values, input.values),
  );
}

/** SPEC §4 "a 'close all' toggle": offered while more than one notification is open. */
export function offersCloseAll(queue: readonly Notification[]): boolean {
  return queue.length > 1;
}

/**
 * SPEC §8 "On a staging host a persistent danger notice": a host with a label `staging`, `staging-…` or
 * `…-staging` (staging.example.com, shop.staging.example.com, showroom-staging.example.com).
 */
export function isStagingHost(hostname: string): boolean {
  return hostname
    .toLowerCase()
    .split('.')
    .some((label) => label === 'staging' || label.startsWith('staging-') || label.endsWith('-staging'));
}

/** SPEC §8: the staging notice, persistent danger at top-center. Its CMS text may carry a link to the live site. */
export const STAGING_NOTICE: NotificationInput = {
  message: 'info__on_staging',
  html: true,
  status: 'danger',
  timeout: 0,
  pos: 'top-center',
};

/** The server answers from its last good copy of the CMS: kept up until an answer comes from the CMS again. */
export const CONTENT_FALLBACK_NOTICE: NotificationInput = {
  message: 'info__content_fallback',
  status: 'warning',
  timeout: 0,
};

/** An editor's preview of drafts ("Open in showroom" in the CMS): kept up while it lasts, clear of the tour. */
export const PREVIEW_NOTICE: NotificationInput = {
  message: 'preview__drafts',
  status: 'primary',
  timeout: 0,
  pos: 'top-center',
};

/** SPEC §8 "no internet connection message": kept up while the browser is offline. */
export const OFFLINE_NOTICE: NotificationInput = { message: 'error__no_internet', status: 'warning', timeout: 0 };
