import { useState } from 'react';
import { useRouteError } from 'react-router';
import { ErrorState } from '../components/ui/error-state.tsx';
import { browserReloadGuard, reloadOnceForChunkError } from '../lib/lazy-page.ts';
import { pageTitle } from '../lib/site.ts';

/**
 * Shown when a route fails to render or its code fails to load. A stale page after a release
 * (its code chunk is gone) reloads once by itself to fetch the current build; otherwise the
 * generic error screen offers to try again, which reloads as well.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const [reloading] = useState(() => reloadOnceForChunkError(error, browserReloadGuard()));
  if (reloading) return null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-4 py-10">
      <title>{pageTitle('Fehler')}</title>
      <ErrorState onRetry={() => window.location.reload()} />
    </main>
  );
}
