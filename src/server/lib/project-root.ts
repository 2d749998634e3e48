import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the project's package.json: the sources (`src/server/...`, run by tsx and the
 * tests) and the bundled server (`dist/server/main.js`, decision 089) sit at different depths
 * below it, so files beside the code (the migrations, the web app's build) are found from here.
 */
function findProjectRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) {
      throw new Error(`no package.json above ${start}: the server must run inside the project`);
    }
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
