import { createApiClient, type ApiClient } from './api-client.ts';
import type { ClientSettings } from './client-settings.ts';

export interface ContentSourceOptions {
  /** The validated `app-settings.json`. */
  settings: ClientSettings;
  /** JWT of a logged-in visitor; its role may read more content. */
  token?: string | null;
  /** Access keys of password-protected worlds the visitor unlocked; each opens its world's content. */
  accessKeys?: readonly string[];
  /** An editor's preview key: drafts instead of what is published (ApiClientOptions.preview). */
  preview?: string | null;
  fetch?: typeof fetch;
  /** Origin in front of `apiBase`; '' (default) for the page's own origin. */
  host?: string;
  signal?: AbortSignal;
  /** See ApiClientOptions.background. */
  background?: boolean;
  /** Where what went wrong is told (dropped items, failed loads); the console by default. */
  log?: (message: string) => void;
}

/** An API client configured from `app-settings.json`. */
export function createContentClient(options: ContentSourceOptions): ApiClient {
  return createApiClient({
    host: options.host,
    apiBase: options.settings.apiBase,
    token: options.token,
    accessKeys: options.accessKeys,
    preview: options.preview,
    fetch: options.fetch,
    pageSize: options.settings.pageSize,
    background: options.background,
  });
}
