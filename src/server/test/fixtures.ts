import fs from 'node:fs/promises';
import path from 'node:path';
import { brands, coupons, orders, products, sellers, vouchers } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import { addDays, berlinDay } from '../../domain/price-steps.ts';

// Small builders for server tests: each test creates exactly the rows it needs.

type ProductInsert = typeof products.$inferInsert;

export async function insertBrand(
  db: Database,
  overrides: Partial<typeof brands.$inferInsert> = {},
) {
  const [brand] = await db
    .insert(brands)
    .values({
      name: `Marke ${Math.random().toString(36).slice(2, 8)}`,
      manufacturerName: 'Beispiel GmbH',
      email: 'info@beispiel.de',
      street: 'Musterstraße 1',
      postalCode: '12345',
      city: 'Musterstadt',
      country: 'Deutschland',
      isEurope: true,
      ...overrides,
    })
    .returning();
  if (!brand) throw new Error('no brand inserted');
  return brand;
}

export async function insertSeller(db: Database, number: number, name = 'Anna M.') {
  const [seller] = await db.insert(sellers).values({ number, name }).returning();
  if (!seller) throw new Error('no seller inserted');
  return seller;
}

export async function insertProduct(db: Database, overrides: Partial<ProductInsert> = {}) {
  const [product] = await db
    .insert(products)
    .values({
      category: 'Kleidung',
      name: 'Body Langarm',
      size: 86,
      priceCents: 499,
      condition: 'Sehr gut',
      season: 'Winter',
      images: [{ id: 'testimage', width: 800, height: 800 }],
      // An item entered in the past went live then, unless the test says otherwise.
      ...(overrides.createdAt !== undefined ? { listedAt: overrides.createdAt } : {}),
      ...overrides,
    })
    .returning();
  if (!product) throw new Error('no product inserted');
  return product;
}

export async function insertCoupon(
  db: Database,
  overrides: Partial<typeof coupons.$inferInsert> = {},
) {
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: `TEST${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      discountType: 'percentage',
      discountPercent: 10,
      description: '10 % auf alles',
      ...overrides,
    })
    .returning();
  if (!coupon) throw new Error('no coupon inserted');
  return coupon;
}

/** A voucher with a random code in the XXXX-XXXX-XXXX-XXXX format, 20,00 € by default. */
export async function insertVoucher(
  db: Database,
  overrides: Partial<typeof vouchers.$inferInsert> = {},
) {
  const group = () => Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X');
  const initialValueCents = overrides.initialValueCents ?? 2000;
  const [voucher] = await db
    .insert(vouchers)
    .values({
      code: `${group()}-${group()}-${group()}-${group()}`,
      initialValueCents,
      remainingValueCents: initialValueCents,
      ...overrides,
    })
    .returning();
  if (!voucher) throw new Error('no voucher inserted');
  return voucher;
}

/** A bare order row (no items), e.g. to record a coupon use against. */
export async function insertOrder(
  db: Database,
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const [order] = await db
    .insert(orders)
    .values({
      email: 'kunde@example.de',
      firstName: 'Erika',
      lastName: 'Muster',
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
      subtotalCents: 0,
      deliveryCostCents: 0,
      totalCents: 0,
      valueToPayCents: 0,
      ...overrides,
    })
    .returning();
  if (!order) throw new Error('no order inserted');
  return order;
}

/** The mails written to DATA_DIR/outbox (no SMTP configured), oldest first, bodies decoded. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'latin1')));
  // Quoted-printable soft line breaks and escapes → the UTF-8 text a mail client shows. Base64
  // parts (attachments) stay as they are: their '=' padding before a line end is no soft break.
  return mails.map((raw) =>
    raw
      .split(/(?=\r?\n--)/)
      .map((part) =>
        /Content-Transfer-Encoding: base64/i.test(part)
          ? part
          : Buffer.from(
              part
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8'),
      )
      .join(''),
  );
}

/** A shop's real legal identity, which PAYMENT_MODE=live requires instead of the sample values. */
export const REAL_SHOP_IDENTITY = {
  SHOP_OWNER: 'Jana Beispiel',
  SHOP_STREET: 'Lindenweg 3',
  SHOP_EMAIL: 'jana@example.de',
  SHOP_PHONE: '+49 170 000000',
} as const;

/** A shop as an invoice prints it: the seller data of the invoice tests. */
export const INVOICE_SHOP = {
  name: 'Kinderkiste',
  owner: 'Jana Beispiel',
  street: 'Lindenweg 3',
  postalCode: '12345',
  city: 'Musterstadt',
  email: 'jana@example.de',
  phone: '0170 000000',
  taxId: '12/345/67890',
};

/**
 * Ten o'clock UTC (11:00 or 12:00 in Berlin) on the Berlin day `days` from today (negative: ago).
 * Whole 24-hour days added to it land on the same hour of a later Berlin day, also across a change
 * to or from summer time. A test that counts an item's days by the calendar (decision 076) from
 * `new Date()` instead fails when run late in the evening: 119 × 24 hours after 23:13 in November
 * is 00:13 of the 120th day in March.
 */
export function middayInBerlin(days: number): Date {
  return new Date(`${addDays(berlinDay(new Date()), days)}T10:00:00Z`);
}
