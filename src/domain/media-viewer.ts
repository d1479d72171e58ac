import type { Media } from './types.ts';
import type { PlatformVideo } from './video-platform.ts';

/** The mime type of a clip hosted on a video platform (docs/content-model.md). */
export const PLATFORM_CLIP_MIME = 'video/x-platform';

/** Where opened media are shown (SPEC §2): the PDF viewer, the documents list, a fullscreen video or image, the lightbox. */
export type MediaViewer =
  | { kind: 'pdf'; media: Media }
  | { kind: 'documents'; media: readonly Media[] }
  | { kind: 'video'; media: Media }
  | { kind: 'image'; media: Media }
  | { kind: 'lightbox'; slides: readonly Media[]; index: number };

export const isPdf = (media: Media): boolean => media.mime === 'application/pdf';
/** A video file of ours (a video-platform clip is not: it is embedded, in the lightbox). */
export const isVideoFile = (media: Media): boolean => media.mime.startsWith('video/') && media.platform === null;
export const isImage = (media: Media): boolean => media.mime.startsWith('image/');
/** What the lightbox can show: images, video files and video-platform clips. */
export const isLightboxMedia = (media: Media): boolean =>
  isImage(media) || isVideoFile(media) || media.platform !== null;

/** One item on its own: a video file or an image fullscreen; a clip in the lightbox, which holds its player. */
function single(item: Media): MediaViewer {
  if (isVideoFile(item)) return { kind: 'video', media: item };
  if (isImage(item)) return { kind: 'image', media: item };
  return { kind: 'lightbox', slides: [item], index: 0 };
}

/**
 * The viewer for `media` (SPEC §3's open pdf, open video, open media, and a tap on a gallery item).
 *
 * `index` null opens the whole list (an action): images, videos and clips in the lightbox, a single one of them
 * fullscreen; a list of PDFs only gives the PDF viewer for one and the documents list for several. A number opens
 * that item: a PDF in the viewer, anything else among the list's other viewable items (PDFs and files no viewer
 * shows are left out), in the lightbox at its place; a tapped picture always goes to the lightbox, even alone,
 * since it zooms there (pinch, double tap). Null when nothing can be shown.
 */
export function viewerFor(media: readonly Media[], index: number | null): MediaViewer | null {
  const viewable = media.filter(isLightboxMedia);
  if (index === null) {
    if (viewable.length === 0) {
      const pdfs = media.filter(isPdf);
      if (pdfs.length === 0) return null;
      return pdfs.length === 1 ? { kind: 'pdf', media: pdfs[0]! } : { kind: 'documents', media: pdfs };
    }
    return viewable.length === 1 ? single(viewable[0]!) : { kind: 'lightbox', slides: viewable, index: 0 };
  }
  const item = media[index];
  if (!item) return null;
  if (isPdf(item)) return { kind: 'pdf', media: item };
  const at = viewable.indexOf(item);
  if (at < 0) return null;
  return viewable.length === 1 && !isImage(item) ? single(item) : { kind: 'lightbox', slides: viewable, index: at };
}

/**
 * A clip given by its link only (SPEC §3: an open-video action's target may be the platform URL), as media the
 * lightbox shows; null when the link is no known platform's clip.
 */
export function linkedClip(video: PlatformVideo | null, title: string): Media | null {
  if (!video) return null;
  return {
    id: 0,
    name: title,
    alt: title,
    url: video.url,
    mime: PLATFORM_CLIP_MIME,
    ext: '',
    hash: '',
    width: null,
    height: null,
    formats: {},
    renditions: {},
    platform: { ...video, cover: null },
  };
}
