import { useEffect, useState } from 'react';
import { DEEP_LINK_DELAY_MS, deepLinkTitle, parseDeepLink } from '../domain/deep-links.ts';
import { useContent } from '../stores/content-store.ts';
import { framePolicy } from '../stores/frame-policy.ts';
import { useOverlay } from '../stores/overlay-store.ts';

/** Opens what the address names, if the content has it; a missing item is only logged (SPEC §8). */
function openFromAddress(search: string): void {
  const link = parseDeepLink(search);
  if (!link) return;
  const bundle = useContent.getState().index?.bundle;
  if (!bundle || deepLinkTitle(bundle, link, framePolicy()) === null) {
    console.warn(`Deep link to ${link.kind} ${link.id} ignored: no such item`);
    return;
  }
  const { content, open } = useOverlay.getState();
  if (content?.kind === link.kind && content.id === link.id) return;
  open(link);
}

/**
 * SPEC §2: after the world page mounts and a 1-second delay, the article, dashboard or iframe the address names
 * opens (values that are not non-negative integers are ignored, `domain/deep-links.ts`). Returns whether the check
 * has run: until then the address keeps its deep-link parameters, so an arrival's address replace cannot drop
 * them before they are read.
 */
export function useDeepLinks(): boolean {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      openFromAddress(window.location.search);
      setChecked(true);
    }, DEEP_LINK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return checked;
}
