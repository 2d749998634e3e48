import { StrictMode, useEffect, useRef } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { takeOverHead } from '../lib/head-takeover.ts';
import { setHydrating } from '../lib/hydration.ts';
import { AppRoutes } from '../routes.tsx';
import { AppProviders } from './providers.tsx';

/**
 * The app's tree of elements, the same on the server (server-render.tsx) and in the browser
 * (main.tsx), only the router differs. React derives every `useId` from a component's place in
 * this tree: with a different shape on either side (the browser's two watchers below were once
 * only there), the ids in the server's HTML were not the ids the app then used, and a part added
 * after the takeover (the withdrawal form's content) was not the one its button named. The
 * watchers render nothing and only act in the browser (decision 085).
 */
export function AppTree({
  queryClient,
  Router,
}: {
  queryClient: QueryClient;
  Router: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <Router>
          <AppRoutes />
          <HeadTakenOverOnNavigation />
        </Router>
      </AppProviders>
      <AppStarted />
    </StrictMode>
  );
}

/**
 * The server's head describes the page the visitor landed on; from the first navigation on, the
 * app draws the head itself (lib/head-takeover.ts).
 */
function HeadTakenOverOnNavigation() {
  const location = useLocation();
  const landing = useRef(location);
  useEffect(() => {
    if (location !== landing.current) takeOverHead();
  }, [location]);
  return null;
}

/**
 * After the app's first render: components mounting from now on are no longer bound to the
 * server's HTML, and the page says the app runs (`<html data-app="started">`; the browser
 * journeys wait for it before they tap a button, e2e/fixtures.ts).
 */
function AppStarted() {
  useEffect(() => {
    setHydrating(false);
    document.documentElement.dataset.app = 'started';
  }, []);
  return null;
}
