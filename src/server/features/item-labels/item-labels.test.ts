import { pdfText } from '../../test/pdf-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_LAYOUTS, labelPlacements } from '../../../domain/label-layouts.ts';
import { fixedClock } from '../../lib/clock.ts';
import { labelParts } from '../../lib/pdf/item-labels-pdf.ts';
import { insertProduct, insertSeller } from '../../test/fixtures.ts';
import { decodeIn, renderPdfPages } from '../../test/read-printed-codes.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { brands } from '../../db/schema.ts';

// 27.11.2026, 10:00 in Berlin.
const now = new Date('2026-11-27T09:00:00Z');
let t: TestApp;
let auth: { authorization: string };
let numbers: { sellerToday: number; sellerYesterday: number; sellerSold: number; other: number };

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(now) });
  auth = await signInAsAdmin(t);
  await insertSeller(t.db, 41);
  const [brand] = await t.db.insert(brands).values({ name: 'Petit Bateau' }).returning();
  // Just after midnight in Berlin is still 26.11. in UTC: it counts for the 27th.
  const sellerToday = await insertProduct(t.db, {
    sellerNumber: 41,
    brandId: brand!.id,
    size: 104,
    priceCents: 1250,
    status: 'draft',
    createdAt: new Date('2026-11-26T23:30:00Z'),
  });
  const sellerYesterday = await insertProduct(t.db, {
    sellerNumber: 41,
    createdAt: new Date('2026-11-26T22:30:00Z'),
  });
  const sellerSold = await insertProduct(t.db, {
    sellerNumber: 41,
    status: 'sold',
    createdAt: new Date('2026-11-27T08:00:00Z'),
  });
  const other = await insertProduct(t.db, { createdAt: new Date('2026-11-27T08:30:00Z') });
  numbers = {
    sellerToday: sellerToday.itemNumber,
    sellerYesterday: sellerYesterday.itemNumber,
    sellerSold: sellerSold.itemNumber,
    other: other.itemNumber,
  };
});
afterAll(() => t.close());

const labels = (query: string, headers: Record<string, string> = auth) =>
  t.app.inject({ url: `/api/admin/item-labels?${query}`, headers });

/** The item numbers the labels print, in label order. */
async function printedNumbers(pdf: Buffer): Promise<number[]> {
  return [...(await pdfText(pdf)).matchAll(/Nr\. (\d+)/g)].map((match) => Number(match[1]));
}

describe('GET /api/admin/item-labels', () => {
  it('prints one item for the label printer; its codes read back as the item number', async () => {
    const response = await labels(`layout=roll-62&items=${numbers.sellerToday}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Etikett-${numbers.sellerToday}.pdf"`,
    );
    const pdf = response.rawPayload;
    const text = await pdfText(pdf);
    expect(text).toContain(`Nr. ${numbers.sellerToday}`);
    expect(text).toContain('Verkäufer 41');
    expect(text).toContain('Gr. 104 · Petit Bateau');
    expect(text).toContain('12,50');
    const [page] = await renderPdfPages(pdf);
    const parts = labelParts(LABEL_LAYOUTS['roll-62']);
    expect(await decodeIn(page!, parts.bars, 'code128')).toBe(String(numbers.sellerToday));
    expect(await decodeIn(page!, parts.qr, 'qr')).toBe(String(numbers.sellerToday));
  });

  it('prints chosen items in the order given, from a position on a partly used sheet', async () => {
    const response = await labels(`items=${numbers.other},${numbers.sellerSold}&start=24`);
    expect(response.statusCode).toBe(200);
    expect(await printedNumbers(response.rawPayload)).toEqual([numbers.other, numbers.sellerSold]);
    const pages = await renderPdfPages(response.rawPayload);
    expect(pages).toHaveLength(2);
    const layout = LABEL_LAYOUTS['a4-3474'];
    const parts = labelParts(layout);
    const [last, first] = labelPlacements(layout, 2, 24);
    const qrAt = (place: typeof last) => ({
      ...parts.qr,
      x: parts.qr.x + place!.x,
      y: parts.qr.y + place!.y,
    });
    expect(await decodeIn(pages[0]!, qrAt(last), 'qr')).toBe(String(numbers.other));
    expect(await decodeIn(pages[1]!, qrAt(first), 'qr')).toBe(String(numbers.sellerSold));
  });

  it("prints a seller's items still to sell, those entered today (Berlin), or both", async () => {
    const seller = await labels('sellerNumber=41');
    expect(await printedNumbers(seller.rawPayload)).toEqual([
      numbers.sellerToday,
      numbers.sellerYesterday,
    ]);
    const today = await labels('enteredOn=2026-11-27');
    expect(today.headers['content-disposition']).toBe(
      'attachment; filename="Etiketten-2026-11-27.pdf"',
    );
    expect(await printedNumbers(today.rawPayload)).toEqual([numbers.sellerToday, numbers.other]);
    const both = await labels('sellerNumber=41&enteredOn=2026-11-27');
    expect(await printedNumbers(both.rawPayload)).toEqual([numbers.sellerToday]);
  });

  it('says in German what is wrong with a choice, and prints nothing', async () => {
    const unknown = await labels(`items=${numbers.other},999999,888888`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Diese Artikel gibt es nicht: 999999, 888888.');
    const nothing = await labels('layout=a4-3474');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Bitte wähle Artikel, einen Verkäufer oder einen Tag.');
    const empty = await labels('enteredOn=2020-01-01');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('Für diese Auswahl gibt es keine Artikel.');
    for (const query of [
      `items=${numbers.other}&start=25`,
      `layout=roll-62&items=${numbers.other}&start=2`,
    ]) {
      const response = await labels(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Diese Startposition gibt es auf dem Bogen nicht.');
    }
    for (const query of ['items=12a', 'items=-4', 'layout=a5', 'enteredOn=27.11.2026']) {
      expect((await labels(query)).statusCode).toBe(400);
    }
    const many = Array.from({ length: 601 }, (_, index) => index + 1).join(',');
    const tooMany = await labels(`items=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('Höchstens 600 Etiketten');
  });

  it('is for the admin only', async () => {
    expect((await labels(`items=${numbers.other}`, {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/products/by-number/:itemNumber', () => {
  it('finds the item a scan names, with everything the item form needs', async () => {
    const response = await t.app.inject({
      url: `/api/admin/products/by-number/${numbers.sellerToday}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      itemNumber: numbers.sellerToday,
      sellerNumber: 41,
      status: 'draft',
      brand: 'Petit Bateau',
      price: 12.5,
    });
  });

  it('says so in German for an unknown number, and refuses what is no number', async () => {
    const unknown = await t.app.inject({
      url: '/api/admin/products/by-number/999999',
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Den Artikel 999999 gibt es nicht.');
    for (const bad of ['abc', '0', '99999999999']) {
      const response = await t.app.inject({
        url: `/api/admin/products/by-number/${bad}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(400);
    }
    const outsider = await t.app.inject({ url: `/api/admin/products/by-number/${numbers.other}` });
    expect(outsider.statusCode).toBe(401);
  });
});
