import { beforeEach, describe, expect, it } from 'vitest';
import { runningSegment, upcomingSegments } from '../../src/domain/navigation';
import { useApp } from '../../src/stores/app-store';
import { useContent } from '../../src/stores/content-store';
import { usePresenter } from '../../src/stores/presenter-store';
import { startTour, tour } from './tour-fixture';

const running = () => runningSegment(usePresenter.getState().nav);

function playToEnd() {
  for (let guard = 0; guard < 20 && running(); guard += 1) usePresenter.getState().segmentDone();
}

describe('presenter store', () => {
  beforeEach(startTour);

  it('arrives at once on entering, with history, breadcrumb and hotspots of the location', () => {
    const state = usePresenter.getState();
    expect(state.current).toBe('factory-start');
    expect(state.history).toEqual(['factory-start']);
    expect(state.arrivedAt).toBe('factory-start');
    expect(state.breadcrumb.map((crumb) => crumb.kind)).toEqual(['world', 'location']);
  });

  it('queues a single step as one clip and arrives when it is done', () => {
    usePresenter.getState().navigate('a');
    let state = usePresenter.getState();
    expect(state.target).toBe('a');
    expect(state.arrivedAt).toBeNull();
    expect(runningSegment(state.nav)).toMatchObject({
      kind: 'clip',
      rate: 1,
      transition: { from: 'factory-start', to: 'a' },
    });
    expect(upcomingSegments(state.nav)[0] ?? null).toBeNull();
    usePresenter.getState().segmentDone();
    state = usePresenter.getState();
    expect(state.current).toBe('a');
    expect(state.arrivedAt).toBe('a');
    expect(state.arrows).toEqual({ prev: null, next: 'b' });
    expect(state.history).toEqual(['factory-start', 'a']);
  });

  it('flies a three-step route at rate 2, passing through the locations in between', () => {
    usePresenter.getState().navigate('c');
    const state = usePresenter.getState();
    expect(runningSegment(state.nav)).toMatchObject({ kind: 'clip', rate: 2, passThrough: true });
    expect(upcomingSegments(state.nav)[0] ?? null).toMatchObject({ kind: 'clip', transition: { from: 'a', to: 'b' } });
    usePresenter.getState().segmentDone();
    expect(usePresenter.getState().current).toBe('a');
    expect(usePresenter.getState().arrivedAt).toBeNull();
    playToEnd();
    expect(usePresenter.getState().current).toBe('c');
    expect(usePresenter.getState().history).toEqual(['factory-start', 'c']);
  });

  it('re-plans from the next location when a new target comes during a route', () => {
    usePresenter.getState().navigate('d');
    const before = usePresenter.getState().nav;
    usePresenter.getState().navigate('a');
    const state = usePresenter.getState();
    expect(state.nav?.route?.plan).not.toBe(before?.route?.plan);
    expect(runningSegment(state.nav)).toMatchObject({ transition: { from: 'factory-start', to: 'a' } });
    expect(upcomingSegments(state.nav)[0] ?? null).toBeNull();
    playToEnd();
    expect(usePresenter.getState().current).toBe('a');
  });

  it('remembers the last location arrived at in each world, the world arrived in last at the end', () => {
    usePresenter.getState().navigate('d');
    playToEnd();
    usePresenter.getState().navigate('service-start');
    playToEnd();
    expect([...usePresenter.getState().lastVisited]).toEqual([
      ['factory', 'd'],
      ['service', 'service-start'],
    ]);
  });

  it('ignores the current location as a target', () => {
    const before = usePresenter.getState();
    usePresenter.getState().navigate('factory-start');
    expect(usePresenter.getState()).toBe(before);
    expect(running()).toBeNull();
  });

  it('remembers a target while a non-looping background plays and goes there when it ends', () => {
    usePresenter.getState().setBackgroundBusy(true);
    usePresenter.getState().navigate('a');
    expect(running()).toBeNull();
    usePresenter.getState().setBackgroundBusy(false);
    expect(running()).toMatchObject({ transition: { to: 'a' } });
    expect(usePresenter.getState().target).toBe('a');
  });

  it('goes back through the history', () => {
    usePresenter.getState().navigate('a');
    playToEnd();
    usePresenter.getState().navigate('b');
    playToEnd();
    usePresenter.getState().back();
    playToEnd();
    expect(usePresenter.getState().current).toBe('a');
    expect(usePresenter.getState().history).toEqual(['factory-start', 'a']);
  });

  it('cuts straight to the target in power-save mode', () => {
    useApp.getState().set({ powerSaveMode: true });
    usePresenter.getState().navigate('d');
    expect(running()).toMatchObject({ kind: 'cut', to: 'd', blendingTime: 0 });
  });

  it('moves by blended cuts once the visitor chose to go on without videos', () => {
    useApp.getState().set({ fallbackMode: true });
    usePresenter.getState().navigate('b');
    expect(running()).toMatchObject({ kind: 'cut', to: 'b' });
  });

  it('follows new content: keeps the position where it still exists, and drops it where it does not', () => {
    const planner = usePresenter.getState().planner;
    useContent.setState({ index: tour() });
    expect(usePresenter.getState().planner).not.toBe(planner);
    expect(usePresenter.getState().current).toBe('factory-start');
    const gone = tour();
    gone.locations.delete('factory-start');
    useContent.setState({ index: gone });
    expect(usePresenter.getState()).toMatchObject({ current: null, target: null, nav: null });
  });

  it('replaces clips with a blended cut under reduced motion', () => {
    useApp.getState().set({ reducedMotion: true });
    usePresenter.getState().navigate('b');
    expect(running()).toMatchObject({ kind: 'cut', to: 'b', blendingTime: 0.4 });
  });
});

describe('presenter route hooks', () => {
  beforeEach(startTour);

  it('clears hotspots and arrows on a new target and restores them on arrival', () => {
    usePresenter.getState().navigate('a');
    playToEnd();
    expect(usePresenter.getState().arrows.next).toBe('b');
    usePresenter.getState().navigate('b');
    expect(usePresenter.getState()).toMatchObject({ arrivedAt: null, arrows: { prev: null, next: null } });
    playToEnd();
    // An arrow to a location that does not exist is hidden.
    expect(usePresenter.getState().arrows).toEqual({ prev: 'a', next: null });
  });

  it('shows the logo of the world arrived at, and removes it only for a target in another world', () => {
    expect(usePresenter.getState().logoWorld).toBe('factory');
    usePresenter.getState().navigate('c');
    expect(usePresenter.getState().logoWorld).toBe('factory');
    playToEnd();
    usePresenter.getState().navigate('service-start');
    expect(usePresenter.getState().logoWorld).toBeNull();
    playToEnd();
    expect(usePresenter.getState().logoWorld).toBe('service');
  });
});
