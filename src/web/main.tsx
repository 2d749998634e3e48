import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { captureInstallPrompt } from './app/install-prompt.ts';
import { registerAppUpdates } from './app/pwa-update.ts';
import { useCartStore } from './features/cart/stores/cart-store.ts';
import { firstLoadAnswers } from './lib/first-load-answers.ts';
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

// The API answers the server put into the page are what a visitor without a cart sees
// (decision 019); with a cart the visitor's own reservations may differ, so the app asks.
if (useCartStore.getState().cart.cartItems.length > 0) firstLoadAnswers.discard();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (a phone would not react to a tap meanwhile).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

captureInstallPrompt();
// The service worker exists only in the build (vite-plugin-pwa); the dev server has none.
if (import.meta.env.PROD) {
  registerAppUpdates().catch((error: unknown) => console.warn('No app updates', error));
}
