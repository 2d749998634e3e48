import { desc, eq } from 'drizzle-orm';
import { salePriceCents } from '../../../domain/pricing.ts';
import { centsToEuros } from '../../../domain/money.ts';
import { sizeLabel } from '../../../domain/product-display.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { PageHead } from '../../lib/html-head.ts';
import { productImageUrls } from '../../lib/image-urls.ts';
import { getProductByItemNumber } from './products.service.ts';

type SeoContext = { siteUrl: string; shopName: string; cdnHost?: string; defaultImageUrl: string };

const absolute = (siteUrl: string, url: string) => (url.startsWith('/') ? `${siteUrl}${url}` : url);

/** Title, description, share image and schema.org Product data of a product page. */
export async function describeProductPage(
  db: DatabaseOrTransaction,
  itemNumber: number,
  path: string,
  context: SeoContext,
): Promise<PageHead | null> {
  const row = await getProductByItemNumber(db, itemNumber);
  if (!row || row.status === 'inactive') return null;
  const size = sizeLabel({ size: row.size, sizeHat: row.sizeHat });
  const priceCents = salePriceCents(row.priceCents, row.sale, row.discount);
  const price = centsToEuros(priceCents).toFixed(2);
  const images = row.images.map((image) =>
    absolute(context.siteUrl, productImageUrls(image, context.cdnHost).png),
  );
  const name = [row.name, row.brand, size].filter(Boolean).join(' · ');
  // The photo the product page shows first, as the app will ask for it (avif first).
  const firstImage = row.images[0];
  const canonicalUrl = `${context.siteUrl}${path}`;
  return {
    shopName: context.shopName,
    title: `${name} | ${context.shopName}`,
    description: `${row.category}: ${name}, Zustand ${row.condition}, ${price.replace('.', ',')} € – Second-Hand-Einzelstück, Artikelnummer ${row.itemNumber}.`,
    canonicalUrl,
    imageUrl: images[0] ?? context.defaultImageUrl,
    type: 'product',
    ...(firstImage
      ? {
          preloadImages: [
            { href: productImageUrls(firstImage, context.cdnHost).avif, type: 'image/avif' },
          ],
        }
      : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      sku: String(row.itemNumber),
      category: row.category,
      image: images,
      ...(row.brand ? { brand: { '@type': 'Brand', name: row.brand } } : {}),
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        url: canonicalUrl,
        price,
        priceCurrency: 'EUR',
        itemCondition: 'https://schema.org/UsedCondition',
        availability:
          row.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      },
    },
  };
}

/** Item numbers of everything for sale, newest first, for sitemap.xml. */
export async function listLiveItemNumbers(db: DatabaseOrTransaction) {
  return db
    .select({ itemNumber: products.itemNumber, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.status, 'active'))
    .orderBy(desc(products.itemNumber))
    .limit(45_000);
}
