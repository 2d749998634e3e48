import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { findDemoProduct } from './support/api.ts';

// Issue 19: one function makes a page's head (domain/page-head.ts). The head the server writes
// into the HTML (crawlers, link previews) and the one the app renders in the browser, on landing
// and after navigating inside the app, are the same: title 'page | brand', description,
// keywords, canonical URL, share image.

type Head = {
  title: string;
  description: string | null;
  keywords: string | null;
  canonical: string | null;
  image: string | null;
  robots: string | null;
};

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The head as the server wrote it, read from the HTML without running any script. */
async function serverHead(page: Page, path: string): Promise<Head> {
  const html = await (await page.request.get(path)).text();
  const meta = (attribute: string, key: string) => {
    const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
    return match ? decode(match[1]!) : null;
  };
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('name', 'description'),
    keywords: meta('name', 'keywords'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    image: meta('property', 'og:image'),
    robots: meta('name', 'robots'),
  };
}

/** The head as the app rendered it in the browser (the server's tags are gone by then). */
async function browserHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      keywords: content('meta[name="keywords"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      image: content('meta[property="og:image"]'),
      robots: content('meta[name="robots"]'),
    };
  });
}

/** Lands on the page and waits until the app's own head has replaced the server's. */
async function land(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverTitle: Element | null }).serverTitle =
        document.querySelector('title');
    });
  });
  await page.goto(path);
  await page.waitForFunction(() => {
    const title = document.querySelector('title');
    return title !== null && title !== (window as unknown as { serverTitle: Element }).serverTitle;
  });
}

test.describe('page heads: server and browser agree', () => {
  test('home, a category, the sale, a product', async ({ page }) => {
    const product = await findDemoProduct(page);
    const cases = [
      { path: '/', title: 'Second-Hand für Kinder | Kinderkiste' },
      { path: '/shop/kleidung', title: 'Kleidung | Kinderkiste' },
      { path: '/shop/schlafsack', title: 'Schlafsäcke | Kinderkiste' },
      { path: '/shop/kleidung?sale', title: 'Sale | Kinderkiste' },
      { path: `/product/${product.itemNumber}`, title: null },
    ];
    for (const { path, title } of cases) {
      const server = await serverHead(page, path);
      if (title !== null) expect(server.title, path).toBe(title);
      expect(server.title, path).toMatch(/^.+ \| Kinderkiste$/);
      expect(server.keywords, path).toBeTruthy();
      await land(page, path);
      expect(await browserHead(page), path).toEqual(server);
    }
  });

  test('a product opened from its listing: the same head as its own page', async ({ page }) => {
    await land(page, '/shop/kleidung');
    const card = page.getByRole('list', { name: 'Kleidung' }).getByRole('article').first();
    const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
    const itemNumber = /\/product\/(\d+)$/.exec(href)?.[1];
    expect(itemNumber, href).toBeDefined();
    const server = await serverHead(page, `/product/${itemNumber}`);
    expect(server.description).toContain(`Artikelnummer ${itemNumber}.`);
    expect(server.keywords).toMatch(/^Kleidung, .*Second-Hand, gebraucht$/);
    expect(server.canonical).toMatch(new RegExp(`/product/${itemNumber}$`));
    expect(server.robots).toBeNull();
    expect(await serverHead(page, href)).toEqual(server);

    // Navigating inside the app, over the listing.
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page).toHaveTitle(server.title);
    expect(await browserHead(page)).toEqual(server);
  });
});

test('the Merkliste, a shared list, a search and the size alert: server and browser agree', async ({
  page,
}) => {
  const product = await findDemoProduct(page);
  const cases = [
    { path: '/merkliste', title: 'Merkliste | Kinderkiste', robots: null },
    {
      path: `/merkliste/geteilt?artikel=${product.itemNumber}`,
      title: 'Geteilte Merkliste | Kinderkiste',
      robots: 'noindex',
    },
    { path: '/suche?q=M%C3%BCtze', title: 'Suche: Mütze | Kinderkiste', robots: 'noindex' },
    { path: '/groessen-alarm', title: 'Größen-Alarm | Kinderkiste', robots: null },
  ];
  for (const { path, title, robots } of cases) {
    const server = await serverHead(page, path);
    expect(server.title, path).toBe(title);
    expect(server.robots, path).toBe(robots);
    await land(page, path);
    expect(await browserHead(page), path).toEqual(server);
  }
  // The server's Merkliste waits for this browser's own list instead of showing an empty one.
  const html = await (await page.request.get('/merkliste')).text();
  expect(html).toContain('Merkliste wird geladen');
  expect(html).not.toContain('Noch nichts gemerkt');
});

test.describe('page heads of a product that does not exist', () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('not indexed, on either side', async ({ page }) => {
    const server = await serverHead(page, '/product/999999');
    expect(server.title).toBe('Artikel nicht gefunden | Kinderkiste');
    expect(server.robots).toBe('noindex');
    await land(page, '/product/999999');
    expect(await browserHead(page)).toEqual(server);
  });
});
