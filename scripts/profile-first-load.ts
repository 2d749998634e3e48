// npx tsx scripts/profile-first-load.ts (after `npm run build`): where a first load's main-thread
// time goes on a slow phone (issue 33: Lighthouse's blocking time on home at 4× and 8× CPU
// slowdown). Starts the built shop with the demo catalogue (SHOP_DIST, default dist), opens a page
// (PROFILE_PATH, default /) in Debian's Chromium at a phone's size with a fresh profile, slows the
// CPU down by CDP (Emulation.setCPUThrottlingRate; PROFILE_SLOWDOWNS, default "4,8") and records
// Chromium's trace with the V8 sampler until the app has started and the page has been quiet for
// 3 s. Prints every main-thread task over 50 ms (PROFILE_LONG_TASK_MS) with what it spent its time
// on: the browser's own work (parsing, style, layout, paint) by name, the scripts by file, and,
// from the sampler, the functions that ran most. PROFILE_RUNS (default 1) loads per slowdown;
// PROFILE_TRACE_DIR keeps each trace for Chromium's performance panel.
//
// The network is not throttled: as in Lighthouse's simulation, the CPU's slowness is what blocks.
// Function names are those of the build; a build without minifying shows React's own names:
// `npx vite build --minify false --outDir <copy of dist>/web --emptyOutDir`, then
// SHOP_DIST=<copy of dist>. Ports: PROFILE_PORT and PROFILE_DB_PORT (free ones otherwise).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { portFrom, startDemoShop } from './lib/built-shop.ts';

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

/** One event of Chromium's trace format, as far as this script reads it. */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: Record<string, unknown> & {
      url?: string;
      functionName?: string;
      frame?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: {
          id: number;
          parent?: number;
          callFrame: { functionName: string; url: string; lineNumber: number };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
    beginData?: { url?: string; frame?: string };
  };
};

export type LongTask = {
  /** Milliseconds after the page's navigation started. */
  startMs: number;
  durationMs: number;
  /** Self time by kind of work, the largest first (ms). */
  work: [string, number][];
  /** Sampled self time by function, the largest first (ms). */
  functions: [string, number][];
};

const fileOf = (url: string | undefined) =>
  url === undefined || url === '' ? '' : (url.split('/').pop() ?? url);

/**
 * What a trace event's own time is called in the summary: the browser's work by its name, a
 * script's by its file (the part that names the script is what tells apart the app's code, React
 * DOM's and the browser's).
 */
export function workName(event: TraceEvent): string {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
    case 'FunctionCall':
    case 'v8.produceModuleCache':
      return `${event.name} ${fileOf(data?.url) || '?'}`;
    case 'ParseHTML':
      return 'ParseHTML';
    default:
      return event.name;
  }
}

/** The renderer's main thread of the page: the thread that parsed the page's HTML. */
export function mainThreadOf(events: TraceEvent[], pageUrl: string): { pid: number; tid: number } {
  const parse = events.find(
    (event) =>
      event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(pageUrl) === true,
  );
  if (parse !== undefined) return { pid: parse.pid, tid: parse.tid };
  const named = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (named === undefined) throw new Error('no renderer main thread in the trace');
  return { pid: named.pid, tid: named.tid };
}

/** The sampler's self time per function within [start, end) (trace microseconds), in ms. */
function sampledFunctions(
  samples: { ts: number; name: string }[],
  start: number,
  end: number,
): [string, number][] {
  const byName = new Map<string, number>();
  for (let index = 0; index < samples.length; index++) {
    const sample = samples[index]!;
    if (sample.ts < start || sample.ts >= end) continue;
    const next = samples[index + 1]?.ts ?? sample.ts;
    const weight = Math.min(next, end) - sample.ts;
    byName.set(sample.name, (byName.get(sample.name) ?? 0) + weight / 1000);
  }
  return [...byName.entries()].sort((a, b) => b[1] - a[1]);
}

/** The V8 sampler's samples on one thread, each with the function that was running. */
export function samplesOf(
  events: TraceEvent[],
  thread: { pid: number; tid: number },
): { ts: number; name: string }[] {
  const profiles = new Map<string, { start: number; nodes: Map<number, string>; at: number }>();
  const samples: { ts: number; name: string }[] = [];
  for (const event of events) {
    if (event.pid !== thread.pid) continue;
    if (event.name === 'Profile' && event.id !== undefined) {
      const start = event.args?.data?.startTime ?? event.ts;
      profiles.set(event.id, { start, nodes: new Map(), at: start });
    }
    if (event.name !== 'ProfileChunk' || event.id === undefined) continue;
    const profile = profiles.get(event.id);
    const data = event.args?.data;
    if (profile === undefined || data === undefined) continue;
    for (const node of data.cpuProfile?.nodes ?? []) {
      const frame = node.callFrame;
      const where = frame.url === '' ? '' : ` ${fileOf(frame.url)}:${frame.lineNumber + 1}`;
      profile.nodes.set(node.id, `${frame.functionName || '(anonymous)'}${where}`);
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, index) => {
      profile.at += deltas[index] ?? 0;
      samples.push({ ts: profile.at, name: profile.nodes.get(id) ?? '?' });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/**
 * The main thread's tasks longer than `thresholdMs`, each with its self time by kind of work and,
 * where the sampler ran, by function.
 */
export function longTasks(
  events: TraceEvent[],
  thread: { pid: number; tid: number },
  navigationStart: number,
  thresholdMs: number,
): LongTask[] {
  const onThread = events
    .filter(
      (event) =>
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ph === 'X' &&
        event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const samples = samplesOf(events, thread);
  const tasks: LongTask[] = [];
  for (let index = 0; index < onThread.length; index++) {
    const task = onThread[index]!;
    if (task.name !== 'RunTask' || (task.dur ?? 0) < thresholdMs * 1000) continue;
    const end = task.ts + task.dur!;
    // Self time: each event's duration less that of the events directly inside it.
    const self = new Map<string, number>();
    const stack: { event: TraceEvent; childTime: number }[] = [];
    const close = (until: number) => {
      while (stack.length > 0) {
        const top = stack[stack.length - 1]!;
        if (top.event.ts + top.event.dur! > until) break;
        stack.pop();
        const name = workName(top.event);
        self.set(name, (self.get(name) ?? 0) + (top.event.dur! - top.childTime) / 1000);
        const parent = stack[stack.length - 1];
        if (parent !== undefined) parent.childTime += top.event.dur!;
      }
    };
    let inner = index + 1;
    for (; inner < onThread.length && onThread[inner]!.ts < end; inner++) {
      const event = onThread[inner]!;
      close(event.ts);
      stack.push({ event, childTime: 0 });
    }
    close(Number.POSITIVE_INFINITY);
    const childTime = [...self.values()].reduce((sum, ms) => sum + ms, 0);
    self.set('(task itself)', task.dur! / 1000 - childTime);
    tasks.push({
      startMs: (task.ts - navigationStart) / 1000,
      durationMs: task.dur! / 1000,
      work: [...self.entries()].filter(([, ms]) => ms >= 0.5).sort((a, b) => b[1] - a[1]),
      functions: sampledFunctions(samples, task.ts, end),
    });
    index = inner - 1;
  }
  return tasks;
}

export type RenderingWork = {
  /** Layouts: their time (ms) and the layout objects they laid out, summed over the load. */
  layoutMs: number;
  layoutObjects: number;
  /** Style recalculations: their time (ms) and the elements they styled. */
  styleMs: number;
  styledElements: number;
};

/**
 * The browser's layout and style work on the main thread over the whole load. The counts of
 * objects and elements do not depend on how busy the host is, so they compare two builds on a
 * shared machine where the times swing.
 */
export function renderingWork(
  events: TraceEvent[],
  thread: { pid: number; tid: number },
): RenderingWork {
  const work: RenderingWork = { layoutMs: 0, layoutObjects: 0, styleMs: 0, styledElements: 0 };
  for (const event of events) {
    if (event.pid !== thread.pid || event.tid !== thread.tid || event.ph !== 'X') continue;
    const args = event.args as
      { beginData?: { dirtyObjects?: number }; elementCount?: number } | undefined;
    if (event.name === 'Layout') {
      work.layoutMs += (event.dur ?? 0) / 1000;
      work.layoutObjects += args?.beginData?.dirtyObjects ?? 0;
    } else if (event.name === 'UpdateLayoutTree') {
      work.styleMs += (event.dur ?? 0) / 1000;
      work.styledElements += args?.elementCount ?? 0;
    }
  }
  return work;
}

/** Lighthouse's blocking time from observed tasks: what each task spends beyond 50 ms. */
export function blockingTime(tasks: LongTask[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0);
}

/** The long tasks and the rendering work of a trace (ours, or one Lighthouse kept). */
export function analyse(
  trace: string,
  pageUrl: string,
): { tasks: LongTask[]; rendering: RenderingWork } {
  const parsed = JSON.parse(trace) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const thread = mainThreadOf(events, pageUrl);
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === thread.pid &&
      (event.args?.data?.['documentLoaderURL'] as string | undefined)?.startsWith(pageUrl),
  );
  const parse = events.find((event) => event.name === 'ParseHTML' && event.pid === thread.pid);
  const start = navigation?.ts ?? parse?.ts ?? 0;
  const threshold = Number(process.env.PROFILE_LONG_TASK_MS ?? 50);
  return {
    tasks: longTasks(events, thread, start, threshold),
    rendering: renderingWork(events, thread),
  };
}

async function profileLoad(
  browser: Browser,
  url: string,
  slowdown: number,
  traceFile: string | undefined,
): Promise<{ tasks: LongTask[]; rendering: RenderingWork }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
  });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // Asked through CDP, not Playwright's selectors: those inject a script whose compilation would
    // show up as a long task of its own.
    for (let waited = 0; ; waited += 100) {
      const { result } = await session.send('Runtime.evaluate', {
        expression: 'document.documentElement.dataset.app',
      });
      if (result.value === 'started') break;
      if (waited > 60_000) throw new Error(`${url}: the app did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const buffer = await browser.stopTracing();
    if (traceFile !== undefined) await fs.writeFile(traceFile, buffer);
    return analyse(buffer.toString(), url);
  } finally {
    await context.close();
  }
}

function print(tasks: LongTask[]): void {
  for (const task of tasks) {
    console.log(
      `  ${task.startMs.toFixed(0).padStart(6)} ms  ${task.durationMs.toFixed(0).padStart(4)} ms long`,
    );
    const work = task.work.slice(0, 6).map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
    console.log(`      work: ${work.join(', ')}`);
    const functions = task.functions
      .filter(([name]) => name !== '(idle) ' && !name.startsWith('(program)'))
      .slice(0, 6)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
    if (functions.length > 0) console.log(`      functions: ${functions.join(', ')}`);
  }
}

/**
 * PROFILE_TRACE_FILES=a.json,b.json: only the analysis, of traces kept before (e.g. by
 * `LIGHTHOUSE_TRACE_DIR=… npm run lighthouse`, whose traces are unthrottled: set
 * PROFILE_LONG_TASK_MS to 50 ms divided by the slowdown Lighthouse simulated).
 */
async function analyseFiles(files: string[]): Promise<void> {
  for (const file of files) {
    const { tasks, rendering } = analyse(await fs.readFile(file, 'utf8'), 'http');
    console.log(`${file}: ${tasks.length} tasks over the threshold`);
    console.log(
      `  layout ${rendering.layoutMs.toFixed(0)} ms (${rendering.layoutObjects} objects), style ${rendering.styleMs.toFixed(0)} ms (${rendering.styledElements} elements)`,
    );
    print(tasks);
  }
}

async function main(): Promise<void> {
  if (process.env.PROFILE_TRACE_FILES !== undefined) {
    await analyseFiles(process.env.PROFILE_TRACE_FILES.split(','));
    return;
  }
  const dist = process.env.SHOP_DIST ?? 'dist';
  const shop = await startDemoShop({
    purpose: 'profile',
    port: portFrom('PROFILE_PORT'),
    embeddedDbPort: portFrom('PROFILE_DB_PORT'),
    dist: dist,
  });
  const { baseUrl } = shop;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await shop.ready();
    const pagePath = process.env.PROFILE_PATH ?? '/';
    const slowdowns = (process.env.PROFILE_SLOWDOWNS ?? '4,8').split(',').map(Number);
    const runs = Math.max(1, Number(process.env.PROFILE_RUNS ?? 1));
    const traceDir = process.env.PROFILE_TRACE_DIR;
    if (traceDir !== undefined) await fs.mkdir(traceDir, { recursive: true });
    // A first load warms the server's answers from memory; it is not measured.
    await fetch(`${baseUrl}${pagePath}`).then((response) => response.text());
    for (const slowdown of slowdowns) {
      for (let run = 1; run <= runs; run++) {
        const traceFile =
          traceDir === undefined ? undefined : path.join(traceDir, `${slowdown}x-${run}.json`);
        const { tasks, rendering } = await profileLoad(
          browser,
          `${baseUrl}${pagePath}`,
          slowdown,
          traceFile,
        );
        console.log(
          `${pagePath} at ${slowdown}× CPU, run ${run}: ${tasks.length} tasks over the threshold, ${blockingTime(tasks).toFixed(0)} ms beyond 50 ms each, load ${os.loadavg()[0]?.toFixed(2)}`,
        );
        console.log(
          `  layout ${rendering.layoutMs.toFixed(0)} ms (${rendering.layoutObjects} objects), style ${rendering.styleMs.toFixed(0)} ms (${rendering.styledElements} elements)`,
        );
        print(tasks);
      }
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
