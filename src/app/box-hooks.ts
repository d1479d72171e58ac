import type { BoxHook, Location } from '../domain/types.ts';
import { track } from './analytics.ts';

type HookHandler = (location: Location, params: Record<string, unknown>) => void;

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * What a box hook from the content can do, by name. A showroom integrates with its surroundings through
 * these: light control, a second screen, analytics. Unknown names are logged once and skipped.
 */
const handlers: Record<string, HookHandler> = {
  // Sends an analytics event, e.g. { event: 'zone entered', zone: 'hall' }.
  'track-event': (location, params) =>
    track(text(params.event, 'box hook'), { ...params, location: location.payloadId }),
  // Sets the window title from a template: { template: '{location} – Virtual Factory' }.
  'document-title': (location, params) => {
    document.title = text(params.template, '{location}').replaceAll('{location}', location.title);
  },
  // Tells an embedding page (kiosk shell, second screen) where the visitor is.
  'post-message': (location, params) => {
    if (window.parent !== window)
      window.parent.postMessage({ type: text(params.type, 'location'), location: location.payloadId }, '*');
  },
};

const warned = new Set<string>();

/** Runs the content's box hooks of `type` for `location`; a failing hook is logged and never stops the tour. */
export function runBoxHooks(hooks: readonly BoxHook[], type: BoxHook['type'], location: Location): void {
  for (const hook of hooks) {
    if (hook.type !== type) continue;
    const handler = Object.hasOwn(handlers, hook.name) ? handlers[hook.name] : undefined;
    if (!handler) {
      if (!warned.has(hook.name)) console.warn(`Unknown box hook "${hook.name}" skipped`);
      warned.add(hook.name);
      continue;
    }
    try {
      handler(location, hook.params);
    } catch (error) {
      console.error(`Box hook "${hook.name}" failed`, error);
    }
  }
}
