import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { captureInstallPrompt } from './app/install-prompt.ts';
import { registerAppUpdates } from './app/pwa-update.ts';
import { router } from './router.tsx';
import './styles.css';

// The server writes this page's head tags into index.html for crawlers and link previews. The app
// renders its own (React 19 hoists <title>, <meta>, <link> into <head>), so the server's copies
// go first, lest a page carry two descriptions or two canonical URLs. JSON-LD stays.
document.head
  .querySelectorAll(
    'title, meta[name="description"], meta[name="keywords"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]',
  )
  .forEach((element) => element.remove());

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

captureInstallPrompt();
// The service worker exists only in the build (vite-plugin-pwa); the dev server has none.
if (import.meta.env.PROD) {
  registerAppUpdates().catch((error: unknown) => console.warn('No app updates', error));
}
