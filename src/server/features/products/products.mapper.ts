import type { Manufacturer, Product } from '../../../domain/api/product.ts';
import type { Category, Condition, Season } from '../../../domain/catalog.ts';
import { centsToEuros } from '../../../domain/money.ts';
import { paymentHoldFreeAgainAt, paymentHoldReservedUntil } from '../../../domain/free-again.ts';
import { effectiveReduction } from '../../../domain/price-steps.ts';
import { isReserved } from '../../../domain/reservation.ts';
import type { StoredImageRef } from '../../db/schema.ts';
import { productImageUrls } from '../../lib/image-urls.ts';
import { paymentHoldOf } from './payment-hold.ts';

/** The columns a public product needs, as selected by the product queries. */
type ProductRow = {
  id: string;
  itemNumber: number;
  category: Category;
  name: string;
  brand: string | null;
  size: number | null;
  sizeHat: number[];
  priceCents: number;
  sale: boolean;
  discount: number;
  /** The price step reached (decision 076); the wire shows it as the sale it amounts to. */
  priceStepPercent: number;
  condition: Condition;
  season: Season;
  images: StoredImageRef[];
  reservedUntil: Date | null;
  reservedBy: string | null;
  /** From paymentHoldColumns, where sold items can be answered (payment-hold.ts). */
  paymentDueAt?: Date | null;
  paymentPending?: boolean;
};

/** A product row with its PAngV reference price in cents: null unless shown (decision 013). */
export type PricedProductRow = ProductRow & { lowestPriorPriceCents: number | null };

export type ViewContext = { clientId: string | null; now: Date; cdnHost?: string };

/**
 * Database row → wire product: cents become euros, pictures become URLs, and a reservation is
 * shown only while it lasts. Who holds it is revealed only to that client itself. An item in an
 * order waiting for its payment is reserved by nobody's checkout, until about when it is free
 * again (decision 061).
 */
export function toProduct(row: PricedProductRow, view: ViewContext): Product {
  const images = row.images.map((image) => productImageUrls(image, view.cdnHost));
  const hold = paymentHoldOf(row);
  const reserved = isReserved(row.reservedUntil, view.now);
  const reservation = hold
    ? {
        reservedUntil: paymentHoldReservedUntil(hold, view.now).toISOString(),
        reservedBy: null,
        freeAgainAt: paymentHoldFreeAgainAt(hold, view.now)?.toISOString() ?? null,
      }
    : {
        reservedUntil: reserved && row.reservedUntil ? row.reservedUntil.toISOString() : null,
        reservedBy: reserved && row.reservedBy === view.clientId ? row.reservedBy : null,
        // A checkout's hold lapses then unless its customer moves on.
        freeAgainAt: reserved && row.reservedUntil ? row.reservedUntil.toISOString() : null,
      };
  return {
    _id: row.id,
    itemNumber: row.itemNumber,
    category: row.category,
    name: row.name,
    brand: row.brand,
    size: row.size,
    sizeHat: row.sizeHat,
    price: centsToEuros(row.priceCents),
    // The reduction the item is sold at, sale or step: the web and the checkout price it alike.
    ...effectiveReduction(row),
    lowestPriorPrice:
      row.lowestPriorPriceCents === null ? null : centsToEuros(row.lowestPriorPriceCents),
    condition: row.condition,
    season: row.season,
    image: images[0] ?? null,
    images,
    ...reservation,
  };
}

type ManufacturerRow = {
  manufacturerName: string | null;
  email: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  isEurope: boolean;
  euName: string | null;
  euStreet: string | null;
  euPostalCode: string | null;
  euCity: string | null;
  euCountry: string | null;
  euEmail: string | null;
};

/** The shop itself, named as the responsible party when a manufacturer is unknown (GPSR). */
export type ShopIdentity = {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
};

/**
 * GPSR Art. 19: manufacturer name, postal address and electronic contact; for a manufacturer
 * outside the EU also the EU responsible person. When the brand's data is incomplete the shop
 * names itself, as a distributor must.
 */
export function toManufacturer(row: ManufacturerRow | null, shop: ShopIdentity): Manufacturer {
  const complete = row?.manufacturerName && row.street && row.postalCode && row.city && row.country;
  const euComplete =
    row && (row.isEurope || (row.euName && row.euStreet && row.euPostalCode && row.euCity));
  if (!row || !complete || !euComplete) {
    return {
      name: shop.name,
      address: {
        street: shop.street,
        postalcode: shop.postalCode,
        city: shop.city,
        country: shop.country,
      },
      email: shop.email,
      isEurope: true,
      euResponsible: null,
    };
  }
  return {
    name: row.manufacturerName!,
    address: {
      street: row.street!,
      postalcode: row.postalCode!,
      city: row.city!,
      country: row.country!,
    },
    email: row.email,
    isEurope: row.isEurope,
    euResponsible: row.isEurope
      ? null
      : {
          name: row.euName!,
          address: {
            street: row.euStreet!,
            postalcode: row.euPostalCode!,
            city: row.euCity!,
            country: row.euCountry ?? '',
          },
          email: row.euEmail,
        },
  };
}
