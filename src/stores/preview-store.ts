import { create } from 'zustand';
import { useNotifications } from './notification-store.ts';

const STORAGE_KEY = 'draft-preview-key';

interface PreviewState {
  /**
   * An editor's preview key ("Open in showroom" on a draft in the CMS): the server answers drafts with it. Kept for
   * the tab (sessionStorage) while the editor moves through the tour; null: what visitors see.
   */
  key: string | null;
  /** Takes the key of an address the CMS opened. */
  start: (key: string) => void;
  /** Leaves the preview; `expired`: the server refused the key, which the editor is told. */
  end: (expired?: boolean) => void;
}

function stored(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Whether the content shown is an editor's preview of drafts (server/preview.ts). */
export const usePreview = create<PreviewState>()((set) => ({
  key: stored(),
  start: (key) => {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, key);
    set({ key });
  },
  end: (expired) => {
    globalThis.sessionStorage?.removeItem(STORAGE_KEY);
    set({ key: null });
    if (expired) useNotifications.getState().notify({ message: 'preview__expired', status: 'warning', timeout: 0 });
  },
}));
