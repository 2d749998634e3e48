import { ErrorState } from '../components/ui/error-state.tsx';
import { pageTitle } from '../lib/site.ts';

/**
 * Shown when a route fails to render or its code fails to load (e.g. a stale page after a
 * release). Reloading fetches the current build and starts afresh.
 */
export function RouteErrorBoundary() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-4 py-10">
      <title>{pageTitle('Fehler')}</title>
      <ErrorState onRetry={() => window.location.reload()} />
    </main>
  );
}
