import { animated, useSpring } from '@react-spring/web';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  anySideShown,
  SIDEBAR_SIDES,
  SIDEBARS_TRANSITION_TIME,
  type SidebarSide,
  type SidebarState,
} from '../../domain/sidebar-rules.ts';
import type { MenuItem } from '../../domain/types.ts';
import { useApp } from '../../stores/app-store.ts';
import { useContent } from '../../stores/content-store.ts';
import { useMenus } from '../../stores/menu-store.ts';
import { usePresenter } from '../../stores/presenter-store.ts';
import { useSidebar } from '../../stores/sidebar-store.ts';
import { MenuList } from '../menus/menu-list.tsx';
import { useFocusTrap } from './focus-trap.ts';
import styles from './sidebars.module.css';

/** What a tap on a menu item in a sidebar does: the app's decision. */
export type SidebarMenuAction = (item: MenuItem, side: SidebarSide) => void;

/** Seconds a slide takes: the current world's `sidebars_transition_time`; none with reduced motion. */
function useSlideSeconds(): number {
  const current = usePresenter((state) => state.current);
  const seconds = useContent((state) => {
    const location = current ? state.index?.locations.get(current) : undefined;
    return location ? state.index?.worlds.get(location.worldSlug)?.sidebarsTransitionTime : undefined;
  });
  const reducedMotion = useApp((state) => state.reducedMotion);
  return reducedMotion ? 0 : (seconds ?? SIDEBARS_TRANSITION_TIME);
}

const OFFSCREEN: Readonly<Record<SidebarSide, number>> = { left: -100, right: 100 };

function SidebarPanel({
  side,
  state,
  seconds,
  act,
}: {
  side: SidebarSide;
  state: SidebarState;
  seconds: number;
  act: SidebarMenuAction;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const menu = useMenus((s) => s.stacks[side]?.current ?? null);
  const close = useSidebar((s) => s.close);
  const [{ x }, spring] = useSpring(() => ({ x: OFFSCREEN[side] }));
  const { phase } = state;

  // Slides in or out, and the slide's end tells the store when its time is up (a slide replaced by another does not):
  // a side left sliding, its frames stopped, would hold the backdrop over the tour and could not be closed.
  useEffect(() => {
    if (phase !== 'opening' && phase !== 'closing') return;
    const to = phase === 'opening' ? 0 : OFFSCREEN[side];
    const ended = () => useSidebar.getState().slideEnded(side, phase);
    // No slide with reduced motion, nor when the side is already there (mounted again while it slid out).
    if (seconds === 0 || x.get() === to) {
      spring.set({ x: to });
      ended();
      return;
    }
    // The store hears of the end from the clock, not from the spring's last frame: frames can stop.
    void spring.start({ x: to, config: { duration: seconds * 1000 } });
    const deadline = window.setTimeout(() => {
      spring.set({ x: to });
      ended();
    }, seconds * 1000);
    return () => window.clearTimeout(deadline);
  }, [phase, seconds, side, spring, x]);

  // A new menu (opened, nested, gone back) takes the focus to its first item (the close button when it has none).
  const shown = phase === 'opening' || phase === 'open';
  useEffect(() => {
    if (!shown || !panel.current) return;
    const first = panel.current.querySelector<HTMLElement>('[data-testid="menu.item"]');
    (first ?? panel.current.querySelector<HTMLElement>('button'))?.focus({ preventScroll: true });
  }, [shown, menu]);

  const title = menu?.title || t(side === 'left' ? 'sidebar__menu' : 'sidebar__contacts');
  return (
    <animated.section
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className={`${styles.panel} ${styles[side]}`}
      style={{ transform: seconds === 0 ? 'none' : x.to((value) => `translateX(${value}%)`) }}
      hidden={phase === 'closed'}
      inert={phase === 'closing'}
      data-testid={`sidebar.${side}`}
      data-phase={phase}
    >
      {/* A div, not a header: a header here would be a second banner landmark beside the page's. */}
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('sidebar__close')}
          onClick={() => close([side])}
          data-testid="sidebar.close"
        >
          ×
        </button>
      </div>
      <div className={styles.body}>
        {phase !== 'closed' && <MenuList menu={menu} onItem={(item) => act(item, side)} />}
      </div>
    </animated.section>
  );
}

/**
 * The left and right sidebars (SPEC §2, §4): they slide over a half-opacity backdrop in the world's transition
 * time and close on a tap of the gap, on their close button or on Escape. While one is open, focus stays in the
 * open sidebars and returns to where it was once they close.
 */
export default function Sidebars({ act }: { act: SidebarMenuAction }) {
  const sidebars = useSidebar((s) => s.sidebars);
  const close = useSidebar((s) => s.close);
  const seconds = useSlideSeconds();
  const layer = useRef<HTMLDivElement>(null);
  const open = SIDEBAR_SIDES.some((side) => ['opening', 'open'].includes(sidebars[side].phase));
  useFocusTrap(layer, open, () => close());
  const backdrop = useSpring({
    from: { opacity: 0 },
    opacity: open ? 0.5 : 0,
    config: { duration: seconds * 1000 },
    immediate: seconds === 0,
  });
  if (!anySideShown(sidebars)) return null;
  return (
    <div ref={layer} className={styles.layer}>
      <animated.div className={styles.backdrop} style={backdrop} onClick={() => close()} data-testid="sidebar.gap" />
      {SIDEBAR_SIDES.map((side) => (
        <SidebarPanel key={side} side={side} state={sidebars[side]} seconds={seconds} act={act} />
      ))}
    </div>
  );
}
