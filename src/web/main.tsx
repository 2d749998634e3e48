// First: before any chunk that brings zod (lib/zod-jitless.ts).
import './lib/zod-jitless.ts';
import { startTransition } from 'react';
import { BrowserRouter } from 'react-router';
import { parseCartCookie } from '../domain/cart-cookie.ts';
import { FIRST_LOAD_ANSWERS_ID } from '../domain/first-load.ts';
import { parseFirstLoadAnswers, seedFirstLoadQueries } from './app/first-load-queries.ts';
import { AppTree } from './app/app-tree.tsx';
import { listenForFirstAction, markLaterPartsNeeded } from './components/later-part.tsx';
import { captureInstallPrompt } from './app/install-prompt.ts';
import { keepCartCookie } from './features/cart/lib/cart-cookie.ts';
import { useCartStore } from './features/cart/stores/cart-store.ts';
import { takeOverHead } from './lib/head-takeover.ts';
import { setHydrating } from './lib/hydration.ts';
import { nextTask } from './lib/next-task.ts';
import { whenIdle } from './lib/when-idle.ts';
import { createAppQueryClient } from './lib/react-query.ts';
import { preloadLaterRoutes, preloadPages } from './routes.tsx';
import './styles.css';

// Chrome may offer installing the web app at any moment; the offer is kept from the start.
captureInstallPrompt();
// The code of the parts that come later (the footer, the message bar, …) comes with the
// visitor's first action at the latest (components/later-part.tsx, decision 085).
listenForFirstAction();

// The app starts in steps, each in a task of its own (decision 022): this module's code, React
// DOM's, the query cache, the router, the first render. In one task a phone spent ~300 ms on
// them, reacting to no tap meanwhile. React DOM is therefore imported dynamically, here only;
// server/pages/app-start.ts preloads it with this module, so it has arrived when its turn comes.
async function startApp(container: HTMLElement): Promise<void> {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();

  // The page's first API answers go into the query cache (decision 019): the first render shows
  // the page the server rendered from the same answers (decision 020). They are what a visitor
  // without a cart sees; with a cart the visitor's own reservations may differ, so the app shows
  // them and asks again. The first render uses the stores' initial state, as the server did
  // (zustand's server snapshot), so the answers are there under both client ids.
  const queryClient = createAppQueryClient();
  const { cart, id: clientId } = useCartStore.getState();
  seedFirstLoadQueries(queryClient, {
    pathname: window.location.pathname,
    search: window.location.search,
    // The cart the server drew (the cart page): the same items, so the page is taken over as is.
    cartItemNumbers: parseCartCookie(document.cookie),
    answers: parseFirstLoadAnswers(document.getElementById(FIRST_LOAD_ANSWERS_ID)?.textContent),
    clientIds: [useCartStore.getInitialState().id, clientId],
    stale: cart.cartItems.length > 0,
  });
  keepCartCookie();
  await nextTask();

  // The server's HTML stays on screen until the page's code has loaded: the app's first render
  // then takes it over as the same page, instead of an empty one in between. Code that fails to
  // load fails again in that render, where the route's error screen deals with it.
  await preloadPages(window.location.pathname).catch(() => undefined);
  await nextTask();

  const app = <AppTree queryClient={queryClient} Router={BrowserRouter} />;
  if (container.firstElementChild === null) {
    // The server's head is a generic one: the page says what it is.
    takeOverHead();
    // A page the server left to the browser (admin, checkout): rendered here. As a transition
    // the render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (a phone would not react to a tap meanwhile).
    startTransition(() => createRoot(container).render(app));
    return;
  }
  // The server rendered the page: the app takes over its HTML instead of building it again.
  // Should the HTML differ after all (say, the day changed in between), React renders the page
  // anew; that is no error for the visitor, so it is only noted.
  setHydrating(true);
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('Page rendered anew:', error),
    });
  });
}

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
void startApp(container);

// The service worker exists only in the build (vite-plugin-pwa); the dev server has none. When it
// is installed it fetches the app shell, the offline page and the icons into its cache (decision
// 047): about 34 KB with its helper, none of which this page needs. It is registered a while after
// the page has loaded, when the browser is idle, so that it neither holds up the first paint on a
// busy phone nor adds to a first visit's downloads (issue 33, decision 067): a visitor who leaves
// within seconds never pays for it, one who stays has it moments later.
const SERVICE_WORKER_AFTER_LOAD_MS = 5000;

// The code of every page's head (lib/head-takeover.ts) comes when the browser is idle after the
// first seconds, not with the first download (decision 070); a navigation before brings it at once.
const HEAD_TAKEOVER_AFTER_LOAD_MS = 3000;
afterLoad(() => window.setTimeout(() => whenIdle(takeOverHead), HEAD_TAKEOVER_AFTER_LOAD_MS));
// The parts of the page whose code is not part of the first download likewise, unless the
// visitor acted before (components/later-part.tsx, decision 085).
afterLoad(() =>
  window.setTimeout(() => whenIdle(markLaterPartsNeeded), HEAD_TAKEOVER_AFTER_LOAD_MS),
);
// The routes of the shop's other pages likewise (decision 083), so a navigation to one of them
// waits for no more than its page.
afterLoad(() =>
  window.setTimeout(() => whenIdle(() => void preloadLaterRoutes()), HEAD_TAKEOVER_AFTER_LOAD_MS),
);

if (import.meta.env.PROD) {
  afterLoad(() =>
    window.setTimeout(
      () =>
        whenIdle(() => {
          import('./app/pwa-update.ts')
            .then(({ registerAppUpdates }) => registerAppUpdates())
            .catch((error: unknown) => console.warn('No app updates', error));
        }),
      SERVICE_WORKER_AFTER_LOAD_MS,
    ),
  );
}

function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}
