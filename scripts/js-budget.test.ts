import { expect, it } from 'vitest';
import { moduleFiles, startModules } from '../src/server/pages/app-start.ts';
import type { Manifest } from '../src/server/pages/app-start.ts';

const REACT_DOM_CLIENT = '../../node_modules/react-dom/client.js';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_react.js', '_schemas.js'],
    dynamicImports: [REACT_DOM_CLIENT, 'pages/cart-page.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  [REACT_DOM_CLIENT]: { file: 'assets/client.js', imports: ['_react.js', '_scheduler.js'] },
  '_scheduler.js': { file: 'assets/scheduler.js' },
  '_schemas.js': { file: 'assets/schemas.js', imports: ['_react.js', '_iso.js'] },
  '_iso.js': { file: 'assets/iso.js' },
  'pages/cart-page.tsx': { file: 'assets/cart-page.js', imports: ['_react.js'] },
};

it('counts the entry, React DOM (a step of the start) and their static imports once each, not the pages loaded later', () => {
  expect(moduleFiles(manifest, startModules(manifest))).toEqual([
    '/assets/index.js',
    '/assets/react.js',
    '/assets/schemas.js',
    '/assets/iso.js',
    '/assets/client.js',
    '/assets/scheduler.js',
  ]);
});

it('a build whose entry or start steps are not in the manifest is no build of this app', () => {
  expect(() => startModules({ 'index.html': { file: 'index.js' } })).toThrow(
    `${REACT_DOM_CLIENT} is not in the vite manifest`,
  );
});

it('finds React DOM by its real path when node_modules is linked from another checkout', () => {
  const linked = '../../../main/node_modules/react-dom/client.js';
  expect(
    startModules({ 'index.html': { file: 'index.js' }, [linked]: { file: 'client.js' } }),
  ).toEqual(['index.html', linked]);
});
