import { test as base, expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';

export { expect };

async function waitForApp<T>(page: Page, response: T): Promise<T> {
  await page.waitForFunction(
    () =>
      document.getElementById('root') === null ||
      document.documentElement.dataset.app === 'started',
  );
  return response;
}

/**
 * A page landed on shows the server's HTML first; its buttons work once the app has taken it
 * over (decision 020). Journeys act like a visitor who waits for that: every goto and reload of
 * `page` waits for the app on pages that have one.
 */
function waitForAppOnEveryLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => waitForApp(page, await goto(url, options));
  page.reload = async (options) => waitForApp(page, await reload(options));
}

/** localStorage key of the consent store (web/features/consent/stores/consent-store.ts). */
export const CONSENT_STORAGE_KEY = 'kinderkiste-consent';

/**
 * The visitor has chosen (everything off) before any page script runs, unless a choice is
 * already stored: one made during the test survives reloads.
 */
export async function decideConsent(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => {
    try {
      if (localStorage.getItem(key) !== null) return;
      const choices = { ads: false, analytics: false, maps: false };
      const state = { choices, decidedAt: '2026-11-01T00:00:00.000Z' };
      localStorage.setItem(key, JSON.stringify({ state, version: 1 }));
    } catch {
      // A document without storage (about:blank, a sandboxed frame): nothing to store.
    }
  }, CONSENT_STORAGE_KEY);
}

/**
 * Somebody else's phone (390 px, touch): a browser of its own, consent already decided. Its pages
 * wait for the app like the test's own page (a tap on the server's HTML before the app took it
 * over was once lost, and the seller-signup journey failed so in CI; such a tap is held now,
 * decision 090, but only once the page's HTML has been read: server-render.spec.ts checks that).
 */
export async function openPhone(browser: Browser): Promise<BrowserContext> {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await decideConsent(phone);
  const newPage = phone.newPage.bind(phone);
  phone.newPage = async () => {
    const page = await newPage();
    waitForAppOnEveryLoad(page);
    return page;
  };
  return phone;
}

export interface ConsentOptions {
  /**
   * The visitor has already chosen (everything off), so the consent banner never covers the
   * journeys' buttons; e2e/consent.spec.ts turns this off to meet the banner.
   */
  consentDecided: boolean;
}

export interface ConsoleErrorOptions {
  /**
   * Console errors a test expects on purpose (e.g. a failing request it provokes), as one
   * pattern (use alternation for several): `test.use()` would read an array as a fixture tuple.
   */
  allowedConsoleErrors: RegExp | null;
}

/**
 * `test` with a page that fails the test on any unexpected `console.error` or uncaught exception
 * in the browser, including failed resource loads, which Chromium reports as console errors.
 */
export const test = base.extend<ConsoleErrorOptions & ConsentOptions>({
  allowedConsoleErrors: [null, { option: true }],
  consentDecided: [true, { option: true }],
  page: async ({ page, allowedConsoleErrors, consentDecided, javaScriptEnabled }, use) => {
    if (consentDecided) {
      // Only when nothing is stored: a choice made during the test survives reloads.
      await decideConsent(page);
    }
    if (javaScriptEnabled) waitForAppOnEveryLoad(page);

    const errors: string[] = [];
    const isAllowed = (text: string) => allowedConsoleErrors?.test(text) ?? false;
    page.on('console', (message) => {
      // The app found the server's HTML different from its own first render (main.tsx).
      if (message.type() === 'warning' && message.text().startsWith('Page rendered anew')) {
        errors.push(`hydration mismatch: ${message.text()}`);
      }
      if (message.type() !== 'error' || isAllowed(message.text())) return;
      const { url, lineNumber } = message.location();
      errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => {
      if (!isAllowed(error.message)) errors.push(`uncaught: ${error.message}`);
    });

    await use(page);

    expect(errors, 'the page logged unexpected errors').toEqual([]);
  },
});
