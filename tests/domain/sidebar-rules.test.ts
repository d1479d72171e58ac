import { describe, expect, it } from 'vitest';
import {
  anySideShown,
  CLOSED_SIDEBARS,
  closeSides,
  setContent,
  sidesClosed,
  slideEnded,
  type Sidebars,
} from '../../src/domain/sidebar-rules.ts';

const main = { menu: 'application-main' };
const contacts = { menu: 'application-contacts' };
const openLeft = (): Sidebars => slideEnded(setContent(CLOSED_SIDEBARS, 'left', main), 'left', 'opening');

describe('sidebars (SPEC §4)', () => {
  it('a side opens when content is set on it, slides in, and is open once the slide ends', () => {
    const sliding = setContent(CLOSED_SIDEBARS, 'left', main);
    expect(sliding.left).toEqual({ content: main, phase: 'opening' });
    expect(sliding.right).toBe(CLOSED_SIDEBARS.right);
    expect(anySideShown(sliding)).toBe(true);
    expect(slideEnded(sliding, 'left', 'opening').left).toEqual({ content: main, phase: 'open' });
  });

  it('closing is blocked while a side slides in or out', () => {
    const sliding = setContent(CLOSED_SIDEBARS, 'left', main);
    expect(closeSides(sliding)).toBe(sliding);
    const closing = closeSides(openLeft());
    expect(closing.left.phase).toBe('closing');
    expect(closeSides(closing)).toBe(closing);
  });

  it('a side that slid out is closed and empty, and the close hook is due for it alone', () => {
    const closing = closeSides(openLeft());
    const closed = slideEnded(closing, 'left', 'closing');
    expect(closed.left).toEqual({ content: null, phase: 'closed' });
    expect(anySideShown(closed)).toBe(false);
    expect(sidesClosed(closing, closed)).toEqual(['left']);
    expect(sidesClosed(openLeft(), closing)).toEqual([]);
  });

  it('both sides close together', () => {
    const both = slideEnded(setContent(openLeft(), 'right', contacts), 'right', 'opening');
    const closing = closeSides(both);
    expect([closing.left.phase, closing.right.phase]).toEqual(['closing', 'closing']);
    const closed = slideEnded(slideEnded(closing, 'left', 'closing'), 'right', 'closing');
    expect(closed).toEqual(CLOSED_SIDEBARS);
    expect(closeSides(both, ['right']).left.phase).toBe('open');
  });

  it('content set on an open side replaces what it shows without a new slide', () => {
    expect(setContent(openLeft(), 'left', contacts).left).toEqual({ content: contacts, phase: 'open' });
  });

  it('a slide that was replaced by another changes nothing when it ends', () => {
    const closing = closeSides(openLeft());
    const reopening = setContent(closing, 'left', main);
    expect(reopening.left.phase).toBe('opening');
    expect(slideEnded(reopening, 'left', 'closing')).toBe(reopening);
    expect(slideEnded(CLOSED_SIDEBARS, 'left', 'opening')).toBe(CLOSED_SIDEBARS);
  });
});
