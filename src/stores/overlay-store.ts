import { create } from 'zustand';
import type { Media } from '../domain/types.ts';

/**
 * What a hotspot, a menu item, a button or a deep link opened over the stage. An iframe is a frame link by id
 * (domain/deep-links.ts `findFrameLink`); articles, dashboards and iframes are what the address can name.
 */
export type OverlayContent =
  | { kind: 'article'; id: number }
  | { kind: 'dashboard'; id: number }
  | { kind: 'iframe'; id: number }
  | { kind: 'documents'; title: string; media: readonly Media[] }
  /** Fullscreen viewers: a PDF (pdf.js), a video file, an image. */
  | { kind: 'pdf'; title: string; media: Media }
  /** `poster`: the picture shown until the video plays (the cover of the button that opened it). */
  | { kind: 'video'; title: string; media: Media; poster: Media | null }
  | { kind: 'image'; title: string; media: Media }
  /** `subject` prefills the form; `mail` is offered when sending fails. */
  | { kind: 'contact-form'; subject: string; mail: string | null }
  /** An open-link target on the frame allowlist (`domain/frames.ts` `linkOpening`), shown in the frame modal. */
  | { kind: 'frame'; title: string; url: string }
  /** A link a kiosk does not open itself: a QR code card to open it on the phone. */
  | { kind: 'link-qr'; title: string; url: string };

interface OverlayState {
  /** Open overlays, the topmost last: a PDF opened from an article lies over it, and closing it shows the article. */
  stack: readonly OverlayContent[];
  /** The topmost overlay, or null. */
  content: OverlayContent | null;
  /** Opens `content` over what is open; the same content as the topmost is not opened twice. */
  open: (content: OverlayContent) => void;
  /** Closes the topmost overlay. */
  close: () => void;
  closeAll: () => void;
}

const same = (a: OverlayContent | null, b: OverlayContent) => JSON.stringify(a) === JSON.stringify(b);

export const useOverlay = create<OverlayState>()((set, get) => ({
  stack: [],
  content: null,
  open: (content) => {
    const { stack } = get();
    if (same(stack.at(-1) ?? null, content)) return;
    set({ stack: [...stack, content], content });
  },
  close: () => {
    const stack = get().stack.slice(0, -1);
    set({ stack, content: stack.at(-1) ?? null });
  },
  closeAll: () => set({ stack: [], content: null }),
}));
