import type { Page } from '@playwright/test';

/** One layout shift, with what moved and from where to where, so a failure names its cause. */
export interface LayoutShift {
  value: number;
  /** When it happened, in ms since the page's start. */
  at: number;
  sources: { node: string; from: string; to: string }[];
}

declare global {
  interface Window {
    __layoutShifts: LayoutShift[];
  }
}

/**
 * Records every layout shift not caused by the visitor's own input into `window.__layoutShifts`:
 * from the first paint on when installed before the page loads (`fromFirstPaint`), otherwise from
 * now on.
 */
export async function recordLayoutShifts(
  page: Page,
  { fromFirstPaint }: { fromFirstPaint: boolean },
): Promise<void> {
  const install = (buffered: boolean) => {
    window.__layoutShifts = [];
    const rect = (box: DOMRectReadOnly) =>
      `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            const name =
              node instanceof Element
                ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 120) +
                  ` "${(node.textContent ?? '').slice(0, 40)}"`
                : (node?.nodeName ?? '?');
            return { node: name, from: rect(source.previousRect), to: rect(source.currentRect) };
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered });
  };
  if (fromFirstPaint) await page.addInitScript(install, true);
  else await page.evaluate(install, false);
}

/** The shifts recorded so far. */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => window.__layoutShifts);
