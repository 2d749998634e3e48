// Imported first by every entry point (server, command-line tools): the shop runs on Node 24,
// which `npm install` puts into node_modules/.bin and every npm script runs on (decision 023).
// A process started with an older Node stops here with one sentence instead of failing later
// in a library that needs newer features.

export const MINIMUM_NODE_MAJOR = 24;

export function isSupportedNode(version: string): boolean {
  return Number(version.split('.')[0]) >= MINIMUM_NODE_MAJOR;
}

if (!isSupportedNode(process.versions.node)) {
  // One JSON line, as every failed start writes (lib/start-up-failure.ts, which this module
  // cannot import: it runs before anything else is loaded).
  const message =
    `The shop needs Node ${MINIMUM_NODE_MAJOR} or newer, this is Node ${process.versions.node}. ` +
    'Start it through npm (npm start, npm run serve), which runs the Node that npm install ' +
    'put into node_modules/.bin, or install Node 24.';
  process.stderr.write(
    `${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg: message })}\n`,
  );
  // 78 (EX_CONFIG): starting again with the same runtime cannot help.
  process.exit(78);
}
