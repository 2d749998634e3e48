import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { isDemoItem, newestItems, type DemoProduct } from './api.ts';

// Helpers of the checkout journeys (e2e/checkout-*.spec.ts).

/** Session flag of the order notice (features/checkout/components/order-notice-dialog.tsx). */
const ORDER_NOTICE_SESSION_KEY = 'kinderkiste-order-notice-shown';

/** The notice modal was "already shown" in this session, so it does not cover the steps. */
export async function skipOrderNotice(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // A document without storage (e.g. a redirect in between): nothing to skip there.
    }
  }, ORDER_NOTICE_SESSION_KEY);
}

/**
 * How many slots the journeys share out; every slot must exist among the Kleidung items. Each
 * journey file has a base of its own (slotOf: base × 2, plus 1 on the desktop): 0 cash pickup,
 * 1–5 online payment, 6 coupon and voucher, 7–8 cart update, 9 totals, 10–11 security,
 * 12 terms. Two files with one base pick the same item when they run at once.
 */
const SLOTS = 26;

/**
 * A free Kleidung item of the demo shop (isDemoItem) of its own for each test: journeys run in
 * parallel on one shop and sell what they buy, so each takes items whose item number leaves the
 * remainder `slot` (stable while other journeys sell theirs), never one of the newest items the
 * other journeys use; the most expensive one that `fits`.
 */
export async function pickProduct(
  page: Page,
  slot: number,
  fits: (product: DemoProduct) => boolean = () => true,
): Promise<DemoProduct> {
  // The shop's newest items are the order journeys' (newestFreeDemoItems).
  const avoid = new Set((await newestItems(page.request)).map((product) => product._id));
  for (let pageNumber = 1; pageNumber <= 5; pageNumber += 1) {
    const products = await listProducts(
      page,
      `category=Kleidung&sort=price-desc&pageSize=60&page=${pageNumber}`,
    );
    const product = products.find(
      (candidate) =>
        candidate.itemNumber % SLOTS === slot &&
        candidate.reservedUntil === null &&
        isDemoItem(candidate) &&
        !avoid.has(candidate._id) &&
        fits(candidate),
    );
    if (product !== undefined) return product;
    if (products.length < 60) break;
  }
  throw new Error(`no free demo product for slot ${slot}`);
}

async function listProducts(page: Page, query: string): Promise<DemoProduct[]> {
  const response = await page.request.get(`/api/products?${query}`);
  return ((await response.json()) as { products: DemoProduct[] }).products;
}

/** Slot of a test: its base plus 0 on the phone and 1 on the desktop project. */
export function slotOf(testInfo: TestInfo, base: number): number {
  return base * 2 + (testInfo.project.name === 'mobile' ? 0 : 1);
}

export async function addToCart(page: Page, product: DemoProduct): Promise<void> {
  await page.goto(`/product/${product.itemNumber}`);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('button', { name: 'Im Warenkorb – ansehen' })).toBeVisible();
}

/** From the cart page through 'Zur Kasse' (which checks the cart first) to the user data step. */
export async function startCheckout(page: Page): Promise<void> {
  await page.goto('/warenkorb');
  await page.getByRole('main').getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/bestellung\/benutzerdaten$/);
}

export async function fillUserData(page: Page, email: string): Promise<void> {
  await page.getByLabel('Vorname').fill('Anna');
  await page.getByLabel('Nachname').fill('Muster');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Weiter zur Lieferung' }).click();
  await expect(page).toHaveURL(/\/bestellung\/lieferung$/);
}

export async function choosePickup(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^Abholung an der Abholstation/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Bezahlmethode' }).click();
  await expect(page).toHaveURL(/\/bestellung\/bezahlmethode$/);
}

export async function chooseDhl(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^Versand mit DHL/ }).check();
  await page.getByLabel('Straße und Hausnummer').fill('Musterweg 1');
  await page.getByLabel('Postleitzahl').fill('12345');
  await page.getByLabel('Ort', { exact: true }).fill('Musterstadt');
  await page.getByRole('button', { name: 'Weiter zur Bezahlmethode' }).click();
  await expect(page).toHaveURL(/\/bestellung\/bezahlmethode$/);
}

export async function choosePayment(page: Page, label: string): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(label)}`) }).check();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/bestellung\/uebersicht$/);
  // The address changes as the navigation starts, but the step is rendered in a transition: until
  // the summary is there, the payment step stays on screen, with a code input of its own beside
  // it on a wide screen. A click meant for the summary's input landed there once on a slow host.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Übersicht deiner Bestellung' }),
  ).toBeVisible();
}

/**
 * The payment simulator's approval URL and its way back are built from SITE_URL, which the test
 * server leaves at its default (http://localhost:3000) while it listens elsewhere: point those
 * requests at the test server.
 */
export async function followSimulatorBackToTestServer(page: Page, baseURL: string): Promise<void> {
  await page.route('http://localhost:3000/**', async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({
      status: 302,
      headers: { location: `${baseURL}${url.pathname}${url.search}` },
    });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What an item costs in the cart, in cents: its sale price (docs/product.md §9.4). */
export function salePriceCentsOf(product: DemoProduct): number {
  const cents = Math.round(product.price * 100);
  return product.sale ? Math.round((cents * (100 - product.discount)) / 100) : cents;
}
