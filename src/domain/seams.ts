import { backgroundStill, pickFormatForWidth } from './media.ts';
import type { ContentBundle } from './types.ts';

/**
 * Seams (issue 33, point 4): where a transition's clip meets a picture a visitor sees just before or after it, which
 * must be the same picture or the visitor sees a jump. Which pictures meet is read from the content here (the tour
 * check's editors and the command line share it); how alike they are is measured by media/seams.ts.
 */

/** The width the pictures are compared at (media/seams.ts `SEAM_PICTURE`): a still's smallest size covering it. */
export const SEAM_PICTURE_WIDTH = 320;

/** Which picture of a file: a clip's first or last frame; a still's only one is its first. */
export type FrameAt = 'first' | 'last';

/** A picture a seam compares: an upload's URL (as the content names it) and which of its frames. */
export interface SeamSide {
  url: string;
  at: FrameAt;
}

/**
 * A place where a transition's clip must meet another picture: its first frame and its from-location's still
 * (`start`), its last frame and its to-location's still (`end`), or its last frame and the first frame of a clip
 * that goes on from where it ends (`chain`, `next` names that transition).
 */
export interface SeamPair {
  transition: string;
  kind: 'start' | 'end' | 'chain';
  /** The location whose still it meets (start, end), or where the two clips meet (chain). */
  location: string;
  next?: string;
  clip: SeamSide;
  other: SeamSide;
}

/**
 * Every seam of a tour's content (one locale: the layout and clips are every locale's): each active transition with
 * a clip of ours against its ends' stills (the picture a landscape screen shows, as the stage picks it; none: not
 * compared), and each such clip's end against the start of every clip leaving its to-location.
 */
export function seamPairs(content: Pick<ContentBundle, 'locations' | 'transitions'>): SeamPair[] {
  const stills = new Map<string, string>();
  for (const location of content.locations) {
    const still = backgroundStill(location.backgrounds, 'landscape');
    if (still) stills.set(location.payloadId, pickFormatForWidth(still, SEAM_PICTURE_WIDTH));
  }
  const clips = content.transitions.filter((t) => t.options.active && t.video && !t.video.platform);
  const pairs: SeamPair[] = [];
  for (const transition of clips) {
    const url = transition.video!.url;
    const ends = [
      { kind: 'start', location: transition.from, at: 'first' },
      { kind: 'end', location: transition.to, at: 'last' },
    ] as const;
    for (const { kind, location, at } of ends) {
      const still = stills.get(location);
      if (still)
        pairs.push({
          transition: transition.payloadId,
          kind,
          location,
          clip: { url, at },
          other: { url: still, at: 'first' },
        });
    }
    for (const next of clips) {
      if (next.from !== transition.to) continue;
      pairs.push({
        transition: transition.payloadId,
        kind: 'chain',
        location: transition.to,
        next: next.payloadId,
        clip: { url, at: 'last' },
        other: { url: next.video!.url, at: 'first' },
      });
    }
  }
  return pairs;
}
