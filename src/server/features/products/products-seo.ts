import { desc, eq } from 'drizzle-orm';
import { centsToEuros } from '../../../domain/money.ts';
import { currentPriceCents } from '../../../domain/price-steps.ts';
import { sizeLabel } from '../../../domain/product-display.ts';
import { absoluteUrl, headOf, productPageHead } from '../../../domain/page-head.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { PageHead } from '../../lib/html-head.ts';
import { productImageUrls } from '../../lib/image-urls.ts';
import { isSoldForGood } from './payment-hold.ts';
import { getProductByItemNumber } from './products.service.ts';
import { isPublicStatus } from './public-status.ts';

type SeoContext = { siteUrl: string; shopName: string; cdnHost?: string };

/**
 * A product page's head (domain/page-head.ts, as the web app makes it from the API's product)
 * with what only crawlers get: the first picture preloaded and schema.org Product data. Null
 * when there is no such item for sale or sold.
 */
export async function describeProductPage(
  db: DatabaseOrTransaction,
  itemNumber: number,
  context: SeoContext,
): Promise<PageHead | null> {
  const row = await getProductByItemNumber(db, itemNumber);
  if (!row || !isPublicStatus(row.status)) return null;
  const priceCents = currentPriceCents(row);
  const images = row.images.map((image) =>
    absoluteUrl(context.siteUrl, productImageUrls(image, context.cdnHost).png),
  );
  // The photo the product page shows first, as the app will ask for it (avif first).
  const firstImage = row.images[0];
  const head = headOf(
    productPageHead(
      {
        itemNumber: row.itemNumber,
        category: row.category,
        name: row.name,
        brand: row.brand,
        size: sizeLabel({ size: row.size, sizeHat: row.sizeHat }),
        condition: row.condition,
        priceCents,
        image: firstImage ? productImageUrls(firstImage, context.cdnHost).png : null,
      },
      context.shopName,
    ),
    context,
  );
  const name = [row.name, row.brand, sizeLabel({ size: row.size, sizeHat: row.sizeHat })]
    .filter(Boolean)
    .join(' · ');
  const description = productDescriptionText(row.description, row.defects);
  return {
    ...head,
    shopName: context.shopName,
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
      ...(description === '' ? {} : { description }),
      category: row.category,
      image: images,
      ...(row.brand ? { brand: { '@type': 'Brand', name: row.brand } } : {}),
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        url: head.canonicalUrl,
        price: centsToEuros(priceCents).toFixed(2),
        priceCurrency: 'EUR',
        itemCondition: 'https://schema.org/UsedCondition',
        // An item whose order waits for its payment may come back (decision 061).
        availability: isSoldForGood(row)
          ? 'https://schema.org/SoldOut'
          : row.status === 'sold'
            ? 'https://schema.org/Reserved'
            : 'https://schema.org/InStock',
      },
    },
  };
}

/**
 * The schema.org description: the admin's text and the defects as their own sentence, so a
 * search result never promises an item without its flaws. Plain text; the head writer escapes
 * it for the script element.
 */
function productDescriptionText(description: string, defects: string): string {
  const defectsSentence = defects.trim() === '' ? '' : `Mängel: ${defects.trim()}`;
  return [description.trim(), defectsSentence].filter((part) => part !== '').join('\n\n');
}

/**
 * Item numbers of everything for sale, newest first, for sitemap.xml. Drafts are not for sale;
 * a published one is, and its `updatedAt` is the moment it went live.
 */
export async function listLiveItemNumbers(db: DatabaseOrTransaction) {
  return db
    .select({ itemNumber: products.itemNumber, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.status, 'active'))
    .orderBy(desc(products.listedAt), desc(products.itemNumber))
    .limit(45_000);
}
