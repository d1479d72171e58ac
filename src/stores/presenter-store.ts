import { create } from 'zustand';
import { buildWorldGraph } from '../domain/graph.ts';
import {
  arrowsOf,
  breadcrumbOf,
  goBack,
  recordVisit,
  rememberLastVisited,
  startHistory,
  type Crumb,
} from '../domain/history.ts';
import {
  finishSegment,
  initialNavigation,
  requestNavigation,
  setBackgroundBusy,
  type NavigationState,
  type PlannerContext,
} from '../domain/navigation.ts';
import type { PlanFlags, PlanSegment } from '../domain/plan.ts';
import { emptyQueue, queueReducer, type QueueState } from '../domain/queue.ts';
import { menuSourcesOf, type MenuSources } from '../domain/menus.ts';
import type { ContentIndex } from '../domain/content-index.ts';
import { startLocationOf } from '../domain/content-index.ts';
import { runArrivalHooks, runTargetHooks } from '../app/route-hooks.ts';

export interface Arrows {
  prev: string | null;
  next: string | null;
}

interface PresenterState {
  /** The location on screen (last arrived at or passed through). */
  current: string | null;
  /** Where the visitor asked to go; equals `current` once arrived. */
  target: string | null;
  /** Segments still to play: `queue.current` plays, `queue.next` is primed. */
  queue: QueueState<PlanSegment>;
  /** Increments with every new or re-planned route, so the player knows to look again. */
  routeSerial: number;
  history: string[];
  lastVisited: Record<string, string>;
  breadcrumb: Crumb[];
  arrows: Arrows;
  /** The location whose hotspots are shown; null while moving. */
  hotspotsOf: string | null;
  /** The world whose logo is shown. */
  logoWorld: string | null;
  /** Menu keys by level (root, world, group, location) for the location arrived at (SPEC §4 menu choice). */
  menuSources: MenuSources | null;
  nav: NavigationState | null;
  planner: PlannerContext | null;
  index: ContentIndex | null;

  /** New content (rebuilds the graph; keeps the position when the location still exists) or new flags. */
  configure: (index: ContentIndex, flags: PlanFlags) => void;
  /** Arrive at once, without playback (first visit, deep link into another world, screensaver reset). */
  enter: (payloadId: string) => void;
  /** Ask to go to a location; the player plays the plan the store keeps. */
  navigate: (payloadId: string) => void;
  /** The player finished the running segment (played, cut, or skipped after a failure). */
  segmentDone: () => void;
  /** The current background is a non-looping video that still plays (delayed navigation). */
  setBackgroundBusy: (busy: boolean) => void;
  back: () => void;
}

function queueFor(nav: NavigationState): QueueState<PlanSegment> {
  const route = nav.route;
  let queue = queueReducer(emptyQueue<PlanSegment>(), { type: 'reset' });
  if (route) {
    queue = queueReducer(queue, { type: 'enqueue', items: route.plan.segments.slice(route.index) });
    queue = queueReducer(queue, { type: 'dequeue' });
  }
  return queueReducer(queue, { type: 'set-current', item: queue.current, location: nav.current });
}

/**
 * Where the visitor is, where they go, and how (SPEC §4): plans routes with the domain rules, keeps the
 * queue the scene plays, and runs the route hooks on arrival and on a new target.
 */
export const usePresenter = create<PresenterState>()((set, get) => {
  /** The end of a route (or a first visit): SPEC §4's current-location hooks (menus, hotspots, arrows, history,
   * breadcrumb, logo as state; tracking and box hooks in runArrivalHooks once the state is set). */
  const arrivalAt = (payloadId: string) => {
    const { index, history, lastVisited } = get();
    const location = index?.locations.get(payloadId);
    if (!index || !location) return null;
    const world = index.worlds.get(location.worldSlug) ?? null;
    const start = world ? (startLocationOf(index, world)?.payloadId ?? null) : null;
    const patch = {
      current: payloadId,
      history:
        history.length === 0 && start
          ? recordVisit(startHistory(start), payloadId, start)
          : recordVisit(history, payloadId, start),
      lastVisited: rememberLastVisited(lastVisited, location),
      breadcrumb: breadcrumbOf(location, world),
      arrows: arrowsOf(location, (id) => index.locations.has(id)),
      hotspotsOf: payloadId,
      logoWorld: location.worldSlug,
      menuSources: menuSourcesOf(location, world, index.bundle.menus),
    };
    return { patch, hooks: () => runArrivalHooks(location, index) };
  };

  /** SPEC §4 Route hooks on a target change: clear hotspots and arrows, remove a logo of another world. */
  const aim = (target: string) => {
    const { index, logoWorld, target: previous } = get();
    if (target === previous) return;
    const location = index?.locations.get(target);
    set({
      target,
      hotspotsOf: null,
      arrows: { prev: null, next: null },
      logoWorld: location && location.worldSlug === logoWorld ? logoWorld : null,
    });
    if (location && index) runTargetHooks(location, index);
  };

  /** Sets the navigation state, and with `arrivedAt` the arrival's state in the same update (one change to react to). */
  const apply = (nav: NavigationState, arrivedAt: string | null = null) => {
    const routeChanged = nav.route?.plan !== get().nav?.route?.plan;
    const arrival = arrivedAt ? arrivalAt(arrivedAt) : null;
    set({
      nav,
      queue: queueFor(nav),
      current: nav.current,
      routeSerial: routeChanged ? get().routeSerial + 1 : get().routeSerial,
      ...arrival?.patch,
    });
    arrival?.hooks();
  };

  return {
    current: null,
    target: null,
    queue: emptyQueue(),
    routeSerial: 0,
    history: [],
    lastVisited: {},
    breadcrumb: [],
    arrows: { prev: null, next: null },
    hotspotsOf: null,
    logoWorld: null,
    menuSources: null,
    nav: null,
    planner: null,
    index: null,

    configure: (index, flags) => {
      const { current, planner, index: previous } = get();
      if (planner && previous === index) {
        set({ planner: { ...planner, flags } });
        return;
      }
      const settings = index.bundle.settings.pathfinding;
      set({
        index,
        planner: { graph: buildWorldGraph(index.bundle.locations, index.bundle.transitions), settings, flags },
      });
      if (current && !index.locations.has(current))
        set({ current: null, target: null, nav: null, queue: emptyQueue() });
    },

    enter: (payloadId) => {
      if (!get().index?.locations.has(payloadId)) return;
      aim(payloadId);
      apply(initialNavigation(payloadId), payloadId);
    },

    navigate: (payloadId) => {
      const { nav, planner, index } = get();
      if (!planner || !index?.locations.has(payloadId)) return;
      if (!nav) {
        get().enter(payloadId);
        return;
      }
      const next = requestNavigation(nav, payloadId, planner);
      if (next === nav) return;
      aim(payloadId);
      apply(next);
    },

    segmentDone: () => {
      const { nav } = get();
      if (!nav?.route) return;
      const { state, arrival } = finishSegment(nav);
      apply(state, arrival && !arrival.passThrough ? arrival.payloadId : null);
    },

    setBackgroundBusy: (busy) => {
      const { nav, planner } = get();
      if (!nav || !planner || nav.backgroundBusy === busy) return;
      const next = setBackgroundBusy(nav, busy, planner);
      if (next.route && next.route !== nav.route) aim(next.route.plan.to);
      apply(next);
    },

    back: () => {
      const result = goBack(get().history);
      if (!result) return;
      set({ history: result.history });
      get().navigate(result.target);
    },
  };
});
