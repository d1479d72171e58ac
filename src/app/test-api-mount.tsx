import { lazy, Suspense } from 'react';

// Test builds only (`vite build --mode test`): the import disappears from production bundles.
const Mount = import.meta.env.MODE === 'test' ? lazy(() => import('./test-api.tsx')) : null;

export function TestApi() {
  return Mount ? (
    <Suspense fallback={null}>
      <Mount />
    </Suspense>
  ) : null;
}
