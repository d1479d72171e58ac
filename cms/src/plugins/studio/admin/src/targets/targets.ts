import { MENU_ACTIONS } from '../../../../../../../src/content/schemas/shared.ts';
/**
 * Targets by name (issue 32, point 2): which list a target is picked from, where its pick is stored, and a menu
 * item's `action_stack` as rows. Pure: the pickers (target-field.jsx, action-stack-field.jsx) and tests use it.
 * What is stored does not change (docs/content-model.md, shared.action-target).
 */

/** The lists targets are picked from (GET /studio/targets?kind=...). Worlds are listed with locations. */
export type TargetKind = 'article' | 'dashboard' | 'location' | 'menu' | 'link';
/** The fields of shared.action-target that name a target. */
export type TargetField = 'target_document' | 'payloadId' | 'menu_key' | 'url';

/** Where each kind's pick is stored: an article or dashboard by documentId, a location by payloadId, ... */
export const TARGET_FIELD: Readonly<Record<TargetKind, TargetField>> = {
  article: 'target_document',
  dashboard: 'target_document',
  location: 'payloadId',
  menu: 'menu_key',
  link: 'url',
};

/** shared.action-button's actions, as the showroom reads them (`src/content/schemas/shared.ts`). */
export const ACTIONS = MENU_ACTIONS;
export type Action = (typeof ACTIONS)[number];

const BY_ACTION: Readonly<Record<Action, TargetKind | null>> = {
  navigate: 'location',
  'open-article': 'article',
  'open-dashboard': 'dashboard',
  // A document, video or media step opens the item's media; its target may be a link (a video platform's clip).
  'open-pdf': 'link',
  'open-link': 'link',
  'open-video': 'link',
  'open-media': 'link',
  'open-menu': 'menu',
  'open-contact-form': null,
  'go-back': null,
};

const BY_HOTSPOT: Readonly<Record<string, TargetKind>> = {
  navigation: 'location',
  'open-article': 'article',
  'open-dashboard': 'dashboard',
  'open-documents': 'link',
  'open-link': 'link',
  'open-media': 'link',
  menu: 'menu',
};

/**
 * The kind of target an action target's holder needs: a hotspot's by its component (`hotspots.custom-navigation`),
 * a button's, link's or menu item's by its `action`; null when it needs none or is not chosen yet.
 */
export function pickerKind(component: string | null | undefined, action: string | null | undefined): TargetKind | null {
  if (component?.startsWith('hotspots.')) {
    const type = component.slice('hotspots.'.length).replace(/^custom-/, '');
    return BY_HOTSPOT[type] ?? null;
  }
  return (ACTIONS as readonly string[]).includes(action ?? '') ? BY_ACTION[action as Action] : null;
}

/** The form path of the object holding a target field: `hotspots.2.action_target.payloadId` -> `hotspots.2`. */
export function holderPath(name: string): string {
  return name.split('.').slice(0, -2).join('.');
}

/** The value at a dotted form path (`items.0.action`), or undefined. */
export function valueAt(values: unknown, path: string): unknown {
  if (!path) return values;
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      values,
    );
}

/** A step of an action stack as stored: `{ action, action_target: { target_document | payloadId | ... } | null }`. */
export interface Step {
  action?: unknown;
  action_target?: Record<string, unknown> | null;
  [key: string]: unknown;
}

/**
 * A stored `action_stack` read as rows: `{ steps }` for a list of steps (null and nothing are an empty list; a
 * JSON text holding a list is read too), else `{ problem, text }` with the stored value as editable JSON text, so
 * that an editor can mend it without losing it: `'not-a-list'`, or `'not-json'` for text that does not parse.
 */
export function readStack(value: unknown): { steps: Step[] } | { problem: 'not-a-list' | 'not-json'; text: string } {
  if (value === null || value === undefined || value === '') return { steps: [] };
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return { problem: 'not-json', text: value };
    }
  }
  const isStep = (step: unknown) => Boolean(step) && typeof step === 'object' && !Array.isArray(step);
  if (Array.isArray(parsed) && parsed.every(isStep)) return { steps: parsed as Step[] };
  return { problem: 'not-a-list', text: JSON.stringify(parsed, null, 2) };
}

/** A step's action when it is one shared.action-button knows, else null (a typo such as "open-artikel"). */
export function knownAction(step: Step): Action | null {
  return (ACTIONS as readonly string[]).includes(step.action as string) ? (step.action as Action) : null;
}

/** The value a step's target names for its action's kind, or null. */
export function stepTarget(step: Step): string | null {
  const action = knownAction(step);
  const kind = action ? BY_ACTION[action] : null;
  const value = kind ? step.action_target?.[TARGET_FIELD[kind]] : null;
  return typeof value === 'string' && value ? value : null;
}

/**
 * The step with another action: its target stays when the new action names targets the same way (an article for
 * an article), else goes (a location's payloadId means nothing to an open-article step).
 */
export function withAction(step: Step, action: Action): Step {
  const before = knownAction(step);
  const same = before !== null && BY_ACTION[before] === BY_ACTION[action];
  return { ...step, action, action_target: same ? (step.action_target ?? null) : null };
}

/** The step with its target set to `value` (null: none, the step then acts on the item's own target). */
export function withTarget(step: Step, value: string | null): Step {
  const action = knownAction(step);
  const kind = action ? BY_ACTION[action] : null;
  if (!kind) return step;
  const {
    target_document: _document,
    payloadId: _location,
    menu_key: _menu,
    url: _url,
    ...flags
  } = step.action_target ?? {};
  const target = value ? { ...flags, [TARGET_FIELD[kind]]: value } : Object.keys(flags).length ? flags : null;
  return { ...step, action_target: target };
}

/** The list with the item at `from` moved to `to` (clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.min(Math.max(to, 0), next.length), 0, item);
  return next;
}

/** What the form stores for the rows: the list, or null when there are none. */
export function stackValue(steps: readonly Step[]): Step[] | null {
  return steps.length ? [...steps] : null;
}
