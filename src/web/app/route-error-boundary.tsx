import { Component, useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorState } from '../components/ui/error-state.tsx';
import { browserReloadGuard, reloadOnceForChunkError } from '../lib/lazy-page.ts';
import { pageTitle } from '../lib/site.ts';

/**
 * The frame of every route: a page that fails to render, or whose code fails to load, shows the
 * error screen instead of a blank page. The next navigation tries again (the boundary is reset
 * when the location changes); the app's header and footer are inside, so the screen stands alone.
 */
export function RouteFrame() {
  const location = useLocation();
  return (
    <RouteErrorBoundary locationKey={location.key}>
      {/* No Suspense boundary: a page's code loads before the app's first render (routes.tsx
          preloadPages) or during a navigation, a transition that keeps the previous page on
          screen meanwhile. A boundary would also let React take over its part of the server's
          HTML after the rest, when the app no longer counts as hydrating (lib/hydration.ts). */}
      <Outlet />
    </RouteErrorBoundary>
  );
}

interface BoundaryState {
  error: unknown;
  locationKey: string;
}

class RouteErrorBoundary extends Component<
  { locationKey: string; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { locationKey: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.locationKey === state.locationKey) return null;
    return { error: null, locationKey: props.locationKey };
  }

  override render() {
    if (this.state.error !== null) return <RouteError error={this.state.error} />;
    return this.props.children;
  }
}

/**
 * A stale page after a release (its code chunk is gone) reloads once by itself to fetch the
 * current build; otherwise the generic error screen offers to try again, which reloads as well.
 */
function RouteError({ error }: { error: unknown }) {
  const [reloading] = useState(() => reloadOnceForChunkError(error, browserReloadGuard()));
  if (reloading) return null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-4 py-10">
      <title>{pageTitle('Fehler')}</title>
      <ErrorState onRetry={() => window.location.reload()} />
    </main>
  );
}
