import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BAG_ITEMS, SELLER_BAG_MESSAGES } from '../../../domain/api/seller-bags.ts';
import { announcedItems, products, sellerBags } from '../../db/schema.ts';
import { insertBrand, insertProduct } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { ANNOUNCE_OPTIONS_KEPT_MS } from './announce-options.service.ts';

// A bag announced online (issue 34, item 2; decision 074), through the seller's link and the
// owner's admin, against the real database.

// The real time, moved on where a test must see what a process keeps for minutes.
let ahead = 0;
const clock = { now: () => new Date(Date.now() + ahead) };
let t: TestApp;
let auth: { authorization: string };
let anna: string;
let berta: string;
let bertasItem: number;

const latzhose = {
  category: 'Kleidung',
  name: 'Latzhose',
  brand: 'Frugi',
  size: 98,
  condition: 'Gut',
  season: 'Winter',
};

async function linkOf(number: number, name: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/seller',
    headers: auth,
    payload: { number, name },
  });
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/seller/${number}/link`,
    headers: auth,
  });
  return (link.json() as { url: string }).url.split('/verkaeufer/')[1]!;
}

/** What a 400 says to people: its message and those of its issues. */
const saidTo = (response: { json: () => unknown }) => {
  const body = response.json() as { message: string; issues?: { message: string }[] };
  return [body.message, ...(body.issues ?? []).map((issue) => issue.message)].join(' ');
};

const announce = (token: string, items: unknown[]) =>
  t.app.inject({ method: 'POST', url: `/api/seller-page/${token}/bags`, payload: { items } });

beforeAll(async () => {
  t = await createTestApp({ clock });
  auth = await signInAsAdmin(t);
  anna = await linkOf(501, 'Anna M.');
  berta = await linkOf(502, 'Berta S.');
  const frugi = await insertBrand(t.db, { name: 'Frugi' });
  // Five Frugi dungarees of size 98 in good condition, sold for 4 to 8 euros.
  const sold = [];
  for (const priceCents of [400, 500, 600, 700, 800]) {
    sold.push(
      await insertProduct(t.db, {
        category: 'Kleidung',
        name: 'Latzhose',
        brandId: frugi.id,
        size: 98,
        condition: 'Gut',
        priceCents,
        sellerNumber: 501,
      }),
    );
  }
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      productIds: sold.map((item) => item.id),
      userData: { firstName: 'Erika', lastName: 'Käuferin', emailAddress: 'erika@example.de' },
      deliveryMethod: 'abholen',
      paymentMethod: 'cash',
    },
  });
  expect(placed.statusCode).toBe(201);
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${placed.json()._id}/actions`,
    headers: auth,
    payload: { action: 'mark-paid' },
  });
  const bertas = await announce(berta, [{ ...latzhose, name: 'Body', brand: null }]);
  bertasItem = bertas.json().items[0].itemNumber;
});
afterAll(() => t.close());

describe('the suggested price', () => {
  it('is the median of the shop’s alike sales, with how many it rests on', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/seller-page/${anna}/price-suggestion`,
      payload: latzhose,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kind: 'sales',
      price: 6,
      sales: 5,
      text: 'Vorschlag: 6,00\u00a0€ (aus 5 Verkäufen)',
      belowMinimum: null,
    });
  });

  it('says so when there is none, and notes an item below the minimum', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/seller-page/${anna}/price-suggestion`,
      payload: { ...latzhose, name: 'Schneeanzug' },
    });
    expect(none.json()).toMatchObject({
      kind: 'none',
      price: null,
      text: 'Noch kein Preisvorschlag',
    });
    const cheap = await t.app.inject({
      method: 'POST',
      url: `/api/seller-page/${anna}/price-suggestion`,
      payload: { ...latzhose, condition: 'Geliebt' },
    });
    // Any condition at last: 6,00 € × 0,55 ÷ 0,8 = 4,125 → 4,00 €, above the 3 € minimum …
    expect(cheap.json()).toMatchObject({ kind: 'sales', price: 4, belowMinimum: null });
    const strict = await createTestApp({ env: { MIN_ITEM_EUROS: '5' } });
    try {
      const token = await (async () => {
        const admin = await signInAsAdmin(strict);
        await strict.app.inject({
          method: 'POST',
          url: '/api/seller',
          headers: admin,
          payload: { number: 9, name: 'Cora' },
        });
        await strict.app.inject({
          method: 'PUT',
          url: '/api/admin/price-factors',
          headers: admin,
          payload: {
            basePriceCents: { Kleidung: 400, Schlafsack: 1800, Tonies: 900, Accessoires: 500 },
            conditionFactor: { 'Sehr gut': 1, Gut: 0.8, Geliebt: 0.55 },
            brandRatingFactor: { '1': 0.7, '2': 0.85, '3': 1, '4': 1.25, '5': 1.5 },
            minimumPriceCents: 150,
          },
        });
        const link = await strict.app.inject({
          method: 'POST',
          url: '/api/seller/9/link',
          headers: admin,
        });
        return (link.json() as { url: string }).url.split('/verkaeufer/')[1]!;
      })();
      // … and with the owner's base prices (4,00 € × 0,8 = 3,20 € → 3,00 €) below her 5 €.
      const below = await strict.app.inject({
        method: 'POST',
        url: `/api/seller-page/${token}/price-suggestion`,
        payload: latzhose,
      });
      expect(below.json()).toEqual({
        kind: 'basePrice',
        price: 3,
        sales: 0,
        text: 'Vorschlag: 3,00\u00a0€ (Richtpreis des Shops)',
        belowMinimum: 'Lohnt sich leider nicht – wir nehmen Artikel ab 5,00\u00a0€.',
      });
    } finally {
      await strict.close();
    }
  });
});

describe('what the announce form offers', () => {
  const options = async (token: string) => {
    const response = await t.app.inject({ url: `/api/seller-page/${token}/announce-options` });
    expect(response.statusCode).toBe(200);
    return response.json() as { types: Record<string, string[]>; brands: string[] };
  };

  it('is the shop’s types, most common first, and its brands, kept for minutes', async () => {
    const first = await options(anna);
    expect(first.types.Kleidung).toContain('Latzhose');
    expect(first.brands).toContain('Frugi');
    // Announced items are offers, not the shop's types.
    expect(first.types.Kleidung).not.toContain('Body');

    await insertProduct(t.db, { category: 'Kleidung', name: 'Wichtelmantel' });
    // Counting the types is a scan of the whole catalogue: one process counts them again only
    // after ten minutes, the same for every seller.
    expect((await options(berta)).types.Kleidung).not.toContain('Wichtelmantel');
    ahead += ANNOUNCE_OPTIONS_KEPT_MS + 1_000;
    expect((await options(anna)).types.Kleidung).toContain('Wichtelmantel');
  });

  it('is not for an unknown link', async () => {
    const response = await t.app.inject({
      url: `/api/seller-page/${'x'.repeat(43)}/announce-options`,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('announcing a bag', () => {
  let numbers: number[];
  let ids: string[];

  it('gives every item its item number at once, not for sale, with the suggestion as price', async () => {
    const response = await announce(anna, [
      latzhose,
      { ...latzhose, name: 'Schneeanzug', size: 104 },
    ]);
    expect(response.statusCode).toBe(201);
    const { items } = response.json() as {
      items: { _id: string; itemNumber: number; state: string; suggestion: unknown }[];
    };
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.state)).toEqual(['angemeldet', 'angemeldet']);
    expect(items[0]!.suggestion).toEqual({ price: 6, sales: 5 });
    expect(items[1]!.suggestion).toBeNull();
    numbers = items.map((item) => item.itemNumber);
    ids = items.map((item) => item._id);
    const rows = await t.db.select().from(products).where(eq(products.id, ids[0]!));
    expect(rows[0]).toMatchObject({ status: 'announced', priceCents: 600, sellerNumber: 501 });

    const page = await t.app.inject({ url: `/api/seller-page/${anna}` });
    expect(page.json().announced.map((item: { itemNumber: number }) => item.itemNumber)).toEqual(
      numbers,
    );
  });

  it('never shows an announced item in the shop', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/api/products?category=Kleidung' }),
      t.app.inject({ url: '/api/products/newbees' }),
      t.app.inject({ url: '/api/search?q=Schneeanzug' }),
      t.app.inject({ url: '/api/search/suggestions?q=Schneea' }),
      t.app.inject({ url: `/api/products/by-numbers?itemNumbers=${numbers.join(',')}` }),
      t.app.inject({ url: '/api/products/filters?category=Kleidung' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.body).not.toContain('Schneeanzug');
      for (const id of ids) expect(answer.body).not.toContain(id);
    }
    // An item for sale beside them, so the sitemap has items to list.
    const forSale = await insertProduct(t.db, { name: 'Regenjacke' });
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/product/${forSale.itemNumber}<`);
    for (const number of numbers) {
      expect((await t.app.inject({ url: `/api/products/${number}` })).statusCode).toBe(404);
      expect(sitemap.body).not.toContain(`/product/${number}<`);
    }
    // Nor in the owner's article list, until asked for by state.
    const list = await t.app.inject({ url: '/api/products/admin', headers: auth });
    expect(list.body).not.toContain(ids[0]);
    const announcedList = await t.app.inject({
      url: '/api/products/admin?status=announced',
      headers: auth,
    });
    expect(announcedList.json().total).toBe(3);
  });

  it('refuses a bag of more than 100 items, or of 10,000, storing nothing', async () => {
    const bagsBefore = await t.db.select({ value: count() }).from(sellerBags);
    for (const size of [MAX_BAG_ITEMS + 1, 10_000]) {
      const response = await announce(
        anna,
        Array.from({ length: size }, () => latzhose),
      );
      expect(response.statusCode).toBe(400);
      expect(saidTo(response)).toContain(SELLER_BAG_MESSAGES.tooMany);
    }
    expect(await t.db.select({ value: count() }).from(sellerBags)).toEqual(bagsBefore);
  });

  it('refuses bad input in German, and an unknown link', async () => {
    const empty = await announce(anna, []);
    expect(empty.statusCode).toBe(400);
    expect(saidTo(empty)).toContain(SELLER_BAG_MESSAGES.empty);
    const noType = await announce(anna, [{ ...latzhose, name: ' ' }]);
    expect(noType.statusCode).toBe(400);
    expect(saidTo(noType)).toContain('Bitte gib an, was es ist');
    const badSize = await announce(anna, [{ ...latzhose, size: 'groß' }]);
    expect(badSize.statusCode).toBe(400);
    expect(saidTo(badSize)).toContain('Die Größe ist eine Zahl');
    const guessed = await announce('A'.repeat(43), [latzhose]);
    expect(guessed.statusCode).toBe(404);
  });

  it('lets her print only her own labels', async () => {
    const own = await t.app.inject({
      url: `/api/seller-page/${anna}/labels?items=${numbers.join(',')}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const all = await t.app.inject({ url: `/api/seller-page/${anna}/labels` });
    expect(all.statusCode).toBe(200);

    const foreign = await t.app.inject({
      url: `/api/seller-page/${anna}/labels?items=${numbers[0]},${bertasItem}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(SELLER_BAG_MESSAGES.labelsNotYours([bertasItem]));
    const bad = await t.app.inject({ url: `/api/seller-page/${anna}/labels?items=abc` });
    expect(bad.statusCode).toBe(400);
    const tooMany = Array.from({ length: 301 }, (_, index) => numbers[0]! + index);
    const many = await t.app.inject({
      url: `/api/seller-page/${anna}/labels?items=${tooMany.join(',')}`,
    });
    expect(many.statusCode).toBe(400);
  });

  it('lets her change or withdraw her own items, no one else’s', async () => {
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/seller-page/${anna}/announced/${numbers[1]}`,
      payload: { ...latzhose, name: 'Schneeanzug', size: 110, brand: 'Reima' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ size: 110, brand: 'Reima', state: 'angemeldet' });
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/seller-page/${anna}/announced/${bertasItem}`,
      payload: latzhose,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(SELLER_BAG_MESSAGES.notYours);
    const foreignWithdrawal = await t.app.inject({
      method: 'DELETE',
      url: `/api/seller-page/${anna}/announced/${bertasItem}`,
    });
    expect(foreignWithdrawal.statusCode).toBe(404);

    const extra = await announce(anna, [{ ...latzhose, name: 'Mütze', size: null }]);
    const extraNumber = extra.json().items[0].itemNumber as number;
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/seller-page/${anna}/announced/${extraNumber}`,
    });
    expect(withdrawn.statusCode).toBe(204);
    expect(await t.db.select().from(products).where(eq(products.itemNumber, extraNumber))).toEqual(
      [],
    );
  });

  it('takes a photo from her phone through the shop’s picture pipeline', async () => {
    const upload = (token: string, body: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/seller-page/${token}/images`,
        headers: { 'content-type': 'image/jpeg' },
        payload: body,
      });
    const jpeg = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#c0d8f0' },
    })
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N' } })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(anna, jpeg);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ width: 1200, height: 900 });
    const stored = await t.app.inject({ url: uploaded.json().png });
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();

    const notAPhoto = await upload(anna, Buffer.from('kein Bild'));
    expect(notAPhoto.statusCode).toBe(400);
    expect((await upload('A'.repeat(43), jpeg)).statusCode).toBe(404);

    const withPhoto = await announce(anna, [{ ...latzhose, imageIds: [uploaded.json().id] }]);
    expect(withPhoto.statusCode).toBe(201);
    expect(withPhoto.json().items[0].imageIds).toEqual([uploaded.json().id]);
    const unknownPhoto = await announce(anna, [{ ...latzhose, imageIds: ['0'.repeat(32)] }]);
    expect(unknownPhoto.statusCode).toBe(400);
    // Withdrawn again, so the owner's bag list below sees the two items of the first bag.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/seller-page/${anna}/announced/${withPhoto.json().items[0].itemNumber}`,
    });
  });

  it('the owner sees the bag, takes one item in and rejects the other with a reason', async () => {
    const bags = await t.app.inject({ url: '/api/admin/seller-bags', headers: auth });
    expect(bags.statusCode).toBe(200);
    const bag = (bags.json().bags as { id: number; sellerNumber: number; items: number }[]).find(
      (entry) => entry.sellerNumber === 501 && entry.items === 2,
    )!;
    expect(bag).toMatchObject({ sellerName: 'Anna M.', open: 2, takenIn: 0, rejected: 0 });
    // The owner's overview counts what waits to be taken in.
    const waiting = async () =>
      (await t.app.inject({ url: '/api/admin/dashboard', headers: auth })).json()
        .announcedWaiting as { items: number; bags: number };
    const before = await waiting();
    expect(before.items).toBeGreaterThanOrEqual(2);
    expect(before.bags).toBeGreaterThanOrEqual(1);
    const opened = await t.app.inject({ url: `/api/admin/seller-bags/${bag.id}`, headers: auth });
    expect(opened.json().entries.map((entry: { itemNumber: number }) => entry.itemNumber)).toEqual(
      numbers,
    );
    expect(
      (await t.app.inject({ url: '/api/admin/seller-bags/999999', headers: auth })).statusCode,
    ).toBe(404);

    // The scan finds the item by its number, everything filled in.
    const scanned = await t.app.inject({
      url: `/api/admin/products/by-number/${numbers[0]}`,
      headers: auth,
    });
    expect(scanned.json()).toMatchObject({ status: 'announced', brand: 'Frugi', size: 98 });
    const announcement = await t.app.inject({
      url: `/api/admin/products/${ids[0]}/announcement`,
      headers: auth,
    });
    expect(announcement.json().announcement).toMatchObject({
      bagId: bag.id,
      sellerNumber: 501,
      suggestedPrice: 6,
      state: 'angemeldet',
    });
    const takenIn = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${ids[0]}`,
      headers: auth,
      payload: { ...latzhose, price: 6.5, sellerNumber: 501, publication: { mode: 'online' } },
    });
    expect(takenIn.statusCode, takenIn.body).toBe(200);
    expect((await t.app.inject({ url: `/api/products/${numbers[0]}` })).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(announcedItems)
      .where(eq(announcedItems.productId, ids[0]!));
    expect(row!.takenInAt).not.toBeNull();
    expect(await waiting()).toEqual({ items: before.items - 1, bags: before.bags });

    // Taken in: the seller cannot change it any more.
    const late = await t.app.inject({
      method: 'DELETE',
      url: `/api/seller-page/${anna}/announced/${numbers[0]}`,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SELLER_BAG_MESSAGES.takenIn);

    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${ids[1]}/reject`,
      headers: auth,
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${ids[1]}/reject`,
      headers: auth,
      payload: { reason: 'Reißverschluss kaputt' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().announcement).toMatchObject({
      state: 'abgelehnt',
      rejectionReason: 'Reißverschluss kaputt',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${ids[1]}/reject`,
      headers: auth,
      payload: { reason: 'nochmal' },
    });
    expect(again.statusCode).toBe(409);
    expect((await t.app.inject({ url: `/api/products/${numbers[1]}` })).statusCode).toBe(404);

    const page = await t.app.inject({ url: `/api/seller-page/${anna}` });
    expect(page.json().announced).toEqual([
      expect.objectContaining({ itemNumber: numbers[0], state: 'angenommen' }),
      expect.objectContaining({
        itemNumber: numbers[1],
        state: 'abgelehnt',
        rejectionReason: 'Reißverschluss kaputt',
      }),
    ]);
    const summary = await t.app.inject({ url: `/api/admin/seller-bags/${bag.id}`, headers: auth });
    expect(summary.json()).toMatchObject({ open: 0, takenIn: 1, rejected: 1 });
    expect(await waiting()).toEqual({ items: before.items - 2, bags: before.bags - 1 });
  });
});
