import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../lib/html-head.ts';
import { CART_PAGE } from '../../domain/first-load.ts';
import { isUnder, listingPageOf, paths, productPageOf } from '../../domain/route-paths.ts';

/**
 * How a page starts the web app (decision 020). The build's index.html loads the app's entry
 * module at once, with module preloads for the files it imports. The browser would then run the
 * app's code before it paints the page the server rendered. Instead, /app-start.js (web/public)
 * starts the app after the first paint: it preloads the modules named here, the entry's and the
 * landing page's own (decision 019), and imports the entry.
 *
 * The build's manifest (dist/web/.vite/manifest.json) names each module's file and the files it
 * imports, statically and dynamically. The router loads pages lazily (web/routes.tsx); the pages
 * visitors land on are listed here so their code arrives together with the entry's. Which page a
 * path is comes from the one table of route paths (domain/route-paths.ts), so every listing the
 * shop has is one of them.
 */
const LISTING_PAGE_MODULE = {
  default: 'pages/listing-page.tsx',
  // Its own module: it may show the placeholder instead (decision 083).
  tonies: 'pages/tonies-listing-page.tsx',
} as const;
const LISTING_PRODUCT_MODULE = 'pages/listing-product-page.tsx';

const LANDING_PAGE_MODULES = {
  home: ['pages/home-page.tsx'],
  product: ['pages/product-page.tsx'],
  cart: ['pages/cart-page.tsx'],
  /**
   * Every other page's route: the entry's route table names only home and the pages above
   * (web/routes.tsx, decision 083). The page's own code comes once the route is known.
   */
  other: ['pages/later-routes.tsx'],
};

/** `/shop` leads on to the clothing listing (web/routes.tsx). */
const SHOP_PATHS = new Set([paths.shop.path, `${paths.shop.path}/`]);

/** The modules of the page at this path that come with the entry (none for the admin). */
export function landingPageModules(pathname: string): string[] {
  const listing = listingPageOf(pathname);
  if (listing !== null) {
    const page =
      listing.segment === 'tonies' ? LISTING_PAGE_MODULE.tonies : LISTING_PAGE_MODULE.default;
    return listing.itemNumber === null ? [page] : [page, LISTING_PRODUCT_MODULE];
  }
  if (productPageOf(pathname) !== null) return LANDING_PAGE_MODULES.product;
  if (CART_PAGE.test(pathname)) return LANDING_PAGE_MODULES.cart;
  if (pathname === paths.home.path) return LANDING_PAGE_MODULES.home;
  if (SHOP_PATHS.has(pathname)) return [LISTING_PAGE_MODULE.default];
  // The admin's pages load their own routes.
  if (isUnder(pathname, paths.admin.path)) return [];
  return LANDING_PAGE_MODULES.other;
}

const ENTRY = 'index.html';

export type Manifest = Record<
  string,
  { file: string; name?: string; src?: string; imports?: string[]; dynamicImports?: string[] }
>;

/**
 * Modules the entry imports dynamically as steps of the app's start, so that each is evaluated
 * in a task of its own (web/main.tsx, decision 022). Keys of the build's manifest.
 */
const START_STEPS = ['../../node_modules/react-dom/client.js'];

/** The modules that start the app: the entry and its steps, preloaded together. */
export function startModules(manifest: Manifest): string[] {
  return [ENTRY, ...START_STEPS].map((module) => {
    const key = manifestKey(manifest, module);
    if (key === null) throw new Error(`${module} is not in the vite manifest`);
    return key;
  });
}

/**
 * Vite names a module by its real path: with node_modules linked from elsewhere (a git worktree
 * sharing one install) React DOM is `../../../main/node_modules/…`, still the same module. A
 * module the build put into a group's file with others (vite.config.ts's `codeSplitting`: React
 * DOM, a landing page's code) has no key of its own; the group is named after the module's file
 * (`client`, `listing-page`), and the manifest names the group's file by that name.
 */
export function manifestKey(manifest: Manifest, module: string): string | null {
  if (manifest[module] !== undefined) return module;
  const inPackages = module.replace(/^(\.\.\/)+/, '/');
  const linked =
    inPackages === module
      ? undefined
      : Object.keys(manifest).find((key) => key.endsWith(inPackages));
  if (linked !== undefined) return linked;
  const group = path.posix.basename(module).replace(/\.[^.]+$/, '');
  return (
    Object.keys(manifest).find(
      (key) =>
        key.startsWith('_') && manifest[key]!.src === undefined && manifest[key]!.name === group,
    ) ?? null
  );
}

export interface AppStart {
  /** index.html without the build's own entry script and module preloads. */
  template: string;
  /** The script element that starts the app on this page. */
  scriptFor(pathname: string): string;
}

/** Reads the build's manifest; without one (tests, a build without it) the template is kept. */
export function loadAppStart(webDist: string, template: string): AppStart | null {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = manifest[ENTRY];
  if (entry === undefined) return null;
  const start = startModules(manifest);
  const startFiles = moduleFiles(manifest, start).filter((file) => file !== `/${entry.file}`);
  // A handful of module sets (a listing, a product page, the cart, the rest), each resolved
  // through the manifest once rather than on every page drawn.
  const scripts = new Map<string, string>();
  return {
    template: withoutEntryScripts(template),
    scriptFor(pathname) {
      const modules = landingPageModules(pathname);
      const key = modules.join(' ');
      let script = scripts.get(key);
      if (script === undefined) {
        const pageFiles = moduleFiles(manifest, modules, start);
        script = appStartScript(`/${entry.file}`, [...startFiles, ...pageFiles]);
        scripts.set(key, script);
      }
      return script;
    },
  };
}

/** The build's `<script type="module" src>` and `<link rel="modulepreload">` elements, removed. */
function withoutEntryScripts(template: string): string {
  return template
    .replace(/\s*<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

function appStartScript(entryFile: string, modules: string[]): string {
  return `<script defer src="/app-start.js" data-entry="${escapeHtml(entryFile)}" data-modules="${escapeHtml(modules.join(' '))}"></script>`;
}

/** The files of the modules and everything they import, except those of the modules `loaded`. */
export function moduleFiles(
  manifest: Manifest,
  modules: string[],
  loaded: string[] = [],
): string[] {
  const alreadyLoaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || manifest[key] === undefined) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  for (const module of loaded) collect(module, alreadyLoaded);
  const needed = new Set<string>();
  for (const module of modules) collect(manifestKey(manifest, module) ?? module, needed);
  return [...needed]
    .filter((key) => !alreadyLoaded.has(key))
    .map((key) => `/${manifest[key]!.file}`);
}
