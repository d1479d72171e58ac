import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runActionStep, type ActionContext } from '../../src/app/run-action';
import { runActionStack } from '../../src/domain/action-stack';
import { NO_TARGET } from '../../src/domain/menus';
import type { ActionStep, ActionTarget, Dashboard, Menu } from '../../src/domain/types';
import { useContent } from '../../src/stores/content-store';
import { useLightbox } from '../../src/stores/lightbox-store';
import { useMenus } from '../../src/stores/menu-store';
import { useOverlay } from '../../src/stores/overlay-store';
import { useSidebar } from '../../src/stores/sidebar-store';
import { media } from '../domain/fixtures';
import { startTour, tour } from '../stores/tour-fixture';

const step = (action: ActionStep['action'], target: Partial<ActionTarget> = {}): ActionStep => ({
  action,
  target: { ...NO_TARGET, ...target },
});
const pdf = media('sheet.pdf', 'application/pdf');
const inMenu: ActionContext = { title: 'Data sheet', media: [pdf], cover: null, menuDomain: 'left' };
const docs: Menu = { key: 'menu-docs', title: 'Documents', items: [] };
const main: Menu = { key: 'application-main', title: 'Main', items: [] };

let goTo: ReturnType<typeof vi.fn<(payloadId: string) => void>>;
let open: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  open = vi.fn();
  assign = vi.fn();
  vi.stubGlobal('window', {
    location: { hostname: 'showroom.example', origin: 'https://showroom.example', assign },
    open,
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  startTour();
  const index = tour();
  index.bundle.menus = [main, docs];
  index.bundle.dashboards = [{ id: 4, contacts: [{ id: 1 }] } as unknown as Dashboard];
  useContent.setState({ index, viewers: null });
  useOverlay.setState({ content: null });
  useMenus.setState({ stacks: {} });
  useSidebar.setState(useSidebar.getInitialState(), true);
  goTo = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const run = (s: ActionStep, context = inMenu) => runActionStep(s, context, goTo);

describe('runActionStep', () => {
  it('navigates through goTo and makes the sidebars give way', () => {
    useSidebar.getState().open('left', { menu: 'application-main' });
    useSidebar.getState().slideEnded('left', 'opening');
    expect(run(step('navigate', { payloadId: 'c' }))).toBe(true);
    expect(goTo).toHaveBeenCalledWith('c');
    expect(useSidebar.getState().sidebars.left.phase).toBe('closing');
    expect(run(step('navigate'))).toBe(false);
  });

  it('opens articles and dashboards in the overlay', () => {
    run(step('open-article', { id: 3 }));
    expect(useOverlay.getState().content).toEqual({ kind: 'article', id: 3 });
    run(step('open-dashboard', { id: 4 }));
    expect(useOverlay.getState().content).toEqual({ kind: 'dashboard', id: 4 });
    expect(run(step('open-article'))).toBe(false);
  });

  it('open-pdf: one PDF in the viewer, several as the list; open-video and open-media: fullscreen or the lightbox', () => {
    const [film, photo, other] = [
      media('film.mp4'),
      media('a.jpg', 'image/jpeg'),
      media('other.pdf', 'application/pdf'),
    ];
    run(step('open-pdf'), { ...inMenu, media: [photo, pdf] });
    expect(useOverlay.getState().content).toEqual({ kind: 'pdf', title: 'Data sheet', media: pdf });
    run(step('open-pdf'), { ...inMenu, media: [pdf, other] });
    expect(useOverlay.getState().content).toEqual({ kind: 'documents', title: 'Data sheet', media: [pdf, other] });
    run(step('open-video'), { ...inMenu, media: [film] });
    expect(useOverlay.getState().content).toEqual({ kind: 'video', title: 'Data sheet', media: film, poster: null });
    // The cover of the item tapped is the video's poster.
    useOverlay.getState().closeAll();
    run(step('open-video'), { ...inMenu, media: [film], cover: photo });
    expect(useOverlay.getState().content).toEqual({ kind: 'video', title: 'Data sheet', media: film, poster: photo });
    useOverlay.getState().closeAll();
    expect(run(step('open-media'), { ...inMenu, media: [film, pdf, photo] })).toBe(true);
    expect(useOverlay.getState().content).toBeNull();
    expect(useLightbox.getState()).toMatchObject({ slides: [film, photo], index: 0 });
    useLightbox.getState().close();
    // Nothing a viewer shows, and no link: the step cannot run.
    expect(run(step('open-media'), { ...inMenu, media: [media('a.zip', 'application/zip')] })).toBe(false);
  });

  it('a clip given by its link only opens in the lightbox', () => {
    expect(run(step('open-video', { url: 'https://youtu.be/aqz-KE-bpKQ' }), { ...inMenu, media: [] })).toBe(true);
    expect(useLightbox.getState().slides[0]?.platform).toMatchObject({ provider: 'youtube', videoId: 'aqz-KE-bpKQ' });
    expect(assign).not.toHaveBeenCalled();
    useLightbox.getState().close();
  });

  it('opens links: normalised, in a new tab when asked, refused when dangerous', () => {
    expect(run(step('open-link', { url: 'example.com/a' }))).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://example.com/a');
    expect(run(step('open-link', { url: 'https://example.com', newTab: true }))).toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.com', '_blank', 'noopener,noreferrer');
    expect(run(step('open-video', { url: 'https://video.example/x' }), { ...inMenu, media: [] })).toBe(true);
    expect(assign).toHaveBeenLastCalledWith('https://video.example/x');
    expect(run(step('open-link', { url: 'javascript:alert(1)' }))).toBe(false);
  });

  it('opens an allowlisted page in the frame modal, a new window as a popup, mailto and tel as such', () => {
    useContent.setState({ viewers: { frameOrigins: ['https://frame.example'], kiosk: false, pdfDownload: true } });
    expect(run(step('open-link', { url: 'frame.example/plan' }))).toBe(true);
    expect(useOverlay.getState().content).toEqual({
      kind: 'frame',
      title: 'Data sheet',
      url: 'https://frame.example/plan',
    });
    expect(assign).not.toHaveBeenCalled();
    run(step('open-link', { url: 'https://frame.example/plan', newTab: true }));
    expect(open).toHaveBeenLastCalledWith('https://frame.example/plan', '_blank', 'noopener,noreferrer');
    run(step('open-link', { url: 'https://other.example', newWindow: true }));
    expect(open).toHaveBeenLastCalledWith('https://other.example', '_blank', 'noopener,noreferrer,popup');
    run(step('open-link', { url: 'mailto:info@example.com', newTab: true }));
    expect(assign).toHaveBeenLastCalledWith('mailto:info@example.com');
  });

  it('in a kiosk, never leaves: other pages, mail and phone become a QR card, allowlisted pages a frame', () => {
    useContent.setState({ viewers: { frameOrigins: ['https://frame.example'], kiosk: true, pdfDownload: true } });
    for (const url of ['https://other.example', 'example.com/a', 'mailto:info@example.com', 'tel:+4989123']) {
      expect(run(step('open-link', { url, newTab: true, newWindow: true }))).toBe(true);
      expect(useOverlay.getState().content).toMatchObject({ kind: 'link-qr', title: 'Data sheet' });
    }
    run(step('open-link', { url: 'https://frame.example/x', newTab: true }));
    expect(useOverlay.getState().content).toMatchObject({ kind: 'frame', url: 'https://frame.example/x' });
    expect(open).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens a nested menu in the menu it came from, goes back, and from a hotspot opens the left sidebar', () => {
    useMenus.getState().show('left', main);
    expect(run(step('open-menu', { menuKey: 'menu-docs' }))).toBe(true);
    expect(useMenus.getState().stacks.left?.current?.key).toBe('menu-docs');
    expect(useMenus.getState().stacks.left?.stack).toEqual([main]);
    expect(run(step('go-back'))).toBe(true);
    expect(useMenus.getState().stacks.left?.current).toBe(main);
    // With nothing to go back to, back closes the sidebar.
    useSidebar.getState().open('left', { menu: 'application-main' });
    useSidebar.getState().slideEnded('left', 'opening');
    expect(run(step('go-back'))).toBe(true);
    expect(useMenus.getState().stacks.left?.current).toBe(main);
    expect(useSidebar.getState().sidebars.left.phase).toBe('closing');
    expect(run(step('open-menu', { menuKey: 'no-such-menu' }))).toBe(false);
    const hotspot: ActionContext = { title: 'Menu', media: [], cover: null, menuDomain: null };
    expect(run(step('open-menu', { menuKey: 'menu-docs' }), hotspot)).toBe(true);
    expect(useSidebar.getState().sidebars.left).toEqual({ content: { menu: 'menu-docs' }, phase: 'opening' });
    expect(run(step('go-back'), hotspot)).toBe(false);
  });

  it('opens the contact form: a menu item without a subject, a button or hotspot with its title', () => {
    expect(run(step('open-contact-form'))).toBe(true);
    expect(useOverlay.getState().content).toEqual({ kind: 'contact-form', subject: '', mail: null });
    const button: ActionContext = { title: ' Laser cutter ', media: [], cover: null, menuDomain: null };
    expect(run(step('open-contact-form'), button)).toBe(true);
    expect(useOverlay.getState().content).toEqual({ kind: 'contact-form', subject: 'Laser cutter', mail: null });
  });

  it('runs a two-step stack in order: the move, then the article over it', () => {
    const steps = [step('navigate', { payloadId: 'b' }), step('open-article', { id: 9 })];
    expect(runActionStack(steps, (s) => run(s))).toBe(2);
    expect(goTo).toHaveBeenCalledWith('b');
    expect(useOverlay.getState().content).toEqual({ kind: 'article', id: 9 });
  });
});
