import { expect, it } from 'vitest';
import { kindOf, overBudget, report, SCRIPT_BUDGET_BYTES, summarize } from './js-budget.ts';
import type { Transfer } from './js-budget.ts';

const transfer = (url: string, kind: Transfer['kind'], kb: number, startedMs = 100): Transfer => ({
  url,
  kind,
  bytes: kb * 1024,
  headerBytes: 1024,
  startedMs,
});

it('names the kinds by Chromium resource type; all the service worker fetches are its own kind', () => {
  expect(kindOf('Script', false)).toBe('script');
  expect(kindOf('Stylesheet', false)).toBe('style');
  expect(kindOf('Document', false)).toBe('html');
  expect(kindOf('Font', false)).toBe('font');
  expect(kindOf('Image', false)).toBe('image');
  expect(kindOf('Fetch', false)).toBe('other');
  expect(kindOf('Image', true)).toBe('service worker');
});

it('counts scripts with the service worker fetches, and styles apart, sent within 3 s; html, images and later requests beside', () => {
  const summary = summarize([
    transfer('/', 'html', 10),
    transfer('/assets/index.js', 'script', 50),
    transfer('/assets/index.css', 'style', 9),
    transfer('/icons/icon-512.png', 'service worker', 10),
    transfer('/images/a.avif', 'image', 40),
    transfer('/assets/zod.js', 'script', 70, 3001),
  ]);
  expect(summary.script).toBe(60 * 1024);
  expect(summary.style).toBe(9 * 1024);
  expect(summary.countedTransfers.map((entry) => entry.url)).toEqual([
    '/assets/index.js',
    '/icons/icon-512.png',
    '/assets/index.css',
  ]);
  expect(summary.byKind.get('image')).toEqual({ bytes: 40 * 1024, count: 1 });
  expect(summary.byKind.has('script') && summary.byKind.get('script')!.count).toBe(1);
  expect(summary.headerBytes).toBe(5 * 1024);
  expect(report('Home page /', summary)).toContain(
    'scripts: 60.0 KB (budget 100.0 KB); style: 9.0 KB (budget 10.0 KB)',
  );
});

it('a page within both budgets is no complaint; one above either names its files, the largest first', () => {
  const budgets = { script: 100 * 1024, style: 10 * 1024 };
  const within = summarize([
    transfer('/assets/index.js', 'script', 100),
    transfer('/assets/index.css', 'style', 10),
  ]);
  expect(overBudget('Home page /', within, budgets)).toBeNull();
  expect(overBudget('Home page /', within)).toBeNull();

  const above = summarize([
    transfer('/assets/index.js', 'script', 60),
    transfer('/assets/zod.js', 'script', 41),
    transfer('/assets/index.css', 'style', 9),
  ]);
  const complaint = overBudget('Home page /', above, budgets);
  expect(complaint).toContain(
    'Home page /: a phone downloads 101.0 KB of scripts and service-worker fetches, over the budget of 100.0 KB',
  );
  expect(complaint).not.toContain('style sheets');
  expect(
    overBudget('Home page /', above, { script: SCRIPT_BUDGET_BYTES + 1024, style: budgets.style }),
  ).toBeNull();
  expect(complaint!.indexOf('/assets/index.js')).toBeLessThan(complaint!.indexOf('/assets/zod.js'));

  const styleAbove = summarize([transfer('/assets/index.css', 'style', 11)]);
  expect(overBudget('Home page /', styleAbove, budgets)).toContain(
    '11.0 KB of style sheets, over the budget of 10.0 KB',
  );
});
