import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { minifyPublicScripts } from './scripts/lib/minify-public-scripts.ts';
import { pureReactRouter } from './scripts/lib/pure-react-router.ts';

// The web app lives in src/web; the server serves the build from dist/web. `vite build --ssr`
// builds the server's rendering of the pages (src/web/server-render.tsx, decision 020) into
// dist/web-ssr. The service worker and the manifest: decision 015.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    pureReactRouter(),
    react(),
    tailwindcss(),
    !isSsrBuild && minifyPublicScripts(['app-start.js']),
    !isSsrBuild &&
      VitePWA({
        // src/web/app/pwa-update.ts registers the worker and decides when a waiting update reloads.
        injectRegister: false,
        registerType: 'prompt',
        // The icons are precached through globPatterns below already.
        includeManifestIcons: false,
        manifest: {
          id: '/',
          // The shop's name as in src/web/lib/site.ts (SHOP_NAME).
          name: 'Kinderkiste – Second-Hand für Kinder',
          short_name: 'Kinderkiste',
          description:
            'Second-Hand-Kinderkleidung, Schlafsäcke und Accessoires: geprüfte Einzelstücke, jeden Freitag neue Artikel.',
          lang: 'de',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          // --color-cream and --color-brand-700 in styles.css.
          background_color: '#fdf8f1',
          theme_color: '#fdf8f1',
          categories: ['shopping', 'kids'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icons/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          // The app shell only (decision 047): the code and styles every page starts with (the
          // entry, React DOM's client: the files server/pages/app-start.ts preloads), the offline
          // page and the icons. Pages always come from the network, so the lazy chunks of pages
          // would not make anything work offline; the browser's HTTP cache keeps them (a year,
          // immutable) once a page needs them. Not index.html (every page comes from the server
          // with its own head).
          globPatterns: [
            'assets/index-*.{js,css}',
            'assets/client-*.js',
            // React DOM's entry module; since decision 083 (point 4) it is in the client's file,
            // and this matches nothing.
            'assets/react-dom-*.js',
            // The bundler's loader of lazy chunks, which the entry imported (decision 050); since
            // issue 33 the bundler keeps it inside the entry, and this matches nothing.
            'assets/rolldown-runtime-*.js',
            'offline.{html,css,js}',
            'favicon.svg',
            'icons/*.png',
          ],
          navigateFallback: null,
          // Pages always come from the network, so prices and availability are live; only when
          // that fails does the offline page stand in. Nothing under /api/ or /images/ is cached
          // by the worker: those requests never match a route and go to the network untouched.
          runtimeCaching: [
            {
              urlPattern: ({ request, url }) =>
                request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
              handler: 'NetworkOnly',
              options: { precacheFallback: { fallbackURL: '/offline.html' } },
            },
          ],
          cleanupOutdatedCaches: true,
          // The first visit's page is controlled at once (no reload needed for the offline page).
          clientsClaim: true,
        },
      }),
  ],
  // The server's rendering is one self-contained file set: it runs wherever dist/web-ssr is put.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: '../../dist/web-ssr', emptyOutDir: true }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        // dist/web/.vite/manifest.json: server/pages/app-start.ts follows the entry's imports in
        // it.
        manifest: true,
        // No modulepreload polyfill (0.2 KB brotli of every first download, decision 070): it ran
        // with the entry, after app-start.js had preloaded the start's modules already. A browser
        // without modulepreload (Safari before 17) loads a lazy page's modules through its
        // imports, one after another, instead of together.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Everything the entry imports statically goes into the entry's file (decision 022):
            // Rolldown would give each module the entry shares with a lazy page a chunk of its
            // own, and the app's start was fifteen files, some of 400 bytes.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                // React DOM's client and its entry module in one file (−0.5 KB brotli on every
                // first download, decision 083): apart, the entry module was a file of 1.2 KB,
                // compressed alone and tied to the client by imports. The start finds this chunk
                // by its name (server/pages/app-start.ts).
                { name: 'client', test: /node_modules\/react-dom\// },
                // A landing page's own code in one file each (decision 083): brotli compresses
                // a page's components together better than in three files, and each file costs
                // its imports' names. The search shares the listing's. Home is such a page too
                // (decision 085); what all three draw is named in web/routes.tsx, in the entry.
                {
                  name: 'listing-page',
                  test: /src\/(web\/pages\/listing-page|web\/features\/products\/components\/(product-results|product-grid|listing-filter-bar|listing-filters)|web\/components\/ui\/load-more|domain\/size-groups)\./,
                },
                {
                  name: 'home-page',
                  test: /src\/web\/(pages\/home-page|components\/ui\/slide-carousel)\./,
                },
                {
                  name: 'product-page',
                  test: /src\/web\/(pages\/(product-page|product-content)|features\/products\/components\/product-detail|features\/cart\/components\/add-to-cart-button)\./,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
}));
