import type { ActionStep, ActionTarget, Dashboard, Hotspot, HotspotType, MenuAction } from './types.ts';

/**
 * Runs an action stack (SPEC §3): its steps in order. A step that cannot run (`run` returns false: no target,
 * a refused link, a missing menu) stops the stack, since the steps after it may rely on it. Returns how many
 * steps ran.
 */
export function runActionStack(steps: readonly ActionStep[], run: (step: ActionStep) => boolean): number {
  let ran = 0;
  for (const step of steps) {
    if (!run(step)) break;
    ran += 1;
  }
  return ran;
}

/** The action each hotspot type runs (SPEC §3: open article, navigate to, open dashboard, open pdf, open link...). */
const HOTSPOT_ACTIONS: Readonly<Record<HotspotType, MenuAction>> = {
  navigation: 'navigate',
  'open-article': 'open-article',
  'open-dashboard': 'open-dashboard',
  'open-documents': 'open-pdf',
  'open-link': 'open-link',
  'open-media': 'open-media',
  menu: 'open-menu',
};

/** A hotspot's tap as a one-step action stack, so hotspots and menu items run through the same steps. */
export function hotspotSteps(hotspot: Pick<Hotspot, 'type' | 'target'>): ActionStep[] {
  return [{ action: HOTSPOT_ACTIONS[hotspot.type], target: hotspot.target }];
}

/** The dashboard a contact-form step is about: the one its target names, else the first with contact persons. */
export function contactDashboardOf(target: ActionTarget, dashboards: readonly Dashboard[]): Dashboard | null {
  const named = target.id === null ? undefined : dashboards.find((dashboard) => dashboard.id === target.id);
  return named ?? dashboards.find((dashboard) => dashboard.contacts.length > 0) ?? null;
}
