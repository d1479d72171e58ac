import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { deepLinkSearch, deepLinkTitle, type DeepLink } from '../domain/deep-links.ts';
import { paths } from '../domain/paths.ts';
import { DEFAULT_LOCALE, isLocale, type ContentBundle } from '../domain/types.ts';
import { useContent } from '../stores/content-store.ts';
import { framePolicy } from '../stores/frame-policy.ts';
import { useOverlay, type OverlayContent } from '../stores/overlay-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { useDeepLinks } from './use-deep-links.ts';

/** The deep link that describes what is open, with an article's title; null when nothing the address names is. */
function shownDeepLink(content: OverlayContent | null, bundle: ContentBundle | undefined) {
  if (!content || !bundle) return null;
  if (content.kind !== 'article' && content.kind !== 'dashboard' && content.kind !== 'iframe') return null;
  const link: DeepLink = { kind: content.kind, id: content.id };
  // An item missing from the content is closed by the overlay: it never reaches the address.
  const title = deepLinkTitle(bundle, link, framePolicy());
  return title === null ? null : { ...link, title };
}

/**
 * The address with the query saying what is open now, from the stores: a reload for a missing chunk (global-errors.ts)
 * keeps it, also when the click that opened it has not reached the address yet (the reload can come first).
 */
export function addressOfOpen(): string {
  const { pathname, search, hash } = window.location;
  const open = shownDeepLink(useOverlay.getState().content, useContent.getState().index?.bundle);
  return `${pathname}${deepLinkSearch(search, open)}${hash}`;
}

/**
 * Keeps the address, the presenter and the overlay in step. A new address (deep link, back button, language switch)
 * becomes the presenter's target; an arrival replaces the path with the location's own; the query says what is
 * open (`?article=3&title=…`, `?dashboard=2`, `?iframe=201`, `domain/deep-links.ts`) and loses the parameter when it
 * closes. Other query parameters are kept. Every change replaces the address (no history entry). Until the deep-link
 * check has run (`useDeepLinks`), the query stays as it came. A component of its own, so that a new target or a
 * location passed on the way re-renders nothing else (no work on the main thread while clips hand over).
 */
export function AddressSync({ requested }: { requested: string | null }): null {
  const param = useParams().locale;
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const ready = usePresenter((state) => state.planner !== null);
  const arrivedAt = usePresenter((state) => (state.current === state.target ? state.current : null));
  const arrived = useContent((state) => (arrivedAt ? state.index?.locations.get(arrivedAt) : undefined));
  const bundle = useContent((state) => state.index?.bundle);
  const open = useOverlay((state) => state.content);
  const checked = useDeepLinks();

  // The location whose address the presenter wrote itself: that address must not come back as a request
  // (a tap made in between would be overridden by the echo).
  const written = useRef<string | null>(null);

  // Only a change of address asks for a new target.
  useEffect(() => {
    if (!ready || !requested || requested === written.current) return;
    written.current = null;
    usePresenter.getState().navigate(requested);
  }, [ready, requested]);

  useEffect(() => {
    const own = arrived ? paths.location.href(locale, arrived.worldSlug, arrived.slug) : null;
    const movePath = own !== null && decodeURI(own) !== decodeURI(pathname);
    const query = checked ? deepLinkSearch(search, shownDeepLink(open, bundle)) : search;
    if (!movePath && query === search) return;
    if (movePath && arrived) written.current = arrived.payloadId;
    void navigate(`${movePath && own ? own : pathname}${query}`, { replace: true });
  }, [arrived, locale, pathname, search, navigate, checked, open, bundle]);
  return null;
}
