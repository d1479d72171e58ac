import { describe, expect, it } from 'vitest';
import { NO_TARGET } from '../../src/domain/menus.ts';
import type { Menu, MenuItem } from '../../src/domain/types.ts';
import {
  cameFrom,
  destinationOf,
  menuToShow,
  TO_START_ITEM_ID,
  WAY_BACK_ITEM_ID,
  withWayBack,
  type WayBackContext,
} from '../../src/domain/way-back.ts';
import { contentIndex } from '../app/content-fixture.ts';

const index = contentIndex();
const factory = index.worlds.get('factory')!;
const home = { world: factory, start: 'factory-start' };
const navigate = (id: number, payloadId: string): MenuItem => ({
  id,
  label: `to ${payloadId}`,
  steps: [{ action: 'navigate', target: { ...NO_TARGET, payloadId } }],
  media: null,
  cover: null,
});
const main: Menu = { key: 'application-main', title: 'Main', items: [navigate(1, 'factory-hall-a')] };
const context = (here: string, visits: [string, string][] = []): WayBackContext => ({
  here: index.locations.get(here)!,
  home,
  worlds: index.worlds,
  lastVisited: new Map(visits),
});
const summary = (menu: Menu | null) =>
  menu?.items.map((item) => [item.id, item.labelKey ?? item.label, destinationOf(item)]);

describe('withWayBack (never stranded)', () => {
  it('outside the default world leads with the way back to where the visitor came from, then to the start', () => {
    const menu = withWayBack(
      main,
      context('lab-start', [
        ['factory', 'factory-hall-a'],
        ['lab', 'lab-start'],
      ]),
    );
    expect(summary(menu)).toEqual([
      [WAY_BACK_ITEM_ID, { key: 'menu__back_to_world', values: { world: 'FACTORY' } }, 'factory-hall-a'],
      [TO_START_ITEM_ID, { key: 'menu__to_start', values: { world: 'FACTORY' } }, 'factory-start'],
      [1, 'to factory-hall-a', 'factory-hall-a'],
    ]);
  });

  it('goes back to the world visited last, which need not be the default one', () => {
    const visits: [string, string][] = [
      ['factory', 'factory-hall-a'],
      ['lab', 'lab-start'],
      ['service', 'service-start'],
    ];
    const [wayBack] = withWayBack(main, context('service-start', visits))!.items;
    expect([wayBack!.labelKey, destinationOf(wayBack!)]).toEqual([
      { key: 'menu__back_to_world', values: { world: 'LAB' } },
      'lab-start',
    ]);
    expect(cameFrom(new Map(visits), 'service')).toBe('lab');
    expect(cameFrom(new Map([['service', 'service-start']]), 'service')).toBeNull();
  });

  it("goes back to the default world's start when nothing was visited before (a deep link)", () => {
    const menu = withWayBack(main, context('lab-start', [['lab', 'lab-start']]));
    expect(summary(menu)?.[0]).toEqual([
      WAY_BACK_ITEM_ID,
      { key: 'menu__back_to_world', values: { world: 'FACTORY' } },
      'factory-start',
    ]);
    // The way back already leads to the start: no second item for it.
    expect(menu?.items.map((item) => item.id)).toEqual([WAY_BACK_ITEM_ID, 1]);
  });

  it('in the default world adds the way to the start only when no item of the menu leads there', () => {
    expect(summary(withWayBack(main, context('factory-hall-a')))).toEqual([
      [TO_START_ITEM_ID, { key: 'menu__to_start', values: { world: 'FACTORY' } }, 'factory-start'],
      [1, 'to factory-hall-a', 'factory-hall-a'],
    ]);
    const withStart: Menu = { ...main, items: [navigate(2, 'factory-start'), ...main.items] };
    expect(withWayBack(withStart, context('factory-hall-a'))).toBe(withStart);
    expect(withWayBack(main, context('factory-start'))).toBe(main);
  });

  it('counts the last navigate step of an action stack as where an item leads', () => {
    const stacked: MenuItem = {
      ...navigate(3, 'factory-hall-a'),
      steps: [...navigate(0, 'factory-hall-a').steps, ...navigate(0, 'factory-start').steps],
    };
    expect(destinationOf(stacked)).toBe('factory-start');
    const menu: Menu = { ...main, items: [stacked] };
    expect(withWayBack(menu, context('factory-hall-a'))).toBe(menu);
  });

  it('makes a main menu where the content has none, and leaves menus alone without a default world', () => {
    expect(summary(withWayBack(null, context('factory-hall-a')))).toEqual([
      [TO_START_ITEM_ID, { key: 'menu__to_start', values: { world: 'FACTORY' } }, 'factory-start'],
    ]);
    expect(withWayBack(main, { ...context('lab-start'), home: null })).toBe(main);
  });
});

describe('menuToShow', () => {
  const menus: Menu[] = [
    main,
    { key: 'application-contacts', title: 'Contacts', items: [navigate(5, 'factory-start')] },
  ];
  const withMenus = contentIndex();
  withMenus.bundle.menus = menus;

  it('gives the main menu with the way back, other menus as the content has them', () => {
    const options = { here: 'lab-start', home: factory, lastVisited: new Map<string, string>() };
    expect(menuToShow('application-main', withMenus, options)?.items[0]?.id).toBe(WAY_BACK_ITEM_ID);
    expect(menuToShow('application-contacts', withMenus, options)).toBe(menus[1]);
    expect(menuToShow('application-footer', withMenus, options)).toBeNull();
  });
});
