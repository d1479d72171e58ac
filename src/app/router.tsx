import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { DEFAULT_LOCALE } from '../domain/types.ts';
import { ErrorScreen } from './error-screen.tsx';
import { LocaleLayout } from './locale-layout.tsx';
import { Guarded } from './guarded.tsx';
import { loadWorldPage } from './page-loaders.ts';
import { paths } from '../domain/paths.ts';

function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`${paths.index.href(DEFAULT_LOCALE)}${search}${hash}`} replace />;
}

/** Routes per locale (SPEC §2). Pages load lazily; each names its guards as the spec does. */
export const router = createBrowserRouter([
  { path: '/', element: <RootRedirect />, errorElement: <ErrorScreen /> },
  {
    path: '/:locale',
    element: <LocaleLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        index: true,
        lazy: async () => {
          const { IndexPage } = await import('./pages/index-page.tsx');
          return {
            element: (
              <Guarded names={['middleware-is-mobile', 'redirect-on-start-page']}>
                <IndexPage />
              </Guarded>
            ),
          };
        },
      },
      {
        path: paths.login.path,
        lazy: async () => {
          const { LoginPage } = await import('./pages/login-page.tsx');
          return {
            element: (
              <Guarded names={['middleware-is-mobile', 'redirect-on-login-page']}>
                <LoginPage />
              </Guarded>
            ),
          };
        },
      },
      {
        path: paths.powerSave.path,
        lazy: async () => {
          const { PowerSavePage } = await import('./pages/power-save-page.tsx');
          return {
            element: (
              <Guarded names={['middleware-is-mobile', 'only-on-power-save']}>
                <PowerSavePage />
              </Guarded>
            ),
          };
        },
      },
      {
        path: paths.world.path,
        lazy: async () => {
          const { WorldPage } = await loadWorldPage();
          return {
            element: (
              <Guarded names={['middleware-is-mobile', 'world', 'redirect-to-login-page', 'check-access']}>
                <WorldPage />
              </Guarded>
            ),
          };
        },
      },
    ],
  },
]);
