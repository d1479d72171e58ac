import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  arrowsOf,
  breadcrumbOf,
  goBack,
  recordVisit,
  rememberLastVisited,
  startHistory,
} from '../../src/domain/history.ts';
import { location } from './fixtures.ts';

const visit = (start: string, ...ids: string[]) =>
  ids.reduce((h, id) => recordVisit(h, id, start), startHistory(start));

describe('history (SPEC §4)', () => {
  it('starts with the start location and pushes each arrival', () => {
    expect(startHistory('s')).toEqual(['s']);
    expect(visit('s', 'a', 'b', 'a')).toEqual(['s', 'a', 'b', 'a']);
  });

  it('does not push the location it already ends with', () => {
    expect(visit('s', 'a', 'a')).toEqual(['s', 'a']);
  });

  it('clears on return to the start location', () => {
    expect(visit('s', 'a', 'b', 's')).toEqual(['s']);
  });

  it('keeps at most 100 entries, dropping the oldest', () => {
    const ids = Array.from({ length: 150 }, (_, i) => `l${i}`);
    const h = visit('s', ...ids);
    expect(h).toHaveLength(HISTORY_LIMIT);
    expect(h[0]).toBe('l50');
    expect(h[99]).toBe('l149');
  });

  it('goes back to the previous entry by popping twice; arriving there pushes it again', () => {
    const back = goBack(visit('s', 'a', 'b'));
    expect(back).toEqual({ target: 'a', history: ['s'] });
    expect(recordVisit(back!.history, back!.target, 's')).toEqual(['s', 'a']);
    expect(goBack(['s', 'a'])).toEqual({ target: 's', history: [] });
    expect(goBack(['s'])).toBeNull();
    expect(goBack([])).toBeNull();
  });

  it('remembers the last visited location of each world, the world visited last at the end', () => {
    let last = rememberLastVisited(new Map(), location('a'));
    last = rememberLastVisited(last, location('p', { worldSlug: 'lab' }));
    expect([...last]).toEqual([
      ['factory', 'a'],
      ['lab', 'p'],
    ]);
    last = rememberLastVisited(last, location('b'));
    expect([...last]).toEqual([
      ['lab', 'p'],
      ['factory', 'b'],
    ]);
  });
});

describe('breadcrumbOf', () => {
  const group = { slug: 'hall', title: 'Hall', navigationColor: '#000', menus: [] };
  const factory = { slug: 'factory', name: 'Factory', startLocationId: 'gate' };
  const gate = location('gate');
  const press = location('press', { group, title: 'Press', priorityInCategory: 2 });
  const saw = location('saw', { group, title: 'Saw', priorityInCategory: 1 });
  const elsewhere = location('elsewhere', { group, worldSlug: 'lab', priorityInCategory: 0 });
  const all = [gate, press, saw, elsewhere];

  it('lists world, group and location, leading to the world start and the group first location', () => {
    expect(breadcrumbOf(press, factory, all)).toEqual([
      { kind: 'world', id: 'factory', title: 'Factory', target: 'gate' },
      { kind: 'group', id: 'hall', title: 'Hall', target: 'saw' },
      { kind: 'location', id: 'press', title: 'Press', target: null },
    ]);
  });

  it('leads nowhere from an entry that names where the visitor is, or a location that does not exist', () => {
    expect(breadcrumbOf(saw, factory, all).map((c) => c.target)).toEqual(['gate', null, null]);
    expect(breadcrumbOf(press, { ...factory, startLocationId: 'gone' }, all)[0]!.target).toBeNull();
  });

  it('skips a missing group and names an unknown world by its slug', () => {
    expect(breadcrumbOf(location('press'), null, all).map((c) => c.title)).toEqual(['factory', 'PRESS']);
  });
});

describe('arrowsOf', () => {
  it('shows the previous and next arrows that lead to existing locations', () => {
    const known = new Set(['a', 'c']);
    const has = (id: string) => known.has(id);
    expect(arrowsOf({ arrowPrev: 'a', arrowNext: 'c' }, has)).toEqual({ prev: 'a', next: 'c' });
    expect(arrowsOf({ arrowPrev: 'gone', arrowNext: null }, has)).toEqual({ prev: null, next: null });
  });
});
