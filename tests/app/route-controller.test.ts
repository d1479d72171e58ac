import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRouteController } from '../../src/app/route-controller';
import { runningSegment } from '../../src/domain/navigation';
import { useContent } from '../../src/stores/content-store';
import { usePresenter } from '../../src/stores/presenter-store';
import { startTour, tour } from '../stores/tour-fixture';

let stop: () => void;
let dataLayer: Record<string, unknown>[];

beforeEach(() => {
  dataLayer = [];
  vi.stubGlobal('window', { location: { hostname: 'showroom.example' }, dataLayer });
  startTour();
  const index = tour();
  index.bundle.settings.boxHooks = [
    { name: 'track-event', type: 'onTargetLocationChange', params: { event: 'target set' } },
  ];
  useContent.setState({ index });
  stop = startRouteController();
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

const events = (name: string) => dataLayer.filter((entry) => entry.event === name);

describe('route controller', () => {
  it('tracks an arrival once, and never a location passed through on the way', () => {
    usePresenter.getState().navigate('c');
    // The fly route passes a and b before it arrives at c.
    while (runningSegment(usePresenter.getState().nav)) usePresenter.getState().segmentDone();
    expect(events('location reached').map((entry) => entry.location)).toEqual(['c']);
    expect(events('current world')).toEqual([{ event: 'current world', world: 'factory' }]);
  });

  it("runs the content's target hooks when the target changes, before the arrival's", () => {
    usePresenter.getState().navigate('a');
    expect(events('target set')).toEqual([{ event: 'target set', location: 'a' }]);
    usePresenter.getState().segmentDone();
    expect(dataLayer.map((entry) => entry.event)).toEqual([
      'target set',
      'location reached',
      'current world',
      'location total',
    ]);
  });

  it('runs nothing once stopped', () => {
    stop();
    usePresenter.getState().navigate('a');
    usePresenter.getState().segmentDone();
    expect(dataLayer).toEqual([]);
  });
});
