import { createPath, matchRoutes, resolvePath, type RouteObject } from 'react-router';
import { PAGE_GUARDS, runGuards, type GuardOutcome } from '../../src/app/guards';
import type { ContentIndex } from '../../src/domain/content-index';
import { paths } from '../../src/domain/paths';
import { DEFAULT_LOCALE, isLocale } from '../../src/domain/types';

/** The app's origin in these tests. */
export const ORIGIN = 'https://showroom.example';

/** Who visits, and what the app has loaded. */
export interface Visit {
  index: ContentIndex;
  loggedIn: boolean;
  powerSaveMode: boolean;
  hostname: string;
}

/** Where following an address ended: a page's guard outcome, or an address off the origin. */
export interface Followed {
  /** Every address visited, the first one included. */
  chain: string[];
  end: GuardOutcome | { kind: 'left-origin' } | { kind: 'loop' };
}

type Page = keyof typeof PAGE_GUARDS | 'root';

/** `app/router.tsx`'s routes, matched by React Router itself. */
const ROUTES: RouteObject[] = [
  { path: '/', id: 'root' },
  {
    path: '/:locale',
    children: [
      { index: true, id: 'index' },
      { path: paths.login.path, id: 'login' },
      { path: paths.powerSave.path, id: 'powerSave' },
      { path: paths.world.path, id: 'world' },
    ],
  },
];

/** React Router ranks the routes again on every call: the matches are kept, as most addresses share a path. */
const matches = new Map<string, ReturnType<typeof matchRoutes>>();
function matchPage(pathname: string) {
  if (!matches.has(pathname)) matches.set(pathname, matchRoutes(ROUTES, pathname));
  return matches.get(pathname)?.at(-1);
}

/** True when `href` stays on the origin and is not read as a path that starts with `//` (another host). */
export function staysHome(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return false;
  const url = new URL(href, ORIGIN);
  return url.origin === ORIGIN && !url.pathname.startsWith('//');
}

/**
 * One step as the app takes it: the root forwards to the default locale (`RootRedirect`), an unknown locale or an
 * address no route matches is a 404, a page runs its guards with the address's `redirect` and other query
 * parameters (`Guarded`).
 */
function step(url: URL, visit: Visit): GuardOutcome {
  const match = matchPage(url.pathname);
  // `AppRoutes` shows the not-found screen where React Router matches nothing (tests/app/router.test.ts).
  if (!match) return { kind: 'status', status: 404, reason: 'no route' };
  const page = match.route.id as Page;
  if (page === 'root') return { kind: 'redirect', to: `${paths.index.href(DEFAULT_LOCALE)}${url.search}${url.hash}` };
  const { locale, world, '*': rest } = match.params;
  if (!isLocale(locale)) return { kind: 'status', status: 404, reason: 'unknown locale' };
  const query = new URLSearchParams(url.search);
  query.delete('redirect');
  return runGuards(PAGE_GUARDS[page], {
    locale,
    params: { world, rest },
    redirect: url.searchParams.get('redirect'),
    query: query.toString(),
    ...visit,
  });
}

/**
 * Follows `address` through the app's redirects as `<Navigate replace>` does (React Router resolves the target,
 * the browser the rest), until a page shows or `maxSteps` redirects were taken (`loop`).
 */
export function followAddress(address: string, visit: Visit, maxSteps = 6): Followed {
  const chain = [address];
  let url = new URL(address, ORIGIN);
  for (let taken = 0; taken <= maxSteps; taken++) {
    const outcome = step(url, visit);
    if (outcome.kind !== 'redirect') return { chain, end: outcome };
    chain.push(outcome.to);
    if (!staysHome(outcome.to)) return { chain, end: { kind: 'left-origin' } };
    url = new URL(createPath(resolvePath(outcome.to, url.pathname)), ORIGIN);
  }
  return { chain, end: { kind: 'loop' } };
}
