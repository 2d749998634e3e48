import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  DEMO_PRODUCT_COUNT,
  FIRST_DEMO_ITEM_NUMBER,
} from '../../src/server/seed/demo-catalogue.ts';

export interface DemoProduct {
  _id: string;
  itemNumber: number;
  name: string;
  category: string;
  brand: string | null;
  size: number | null;
  sizeHat: number[];
  price: number;
  sale: boolean;
  discount: number;
  lowestPriorPrice: number | null;
  reservedUntil: string | null;
  images: unknown[];
}

/**
 * Whether an item is one of the seeded demo shop's, not one a journey entered. Journeys buy only
 * demo items: an item a journey entered belongs to that journey, which counts on its sales (a
 * returned item back on sale, bought by another journey, would change its seller's sums).
 */
export function isDemoItem(product: Pick<DemoProduct, 'itemNumber'>): boolean {
  return (
    product.itemNumber >= FIRST_DEMO_ITEM_NUMBER &&
    product.itemNumber < FIRST_DEMO_ITEM_NUMBER + DEMO_PRODUCT_COUNT
  );
}

/**
 * The demo items of a listing (`/api/products?<query>`, in its order) that are free to buy: not
 * reserved, or no longer.
 */
export async function freeDemoItems(
  request: APIRequestContext,
  query: string,
): Promise<DemoProduct[]> {
  const response = await request.get(`/api/products?${query}`);
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: DemoProduct[] };
  return products.filter(isFreeDemoItem);
}

/**
 * The shop's newest items (the home page's 24, any category) that are free demo items: the
 * order journeys take these, and pickProduct leaves them alone.
 */
export async function newestFreeDemoItems(request: APIRequestContext): Promise<DemoProduct[]> {
  return (await newestItems(request)).filter(isFreeDemoItem);
}

/** The shop's newest items, the home page's 24 of any category, free or not. */
export async function newestItems(request: APIRequestContext): Promise<DemoProduct[]> {
  const response = await request.get('/api/products/newbees');
  expect(response.ok()).toBe(true);
  return (await response.json()) as DemoProduct[];
}

function isFreeDemoItem(product: DemoProduct): boolean {
  return (
    isDemoItem(product) &&
    (product.reservedUntil === null || new Date(product.reservedUntil).getTime() < Date.now())
  );
}

/** A product of the seeded demo shop that is free to buy, straight from the API. */
export async function findDemoProduct(
  page: Page,
  query = 'category=Kleidung',
  pick: (product: DemoProduct) => boolean = () => true,
): Promise<DemoProduct> {
  const product = (await freeDemoItems(page.request, `${query}&pageSize=60`)).find(pick);
  if (product === undefined) throw new Error(`no demo product for ${query}`);
  return product;
}
