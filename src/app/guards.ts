import { pickHomeWorld, startLocationOf, type ContentIndex } from '../domain/content-index.ts';
import { isSafeRedirect } from '../domain/links.ts';
import { resolveRoute, type Resolution } from '../domain/route-resolution.ts';
import type { Locale, World } from '../domain/types.ts';
import { paths } from '../domain/paths.ts';
import { isWithheld, worldLock } from '../domain/world-lock.ts';

/** What a route guard sees: the address, the content and who is visiting. */
export interface GuardContext {
  locale: Locale;
  /** `:world` and the rest of the path for world routes. */
  params: { world?: string; rest?: string };
  index: ContentIndex;
  loggedIn: boolean;
  powerSaveMode: boolean;
  hostname: string;
  /** The login route's `redirect` query: the payloadId of the wanted location (or a local path). */
  redirect?: string | null;
  /** The rest of the address's query (without `redirect`, e.g. `utm_source=wall`): kept through login. */
  query?: string;
}

export type GuardOutcome =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  | { kind: 'status'; status: 404 | 500; reason: string }
  /** A password world the server withholds: ask for its code here (never a redirect, which could loop). */
  | { kind: 'locked'; world: string }
  | { kind: 'misconfigured'; missing: 'default-world' | 'start-location'; world?: string };

type Guard = (context: GuardContext) => GuardOutcome;

const pass: GuardOutcome = { kind: 'pass' };

/** The route's world, if it is one. */
const routeWorld = (context: GuardContext): World | undefined => context.index.worlds.get(context.params.world ?? '');

const lockOf = (context: GuardContext) => {
  const world = routeWorld(context);
  return world ? worldLock(context.index, world, context.loggedIn) : null;
};

function resolve(context: GuardContext): Resolution {
  return resolveRoute(context.index, context.params.world ?? '', (context.params.rest ?? '').split('/'));
}

/**
 * Where "home" is: the home world's start location (`/{locale}/{world}/{location}`); for a world whose content
 * the server withholds, the world's address, whose guards ask for login or the code.
 */
export function homeOutcome(context: GuardContext): GuardOutcome {
  const world = pickHomeWorld(context.index, context.hostname);
  if (!world) return { kind: 'misconfigured', missing: 'default-world' };
  if (isWithheld(context.index, world) && worldLock(context.index, world, context.loggedIn)) {
    return { kind: 'redirect', to: paths.world.href(context.locale, world.slug) };
  }
  const start = startLocationOf(context.index, world);
  if (!start) return { kind: 'misconfigured', missing: 'start-location', world: world.name || world.slug };
  return { kind: 'redirect', to: paths.location.href(context.locale, world.slug, start.slug) };
}

/**
 * Where a visitor goes once signed in: the wanted location of the `redirect` query, a safe local path, or
 * home (the start location of the home world).
 */
export function afterLogin(context: GuardContext): GuardOutcome {
  const redirect = context.redirect ?? '';
  const location = context.index.locations.get(redirect);
  const query = context.query ? `?${context.query}` : '';
  if (location) {
    return {
      kind: 'redirect',
      to: `${paths.location.href(context.locale, location.worldSlug, location.slug)}${query}`,
    };
  }
  // A local path brings its own query.
  if (isSafeRedirect(redirect)) return { kind: 'redirect', to: redirect };
  const home = homeOutcome(context);
  return home.kind === 'redirect' ? { kind: 'redirect', to: `${home.to}${query}` } : home;
}

/** The route guards' names, as SPEC §2 gives them: a typo in a route's list fails the type check. */
export type GuardName =
  | 'check-access'
  | 'middleware-is-mobile'
  | 'only-on-power-save'
  | 'redirect-on-login-page'
  | 'redirect-on-start-page'
  | 'redirect-to-login-page'
  | 'world';

/**
 * Each page's guards, in the order they run (SPEC §2 names them per route); `router.tsx` mounts them. One list, so
 * that what a test follows through the guards is what the app runs.
 */
export const PAGE_GUARDS = {
  index: ['middleware-is-mobile', 'redirect-on-start-page'],
  login: ['middleware-is-mobile', 'redirect-on-login-page'],
  powerSave: ['middleware-is-mobile', 'only-on-power-save'],
  world: ['middleware-is-mobile', 'world', 'redirect-to-login-page', 'check-access'],
} as const satisfies Record<string, readonly GuardName[]>;

/** Route guards by the names SPEC §2 gives them. */
const guards: Record<GuardName, Guard> = {
  // Mobile detection is a side effect of the app shell (useApp.mobileBrowser); as a guard it never blocks.
  'middleware-is-mobile': () => pass,
  'only-on-power-save': (context) =>
    context.powerSaveMode ? pass : { kind: 'redirect', to: paths.index.href(context.locale) },
  // Guest-only page: a signed-in visitor goes where the login was for, else home.
  'redirect-on-login-page': (context) => (context.loggedIn ? afterLogin(context) : pass),
  // The index shows the start page when the home world has one, else it forwards to the start location.
  'redirect-on-start-page': (context) =>
    pickHomeWorld(context.index, context.hostname)?.startPage ? pass : homeOutcome(context),
  world: (context) => {
    const resolution = resolve(context);
    // A withheld world's locations are unknown here: the access guards ask for what opens it.
    if (resolution.kind !== 'location' && lockOf(context)) return pass;
    if (resolution.kind === 'not-found') return { kind: 'status', status: 404, reason: `unknown ${resolution.what}` };
    if (resolution.kind === 'no-start')
      return { kind: 'misconfigured', missing: 'start-location', world: resolution.world.name };
    return pass;
  },
  // Login-only worlds send a guest to login, remembering where they wanted to go: the location, or for a
  // withheld world (its locations unknown) its start or the address itself.
  'redirect-to-login-page': (context) => {
    if (lockOf(context) !== 'login') return pass;
    const resolution = resolve(context);
    const { world = '', rest = '' } = context.params;
    const wanted =
      resolution.kind === 'location'
        ? resolution.location.payloadId
        : rest === ''
          ? (routeWorld(context)?.startLocationId ?? paths.world.href(context.locale, world))
          : `${paths.world.href(context.locale, world)}/${rest}`;
    const query = context.query ? `&${context.query}` : '';
    return { kind: 'redirect', to: `${paths.login.href(context.locale, wanted)}${query}` };
  },
  // A password world the server withholds asks for its code where it is (SPEC §4).
  'check-access': (context) =>
    lockOf(context) === 'code' ? { kind: 'locked', world: context.params.world ?? '' } : pass,
};

/**
 * Runs guards in order; the first that does not pass decides. A name that is not a guard (only a cast or plain
 * JavaScript can bring one) is a 500, as SPEC §2 asks of unknown middleware.
 */
export function runGuards(names: readonly GuardName[], context: GuardContext): GuardOutcome {
  for (const name of names) {
    const guard = Object.hasOwn(guards, name) ? guards[name] : undefined;
    if (!guard) return { kind: 'status', status: 500, reason: `unknown route guard "${name}"` };
    const outcome = guard(context);
    if (outcome.kind !== 'pass') return outcome;
  }
  return pass;
}
