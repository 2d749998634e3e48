import { expect, it } from 'vitest';
import { initialFiles } from './js-budget.ts';
import type { Manifest } from './js-budget.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js', '_schemas.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_schemas.js': { file: 'assets/schemas.js', imports: ['_react.js', '_iso.js'] },
  '_iso.js': { file: 'assets/iso.js' },
  'pages/cart-page.tsx': { file: 'assets/cart-page.js', imports: ['_react.js'] },
};

it('counts the entry and its static imports once each, not the lazily loaded pages', () => {
  expect(initialFiles(manifest, 'index.html')).toEqual([
    'assets/index.js',
    'assets/react.js',
    'assets/schemas.js',
    'assets/iso.js',
  ]);
});

it('names an import the manifest lacks', () => {
  expect(() =>
    initialFiles({ 'index.html': { file: 'a.js', imports: ['_gone.js'] } }, 'index.html'),
  ).toThrow('_gone.js is not in the vite manifest');
});
