import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y.ts';
import { findDemoProduct } from './support/api.ts';
import { swipeByTouch } from './support/swipe.ts';

const euro = (amount: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount);

test.describe('product page', () => {
  test('shows the item with condition, pictures, product safety, and adds it to the cart', async ({
    page,
  }, testInfo) => {
    const product = await findDemoProduct(page);
    await page.goto(`/product/${product.itemNumber}`);

    await expect(page.getByRole('heading', { level: 1, name: product.category })).toBeVisible();
    // Name, brand and size, as the server says it too (e2e/page-heads.spec.ts).
    await expect(page).toHaveTitle(/^[^|]+ \| Kinderkiste$/);
    await expect(page.getByText('Zustand', { exact: true })).toBeVisible();
    await expect(page.getByText('Artikelnummer', { exact: true })).toBeVisible();
    const safety = page.getByRole('region', { name: 'Produktsicherheit' });
    await expect(safety.getByText('Hersteller', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Versand', exact: true })).toHaveAttribute(
      'href',
      '/zahlung-versand',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/product/${product.itemNumber}$`),
    );

    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'product');

    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('button', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
    // The toast, in the live region screen readers read out; its close button closes it.
    const notifications = page.getByRole('region', { name: 'Benachrichtigungen' });
    await expect(notifications).toHaveAttribute('aria-live', 'polite');
    await expect(notifications.getByText('liegt jetzt in deinem Warenkorb')).toBeVisible();
    await notifications.getByRole('button', { name: 'Benachrichtigung schließen' }).click();
    await expect(notifications.getByRole('listitem')).toHaveCount(0);
    await page.getByRole('button', { name: /Im Warenkorb/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(
      drawer.getByRole('list', { name: 'Artikel im Warenkorb' }).getByRole('listitem'),
    ).toHaveCount(1);
  });
});

test.describe('product page of a reduced item', () => {
  test('states the lowest price of the 30 days before the reduction (PAngV § 11)', async ({
    page,
  }, testInfo) => {
    const product = await findDemoProduct(page, 'category=Kleidung&sale=true');
    // The demo's sales started after the items came online, so a prior price exists. (Other
    // journeys may have edited the newest sale item first: the exact value is a server test's.)
    expect(product.lowestPriorPrice).not.toBeNull();
    expect(product.lowestPriorPrice!).toBeLessThanOrEqual(product.price);
    await page.goto(`/product/${product.itemNumber}`);

    const lowest = `Niedrigster Preis der letzten 30 Tage: ${euro(product.lowestPriorPrice!)}`;
    await expect(page.getByText(lowest)).toBeVisible();
    await expect(page.getByText(`-${product.discount}\u00a0%`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'product-sale');

    // The cart shows the struck-through price too, so the reference price goes with it.
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByRole('button', { name: /Im Warenkorb/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawer.getByText(lowest)).toBeVisible();
  });
});

test.describe('product page of a gone item', () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('an unknown item number says the item is gone', async ({ page }) => {
    await page.goto('/product/999999');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Artikel nicht gefunden' }),
    ).toBeVisible();
    await expect(page.getByText('Diesen Artikel gibt es nicht (mehr).')).toBeVisible();
  });
});

test.describe('picture carousel', () => {
  test('the buttons and the arrow keys move between the pictures of a card', async ({ page }) => {
    await page.goto('/shop/kleidung');
    const carousel = page
      .getByRole('region', { name: /^Bilder:/ })
      .filter({ has: page.getByRole('button', { name: 'Nächstes Bild' }) })
      .first();
    await carousel.scrollIntoViewIfNeeded();
    const position = carousel.locator('[aria-live="polite"]');
    await expect(position).toHaveText(/^Bild 1 von \d+$/);

    // The carousel starts when first reached for (web/components/ui/image-carousel.tsx): the
    // very first press already moves it.
    await carousel.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(position).toHaveText(/^Bild 2 von \d+$/);
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(/^Bild 1 von \d+$/);
    await page.keyboard.press('ArrowLeft');
    await expect(position).not.toHaveText(/^Bild 1 von \d+$/);
  });
});

test.describe('picture carousel of the product page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a swipe shows the next picture', async ({ page, context }) => {
    const product = await findDemoProduct(page, 'category=Kleidung', (candidate) => {
      return candidate.images.length > 1;
    });
    await page.goto(`/product/${product.itemNumber}`);
    const carousel = page.getByRole('region', { name: /^Bilder:/ });
    const position = carousel.locator('[aria-live="polite"]');
    await expect(position).toHaveText(`Bild 1 von ${product.images.length}`);
    // Embla follows the finger once its code has come: this is its own swipe (one before it came
    // is carried out when the finger lifts, shop-listing.spec.ts).
    await expect(carousel).toHaveAttribute('data-swipeable', 'true');

    const box = (await carousel.boundingBox())!;
    await swipeByTouch(page, context, {
      from: box.x + box.width * 0.7,
      to: box.x + box.width * 0.2,
      y: box.y + box.height * 0.3,
    });
    await expect(position).toHaveText(`Bild 2 von ${product.images.length}`);
  });
});
