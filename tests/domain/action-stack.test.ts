import { describe, expect, it } from 'vitest';
import { contactDashboardOf, hotspotSteps, runActionStack } from '../../src/domain/action-stack.ts';
import type { ActionStep, Dashboard } from '../../src/domain/types.ts';
import { actionTarget, hotspot } from './fixtures.ts';

const step = (action: ActionStep['action'], payloadId: string | null = null): ActionStep => ({
  action,
  target: actionTarget(payloadId),
});

describe('runActionStack', () => {
  it('runs every step, in order', () => {
    const ran: string[] = [];
    const steps = [step('navigate', 'hall'), step('open-article'), step('open-menu')];
    expect(runActionStack(steps, (s) => (ran.push(s.action), true))).toBe(3);
    expect(ran).toEqual(['navigate', 'open-article', 'open-menu']);
  });

  it('stops at a step that cannot run: the steps after it are not run', () => {
    const ran: string[] = [];
    const steps = [step('navigate', 'hall'), step('open-link'), step('open-article')];
    expect(runActionStack(steps, (s) => (ran.push(s.action), s.action !== 'open-link'))).toBe(1);
    expect(ran).toEqual(['navigate', 'open-link']);
  });
});

describe('hotspotSteps', () => {
  it('turns each hotspot type into the action it runs, on the hotspot target', () => {
    const cases = [
      ['navigation', 'navigate'],
      ['open-article', 'open-article'],
      ['open-dashboard', 'open-dashboard'],
      ['open-documents', 'open-pdf'],
      ['open-link', 'open-link'],
      ['open-media', 'open-media'],
      ['menu', 'open-menu'],
    ] as const;
    for (const [type, action] of cases) {
      const spot = hotspot(1, { type, target: actionTarget('b') });
      expect(hotspotSteps(spot), type).toEqual([{ action, target: spot.target }]);
    }
  });
});

describe('contactDashboardOf', () => {
  const dashboard = (id: number, contacts: number): Dashboard => ({
    id,
    title: `d${id}`,
    logo: null,
    links: [],
    contacts: Array.from({ length: contacts }, (_, i) => ({
      id: i,
      name: `c${i}`,
      role: '',
      email: null,
      phone: null,
      image: null,
    })),
    actionButtons: [],
    mediaLibrary: [],
  });
  const dashboards = [dashboard(1, 0), dashboard(2, 2), dashboard(3, 1)];

  it('opens the dashboard the target names, else the first with contact persons', () => {
    expect(contactDashboardOf(actionTarget(null, { id: 3 }), dashboards)?.id).toBe(3);
    expect(contactDashboardOf(actionTarget(null), dashboards)?.id).toBe(2);
    expect(contactDashboardOf(actionTarget(null, { id: 9 }), dashboards)?.id).toBe(2);
    expect(contactDashboardOf(actionTarget(null), [dashboard(1, 0)])).toBeNull();
  });
});
