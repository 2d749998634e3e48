import { createBrowserRouter } from 'react-router';
import { AppLayout } from './app/layout/app-layout.tsx';
import { RouteErrorBoundary } from './app/route-error-boundary.tsx';
import { paths } from './lib/paths.ts';
import { HomePage } from './pages/home-page.tsx';

// Every path of the web app, listed once (paths come from lib/paths.ts). Home ships in the entry
// chunk: it is the landing page and also what unknown paths show. Later pages load lazily with
// `lazy: () => import('./pages/…').then((module) => ({ Component: module.… }))`.
export const router = createBrowserRouter([
  {
    Component: AppLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { path: paths.home.path, Component: HomePage },
      // SPEC.md §2: unknown paths show home.
      { path: '*', Component: HomePage },
    ],
  },
]);
