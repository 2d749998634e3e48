import { describe, expect, it } from 'vitest';
import { CATEGORIES, SEASONS, SIZES } from '../../domain/catalog.ts';
import { isVoucherCode } from '../../domain/voucher-code.ts';
import { createDemoCatalogue, DEMO_RESERVATION_CLIENT_ID } from './demo-catalogue.ts';
import { PICTURE_SHAPES } from './generate-picture.ts';

const now = new Date('2025-11-20T10:00:00.000Z');
const catalogue = createDemoCatalogue({ now });
const { products, brands, sellers, coupons, vouchers, reviews } = catalogue;

describe('createDemoCatalogue', () => {
  it('is deterministic for the same now and seed, and differs for another seed', () => {
    expect(createDemoCatalogue({ now })).toEqual(catalogue);
    expect(createDemoCatalogue({ now, seed: 7 }).products).not.toEqual(products);
  });

  it('has at least 150 products in all four categories, mostly clothing', () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    const clothing = products.filter((p) => p.category === 'Kleidung').length;
    expect(clothing).toBeGreaterThan(products.length / 2);
  });

  it('numbers items uniquely from 1001, older items first', () => {
    const numbers = products.map((p) => p.itemNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Math.min(...numbers)).toBe(1001);
    const byNumber = [...products].sort((a, b) => a.itemNumber - b.itemNumber);
    for (let i = 1; i < byNumber.length; i++) {
      expect(byNumber[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(
        byNumber[i - 1]!.createdAt.getTime(),
      );
    }
  });

  it('covers every season, condition and some sales', () => {
    expect(new Set(products.map((p) => p.season))).toEqual(new Set(SEASONS));
    expect(new Set(products.map((p) => p.condition)).size).toBe(3);
    const sale = products.filter((p) => p.sale);
    expect(sale.length).toBeGreaterThan(5);
    for (const p of sale) expect([20, 30, 50]).toContain(p.discount);
    for (const p of products.filter((p) => !p.sale)) expect(p.discount).toBe(0);
  });

  it('keeps sizes, hat sizes and prices realistic', () => {
    for (const p of products) {
      if (p.category === 'Tonies') {
        expect(p.size).toBeNull();
      } else if (p.category === 'Schlafsack') {
        expect([70, 90, 110, 130]).toContain(p.size);
        expect(p.name).toContain(`${p.size} cm`);
      } else if (p.sizeHat.length > 0) {
        // Hats are sized by head circumference only.
        expect(p.size).toBeNull();
      } else {
        expect(SIZES).toContain(p.size);
      }
      if (p.size !== null) {
        expect(p.size).toBeGreaterThanOrEqual(50);
        expect(p.size).toBeLessThanOrEqual(152);
      }
      if (p.sizeHat.length > 0) {
        expect(p.category).toBe('Accessoires');
        for (const head of p.sizeHat) expect(head).toBeGreaterThanOrEqual(40);
        for (const head of p.sizeHat) expect(head).toBeLessThanOrEqual(56);
      }
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(p.priceCents).toBeGreaterThanOrEqual(250);
      expect(p.priceCents).toBeLessThanOrEqual(3900);
    }
    expect(products.some((p) => p.sizeHat.length > 0)).toBe(true);
  });

  it('has reserved, sold and inactive items besides the active ones', () => {
    const reserved = products.filter((p) => p.reservedUntil !== null);
    expect(reserved.length).toBe(4);
    for (const p of reserved) {
      expect(p.status).toBe('active');
      expect(p.reservedBy).toBe(DEMO_RESERVATION_CLIENT_ID);
      expect(p.reservedUntil!.getTime()).toBe(now.getTime() + 15 * 60_000);
    }
    const sold = products.filter((p) => p.status === 'sold');
    expect(sold.length).toBe(6);
    for (const p of sold) {
      expect(p.soldAt!.getTime()).toBeGreaterThan(p.createdAt.getTime());
      expect(p.soldAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(products.filter((p) => p.status === 'inactive').length).toBe(3);
    expect(products.filter((p) => p.status === 'active').length).toBe(products.length - 9);
    // Reservation fields come in pairs (a database constraint says so too).
    for (const p of products) expect(p.reservedUntil === null).toBe(p.reservedBy === null);
  });

  it('dates items over the last eight weeks, never in the future', () => {
    const eightWeeks = 8 * 7 * 24 * 60 * 60_000;
    for (const p of products) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(p.createdAt.getTime()).toBeGreaterThan(now.getTime() - eightWeeks - 7 * 86_400_000);
    }
    const weeks = new Set(products.map((p) => p.createdAt.toISOString().slice(0, 10)));
    expect(weeks.size).toBeGreaterThanOrEqual(6);
  });

  it('gives every product one to three pictures of a shape that fits it', () => {
    for (const p of products) {
      expect(p.pictureCount).toBeGreaterThanOrEqual(1);
      expect(p.pictureCount).toBeLessThanOrEqual(3);
      expect(p.pictures).toHaveLength(p.pictureCount);
      for (const picture of p.pictures) expect(PICTURE_SHAPES).toContain(picture.shape);
      if (p.category === 'Tonies') expect(p.pictures[0]?.shape).toBe('figure');
      if (p.category === 'Schlafsack') expect(p.pictures[0]?.shape).toBe('sleeping-bag');
    }
  });

  it('assigns existing brands and sellers, and boxes or no box', () => {
    const brandNames = new Set(brands.map((b) => b.name));
    const sellerNumbers = new Set(sellers.map((s) => s.number));
    for (const p of products) {
      expect(brandNames).toContain(p.brand);
      expect(sellerNumbers).toContain(p.sellerNumber);
      if (p.storageLocation !== null) expect(p.storageLocation).toMatch(/^Kiste \d+$/);
    }
    expect(products.some((p) => p.storageLocation === null)).toBe(true);
    expect(sellers.length).toBe(10);
    expect(new Set(sellers.map((s) => s.number)).size).toBe(10);
    for (const s of sellers) expect(s.name).toMatch(/^\p{L}+ \p{Lu}\.$/u);
  });

  it('describes brands with manufacturer contact and an EU address for non-EU makers', () => {
    expect(brands.length).toBeGreaterThanOrEqual(12);
    expect(new Set(brands.map((b) => b.name.toLowerCase())).size).toBe(brands.length);
    for (const b of brands) {
      expect(b.email).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
      expect(b.address.street).not.toBe('');
      expect(b.address.postalcode).not.toBe('');
      expect(b.address.city).not.toBe('');
      expect(b.rating).toBeGreaterThanOrEqual(1);
      expect(b.rating).toBeLessThanOrEqual(5);
      if (b.isEurope) {
        expect(b.addressEurope).toBeNull();
        expect(b.emailEurope).toBeNull();
      } else {
        expect(b.addressEurope?.country).toBe('Deutschland');
        expect(b.addressEurope?.street).toBeTruthy();
        expect(b.emailEurope).toMatch(/@.+\.example$/);
        expect(b.euResponsibleName).toBeTruthy();
      }
    }
    expect(brands.filter((b) => !b.isEurope).map((b) => b.name)).toContain('Frugi');
  });

  it('offers coupons of all three discount types', () => {
    expect(new Set(coupons.map((c) => c.discountType))).toEqual(
      new Set(['percentage', 'fixed', 'freedelivery']),
    );
    expect(coupons.find((c) => c.code === 'WILLKOMMEN10')).toMatchObject({
      discountType: 'percentage',
      discountPercent: 10,
    });
    expect(coupons.find((c) => c.code === 'FUENFER')).toMatchObject({
      discountType: 'fixed',
      discountAmountCents: 500,
    });
    for (const c of coupons) {
      expect(c.code).toBe(c.code.toUpperCase());
      expect(isVoucherCode(c.code)).toBe(false);
      expect(c.description).not.toBe('');
    }
  });

  it('issues vouchers in the XXXX-XXXX-XXXX-XXXX format with sensible values', () => {
    expect(new Set(vouchers.map((v) => v.initialValueCents))).toEqual(new Set([1000, 2500, 5000]));
    expect(new Set(vouchers.map((v) => v.code)).size).toBe(vouchers.length);
    for (const v of vouchers) {
      expect(v.code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
      expect(isVoucherCode(v.code)).toBe(true);
      expect(v.remainingValueCents).toBeGreaterThanOrEqual(0);
      expect(v.remainingValueCents).toBeLessThanOrEqual(v.initialValueCents);
    }
    expect(vouchers.some((v) => v.remainingValueCents < v.initialValueCents)).toBe(true);
  });

  it('has German reviews, some longer than 200 characters', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(10);
    expect(new Set(reviews.map((r) => r.reviewId)).size).toBe(reviews.length);
    expect(reviews.filter((r) => r.comment.length > 200).length).toBeGreaterThanOrEqual(2);
    for (const r of reviews) {
      expect(new Date(r.createTime).toISOString()).toBe(r.createTime);
      expect(new Date(r.createTime).getTime()).toBeLessThan(now.getTime());
      expect(r.reviewer.profilePhotoUrl).toBeNull();
    }
  });

  it('refuses a product count too small to show every state', () => {
    expect(() => createDemoCatalogue({ now, productCount: 10 })).toThrow(RangeError);
  });
});
