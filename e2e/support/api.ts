import type { Page } from '@playwright/test';

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

/** A product of the seeded demo shop that is free to buy, straight from the API. */
export async function findDemoProduct(
  page: Page,
  query = 'category=Kleidung',
  pick: (product: DemoProduct) => boolean = () => true,
): Promise<DemoProduct> {
  const response = await page.request.get(`/api/products?${query}&pageSize=60`);
  const body = (await response.json()) as { products: DemoProduct[] };
  // Every demo item has pictures; items other journeys enter meanwhile may have none.
  const product = body.products.find(
    (candidate) =>
      candidate.reservedUntil === null && candidate.images.length > 0 && pick(candidate),
  );
  if (product === undefined) throw new Error(`no demo product for ${query}`);
  return product;
}
