import { test as base, expect } from '@playwright/test';

export { expect };

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
export const test = base.extend<ConsoleErrorOptions>({
  allowedConsoleErrors: [null, { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    const isAllowed = (text: string) => allowedConsoleErrors?.test(text) ?? false;
    page.on('console', (message) => {
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
