import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSidebarController } from '../../src/app/sidebar-controller';
import { NO_TARGET } from '../../src/domain/menus';
import type { Menu } from '../../src/domain/types';
import { TO_START_ITEM_ID } from '../../src/domain/way-back';
import { useContent } from '../../src/stores/content-store';
import { useMenus } from '../../src/stores/menu-store';
import { usePresenter } from '../../src/stores/presenter-store';
import { useSidebar } from '../../src/stores/sidebar-store';
import { startTour, tour } from '../stores/tour-fixture';

const menu = (key: string, payloadId: string): Menu => ({
  key,
  title: key,
  items: [
    {
      id: 1,
      label: key,
      steps: [{ action: 'navigate', target: { ...NO_TARGET, payloadId } }],
      media: null,
      cover: null,
    },
  ],
});

let stop: () => void;
beforeEach(() => {
  vi.stubGlobal('window', { location: { hostname: 'showroom.example' } });
  startTour();
  const index = tour();
  index.bundle.menus = [menu('application-main', 'b'), menu('application-contacts', 'c')];
  useContent.setState({ index });
  usePresenter.getState().navigate('a');
  usePresenter.getState().segmentDone();
  useSidebar.setState(useSidebar.getInitialState(), true);
  useMenus.setState(useMenus.getInitialState(), true);
  stop = startSidebarController();
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

const shown = (side: 'left' | 'right') => useMenus.getState().stacks[side]?.current ?? null;

describe('sidebar controller', () => {
  it('shows the menu a side asks for, chosen where the visitor is: the main menu with the way to the start', () => {
    useSidebar.getState().open('left', { menu: 'application-main' });
    expect(shown('left')?.items.map((item) => item.id)).toEqual([TO_START_ITEM_ID, 1]);
    useSidebar.getState().open('right', { menu: 'application-contacts' });
    expect(shown('right')?.key).toBe('application-contacts');
  });

  it('runs the close-sidebars hook after a side slid out, not before: its menus are forgotten', () => {
    const sidebar = useSidebar.getState();
    sidebar.open('left', { menu: 'application-main' });
    sidebar.open('right', { menu: 'application-contacts' });
    sidebar.slideEnded('left', 'opening');
    sidebar.slideEnded('right', 'opening');
    sidebar.close();
    expect(shown('left')).not.toBeNull();
    sidebar.slideEnded('left', 'closing');
    expect(useMenus.getState().stacks.left).toBeUndefined();
    expect(shown('right')).not.toBeNull();
    sidebar.slideEnded('right', 'closing');
    expect(useMenus.getState().stacks).toEqual({});
  });

  it('ignores a close while the side still slides in', () => {
    useSidebar.getState().open('left', { menu: 'application-main' });
    useSidebar.getState().close();
    expect(useSidebar.getState().sidebars.left.phase).toBe('opening');
    expect(shown('left')).not.toBeNull();
  });
});
