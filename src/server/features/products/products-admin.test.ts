import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { insertBrand, insertProduct } from '../../test/fixtures.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0d8f0' } })
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N' } })
    .jpeg()
    .toBuffer();
}

const upload = (body: Buffer, contentType = 'image/jpeg') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...auth, 'content-type': contentType },
    payload: body,
  });

const newItem = {
  category: 'Kleidung',
  name: 'Latzhose',
  brand: 'Topomini',
  size: 86,
  price: 7.5,
  condition: 'Gut',
  season: 'Winter',
  sellerNumber: null,
  storageLocation: 'Kiste 3',
};

describe('pictures', () => {
  it('accepts a real photo, re-encodes it and strips its metadata', async () => {
    const response = await upload(await photo());
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({ width: 1200, height: 900 });
    const png = await t.app.inject({ url: image.png });
    expect(png.headers['content-type']).toBe('image/png');
    const metadata = await sharp(png.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect((await t.app.inject({ url: image.avif })).headers['content-type']).toBe('image/avif');
    expect((await t.app.inject({ url: image.lowres })).statusCode).toBe(200);
  });

  it('refuses a text file named like a picture, by its content', async () => {
    const response = await upload(Buffer.from('Das ist kein Bild, nur Text.'), 'image/jpeg');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Die Datei ist kein gültiges Bild.');
  });

  it('refuses an oversized upload with 413', async () => {
    const response = await upload(Buffer.alloc(16 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('höchstens 15 MB');
  });

  it('refuses uploads without an admin token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { 'content-type': 'image/jpeg' },
      payload: await photo(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('putting items online and correcting them', () => {
  it('creates an item with a server-assigned item number, then edits it', async () => {
    const image = (await upload(await photo())).json();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: auth,
      payload: { ...newItem, imageIds: [image.id] },
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      itemNumber: expect.any(Number),
      brand: 'Topomini',
      price: 7.5,
      status: 'active',
      imageIds: [image.id],
      adminInfo: { storageLocation: 'Kiste 3', orderNumber: null },
    });

    // It is in the shop now.
    const shop = await t.app.inject({ url: `/api/products/${product.itemNumber}` });
    expect(shop.json()).toMatchObject({ name: 'Latzhose', brand: 'Topomini' });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product._id}`,
      headers: auth,
      payload: { ...newItem, price: 6, sale: true, discount: 20, imageIds: [image.id] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ price: 6, sale: true, discount: 20 });
  });

  it('ignores no field: a price with three decimals or a sale without discount is refused', async () => {
    for (const payload of [
      { ...newItem, price: 7.555 },
      { ...newItem, sale: true, discount: 0 },
      { ...newItem, category: 'Spielzeug' },
      { ...newItem, imageIds: ['../../etc/passwd'] },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: auth,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('a sold item can neither be deleted nor be made available again', async () => {
    const sold = await insertProduct(t.db, { status: 'sold' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${sold.id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(409);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${sold.id}`,
      headers: auth,
      payload: { ...newItem, isActive: true },
    });
    expect(edit.json().status).toBe('sold');
  });

  it('items saved at the same moment with the same new brand all get that one brand', async () => {
    for (let round = 0; round < 5; round++) {
      const brand = `Neue Marke ${round}`;
      const [first, second] = [await insertProduct(t.db), await insertProduct(t.db)];
      const saves = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/admin/products',
          headers: auth,
          payload: { ...newItem, brand },
        }),
        t.app.inject({
          method: 'POST',
          url: '/api/admin/products',
          headers: auth,
          payload: { ...newItem, brand: brand.toUpperCase() },
        }),
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/products/${first.id}`,
          headers: auth,
          payload: { ...newItem, brand },
        }),
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/products/${second.id}`,
          headers: auth,
          payload: { ...newItem, brand: brand.toLowerCase() },
        }),
      ]);
      expect(saves.map((save) => save.statusCode)).toEqual([201, 201, 200, 200]);
      const ids = [saves[0]!.json()._id, saves[1]!.json()._id, first.id, second.id];
      const brands = await t.db.execute<{ brand_id: number }>(
        sql`select distinct brand_id from products where id in (${sql.join(ids, sql`, `)})`,
      );
      expect(brands.rows).toHaveLength(1);
      const named = await t.db.execute(
        sql`select id from brands where lower(name) = lower(${brand})`,
      );
      expect(named.rows).toEqual([{ id: brands.rows[0]!.brand_id }]);
    }
  });

  it('deletes an item that was never ordered', async () => {
    const item = await insertProduct(t.db);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${item.id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: `/api/admin/products/${item.id}`, headers: auth })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/products/admin', () => {
  it('filters by seller, status and search; inactive only withInactive', async () => {
    const brand = await insertBrand(t.db, { name: 'Sterntaler' });
    const a = await insertProduct(t.db, {
      sellerNumber: null,
      brandId: brand.id,
      name: 'Mütze Bär',
    });
    const inactive = await insertProduct(t.db, { status: 'inactive', name: 'Mütze alt' });
    const reserved = await insertProduct(t.db, {
      name: 'Mütze reserviert',
      reservedBy: '5eed0000-de30-4000-8000-000000000001',
      reservedUntil: new Date(Date.now() + 600_000),
    });

    const list = async (query: string) =>
      (await t.app.inject({ url: `/api/products/admin?${query}`, headers: auth }))
        .json()
        .products.map((p: { _id: string }) => p._id);
    expect(await list('search=M%C3%BCtze&all=true')).toEqual(
      expect.arrayContaining([a.id, reserved.id]),
    );
    expect(await list('search=M%C3%BCtze&all=true')).not.toContain(inactive.id);
    expect(await list('search=M%C3%BCtze&all=true&withInactive=true')).toContain(inactive.id);
    expect(await list('status=reserved&all=true')).toEqual([reserved.id]);
    expect(await list(`search=${a.itemNumber}`)).toEqual([a.id]);
    expect(await list('brand=sterntaler&all=true')).toEqual([a.id]);
  });
});

describe('POST /api/admin/sale', () => {
  it('previews, starts and ends a sale for a selection', async () => {
    await insertProduct(t.db, { category: 'Schlafsack', size: 90, season: 'Winter' });
    await insertProduct(t.db, { category: 'Schlafsack', size: 110, season: 'Winter' });
    await insertProduct(t.db, { category: 'Schlafsack', size: 90, season: 'Sommer' });
    const filter = { category: 'Schlafsack', seasons: ['Winter'], sizeMax: 100 };

    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sale',
      headers: auth,
      payload: { action: 'start', discount: 30, preview: true, filter },
    });
    expect(preview.json()).toEqual({ count: 1, applied: false });

    const start = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sale',
      headers: auth,
      payload: { action: 'start', discount: 30, filter },
    });
    expect(start.json()).toEqual({ count: 1, applied: true });
    const onSale = await t.app.inject({ url: '/api/products?category=Schlafsack&sale=true' });
    expect(onSale.json().products).toHaveLength(1);
    expect(onSale.json().products[0]).toMatchObject({ sale: true, discount: 30 });

    const end = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sale',
      headers: auth,
      payload: { action: 'end', filter: { category: 'Schlafsack' } },
    });
    expect(end.json()).toEqual({ count: 1, applied: true });
  });

  it('needs a discount to start a sale', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sale',
      headers: auth,
      payload: { action: 'start', filter: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Bitte gib den Rabatt in Prozent an.');
  });
});
