import { create } from 'zustand';
import type { ContentIndex } from '../domain/content-index.ts';
import { startLocationOf } from '../domain/content-index.ts';
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
import type { PlanFlags } from '../domain/plan.ts';
import { useApp, type AppFlags } from './app-store.ts';
import { useContent } from './content-store.ts';

export interface Arrows {
  prev: string | null;
  next: string | null;
}

interface PresenterState {
  /** The location on screen (last arrived at or passed through). */
  current: string | null;
  /** Where the visitor asked to go; equals `current` once arrived. */
  target: string | null;
  /**
   * The location arrived at, whose hotspots and arrows are shown and whose arrival hooks ran; null while moving.
   * Locations passed through on the way are never arrived at.
   */
  arrivedAt: string | null;
  /** The route and its running segment (the queue: `runningSegment`, `upcomingSegments`), or a delayed target. */
  nav: NavigationState | null;
  history: string[];
  /** Each world's last visited location, the current world last (`rememberLastVisited`). */
  lastVisited: ReadonlyMap<string, string>;
  breadcrumb: Crumb[];
  arrows: Arrows;
  /** The world whose logo is shown (SPEC §4: set once per world, reset when the target is in another world). */
  logoWorld: string | null;
  /** The world graph of the loaded content, the pathfinding settings and the flags planning depends on. */
  planner: PlannerContext | null;

  /** Arrive at once, without playback (first visit, deep link into another world, screensaver reset). */
  enter: (payloadId: string) => void;
  /** Ask to go to a location; the stage plays the route the store keeps. */
  navigate: (payloadId: string) => void;
  /** The stage finished the running segment (played, cut, or skipped after a failure). */
  segmentDone: () => void;
  /** The current background is a non-looping video that still plays (delayed navigation). */
  setBackgroundBusy: (busy: boolean) => void;
  back: () => void;
}

const index = (): ContentIndex | null => useContent.getState().index;

/** Without videos (refused, or the visitor chose so) every move is a blended cut, as with reduced motion. */
function planFlags(app: Pick<AppFlags, 'powerSaveMode' | 'reducedMotion' | 'fallbackMode'>): PlanFlags {
  return { powerSaveMode: app.powerSaveMode, reducedMotion: app.reducedMotion || app.fallbackMode };
}

function plannerFor(content: ContentIndex, flags: PlanFlags): PlannerContext {
  const { locations, transitions, settings } = content.bundle;
  return { graph: buildWorldGraph(locations, transitions), settings: settings.pathfinding, flags };
}

/**
 * Where the visitor is, where they go, and how (SPEC §4): plans routes with the domain rules and keeps the route
 * the stage plays. State and its transitions only: the hooks that react to an arrival or a new target run in
 * `app/route-controller.ts`. The content comes from the content store, the flags from the app store, both by
 * subscription.
 */
export const usePresenter = create<PresenterState>()((set, get) => {
  /** SPEC §4 current-location change: what the arrival shows (hotspots, arrows, history, breadcrumb, logo). */
  const arrivalAt = (payloadId: string): Partial<PresenterState> => {
    const content = index();
    const location = content?.locations.get(payloadId);
    if (!content || !location) return {};
    const { history, lastVisited } = get();
    const world = content.worlds.get(location.worldSlug) ?? null;
    const start = world ? (startLocationOf(content, world)?.payloadId ?? null) : null;
    return {
      arrivedAt: payloadId,
      history:
        history.length === 0 && start
          ? recordVisit(startHistory(start), payloadId, start)
          : recordVisit(history, payloadId, start),
      lastVisited: rememberLastVisited(lastVisited, location),
      breadcrumb: breadcrumbOf(location, world, content.bundle.locations),
      arrows: arrowsOf(location, (id) => content.locations.has(id)),
      logoWorld: location.worldSlug,
    };
  };

  /** SPEC §4 target-location change: hotspots and arrows go, the logo of another world goes. */
  const aim = (target: string) => {
    const { logoWorld, target: previous } = get();
    if (target === previous) return;
    const world = index()?.locations.get(target)?.worldSlug;
    set({
      target,
      arrivedAt: null,
      arrows: { prev: null, next: null },
      logoWorld: world === logoWorld ? logoWorld : null,
    });
  };

  /** Sets the navigation state, and with `arrivedAt` the arrival's state in the same update (one change to react to). */
  const apply = (nav: NavigationState, arrivedAt: string | null = null) =>
    set({ nav, current: nav.current, ...(arrivedAt ? arrivalAt(arrivedAt) : null) });

  return {
    current: null,
    target: null,
    arrivedAt: null,
    nav: null,
    history: [],
    lastVisited: new Map(),
    breadcrumb: [],
    arrows: { prev: null, next: null },
    logoWorld: null,
    planner: null,

    enter: (payloadId) => {
      if (!get().planner || !index()?.locations.has(payloadId)) return;
      aim(payloadId);
      apply(initialNavigation(payloadId), payloadId);
    },

    navigate: (payloadId) => {
      const { nav, planner } = get();
      if (!planner || !index()?.locations.has(payloadId)) return;
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

/** New content rebuilds the graph; the position is kept when its location still exists, else it is dropped. */
function followContent(content: ContentIndex | null): void {
  if (!content) return;
  const { current, planner } = usePresenter.getState();
  const lost = current !== null && !content.locations.has(current);
  usePresenter.setState({
    planner: plannerFor(content, planner?.flags ?? planFlags(useApp.getState())),
    ...(lost ? { current: null, target: null, arrivedAt: null, nav: null } : null),
  });
}

function followFlags(app: AppFlags): void {
  const { planner } = usePresenter.getState();
  const flags = planFlags(app);
  if (
    planner &&
    (planner.flags.powerSaveMode !== flags.powerSaveMode || planner.flags.reducedMotion !== flags.reducedMotion)
  )
    usePresenter.setState({ planner: { ...planner, flags } });
}

followContent(useContent.getState().index);
useContent.subscribe((state, previous) => {
  if (state.index !== previous.index) followContent(state.index);
});
useApp.subscribe(followFlags);
