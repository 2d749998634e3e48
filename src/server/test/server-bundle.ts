import path from 'node:path';
import { bundleServer } from '../../../scripts/lib/bundle-server.ts';

// The tests that run the shop as its own process (kill -9 and restart, two processes, npm start)
// run it as production does: bundled (decision 089). This global setup bundles the sources once
// per test run, in the same way `npm run build:server` does, so no build is needed before
// `npm test`. The folder lies inside the project: the server finds its migrations from there.

const root = path.resolve(import.meta.dirname, '../../..');

/** The bundled server the tests start (runShop in processes.ts). */
export const TEST_SERVER = path.join(root, 'node_modules/.cache/shop-test-server/main.js');

export default async function setup(): Promise<void> {
  await bundleServer(root, path.dirname(TEST_SERVER));
}
