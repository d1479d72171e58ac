import { describe, expect, it } from 'vitest';
import { indexContent } from '../../src/domain/content-index.ts';
import { shortcutsOf, stationGroups } from '../../src/domain/stations.ts';
import type { Location } from '../../src/domain/types.ts';
import { contentIndex } from '../app/content-fixture.ts';
import { location } from './fixtures.ts';

const station = (id: string, title: string, priority: number, at: number, overrides: Partial<Location> = {}) =>
  location(id, {
    title,
    stationCategory: { title: `Category ${priority}`, priority },
    priorityInCategory: at,
    ...overrides,
  });
const gate = (id: string, world: string, overrides: Partial<Location> = {}) =>
  station(id, `Gate ${world}`, 9, 0, {
    worldItem: { key: `portal-${world}`, type: 'world', worldSlug: world },
    ...overrides,
  });

describe('stationGroups (SPEC §2 bottom navigation: stations by category priority)', () => {
  const locations = [
    station('c', 'Cutting', 2, 1),
    station('z', 'Atelier', 1, 2),
    station('b', 'Bending', 2, 0),
    station('a', 'Assembly', 1, 2),
    location('no-category'),
    station('elsewhere', 'Elsewhere', 0, 0, { worldSlug: 'lab' }),
    gate('gate-lab', 'lab'),
  ];

  it('groups the world stations by category, groups by priority, stations by priority then title', () => {
    expect(stationGroups(locations, 'factory').map((g) => [g.title, g.stations.map((s) => s.payloadId)])).toEqual([
      ['Category 1', ['a', 'z']],
      ['Category 2', ['b', 'c']],
    ]);
  });

  it('leaves locations that stand for another world to the shortcuts', () => {
    const ids = stationGroups(locations, 'factory').flatMap((g) => g.stations.map((s) => s.payloadId));
    expect(ids).not.toContain('gate-lab');
  });
});

describe('shortcutsOf (SPEC §2 bottom navigation: shortcuts)', () => {
  const base = contentIndex();
  const index = indexContent({
    ...base.bundle,
    locations: [
      ...base.bundle.locations,
      gate('gate-service', 'service', { priorityInCategory: 2 }),
      gate('gate-lab', 'lab', { priorityInCategory: 1 }),
      gate('gate-lab-2', 'lab', { priorityInCategory: 3 }),
      gate('gate-nowhere', 'no-such-world'),
      gate('lab-back', 'factory', { worldSlug: 'lab' }),
    ],
  });

  it("lists the world's world items, one per world, leading to that world's start", () => {
    expect(shortcutsOf(index, 'factory')).toEqual([
      { worldSlug: 'lab', title: 'LAB', target: 'lab-start' },
      { worldSlug: 'service', title: 'SERVICE', target: 'service-start' },
    ]);
  });

  it('only lists the world items of the world the visitor is in', () => {
    expect(shortcutsOf(index, 'lab')).toEqual([{ worldSlug: 'factory', title: 'FACTORY', target: 'factory-start' }]);
    expect(shortcutsOf(index, 'service')).toEqual([]);
  });

  it('leads to the world item itself when its world has no start location', () => {
    const noStart = indexContent({
      ...index.bundle,
      worlds: index.bundle.worlds.map((w) => (w.slug === 'lab' ? { ...w, startLocationId: null } : w)),
    });
    expect(shortcutsOf(noStart, 'factory')[0]).toEqual({ worldSlug: 'lab', title: 'LAB', target: 'gate-lab' });
  });

  it("leads to a withheld world's start, which the server did not send, so that the tap asks for its code", () => {
    const withheld = indexContent({
      ...index.bundle,
      locations: index.bundle.locations.filter((l) => l.worldSlug !== 'lab'),
    });
    expect(shortcutsOf(withheld, 'factory')[0]).toEqual({ worldSlug: 'lab', title: 'LAB', target: 'lab-start' });
  });
});
