import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

const BASE = 'http://localhost:7101';
const variant = process.argv[2] ?? 'base';
const runs = Number(process.argv[3] ?? 3);
const cssEdits: Record<string, (css: string) => string> = {
  base: (c) => c,
  nohyphen: (c) => c.replaceAll('hyphens:auto', 'hyphens:manual'),
  noanim: (c) => c.replace(/animation:marquee[^;}]*/g, 'animation:none').replace(/animation:message-glide[^;}]*/g, 'animation:none'),
  nohas: (c) => c.replace(/[^{}]*:has\([^{]*\{[^}]*\}/g, ''),
  sysfont: (c) => c.replace(/--font-sans:[^;}]*/, '--font-sans:system-ui, sans-serif'),
  arial: (c) => c.replace(/--font-sans:[^;}]*/, '--font-sans:Arial, sans-serif'),
  noshadow: (c) => c.replace(/box-shadow:[^;}]*/g, 'box-shadow:none').replace(/backdrop-filter:[^;}]*/g, 'backdrop-filter:none'),
};
for (let r = 0; r < runs; r++) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (variant === 'noscript') await page.route(/\.js$/, (route) => route.abort());
  await page.route(/\.css$/, async (route) => {
    const res = await route.fetch();
    const body = (cssEdits[variant] ?? cssEdits.base)(await res.text());
    await route.fulfill({ response: res, body, headers: { ...res.headers(), 'content-encoding': '' } });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: { name: string; dur?: number; ph: string; tid: number; args?: { data?: Record<string, unknown> } }[] = [];
  cdp.on('Tracing.dataCollected', (e: { value: typeof events }) => events.push(...e.value));
  await cdp.send('Tracing.start', { categories: process.env.CATS ?? 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  const path = process.env.P ?? '/';
  if (path === 'minimal') await page.setContent('<html lang="de"><body><h1>Hallo Welt</h1><p>' + 'Kinderkleidung gebraucht '.repeat(50) + '</p></body></html>');
  else await page.goto(BASE + path, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const done = new Promise((res) => cdp.once('Tracing.tracingComplete', res));
  await cdp.send('Tracing.end');
  await done;
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain').map((e) => `${(e as unknown as {pid:number}).pid}:${e.tid}`));
  const sum = (name: string) => events.filter((e) => e.name === name && e.ph === 'X' && mains.has(`${(e as unknown as {pid:number}).pid}:${e.tid}`)).map((e) => (e.dur ?? 0) / 1000);
  const layouts = sum('Layout');
  const styles = sum('UpdateLayoutTree');
  const tasks = sum('RunTask').filter((d) => d > 50);
  const f = (xs: number[]) => `${Math.round(xs.reduce((a, b) => a + b, 0))} ms in ${xs.length} (max ${Math.round(Math.max(0, ...xs))})`;
  const fonts = sum('FontCache::GetFontPlatformData');
  console.log(`${variant} ${path} fonts ${f(fonts)} | layout ${f(layouts)} | style ${f(styles)} | long tasks ${f(tasks)} | TBT-ish ${Math.round(tasks.reduce((a, d) => a + d - 50, 0))}`);
  if (process.env.BREAKDOWN) {
    const onMain = events.filter((e) => e.ph === 'X' && mains.has(`${(e as unknown as {pid:number}).pid}:${e.tid}`));
    const totals = new Map<string, number>();
    for (const e of onMain) totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    console.log([...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25)).map(([n, d]) => `${n} ${Math.round(d)}`).join(', '));
  }
  await browser.close();
}
