import { describe, expect, it } from 'vitest';
import {
  GO_BACK_ITEM_ID,
  NO_TARGET,
  closeNestedMenu,
  forgetMenus,
  menuSourcesOf,
  openNestedMenu,
  resolveMenu,
  showMenu,
  withGoBackFirst,
  type MenuSources,
} from '../../src/domain/menus.ts';
import type { Menu, MenuAction, MenuItem, World } from '../../src/domain/types.ts';
import { location } from './fixtures.ts';

const item = (id: number, action: MenuAction = 'navigate'): MenuItem => ({
  id,
  label: `item ${id}`,
  steps: [{ action, target: NO_TARGET }],
  media: null,
  cover: null,
});
const menu = (key: string, ...items: MenuItem[]): Menu => ({ key, title: key, items });
const none: MenuSources = { root: [], world: [], group: [], location: [] };

describe('resolveMenu (priority root 0 < world 1 < group 2 < location 3)', () => {
  const menus = ['application-main', 'application-main-lab', 'application-main-hall', 'application-main-press'].map(
    (k) => menu(k),
  );
  const sources: MenuSources = {
    root: ['application-main'],
    world: ['application-main-lab'],
    group: ['application-main-hall'],
    location: ['application-main-press'],
  };

  it('takes the menu of the highest-priority level whose key starts with the requested key', () => {
    expect(resolveMenu('application-main', sources, menus)?.key).toBe('application-main-press');
    expect(resolveMenu('application-main', { ...sources, location: [] }, menus)?.key).toBe('application-main-hall');
    expect(resolveMenu('application-main', { ...sources, location: [], group: [] }, menus)?.key).toBe(
      'application-main-lab',
    );
    expect(resolveMenu('application-main', { ...none, root: sources.root }, menus)?.key).toBe('application-main');
  });

  it('skips keys that do not start with the requested key or have no menu', () => {
    expect(
      resolveMenu('application-main', { ...sources, location: ['application-footer', 'application-main-x'] }, menus)
        ?.key,
    ).toBe('application-main-hall');
    expect(resolveMenu('application-contacts', sources, menus)).toBeNull();
  });

  it('prefers the exact key within one level', () => {
    const root = ['application-main-lab', 'application-main'];
    expect(resolveMenu('application-main', { ...none, root }, menus)?.key).toBe('application-main');
  });

  it('reads the levels from the location, its group and its world', () => {
    const group = { slug: 'g', title: 'G', navigationColor: '', menus: ['application-main-hall'] };
    const world = { menus: ['application-main-lab'] } as unknown as World;
    const s = menuSourcesOf(location('a', { group, menus: ['x'] }), world, menus);
    expect(s).toEqual({
      root: menus.map((m) => m.key),
      world: ['application-main-lab'],
      group: ['application-main-hall'],
      location: ['x'],
    });
    expect(menuSourcesOf(null, null, [])).toEqual(none);
  });
});

describe('nested menu stack per domain', () => {
  const main = menu('application-main', item(1), item(2));
  const machines = menu('machines', item(10), item(11));
  const presses = menu('presses', item(20));

  it('pushes the current menu and shows the nested one with a go-back item first', () => {
    const s = openNestedMenu(showMenu({}, 'left', main), 'left', machines);
    expect(s.left?.stack).toEqual([main]);
    expect(s.left?.current?.items.map((i) => [i.id, i.steps.map((step) => step.action)])).toEqual([
      [GO_BACK_ITEM_ID, ['go-back']],
      [10, ['navigate']],
      [11, ['navigate']],
    ]);
    expect(s.left?.current?.items[0]?.labelKey).toEqual({ key: 'menu__back' });
  });

  it('going back restores the last saved menu and pops it, level by level', () => {
    let s = showMenu({}, 'left', main);
    s = openNestedMenu(s, 'left', machines);
    const nested = s.left?.current;
    s = openNestedMenu(s, 'left', presses);
    expect(s.left?.stack).toHaveLength(2);
    s = closeNestedMenu(s, 'left');
    expect(s.left).toEqual({ current: nested, stack: [main] });
    s = closeNestedMenu(s, 'left');
    expect(s.left).toEqual({ current: main, stack: [] });
    expect(closeNestedMenu(s, 'left')).toBe(s);
  });

  it('keeps domains apart', () => {
    let s = showMenu(showMenu({}, 'left', main), 'footer', presses);
    s = openNestedMenu(s, 'left', machines);
    expect(s.footer).toEqual({ current: presses, stack: [] });
  });

  it('shows a nested menu as it is when nothing was shown before', () => {
    expect(openNestedMenu({}, 'left', machines).left).toEqual({ current: machines, stack: [] });
  });

  it("moves the menu's own go-back item to the front instead of adding a second one", () => {
    const own = item(99, 'go-back');
    expect(withGoBackFirst(menu('m', item(1), own)).items.map((i) => i.id)).toEqual([99, 1]);
  });

  it('counts as go-back only an item whose one step goes back', () => {
    const stacked: MenuItem = { ...item(98), steps: [...item(0, 'go-back').steps, ...item(0).steps] };
    expect(withGoBackFirst(menu('m', item(1), stacked)).items.map((i) => i.id)).toEqual([GO_BACK_ITEM_ID, 1, 98]);
  });

  it('forgets the menus of a domain that is no longer shown, and only those', () => {
    const s = openNestedMenu(showMenu(showMenu({}, 'left', main), 'right', presses), 'left', machines);
    expect(forgetMenus(s, 'left')).toEqual({ right: { current: presses, stack: [] } });
    expect(forgetMenus(s, 'footer')).toBe(s);
  });
});
