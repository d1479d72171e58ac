import { useCallback } from 'react';
import { normalizeLinkUrl } from '../domain/links.ts';
import type { Hotspot } from '../domain/types.ts';
import { useOverlay } from '../stores/overlay-store.ts';
import { track } from './analytics.ts';
import { useGoTo } from './use-go-to.ts';

/** What tapping a hotspot does, by its type (SPEC §3 hotspot actions). */
export function useHotspotAction(): (hotspot: Hotspot) => void {
  const goTo = useGoTo();
  const open = useOverlay((state) => state.open);
  return useCallback(
    (hotspot: Hotspot) => {
      const { target } = hotspot;
      track('content opened', { type: hotspot.type, title: hotspot.title });
      switch (hotspot.type) {
        case 'navigation':
          if (target.payloadId) goTo(target.payloadId);
          return;
        case 'open-link': {
          const url = normalizeLinkUrl(target.url);
          if (!url) {
            console.warn(`Hotspot ${hotspot.id}: link "${target.url ?? ''}" refused`);
            return;
          }
          if (target.newTab || target.newWindow)
            window.open(url, '_blank', `noopener,noreferrer${target.newWindow ? ',popup' : ''}`);
          else window.location.assign(url);
          return;
        }
        case 'open-article':
          if (target.id !== null) open({ kind: 'article', id: target.id });
          return;
        case 'open-dashboard':
          if (target.id !== null) open({ kind: 'dashboard', id: target.id });
          return;
        case 'open-documents':
          open({ kind: 'documents', hotspot });
          return;
        case 'open-media':
          open({ kind: 'media', hotspot });
          return;
        case 'menu':
          if (target.menuKey) open({ kind: 'menu', key: target.menuKey });
          return;
      }
    },
    [goTo, open],
  );
}
