import type { Product } from '../../../domain/api/product.ts';
import { centsToEuros } from '../../../domain/money.ts';
import { isReserved } from '../../../domain/reservation.ts';
import type { StoredImageRef } from '../../db/schema.ts';
import { productImageUrls } from '../../lib/image-urls.ts';

/** The columns a public product needs, as selected by the product queries. */
export type ProductRow = {
  id: string;
  itemNumber: number;
  category: string;
  name: string;
  brand: string | null;
  size: number | null;
  sizeHat: number[];
  priceCents: number;
  sale: boolean;
  discount: number;
  condition: string;
  season: string;
  images: StoredImageRef[];
  reservedUntil: Date | null;
  reservedBy: string | null;
};

export type ViewContext = { clientId: string | null; now: Date; cdnHost?: string };

/**
 * Database row → wire product: cents become euros, pictures become URLs, and a reservation is
 * shown only while it lasts. Who holds it is revealed only to that client itself.
 */
export function toProduct(row: ProductRow, view: ViewContext): Product {
  const images = row.images.map((image) => productImageUrls(image, view.cdnHost));
  const reserved = isReserved(row.reservedUntil, view.now);
  return {
    _id: row.id,
    itemNumber: row.itemNumber,
    category: row.category as Product['category'],
    name: row.name,
    brand: row.brand,
    size: row.size,
    sizeHat: row.sizeHat,
    price: centsToEuros(row.priceCents),
    sale: row.sale,
    discount: row.discount,
    condition: row.condition as Product['condition'],
    season: row.season as Product['season'],
    image: images[0] ?? null,
    images,
    reservedUntil: reserved && row.reservedUntil ? row.reservedUntil.toISOString() : null,
    reservedBy: reserved && row.reservedBy === view.clientId ? row.reservedBy : null,
  };
}
