import fs from 'node:fs';
import path from 'node:path';

/**
 * The code a page needs beyond the app's entry, so the page can ask for it at once instead of
 * after the entry has run (decision 019). The router loads these pages lazily (web/router.tsx);
 * the build's manifest (dist/web/.vite/manifest.json) names each one's file and the files it
 * imports. Only the pages visitors land on are listed; the others load as before.
 */
const LANDING_PAGE_MODULES: { page: RegExp; modules: string[] }[] = [
  { page: /^\/shop\/(kleidung|schlafsack|accessoires)\/?$/, modules: ['pages/listing-page.tsx'] },
  {
    page: /^\/shop\/(kleidung|schlafsack|accessoires)\/product\/\d{1,9}\/?$/,
    modules: ['pages/listing-page.tsx', 'pages/listing-product-page.tsx'],
  },
  { page: /^\/product\/\d{1,9}\/?$/, modules: ['pages/product-page.tsx'] },
  { page: /^\/warenkorb\/?$/, modules: ['pages/cart-page.tsx'] },
];

type Manifest = Record<string, { file: string; imports?: string[] }>;

export type PageModules = (pathname: string) => string[];

/** Reads the build's manifest; without one (tests, a build without it) no page has any. */
export function loadPageModules(webDist: string): PageModules {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  return (pathname) => {
    const landing = LANDING_PAGE_MODULES.find(({ page }) => page.test(pathname));
    return landing ? moduleFiles(manifest, landing.modules) : [];
  };
}

/** The modules' files and everything they import, except the entry's (index.html loads those). */
export function moduleFiles(manifest: Manifest, modules: string[]): string[] {
  const loadedByEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || manifest[key] === undefined) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  collect('index.html', loadedByEntry);
  const needed = new Set<string>();
  for (const module of modules) collect(module, needed);
  return [...needed]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => `/${manifest[key]!.file}`);
}
