import type { ActionStep, ActionTarget, Media } from '../../domain/types.ts';

/**
 * What the content views can make happen, handed down by the app (ui never imports app/): buttons, links and
 * media run through the app's action runner, pictures open large.
 */
export interface ContentActions {
  /**
   * Runs an action stack (SPEC §3): `title` names what opens, `media` is what open-pdf/video/media steps open,
   * `cover` the picture of what was tapped (a video's poster).
   */
  run: (steps: readonly ActionStep[], context: { title: string; media: readonly Media[]; cover: Media | null }) => void;
  /** Opens `media` large (the lightbox), at `index`. */
  onOpenMedia: (media: readonly Media[], index: number) => void;
}

const NO_TARGET: ActionTarget = {
  id: null,
  payloadId: null,
  url: null,
  newTab: false,
  newWindow: false,
  menuKey: null,
};

/** A one-step stack that opens `url` beside the app (a link in CMS text), by the app's link rules. */
export const openLinkSteps = (url: string): ActionStep[] => [
  { action: 'open-link', target: { ...NO_TARGET, url, newTab: true } },
];

/** A one-step stack that opens a media item by its kind: a PDF in the PDF viewer, anything else as media. */
export const openMediaSteps = (media: Media): ActionStep[] => [
  {
    action:
      media.mime === 'application/pdf' ? 'open-pdf' : media.mime.startsWith('video/') ? 'open-video' : 'open-media',
    target: NO_TARGET,
  },
];
