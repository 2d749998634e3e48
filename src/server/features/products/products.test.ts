import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '../../../domain/api/product.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertBrand, insertProduct } from '../../test/fixtures.ts';

const now = new Date('2026-11-22T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(now) });
});
afterAll(() => t.close());

describe('GET /api/products/newbees', () => {
  it('lists active items newest first with the spec fields, prices in euros', async () => {
    const brand = await insertBrand(t.db, { name: 'Sterntaler' });
    const older = await insertProduct(t.db, {
      brandId: brand.id,
      priceCents: 1299,
      sale: true,
      discount: 30,
      createdAt: new Date('2026-11-01T10:00:00Z'),
    });
    const newer = await insertProduct(t.db, {
      category: 'Accessoires',
      name: 'Mütze',
      size: null,
      sizeHat: [44, 46],
      createdAt: new Date('2026-11-20T10:00:00Z'),
    });
    await insertProduct(t.db, { status: 'sold', createdAt: new Date('2026-11-21T10:00:00Z') });
    await insertProduct(t.db, { status: 'inactive', createdAt: new Date('2026-11-21T10:00:00Z') });

    const response = await t.app.inject({ method: 'GET', url: '/api/products/newbees' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((p: { _id: string }) => p._id)).toEqual([newer.id, older.id]);
    const first = productSchema.parse(body[1]);
    expect(first).toMatchObject({
      itemNumber: older.itemNumber,
      category: 'Kleidung',
      brand: 'Sterntaler',
      size: 86,
      price: 12.99,
      sale: true,
      discount: 30,
      reservedUntil: null,
      reservedBy: null,
    });
    expect(first.image?.avif).toBe('/images/testimage.avif');
    expect(first.images[0]?.lowres).toBe('/images/testimage-lowres.webp');
    expect(body[0]).toMatchObject({ sizeHat: [44, 46], size: null, brand: null });
  });

  it('shows a live reservation, and reveals its holder only to that client', async () => {
    const holder = randomUUID();
    const reserved = await insertProduct(t.db, {
      reservedBy: holder,
      reservedUntil: new Date(now.getTime() + 10 * 60_000),
      createdAt: new Date('2026-11-22T09:00:00Z'),
    });
    const expired = await insertProduct(t.db, {
      reservedBy: randomUUID(),
      reservedUntil: new Date(now.getTime() - 60_000),
      createdAt: new Date('2026-11-22T08:00:00Z'),
    });

    const asOther = (await t.app.inject({ url: '/api/products/newbees' })).json();
    const asHolder = (
      await t.app.inject({ url: '/api/products/newbees', headers: { userid: holder } })
    ).json();

    const find = (list: { _id: string }[], id: string) => list.find((p) => p._id === id);
    expect(find(asOther, reserved.id)).toMatchObject({
      reservedUntil: '2026-11-22T10:10:00.000Z',
      reservedBy: null,
    });
    expect(find(asHolder, reserved.id)).toMatchObject({ reservedBy: holder });
    expect(find(asOther, expired.id)).toMatchObject({ reservedUntil: null, reservedBy: null });
  });

  it('rejects a malformed client id header with 400', async () => {
    const response = await t.app.inject({
      url: '/api/products/newbees',
      headers: { userid: 'not-a-uuid' },
    });
    expect(response.statusCode).toBe(400);
  });
});
