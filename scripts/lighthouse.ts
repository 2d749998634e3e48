// npm run lighthouse: Lighthouse (mobile settings) on home, a listing, a product page and the cart,
// against the built server with the demo shop, in Debian's Chromium. Prints the four category
// scores per page and the largest layout shift; writes the full reports to test-results/lighthouse/.
// Each page runs LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score
// is reported, as Lighthouse advises: one run on a shared machine varies by several points. Each
// run is printed as it ends with Lighthouse's host benchmark index (higher is faster) and the
// machine's load: blocking time depends on the host's speed as much as on the page. A page of one
// heading and one sentence ("Blank", served by this script) runs first as the yardstick, as a bare
// Fastify is for `npm run bench`: what the host alone costs a page that does nothing.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RunnerResult } from 'lighthouse';
import { portFrom, startDemoShop } from './lib/built-shop.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

// SHOP_DIST=<folder> measures another build (an A/B run against a copy of an older dist/).
const DIST = process.env.SHOP_DIST ?? 'dist';

/**
 * LIGHTHOUSE_CPU_SLOWDOWN=8 plays a host about half as fast as Lighthouse's default of 4 assumes:
 * blocking time on a slow host, reproducible in A/B runs instead of waiting for a busy machine.
 * The other values are Lighthouse's mobile defaults (simulated slow 4G).
 */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
const MOBILE_SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: CPU_SLOWDOWN,
};

function scriptTransferBytes(audit: { details?: unknown } | undefined): number {
  const items = (audit?.details as { items?: { resourceType: string; transferSize: number }[] })
    ?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
}

/** The largest paint's element as Lighthouse names it (the node of its LCP breakdown). */
function largestPaintElement(audit: { details?: unknown } | undefined): string {
  type Details = { items?: { type?: string; selector?: string }[] };
  const node = (audit?.details as Details | undefined)?.items?.find((item) => item.type === 'node');
  return node?.selector?.slice(-40) ?? '?';
}

/**
 * LIGHTHOUSE_LONG_TASKS=1: the run's long tasks as Lighthouse simulated them (at the CPU
 * slowdown), with the first paint for reference: only what comes after it counts towards TBT.
 * scripts/profile-first-load.ts says what each task did.
 */
function longTaskLines(audits: RunnerResult['lhr']['audits']): string {
  type Item = { url?: string; startTime?: number; duration?: number };
  const items = (audits['long-tasks']?.details as { items?: Item[] } | undefined)?.items ?? [];
  const fcp = Math.round(audits['first-contentful-paint']?.numericValue ?? 0);
  const interactive = Math.round(audits['interactive']?.numericValue ?? 0);
  const lines = items.map(
    (item) =>
      `    at ${Math.round(item.startTime ?? 0)} ms: ${Math.round(item.duration ?? 0)} ms  ${item.url?.split('/').pop() || item.url || '?'}`,
  );
  return [`  long tasks (FCP ${fcp} ms, interactive ${interactive} ms):`, ...lines].join('\n');
}

/**
 * The yardstick page: valid, German, with a viewport, and nothing else. Whatever blocking time it
 * gets is the host's and the browser's, not the shop's.
 */
const BLANK_PAGE =
  '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Leere Seite</title></head><body><h1>Leere Seite</h1>' +
  '<p>Ein Maßstab für den Rechner, ohne Bild, Stil und Skript.</p></body></html>';

async function startBlankPage(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(BLANK_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

function seconds(audit: { numericValue?: number } | undefined): number {
  return Number(((audit?.numericValue ?? 0) / 1000).toFixed(2));
}

async function main(): Promise<void> {
  const shop = await startDemoShop({
    purpose: 'lighthouse',
    port: portFrom('LIGHTHOUSE_PORT'),
    embeddedDbPort: portFrom('LIGHTHOUSE_DB_PORT'),
    dist: DIST,
  });
  const { baseUrl } = shop;
  const blank = await startBlankPage();
  const chrome = await chromeLauncher.launch({
    // LIGHTHOUSE_CHROME_PORT: the browser's debugging port (a free one otherwise).
    port: process.env.LIGHTHOUSE_CHROME_PORT
      ? Number(process.env.LIGHTHOUSE_CHROME_PORT)
      : undefined,
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
  try {
    process.stdout.write('Starting the shop with the demo catalogue…\n');
    await shop.ready();
    const newest = (await (await fetch(`${baseUrl}/api/products/newbees`)).json()) as {
      itemNumber: number;
    }[];
    // LIGHTHOUSE_PAGES=Cart,Home runs only these.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = (
      [
        ['Blank', blank.url],
        ['Home', `${baseUrl}/`],
        ['Listing', `${baseUrl}/shop/kleidung`],
        ['Product', `${baseUrl}/product/${newest[0]?.itemNumber ?? 1001}`],
        ['Cart', `${baseUrl}/warenkorb`],
      ] as const
    ).filter(([name]) => only === undefined || only.includes(name));
    const outDir = path.resolve('test-results/lighthouse');
    await fs.mkdir(outDir, { recursive: true });
    const rows = [];
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
    for (const [name, pageUrl] of pages) {
      const results: RunnerResult[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(pageUrl, {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          formFactor: 'mobile',
          throttling: MOBILE_SLOW_4G,
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75 },
          // LIGHTHOUSE_BLOCK_SCRIPTS=1: the page without any of its scripts, as a yardstick of
          // what its HTML and CSS alone cost the host (the server renders every page).
          ...(process.env.LIGHTHOUSE_BLOCK_SCRIPTS ? { blockedUrlPatterns: ['*.js'] } : {}),
          // With a kept trace, V8's sampler too: which functions a task ran (a little overhead).
          ...(process.env.LIGHTHOUSE_TRACE_DIR
            ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
            : {}),
        });
        if (!result) throw new Error(`no result for ${name}`);
        results.push(result);
        // Every run with the host's speed at that moment: a figure means little without it.
        const { audits: runAudits, categories: runCategories, environment } = result.lhr;
        process.stdout.write(
          `${name} run ${run + 1}: performance ${Math.round((runCategories['performance']?.score ?? 0) * 100)}, TBT ${Math.round(runAudits['total-blocking-time']?.numericValue ?? 0)} ms, LCP ${seconds(runAudits['largest-contentful-paint'])} s, host index ${Math.round(environment.benchmarkIndex)}, load ${os.loadavg()[0]?.toFixed(2)}\n`,
        );
        // A run Lighthouse could not finish scores 0: say why instead of leaving a bare 0.
        if (result.lhr.runtimeError) {
          process.stdout.write(
            `  run failed: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}\n`,
          );
        }
        if (process.env.LIGHTHOUSE_LONG_TASKS) {
          process.stdout.write(`${longTaskLines(runAudits)}\n`);
        }
        // LIGHTHOUSE_TRACE_DIR keeps each run's trace (unthrottled: Lighthouse simulates the
        // slowdown), for scripts/profile-first-load.ts's analysis or Chromium's performance panel.
        if (process.env.LIGHTHOUSE_TRACE_DIR) {
          await fs.mkdir(process.env.LIGHTHOUSE_TRACE_DIR, { recursive: true });
          await fs.writeFile(
            path.join(process.env.LIGHTHOUSE_TRACE_DIR, `${name.toLowerCase()}-${run + 1}.json`),
            JSON.stringify(result.artifacts.Trace),
          );
        }
      }
      const performanceOf = (entry: RunnerResult) =>
        entry.lhr.categories['performance']?.score ?? 0;
      // The median of the runs Lighthouse finished; a failed one (NO_NAVSTART now and then on
      // a run's trace) counts in "all runs" only.
      const finished = results.filter((entry) => !entry.lhr.runtimeError);
      finished.sort((a, b) => performanceOf(a) - performanceOf(b));
      const result = finished[Math.floor(finished.length / 2)];
      if (!result) throw new Error(`no result for ${name}`);
      await fs.writeFile(path.join(outDir, `${name.toLowerCase()}.html`), String(result.report));
      const { categories, audits } = result.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      rows.push({
        page: `${name} ${new URL(pageUrl).pathname}`,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        'FCP s': seconds(audits['first-contentful-paint']),
        'LCP s': seconds(audits['largest-contentful-paint']),
        'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        'SI s': seconds(audits['speed-index']),
        CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        // Which element the largest paint was: never the consent banner (issue 22).
        'LCP element': largestPaintElement(audits['lcp-breakdown-insight']),
        // Compressed bytes of JavaScript the page loaded (npm run budget).
        'JS KB': Math.round(scriptTransferBytes(audits['resource-summary']) / 1024),
        // Lighthouse's measure of this machine's speed at the time (higher is faster).
        'host index': Math.round(result.lhr.environment.benchmarkIndex),
        'all runs': results.map((entry) => Math.round(performanceOf(entry) * 100)).join(' '),
        'all host indexes': results
          .map((entry) => Math.round(entry.lhr.environment.benchmarkIndex))
          .join(' '),
      });
    }
    process.stdout.write(
      `\nLighthouse (mobile, CPU slowdown ${CPU_SLOWDOWN}×) on ${os.cpus().length} cores, median of ${runs} run(s) per page\n`,
    );
    console.table(rows);
    process.stdout.write(`Reports: ${outDir}\n`);
  } finally {
    chrome.kill();
    blank.close();
    await shop.stop();
  }
}

await main();
