import type { Plugin } from 'vite';

// React Router's production build creates its components and contexts at module level without
// the bundler's pure annotation (`const Form = React$1.forwardRef(…)`) and then names them
// (`Form.displayName = "Form"`). To the bundler both look like side effects, so every one of them
// stayed in the entry with all it uses, whether the app imports it or not: Form, NavLink,
// ScrollRestoration, the data router's contexts, the framework mode's prefetching; about 1.2 KB
// brotli of the first download (decision 070).

/** The files the transform applies to: React Router's production build. */
const REACT_ROUTER_BUILD = /\/react-router\/dist\/production\//;

/**
 * React Router's module code with its components, contexts and memoized components marked pure and their
 * `displayName`s (React DevTools' names, which a production build does not need) left out, so
 * that what the app does not use is dropped. Lines stay where they were.
 */
export function markReactRouterPure(code: string): string {
  return code
    .replace(/\bReact\$1\.(forwardRef|createContext|memo)\(/g, '/* @__PURE__ */ React$$1.$1(')
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '');
}

/** The Vite plugin applying `markReactRouterPure` in builds (the browser's and the server's). */
export function pureReactRouter(): Plugin {
  return {
    name: 'pure-react-router',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_BUILD.test(id)) return null;
      const marked = markReactRouterPure(code);
      // A React Router whose build no longer says `React$1.forwardRef(…)` would leave everything
      // in the entry again, silently: the build stops instead.
      if (marked === code && /\.(forwardRef|createContext|memo)\(/.test(code)) {
        this.error(
          `pure-react-router: ${id} creates components in a way the plugin does not know; update scripts/lib/pure-react-router.ts (decision 070).`,
        );
      }
      return { code: marked, map: null };
    },
  };
}
