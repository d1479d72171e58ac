import { embedderOrigin } from '../domain/frames.ts';
import type { BoxHook, Location } from '../domain/types.ts';
import { track } from './analytics.ts';

/** `frameAncestors`: the origins that may frame the showroom (app-settings.json `security.frameAncestors`). */
type HookHandler = (location: Location, params: Record<string, unknown>, frameAncestors: readonly string[]) => void;

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * The origin of the page that frames this one, as the browser tells it: `location.ancestorOrigins` (Chromium,
 * Safari), else that of the referrer (the page that loaded the frame, unless its referrer policy withholds it).
 */
function parentOrigin(): string | null {
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

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
  // Tells an embedding page (kiosk shell, second screen, a company's website) where the visitor is: only a page
  // allowed to frame the showroom, addressed by its origin, so that no other site that frames it hears the tour.
  'post-message': (location, params, frameAncestors) => {
    if (window.parent === window) return;
    const target = embedderOrigin(parentOrigin(), frameAncestors, window.location.origin);
    if (target)
      window.parent.postMessage({ type: text(params.type, 'location'), location: location.payloadId }, target);
  },
};

const warned = new Set<string>();

/**
 * Runs the content's box hooks of `type` for `location`; a failing hook is logged and never stops the tour.
 * `frameAncestors`: the origins allowed to frame the showroom (app-settings.json `security.frameAncestors`).
 */
export function runBoxHooks(
  hooks: readonly BoxHook[],
  type: BoxHook['type'],
  location: Location,
  frameAncestors: readonly string[],
): void {
  for (const hook of hooks) {
    if (hook.type !== type) continue;
    const handler = Object.hasOwn(handlers, hook.name) ? handlers[hook.name] : undefined;
    if (!handler) {
      if (!warned.has(hook.name)) console.warn(`Unknown box hook "${hook.name}" skipped`);
      warned.add(hook.name);
      continue;
    }
    try {
      handler(location, hook.params, frameAncestors);
    } catch (error) {
      console.error(`Box hook "${hook.name}" failed`, error);
    }
  }
}
