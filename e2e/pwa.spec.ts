import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The installable web app (decision 015): manifest and icons, the service worker taking over the
// page and caching no live data, the offline page. When a waiting update is activated is
// unit-tested (src/web/app/update-timing.test.ts): Chromium fetches a worker's script past
// Playwright's routing, so a second version cannot be served to one test alone. The other
// journeys block service workers (playwright.config.ts); these let them register.
test.use({ serviceWorkers: 'allow' });

/** Opens home and waits until the service worker has installed (precached) and controls it. */
async function openControlledHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

test('the manifest is linked, German, and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');

  const response = await request.get(manifestHref!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'Kinderkiste',
    lang: 'de',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.name).toContain('Kinderkiste');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon!]) {
    const icon = await request.get(src);
    expect(icon.ok(), src).toBe(true);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker takes over the page and keeps prices and admin out of its caches', async ({
  page,
}) => {
  await openControlledHome(page);
  await expect(page.getByRole('link', { name: /Kleidung/ }).first()).toBeVisible();
  // Browse a little, so there would be API answers to cache if the worker cached them.
  await page.goto('/shop/kleidung');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
  expect(cachedUrls).toContain('/offline.html');
  expect(cachedUrls.some((url) => url.startsWith('/assets/index-'))).toBe(true);
  expect(cachedUrls.filter((url) => /^\/(api|admin|images)\//.test(url))).toEqual([]);
  // Only the app shell (decision 047): no page's lazy code, above all no checkout or admin code.
  expect(cachedUrls.filter((url) => /^\/assets\/(checkout|admin|cart|product)-/.test(url))).toEqual(
    [],
  );
  expect(cachedUrls.filter((url) => url.startsWith('/assets/')).length).toBeLessThanOrEqual(5);
  expect(cachedUrls).not.toContain('/index.html');
});

test.describe('offline', () => {
  // Chromium reports the navigation the worker could not fetch.
  test.use({ allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch/ });

  test('a page opened offline shows the offline page; back online the button loads it', async ({
    page,
    context,
  }) => {
    await openControlledHome(page);

    await context.setOffline(true);
    await page.goto('/shop/kleidung');
    await expect(page.getByRole('heading', { name: 'Du bist offline' })).toBeVisible();
    await expect(page).toHaveTitle('Du bist offline | Kinderkiste');
    await expect(page).toHaveURL(/\/shop\/kleidung$/);

    // Trying again while still offline keeps the offline page.
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { name: 'Du bist offline' })).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page).toHaveTitle(/Kleidung/);
    await expect(page.getByRole('heading', { name: 'Du bist offline' })).toHaveCount(0);
  });
});
