import { beforeEach, describe, expect, it } from 'vitest';
import { indexContent } from '../../src/domain/content-index';
import type { ContentBundle } from '../../src/domain/types';
import { usePresenter } from '../../src/stores/presenter-store';
import { contentIndex } from '../app/content-fixture';
import { location, transition } from '../domain/fixtures';

/** A chain entrance -> a -> b -> c -> d in the factory, plus arrows a <-> b. */
function tour() {
  const base = contentIndex().bundle;
  const ids = ['factory-start', 'a', 'b', 'c', 'd'];
  const bundle: ContentBundle = {
    ...base,
    locations: [
      location('factory-start', { slug: 'entrance' }),
      location('a', { arrowNext: 'b' }),
      location('b', { arrowPrev: 'a', arrowNext: 'missing' }),
      location('c'),
      location('d'),
    ],
    transitions: ids.slice(1).flatMap((to, i) => [transition(ids[i]!, to), transition(to, ids[i]!)]),
  };
  return indexContent(bundle);
}

const flags = { powerSaveMode: false, reducedMotion: false };

function playToEnd() {
  for (let guard = 0; guard < 20 && usePresenter.getState().queue.current; guard += 1)
    usePresenter.getState().segmentDone();
}

describe('presenter store', () => {
  beforeEach(() => {
    usePresenter.setState(usePresenter.getInitialState(), true);
    usePresenter.getState().configure(tour(), flags);
    usePresenter.getState().enter('factory-start');
  });

  it('arrives at once on entering, with history, breadcrumb and hotspots of the location', () => {
    const state = usePresenter.getState();
    expect(state.current).toBe('factory-start');
    expect(state.history).toEqual(['factory-start']);
    expect(state.hotspotsOf).toBe('factory-start');
    expect(state.breadcrumb.map((crumb) => crumb.kind)).toEqual(['world', 'location']);
  });

  it('queues a single step as one clip and arrives when it is done', () => {
    usePresenter.getState().navigate('a');
    let state = usePresenter.getState();
    expect(state.target).toBe('a');
    expect(state.hotspotsOf).toBeNull();
    expect(state.queue.current).toMatchObject({
      kind: 'clip',
      rate: 1,
      transition: { from: 'factory-start', to: 'a' },
    });
    expect(state.queue.next).toBeNull();
    usePresenter.getState().segmentDone();
    state = usePresenter.getState();
    expect(state.current).toBe('a');
    expect(state.hotspotsOf).toBe('a');
    expect(state.arrows).toEqual({ prev: null, next: 'b' });
    expect(state.history).toEqual(['factory-start', 'a']);
  });

  it('flies a three-step route at rate 2, passing through the locations in between', () => {
    usePresenter.getState().navigate('c');
    const state = usePresenter.getState();
    expect(state.queue.current).toMatchObject({ kind: 'clip', rate: 2, passThrough: true });
    expect(state.queue.next).toMatchObject({ kind: 'clip', transition: { from: 'a', to: 'b' } });
    usePresenter.getState().segmentDone();
    expect(usePresenter.getState().current).toBe('a');
    expect(usePresenter.getState().hotspotsOf).toBeNull();
    playToEnd();
    expect(usePresenter.getState().current).toBe('c');
    expect(usePresenter.getState().history).toEqual(['factory-start', 'c']);
  });

  it('re-plans from the next location when a new target comes during a route', () => {
    usePresenter.getState().navigate('d');
    const serial = usePresenter.getState().routeSerial;
    usePresenter.getState().navigate('a');
    const state = usePresenter.getState();
    expect(state.routeSerial).toBe(serial + 1);
    expect(state.queue.current).toMatchObject({ transition: { from: 'factory-start', to: 'a' } });
    expect(state.queue.next).toBeNull();
    playToEnd();
    expect(usePresenter.getState().current).toBe('a');
  });

  it('ignores the current location as a target', () => {
    const serial = usePresenter.getState().routeSerial;
    usePresenter.getState().navigate('factory-start');
    expect(usePresenter.getState().routeSerial).toBe(serial);
    expect(usePresenter.getState().queue.current).toBeNull();
  });

  it('remembers a target while a non-looping background plays and goes there when it ends', () => {
    usePresenter.getState().setBackgroundBusy(true);
    usePresenter.getState().navigate('a');
    expect(usePresenter.getState().queue.current).toBeNull();
    usePresenter.getState().setBackgroundBusy(false);
    expect(usePresenter.getState().queue.current).toMatchObject({ transition: { to: 'a' } });
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
    usePresenter.getState().configure(usePresenter.getState().index!, { powerSaveMode: true, reducedMotion: false });
    usePresenter.getState().navigate('d');
    expect(usePresenter.getState().queue.current).toMatchObject({ kind: 'cut', to: 'd', blendingTime: 0 });
  });

  it('replaces clips with a blended cut under reduced motion', () => {
    usePresenter.getState().configure(usePresenter.getState().index!, { powerSaveMode: false, reducedMotion: true });
    usePresenter.getState().navigate('b');
    expect(usePresenter.getState().queue.current).toMatchObject({ kind: 'cut', to: 'b', blendingTime: 0.4 });
  });
});

describe('presenter route hooks', () => {
  beforeEach(() => {
    usePresenter.setState(usePresenter.getInitialState(), true);
    usePresenter.getState().configure(tour(), flags);
    usePresenter.getState().enter('factory-start');
  });

  it('clears hotspots and arrows on a new target and restores them on arrival', () => {
    usePresenter.getState().navigate('a');
    playToEnd();
    expect(usePresenter.getState().arrows.next).toBe('b');
    usePresenter.getState().navigate('b');
    expect(usePresenter.getState()).toMatchObject({ hotspotsOf: null, arrows: { prev: null, next: null } });
    playToEnd();
    // An arrow to a location that does not exist is hidden.
    expect(usePresenter.getState().arrows).toEqual({ prev: 'a', next: null });
  });

  it('remembers the last visited location per world and the menu sources of the location', () => {
    usePresenter.getState().navigate('c');
    playToEnd();
    expect(usePresenter.getState().lastVisited).toEqual({ factory: 'c' });
    expect(usePresenter.getState().menuSources).toMatchObject({ world: [], location: [] });
    expect(usePresenter.getState().logoWorld).toBe('factory');
  });
});
