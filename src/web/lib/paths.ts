/**
 * Every route path of the web app, listed once. The router takes `path`, links take `getHref()`,
 * so a path is never spelt twice. Add an entry here before adding a route to router.tsx.
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
} as const;
