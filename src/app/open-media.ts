import { isPdf, linkedClip, viewerFor, type MediaViewer } from '../domain/media-viewer.ts';
import type { Media } from '../domain/types.ts';
import { recognizeVideoLink } from '../domain/video-platform.ts';
import { useLightbox } from '../stores/lightbox-store.ts';
import { useOverlay } from '../stores/overlay-store.ts';

/**
 * Opens `viewer`: the lightbox, or a fullscreen viewer or the documents list over what is open; a video shows
 * `poster` until it plays.
 */
function show(viewer: MediaViewer, title: string, poster: Media | null = null): void {
  const overlay = useOverlay.getState();
  const named = title || (viewer.kind === 'lightbox' || viewer.kind === 'documents' ? '' : viewer.media.name);
  if (viewer.kind === 'lightbox') useLightbox.getState().open(viewer.slides, viewer.index);
  else if (viewer.kind === 'documents') overlay.open({ kind: 'documents', title, media: viewer.media });
  else if (viewer.kind === 'video') overlay.open({ kind: 'video', title: named, media: viewer.media, poster });
  else overlay.open({ kind: viewer.kind, title: named, media: viewer.media });
}

/**
 * A tap on one item of a gallery, a media library or a section's media (the article and dashboard views'
 * `onOpenMedia`): a PDF in the viewer, anything else in the lightbox among its list, at its place.
 */
export function openMedia(media: readonly Media[], index: number): void {
  const viewer = viewerFor(media, index);
  if (viewer) show(viewer, media[index]?.name ?? '');
  else console.warn('Nothing to show for', media[index]);
}

/**
 * SPEC §3's open pdf, open video and open media: the PDFs of `media` for open-pdf (one in the viewer, several as
 * a list), else the lightbox, or a single video or image fullscreen. A clip given by its link only (`url`) is
 * shown in the lightbox; a video alone shows `poster` until it plays. False when there is nothing to show.
 */
export function openMediaAction(
  action: 'open-pdf' | 'open-video' | 'open-media',
  media: readonly Media[],
  { title, url, poster }: { title: string; url: string | null; poster: Media | null },
): boolean {
  const viewer =
    viewerFor(action === 'open-pdf' ? media.filter(isPdf) : media, null) ??
    viewerFor(
      [linkedClip(url === null ? null : recognizeVideoLink(url), title)].filter((m) => m !== null),
      null,
    );
  if (!viewer) return false;
  show(viewer, title, poster);
  return true;
}
