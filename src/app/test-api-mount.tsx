import { lazy, Suspense } from 'react';

// Test and bench builds only (`vite build --mode test|bench`): the import disappears from production bundles.
const PROBED = import.meta.env.MODE === 'test' || import.meta.env.MODE === 'bench';
const Mount = PROBED ? lazy(() => import('./test-api.tsx')) : null;

export function TestApi() {
  return Mount ? (
    <Suspense fallback={null}>
      <Mount />
    </Suspense>
  ) : null;
}
