import { Component, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { BrowserRouter, createRoutesFromChildren, Navigate, Route, useLocation, useRoutes } from 'react-router';
import { DEFAULT_LOCALE } from '../domain/types.ts';
import { LoadingView } from '../ui/loading-view.tsx';
import { ErrorFallback, ErrorScreen, ErrorView } from './error-screen.tsx';
import { LocaleLayout } from './locale-layout.tsx';
import { Guarded } from './guarded.tsx';
import { PAGE_GUARDS, type GuardName } from './guards.ts';
import { indexPage, loginPage, powerSavePage, worldPage, type PageLoader } from './page-loaders.ts';
import { paths } from '../domain/paths.ts';

function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`${paths.index.href(DEFAULT_LOCALE)}${search}${hash}`} replace />;
}

/**
 * A failure while rendering (a page that throws, a chunk that does not load) shows the error screen in place of
 * the locale's layout; the next address tries again.
 */
class RouteErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  { pathname: string; failure: { error: unknown } | null }
> {
  override state = { pathname: this.props.pathname, failure: null as { error: unknown } | null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: { pathname: string },
  ): { pathname: string; failure: null } | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failure: null };
  }

  override render() {
    return this.state.failure ? <ErrorScreen error={this.state.failure.error} /> : this.props.children;
  }
}

function RouteErrors({ children }: { children: ReactNode }) {
  return <RouteErrorBoundary pathname={useLocation().pathname}>{children}</RouteErrorBoundary>;
}

/**
 * A page whose chunk loads when first shown: the updater view until then, then the page. Not React.lazy: a
 * Suspense boundary reveals what it waited for on a timer of React's own (at least 300 ms after its fallback),
 * where the page could show as soon as its chunk is in (it usually is: the locale layout starts it early).
 */
function LazyPage({ page }: { page: PageLoader }) {
  // A subscription, not a read at render plus an effect: the chunk may come in between the two (the locale layout
  // starts it early), and React checks the loader again once subscribed, so the page shows whenever it lands.
  const Page = useSyncExternalStore(page.subscribe, page.loaded);
  const [failure, setFailure] = useState<{ page: PageLoader; error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    page.load().catch((error: unknown) => live && setFailure({ page, error }));
    return () => {
      live = false;
    };
  }, [page]);
  // To the route's error boundary, as a page that throws.
  if (failure?.page === page) throw failure.error;
  // Strings and content are in by now (the locale layout waits for them): the page's own code is what is left.
  return Page ? <Page /> : <LoadingView steps={{ strings: true, content: true }} />;
}

/** A page behind the spec's guards by name; they run before its chunk loads. */
const guarded = (page: PageLoader, names: readonly GuardName[]) => (
  <Guarded names={names}>
    <LazyPage page={page} />
  </Guarded>
);

/**
 * `<Routes>`, with the 404 screen where no route matches (SPEC §2: an unknown page is an error screen, never a blank
 * one). React Router matches nothing for `//x` or `/de//factory`, nor for a path whose rest holds an encoded line
 * break (`/de/factory/a%0Ab`: the `.` of its patterns stops at line terminators), so a catch-all route would not do.
 */
function RoutesOrNotFound({ children }: { children: ReactNode }) {
  return (
    useRoutes(createRoutesFromChildren(children)) ?? (
      <ErrorFallback>
        <ErrorView status={404} />
      </ErrorFallback>
    )
  );
}

/** Routes per locale (SPEC §2); each page names its guards as the spec does (`PAGE_GUARDS`). */
export function AppRoutes() {
  return (
    <RoutesOrNotFound>
      <Route path="/" element={<RootRedirect />} />
      <Route
        path="/:locale"
        element={
          <RouteErrors>
            <LocaleLayout />
          </RouteErrors>
        }
      >
        <Route index element={guarded(indexPage, PAGE_GUARDS.index)} />
        <Route path={paths.login.path} element={guarded(loginPage, PAGE_GUARDS.login)} />
        <Route path={paths.powerSave.path} element={guarded(powerSavePage, PAGE_GUARDS.powerSave)} />
        <Route path={paths.world.path} element={guarded(worldPage, PAGE_GUARDS.world)} />
      </Route>
    </RoutesOrNotFound>
  );
}

/**
 * Declarative routes (`<BrowserRouter>`) rather than a data router: the app loads no route data, and the data
 * router's code would add about 17 KB gzip to the first route. Pages load lazily (`LazyPage`), and the locale's
 * strings and content load while they do.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
