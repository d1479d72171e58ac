/** SPEC §4 Sidebars: the left and right sidebars' states and their transitions. Pure: the store records them. */

/** Sidebar slide time in seconds (SPEC §9), when the world sets none. */
export const SIDEBARS_TRANSITION_TIME = 0.3;

export type SidebarSide = 'left' | 'right';
export const SIDEBAR_SIDES: readonly SidebarSide[] = ['left', 'right'];

/** Closed, sliding in, open, sliding out. */
export type SidebarPhase = 'closed' | 'opening' | 'open' | 'closing';

/** What a sidebar shows: a menu, asked for by its key (resolved by priority when shown). */
export interface SidebarContent {
  menu: string;
}

export interface SidebarState {
  content: SidebarContent | null;
  phase: SidebarPhase;
}

export type Sidebars = Readonly<Record<SidebarSide, SidebarState>>;

export const CLOSED_SIDEBARS: Sidebars = {
  left: { content: null, phase: 'closed' },
  right: { content: null, phase: 'closed' },
};

/**
 * "closed to open when content or a component is set on a side, then slide in". Content set on an open side
 * replaces what it shows; a side sliding out slides back in.
 */
export function setContent(sidebars: Sidebars, side: SidebarSide, content: SidebarContent): Sidebars {
  const { phase } = sidebars[side];
  return { ...sidebars, [side]: { content, phase: phase === 'open' ? 'open' : 'opening' } };
}

/**
 * "closing is blocked during a transition": only an open side starts to slide out; a side sliding in or out is
 * left as it is. Several sides close together.
 */
export function closeSides(sidebars: Sidebars, sides: readonly SidebarSide[] = SIDEBAR_SIDES): Sidebars {
  let next = sidebars;
  for (const side of sides) {
    if (next[side].phase === 'open') next = { ...next, [side]: { ...next[side], phase: 'closing' } };
  }
  return next;
}

/**
 * A side's slide ended. Only the slide under way counts (`slid`: the phase it ran in): a slide in ends open, a
 * slide out ends closed and empty. A slide that was replaced by another changes nothing.
 */
export function slideEnded(sidebars: Sidebars, side: SidebarSide, slid: 'opening' | 'closing'): Sidebars {
  const state = sidebars[side];
  if (state.phase !== slid) return sidebars;
  return {
    ...sidebars,
    [side]: slid === 'opening' ? { ...state, phase: 'open' } : { content: null, phase: 'closed' },
  };
}

/** The sides that finished sliding out between two states: SPEC's close-sidebars hook runs for them. */
export function sidesClosed(before: Sidebars, after: Sidebars): SidebarSide[] {
  return SIDEBAR_SIDES.filter((side) => before[side].phase === 'closing' && after[side].phase === 'closed');
}

/** The backdrop ("wrapper") is visible while any side is not closed. */
export const anySideShown = (sidebars: Sidebars): boolean =>
  SIDEBAR_SIDES.some((side) => sidebars[side].phase !== 'closed');
