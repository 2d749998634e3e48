import fs from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Vite copies the public folder as it is. A script there that every page loads (app-start.js,
 * decision 020) is read with its comments in the sources, and minified in the build: its
 * comments were half of its bytes, and those bytes count towards a first visit's 100 KB
 * (issue 33, `npm run budget`). esbuild is the minifier Vite itself uses.
 */
export function minifyPublicScripts(files: string[]): Plugin {
  return {
    name: 'minify-public-scripts',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir === undefined) return;
      for (const file of files) {
        const target = path.join(options.dir, file);
        const source = await fs.readFile(target, 'utf8');
        const { code } = await transform(source, { minify: true, target: 'es2020' });
        await fs.writeFile(target, code);
      }
    },
  };
}
