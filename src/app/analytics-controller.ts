import { CONTACTS_MENU_KEY } from '../domain/menus.ts';
import { SIDEBAR_SIDES } from '../domain/sidebar-rules.ts';
import type { Media } from '../domain/types.ts';
import { useContent } from '../stores/content-store.ts';
import { useLightbox } from '../stores/lightbox-store.ts';
import { useOverlay, type OverlayContent } from '../stores/overlay-store.ts';
import { useSidebar } from '../stores/sidebar-store.ts';
import { startTagManager, track } from './analytics.ts';

/** What an opened overlay is, for the data layer: its kind and its id or title. */
function describe(content: OverlayContent): Record<string, unknown> {
  const bundle = useContent.getState().index?.bundle;
  switch (content.kind) {
    case 'article':
      return { kind: content.kind, id: content.id, title: bundle?.articles.find((a) => a.id === content.id)?.title };
    case 'dashboard':
      return { kind: content.kind, id: content.id, title: bundle?.dashboards.find((d) => d.id === content.id)?.title };
    case 'iframe':
      return { kind: content.kind, id: content.id };
    case 'contact-form':
      return { kind: content.kind, subject: content.subject };
    default:
      return { kind: content.kind, title: content.title };
  }
}

/** The media an overlay shows on its own (the fullscreen viewers and the documents list). */
function mediaOf(content: OverlayContent): readonly Media[] {
  if (content.kind === 'pdf' || content.kind === 'video' || content.kind === 'image') return [content.media];
  return content.kind === 'documents' ? content.media : [];
}

const mediaType = (media: Media) =>
  track('media type', { type: media.platform ? media.platform.provider : media.mime, name: media.name });

/**
 * SPEC §9's analytics events that follow what is shown rather than a tap: content viewed (an overlay or the
 * lightbox opened), media type (each medium shown), contact (the contacts sidebar opened). Loads the tag manager
 * container. Returns the unsubscribe.
 */
export function startAnalytics(): () => void {
  void startTagManager().catch((error: unknown) => console.error('Tag manager not loaded', error));
  const stops = [
    useOverlay.subscribe(({ stack }, before) => {
      const opened = stack.at(-1);
      if (!opened || stack.length <= before.stack.length || opened.kind === 'contact-form') return;
      track('content viewed', describe(opened));
      mediaOf(opened).forEach(mediaType);
    }),
    useLightbox.subscribe(({ slides, index }, before) => {
      const slide = index === null ? undefined : slides[index];
      if (!slide || (index === before.index && slides === before.slides)) return;
      if (before.index === null) track('content viewed', { kind: 'lightbox', count: slides.length });
      mediaType(slide);
    }),
    useSidebar.subscribe(({ sidebars }, { sidebars: before }) => {
      for (const side of SIDEBAR_SIDES) {
        const { content } = sidebars[side];
        if (content?.menu === CONTACTS_MENU_KEY && content !== before[side].content) track('contact', { side });
      }
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
