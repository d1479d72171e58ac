import { useCallback } from 'react';
import { runActionStack } from '../domain/action-stack.ts';
import { contactMailOf } from '../domain/contact-mail.ts';
import { linkOpening } from '../domain/frames.ts';
import { CONTACTS_MENU_KEY } from '../domain/menus.ts';
import type { SidebarSide } from '../domain/sidebar-rules.ts';
import type { ActionStep, ActionTarget, Media } from '../domain/types.ts';
import { useContent } from '../stores/content-store.ts';
import { framePolicy } from '../stores/frame-policy.ts';
import { useMenus } from '../stores/menu-store.ts';
import { useOverlay } from '../stores/overlay-store.ts';
import { useSidebar } from '../stores/sidebar-store.ts';
import { track } from './analytics.ts';
import { watchContactSent } from './contact-analytics.ts';
import { menuFor } from './menu-for.ts';
import { openMediaAction } from './open-media.ts';
import { useGoTo } from './use-go-to.ts';

/** Where a tap came from: what its open steps open, and the menu it was in. */
export interface ActionContext {
  /** The title of what opens (the item's label, the hotspot's title). */
  title: string;
  /** What open-pdf, open-video and open-media open. */
  media: readonly Media[];
  /** The picture of the button or item tapped: a video it opens shows it until it plays. */
  cover: Media | null;
  /** The sidebar whose menu the tap came from; null for a hotspot. */
  menuDomain: SidebarSide | null;
}

/**
 * Opens a link target as `linkOpening` decides (SPEC §3, §5, `domain/frames.ts`): an allowlisted page in the frame
 * modal, a tab or a window beside the tour, this tab, or (kiosk) a QR code card to take the link along.
 */
function openLink(target: ActionTarget, title: string): boolean {
  const kiosk = useContent.getState().viewers?.kiosk ?? false;
  const opening = linkOpening(target, { kiosk, ...framePolicy() });
  if (!opening) return false;
  const { how, url } = opening;
  if (how === 'frame' || how === 'qr')
    useOverlay.getState().open({ kind: how === 'frame' ? 'frame' : 'link-qr', title, url });
  else if (how === 'same') window.location.assign(url);
  else window.open(url, '_blank', `noopener,noreferrer${how === 'window' ? ',popup' : ''}`);
  return true;
}

/** One step of a tap; false when it cannot run. */
export function runActionStep(
  { action, target }: ActionStep,
  { title, media, cover, menuDomain }: ActionContext,
  goTo: (payloadId: string) => void,
): boolean {
  const overlay = useOverlay.getState();
  switch (action) {
    case 'navigate':
      if (!target.payloadId) return false;
      // The visitor watches the move (or the login page, or the code dialog): the sidebars make way.
      useSidebar.getState().close();
      goTo(target.payloadId);
      return true;
    case 'open-article':
    case 'open-dashboard':
      if (target.id === null) return false;
      overlay.open({ kind: action === 'open-article' ? 'article' : 'dashboard', id: target.id });
      return true;
    case 'open-link':
      return openLink(target, title);
    case 'open-pdf':
    case 'open-video':
    case 'open-media':
      // A video-platform clip may come as a link only (shown in the lightbox); another link opens as a link.
      return (
        openMediaAction(action, media, { title, url: target.url, poster: cover }) ||
        (media.length === 0 && openLink(target, title))
      );
    case 'open-menu': {
      if (!target.menuKey) return false;
      if (!menuDomain) {
        useSidebar.getState().open('left', { menu: target.menuKey });
        return true;
      }
      const nested = menuFor(target.menuKey);
      if (!nested) return false;
      useMenus.getState().openNested(menuDomain, nested);
      return true;
    }
    case 'go-back':
      if (!menuDomain) return false;
      // A menu opened on its own (a hotspot's) has nothing before it: back is back to the tour.
      if (useMenus.getState().stacks[menuDomain]?.stack.length) useMenus.getState().back(menuDomain);
      else useSidebar.getState().close([menuDomain]);
      return true;
    case 'open-contact-form': {
      // A button or hotspot names what the visitor asks about; a menu item's label names the form itself.
      const subject = menuDomain ? '' : title.trim();
      const dashboards = useContent.getState().index?.bundle.dashboards ?? [];
      const mail = contactMailOf(target, menuFor(CONTACTS_MENU_KEY), dashboards);
      overlay.open({ kind: 'contact-form', subject, mail });
      watchContactSent();
      track('contact form', { subject });
      return true;
    }
  }
}

/**
 * Runs action stacks: what a tap on a hotspot or a menu item does, step by step. A step that cannot run is
 * logged and ends the stack (SPEC §8: missing content is logged).
 */
export function useActionRunner(): (steps: readonly ActionStep[], context: ActionContext) => void {
  const goTo = useGoTo();
  return useCallback(
    (steps, context) => {
      runActionStack(steps, (step) => {
        const ran = runActionStep(step, context, goTo);
        if (!ran) console.warn(`"${context.title}": ${step.action} could not run`, step.target);
        return ran;
      });
    },
    [goTo],
  );
}
