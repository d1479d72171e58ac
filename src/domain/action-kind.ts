import { isPdf, isImage, viewerFor } from './media-viewer.ts';
import type { ActionStep, Media, TranslationKey } from './types.ts';
import { recognizeVideoLink } from './video-platform.ts';

/**
 * What a tap does, as a visitor would say it (issue 31): the kind a hotspot's accessible name names ("VF-800, opens
 * an article") and its marker shows by a shape, so that kinds are told apart by more than colour (WCAG 1.4.1).
 */
export const ACTION_KINDS = [
  'location',
  'world',
  'article',
  'dashboard',
  'pdf',
  'documents',
  'picture',
  'gallery',
  'video',
  'link',
  'menu',
  'contact-form',
  'back',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/**
 * The accessible name of each kind: `{{label}}` (the visible label, first, so that a visitor who says what they
 * see reaches it: WCAG 2.5.3 label in name), then what the tap does.
 */
export const ACTION_KIND_NAMES: Readonly<Record<ActionKind, TranslationKey>> = {
  location: 'hotspot__does_location',
  world: 'hotspot__does_world',
  article: 'hotspot__does_article',
  dashboard: 'hotspot__does_dashboard',
  pdf: 'hotspot__does_pdf',
  documents: 'hotspot__does_documents',
  picture: 'hotspot__does_picture',
  gallery: 'hotspot__does_gallery',
  video: 'hotspot__does_video',
  link: 'hotspot__does_link',
  menu: 'hotspot__does_menu',
  'contact-form': 'hotspot__does_contact_form',
  back: 'hotspot__does_back',
};

/** Where a navigation leads: the location's world, and whether the location stands for another world (a portal). */
export type PlaceOf = (payloadId: string) => { world: string; portal: boolean } | null;

/**
 * What the media of an open-pdf, open-video or open-media step show, as `openMediaAction` (app/open-media.ts) opens
 * them: one PDF or a list of them, a video, a picture, or a gallery (the lightbox: several, or pictures among
 * videos). A step with no media that a viewer shows plays a clip given by its link, else opens the link.
 */
function mediaKind(action: 'open-pdf' | 'open-video' | 'open-media', media: readonly Media[], url: string | null) {
  const viewer = viewerFor(action === 'open-pdf' ? media.filter(isPdf) : media, null);
  if (!viewer) return url !== null && recognizeVideoLink(url) ? 'video' : 'link';
  switch (viewer.kind) {
    case 'pdf':
      return 'pdf';
    case 'documents':
      return 'documents';
    case 'video':
      return 'video';
    case 'image':
      return 'picture';
    case 'lightbox':
      return viewer.slides.some(isImage) ? 'gallery' : 'video';
  }
}

/**
 * The kind of a step (a hotspot's one step, a menu item's or a button's first): a navigation to a location of
 * `world` goes to a location, one into another world or to a portal goes to a world; an open step by what it opens.
 */
export function actionKind(
  step: ActionStep,
  media: readonly Media[],
  world: string | null,
  placeOf: PlaceOf,
): ActionKind {
  switch (step.action) {
    case 'navigate': {
      const place = step.target.payloadId ? placeOf(step.target.payloadId) : null;
      return place && (place.portal || (world !== null && place.world !== world)) ? 'world' : 'location';
    }
    case 'open-article':
      return 'article';
    case 'open-dashboard':
      return 'dashboard';
    case 'open-link':
      return 'link';
    case 'open-pdf':
    case 'open-video':
    case 'open-media':
      return mediaKind(step.action, media, step.target.url);
    case 'open-menu':
      return 'menu';
    case 'open-contact-form':
      return 'contact-form';
    case 'go-back':
      return 'back';
  }
}
