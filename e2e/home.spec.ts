import type { Page } from '@playwright/test';
import { promotionSlide } from '../src/domain/promotion.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y.ts';

const PRICE_NOTICE =
  'Alle Preise sind Endpreise. Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';
/** German euro amounts: '12,99 €', '1.234,50 €' (Intl puts a no-break space before the sign). */
const EURO_PRICE = /^\d{1,3}(\.\d{3})*,\d{2}[\s\u00a0]€$/;

/**
 * Home reached from another page by the header's logo: a page landed on carries its first answers
 * (decision 019), home reached this way asks the API, so a test can fake or fail that answer.
 */
async function openHomeFromAnotherPage(page: Page): Promise<void> {
  await page.goto('/ueber-uns');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Kinderkiste/ })
    .click();
}

test.describe('home page', () => {
  test('carousel, welcome, new-in-shop marquee, shop buttons and the page head', async ({
    page,
  }, testInfo) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 2, name: /Willkommen/ })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Aktuelles' });
    // The first slide promises what the catalogue holds now (UWG § 5): its words follow the
    // shop's own answer about what is reduced.
    const promotion = await (await page.request.get('/api/products/promotion')).json();
    const slide = promotionSlide(promotion);
    await expect(carousel.getByText(slide.title, { exact: true })).toBeVisible();
    await expect(carousel.getByText(slide.text, { exact: true })).toBeVisible();
    if (slide.kind !== 'everything') await expect(carousel).not.toContainText('auf alles');
    await carousel.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect(carousel.getByText('Jeden Freitag neue Schätze')).toBeVisible();
    await carousel.getByRole('button', { name: /anhalten/ }).click();
    await expect(
      carousel.getByRole('button', { name: 'Automatisch weiterblättern' }),
    ).toBeVisible();

    const newInShop = page.getByRole('region', { name: 'Neu im Shop' });
    await newInShop.scrollIntoViewIfNeeded();
    await expect(newInShop.getByRole('article').first()).toBeVisible();
    expect(await newInShop.getByRole('article').count()).toBeGreaterThanOrEqual(8);
    await expect(newInShop.getByText(EURO_PRICE).first()).toBeVisible();
    await newInShop.getByRole('button', { name: 'Laufband anhalten' }).click();
    await expect(newInShop.getByRole('button', { name: 'Laufband starten' })).toBeVisible();

    const shopNav = page.getByRole('navigation', { name: 'Zum Shop' });
    for (const name of ['Kleidung', 'Schlafsäcke', 'Accessoires', 'Sale']) {
      await expect(shopNav.getByRole('link', { name })).toBeVisible();
    }

    await expect(page.getByRole('contentinfo')).toContainText(PRICE_NOTICE);
    await expect(page).toHaveTitle('Second-Hand für Kinder | Kinderkiste');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/$/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /share-image\.png$/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );

    // Landing tracking waits for consent (e2e/tracking-consent.spec.ts).

    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'home');
  });

  test('reviews: five stars, German date, long texts cut with a "mehr" expander', async ({
    page,
  }) => {
    const long = `${'Tolle Sachen, super verpackt und schnell da. '.repeat(8)}Ende.`;
    await page.route('**/api/google/reviews/', (route) =>
      route.fulfill({
        json: [
          {
            reviewId: 'r1',
            reviewer: { displayName: 'Anna M.', profilePhotoUrl: null },
            createTime: '2026-11-21T23:30:00Z',
            comment: long,
            starRating: 'FIVE',
          },
          {
            reviewId: 'r2',
            reviewer: { displayName: 'Jonas K.', profilePhotoUrl: null },
            createTime: '2026-10-02T10:00:00Z',
            comment: 'Kurz und gut.',
            starRating: 'FIVE',
          },
        ],
      }),
    );
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/google/reviews/')) asked = true;
    });
    await page.goto('/');
    // At the foot of the page: the reviews are asked for, and their carousel built, when the
    // visitor scrolls towards them (decision 067), not with the first screen.
    expect(asked).toBe(false);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page
      .getByRole('heading', { name: 'Das sagen unsere Kundinnen und Kunden' })
      .scrollIntoViewIfNeeded();
    const reviews = page.getByRole('region', { name: 'Bewertungen' });
    const anna = reviews.getByRole('article').filter({ hasText: 'Anna M.' });
    await expect(anna).toContainText('22.11.2026');
    await expect(anna.getByRole('img', { name: '5 von 5 Sternen' })).toBeVisible();
    await expect(anna).not.toContainText('Ende.');
    await anna.getByRole('button', { name: 'mehr' }).click();
    await expect(anna).toContainText('Ende.');
    await expect(
      reviews
        .getByRole('article')
        .filter({ hasText: 'Jonas K.' })
        .getByRole('button', { name: 'mehr' }),
    ).toHaveCount(0);
  });

  // The band lays out only the cards in or near view (decision 093); a card not yet laid out
  // stands in at the height of the tallest card there can be. Laying out every card must not
  // make the band taller, or everything below it would jump while a parent reads.
  test('the new-in-shop band is as tall before its cards are laid out as after', async ({
    page,
  }) => {
    // One item of the API's answer is as tall as a card gets: a long brand, a hat size, a reduced
    // price of four digits and the lowest price before it.
    await page.route('**/api/products/newbees', async (route) => {
      const response = await route.fetch();
      const products = (await response.json()) as Record<string, unknown>[];
      products[0] = {
        ...products[0],
        brand: 'Petit Bateau Sonderkollektion mit einem sehr langen Namen',
        size: null,
        sizeHat: [50, 52],
        price: 999.99,
        sale: true,
        discount: 10,
        lowestPriorPrice: 999.99,
      };
      await route.fulfill({ response, json: products });
    });
    await openHomeFromAnotherPage(page);
    const band = page.getByRole('group', { name: 'Neu im Shop' });
    await expect(band.getByRole('article').first()).toBeAttached();
    await expect(band).toContainText('Petit Bateau');

    const heights = await band.evaluate((group) => {
      const cards = [...group.querySelectorAll<HTMLElement>(':scope > ul > li')];
      const laidOut = (li: HTMLElement) =>
        li.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
      const before = group.getBoundingClientRect().height;
      const waiting = cards.filter((li) => !laidOut(li)).length;
      for (const li of cards) li.style.contentVisibility = 'visible';
      return { before, waiting, after: group.getBoundingClientRect().height };
    });
    expect(heights.waiting, 'cards out of view wait to be laid out').toBeGreaterThan(0);
    expect(heights.after).toBeLessThanOrEqual(heights.before);
    // And no taller than needed: the tallest card fills it.
    expect(heights.after).toBeGreaterThan(heights.before - 2);
  });

  test('unknown paths show the home page', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page).toHaveURL(/\/gibt-es-nicht$/);
    await expect(page.getByRole('heading', { level: 2, name: /Willkommen/ })).toBeVisible();
    const newInShop = page.getByRole('region', { name: 'Neu im Shop' });
    await newInShop.scrollIntoViewIfNeeded();
    await expect(newInShop.getByRole('article').first()).toBeVisible();
  });
});

test.describe('home page when the new products cannot be loaded', () => {
  test.use({ allowedConsoleErrors: /status of 500/ });

  test('shows the generic error and loads again on retry', async ({ page }) => {
    let failing = true;
    await page.route('**/api/products/newbees', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            json: {
              error: 'Internal Server Error',
              message: 'Oh da ist leider etwas schief gelaufen :(',
            },
          })
        : route.fallback(),
    );
    await openHomeFromAnotherPage(page);

    const newInShop = page.getByRole('region', { name: 'Neu im Shop' });
    const alert = newInShop.getByRole('alert');
    await expect(alert).toContainText('Oh da ist leider etwas schief gelaufen :(');

    failing = false;
    await alert.getByRole('button', { name: 'Versuche es erneut' }).click();
    await expect(newInShop.getByRole('article').first()).toBeVisible();
    await expect(alert).toBeHidden();
  });
});
