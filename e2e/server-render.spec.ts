import { decideConsent, expect, test } from './fixtures.ts';
import { findDemoProduct } from './support/api.ts';

// Decision 020: the server renders shop pages with the app's own components, so a page shows
// (and a crawler reads) its content before or without any JavaScript; the app then takes over
// that HTML instead of building the page again.

const euro = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows the item, its price and its picture', async ({ page }) => {
    const product = await findDemoProduct(page, 'category=Kleidung', (item) => !item.sale);
    await page.goto(`/product/${product.itemNumber}`);
    const main = page.getByRole('main');
    await expect(main.getByText(`Artikelnummer`)).toBeVisible();
    await expect(main.getByText(String(product.itemNumber), { exact: true })).toBeVisible();
    await expect(main.getByText(euro(product.price)).first()).toBeVisible();
    const picture = main.getByRole('img').first();
    await expect(picture).toBeVisible();
    // Shown as it arrives: no script is there to fade it in.
    await expect(picture).toHaveCSS('opacity', '1');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a listing shows its first items as links to their pages', async ({ page }) => {
    await page.goto('/shop/kleidung');
    await expect(page.getByRole('heading', { level: 1, name: 'Kleidung' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Kleidung' }).getByRole('article');
    await expect(cards).toHaveCount(24);
    await expect(cards.first().getByRole('link').first()).toHaveAttribute(
      'href',
      /\/product\/\d+$/,
    );
  });

  test('the home page shows the new items in its band, written in place', async ({ page }) => {
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    // A Suspense boundary sent as fallback plus swap script would stay a skeleton here: the
    // CSP blocks inline scripts.
    const inlineScripts = [...html.matchAll(/<script\b([^>]*)>/g)].filter(
      ([, attributes]) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attributes ?? ''),
    );
    expect(inlineScripts).toEqual([]);
    const band = page.getByRole('group', { name: 'Neu im Shop' });
    await expect(band.getByRole('article').first()).toBeVisible();
    expect(await band.getByRole('article').count()).toBeGreaterThanOrEqual(8);
    await expect(page.getByText('Neue Artikel werden geladen …')).toHaveCount(0);
  });

  test('the pages the app renders in the browser only stay empty', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('the app takes over the HTML the server rendered instead of building it anew', async ({
  page,
}) => {
  const product = await findDemoProduct(page);
  // The heading element as the browser parsed it from the server's HTML.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { parsedHeading: Element | null }).parsedHeading =
        document.querySelector('main h1');
    });
  });
  await page.goto(`/product/${product.itemNumber}`);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('button', { name: /Im Warenkorb/ })).toBeVisible();
  expect(
    await page.evaluate(() => {
      const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
      return parsed !== null && parsed.isConnected && parsed === document.querySelector('main h1');
    }),
  ).toBe(true);

  // With a cart the first render still matches the server's HTML (the fixture fails the test
  // on a mismatch); the cart's own state follows at once.
  await page.goto('/shop/kleidung');
  await expect(page.getByText('Warenkorb, 1 Artikel')).toBeAttached();
});

// A parent on a slow phone taps "In den Warenkorb" as soon as she sees it, on the server's HTML,
// before the app has taken the page over. The tap is held (web/public/app-start.js) and takes
// effect once the app has started, not lost. The app's entry is held back on the network, so the
// tap surely comes first.
test('a tap before the app has started takes effect once it has', async ({ page }) => {
  const product = await findDemoProduct(page);
  const held: (() => void)[] = [];
  await page.context().route(/\/assets\/index-[\w-]+\.js$/, (route) => {
    held.push(() => void route.continue());
  });
  // Not the fixture's goto, which waits for the app.
  const early = await page.context().newPage();
  await decideConsent(early);
  await early.goto(`/product/${product.itemNumber}`, { waitUntil: 'commit' });
  const addToCart = early.getByRole('button', { name: 'In den Warenkorb' });
  await expect(addToCart).toBeVisible();
  // app-start.js has run (it is deferred: it runs once the HTML is parsed) and asked for the entry.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await addToCart.click();
  await expect(early.locator('html')).not.toHaveAttribute('data-app', 'started');
  await expect(early.getByRole('button', { name: /Im Warenkorb/ })).toHaveCount(0);

  for (const go of held.splice(0)) go();
  await expect(early.locator('html')).toHaveAttribute('data-app', 'started');
  await expect(early.getByRole('button', { name: /Im Warenkorb/ })).toBeVisible();
  await expect(early.getByRole('button', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
  await early.close();
});
