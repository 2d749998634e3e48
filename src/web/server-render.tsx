import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { isServerRenderedPage } from '../domain/first-load.ts';
import type { PageRenderer } from '../domain/first-load.ts';
import { parseFirstLoadAnswers, seedFirstLoadQueries } from './app/first-load-queries.ts';
import { AppTree } from './app/app-tree.tsx';
import { useCartStore } from './features/cart/stores/cart-store.ts';
import { createAppQueryClient } from './lib/react-query.ts';
import { setShopNameForServerRender } from './lib/site.ts';
import { preloadPages } from './routes.tsx';

// The server's rendering of the shop's pages (decision 020): built by `vite build --ssr` into
// dist/web-ssr and loaded by server/pages/web-app.ts. A page is rendered with the app's own
// routes and components from the API answers the page carries, as a visitor with an empty cart
// sees it; the browser shows that HTML until the app has started and replaces it.

export function createPageRenderer({ shopName }: { shopName: string }): PageRenderer {
  setShopNameForServerRender(shopName);

  return async ({ url, answersJson, cartItemNumbers }) => {
    const { pathname, search } = new URL(url);
    if (!isServerRenderedPage(pathname)) return null;
    await preloadPages(pathname);

    const queryClient = createAppQueryClient();
    seedFirstLoadQueries(queryClient, {
      pathname,
      search,
      cartItemNumbers,
      answers: parseFirstLoadAnswers(answersJson),
      clientIds: [useCartStore.getInitialState().id],
      stale: false,
    });
    // prerender, unlike renderToString, waits for lazily loaded components, so the page is
    // whole and the app's first render matches it. A large Suspense boundary would otherwise
    // go out as its fallback plus an inline script that swaps the content in; the CSP forbids
    // that script, so every boundary is written in place (progressiveChunkSize).
    const { prelude } = await prerender(
      <AppTree
        queryClient={queryClient}
        Router={({ children }) => (
          <StaticRouter location={`${pathname}${search}`}>{children}</StaticRouter>
        )}
      />,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    // The cache is this page's alone; clearing it also stops its garbage-collection timers.
    queryClient.clear();
    return new Response(prelude).text();
  };
}
