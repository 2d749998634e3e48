import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounters, invoices, orderItems, orders, products } from '../db/schema.ts';
import { INVOICE_SHOP, insertOrder, insertProduct } from '../test/fixtures.ts';
import { serverWritesOf } from '../test/table-writes.ts';
import { recordReturn } from './order-returns.ts';
import { createTestDatabase } from '../test/test-database.ts';
import {
  findDocument,
  findInvoice,
  issueInvoice,
  issueReturnCancellation,
  listOrderDocuments,
  type InvoicingDeps,
} from './invoice-register.ts';

// Invoices are issued once and never change (decision 032).

const serverRoot = path.resolve(import.meta.dirname, '..');

const deps: InvoicingDeps = {
  shop: INVOICE_SHOP,
  numbering: { prefix: 'RE-{JJJJ}-', start: 1 },
};

/** Every stream of a PDF, inflated where it is compressed, as Latin-1 text. */
function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(bytes.toString('latin1'));
    }
  }
  return streams;
}

describe('the one writer of invoices', () => {
  it('is invoice-register.ts alone in the server code', () => {
    for (const watched of [
      { table: 'invoices', sqlName: 'invoices' },
      { table: 'invoiceCounters', sqlName: 'invoice_counters' },
    ]) {
      const writers = serverWritesOf(serverRoot, watched);
      expect(writers.length, watched.table).toBeGreaterThan(0);
      expect(
        writers.filter((writer) => !writer.startsWith('aggregates/invoice-register.ts:')),
      ).toEqual([]);
    }
  });
});

describe('invoice-register.ts against the database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  const issuedAt = new Date('2026-11-23T10:00:00Z');

  async function paidOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
    const order = await insertOrder(database.db, {
      subtotalCents: 1000,
      totalCents: 1000,
      valueToPayCents: 1000,
      paidAt: issuedAt,
      status: 'paid',
      ...overrides,
    });
    for (const name of ['Latzhose', 'Mütze']) {
      const product = await insertProduct(database.db, { status: 'sold', name });
      await database.db.insert(orderItems).values({
        orderId: order.id,
        productId: product.id,
        itemNumber: product.itemNumber,
        category: 'Kleidung',
        name,
        condition: 'Gut',
        priceCents: 500,
        sale: false,
        discount: 0,
        salePriceCents: 500,
      });
    }
    return order;
  }

  it('issues nothing for an unpaid or unknown order', async () => {
    const unpaid = await insertOrder(database.db, { valueToPayCents: 500 });
    expect(await issueInvoice(database.db, unpaid.id, deps, issuedAt)).toBeNull();
    expect(
      await issueInvoice(database.db, '00000000-0000-4000-8000-000000000000', deps, issuedAt),
    ).toBeNull();
    expect(await findInvoice(database.db, unpaid.id)).toBeNull();
  });

  it('keeps the issued PDF byte for byte when the shop, a product or the order changes', async () => {
    const order = await paidOrder();
    const first = await issueInvoice(database.db, order.id, deps, issuedAt);
    expect(first?.number).toMatch(/^RE-2026-\d{5}$/);

    // The shop moves, the product is renamed, an item comes back, a day passes.
    const moved = { ...deps, shop: { ...deps.shop, street: 'Neue Straße 9', city: 'Anderswo' } };
    const [line] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    await database.db
      .update(products)
      .set({ name: 'Umbenannt' })
      .where(eq(products.id, line!.productId));
    await database.db
      .update(orderItems)
      .set({ releasedAt: new Date() })
      .where(eq(orderItems.id, line!.id));
    const later = new Date(issuedAt.getTime() + 86_400_000);

    const again = await issueInvoice(database.db, order.id, moved, later);
    const found = await findInvoice(database.db, order.id);
    expect(again?.number).toBe(first?.number);
    expect(again?.pdf.equals(first!.pdf)).toBe(true);
    expect(found?.pdf.equals(first!.pdf)).toBe(true);
    expect(found?.issuedAt).toEqual(issuedAt);
  });

  it('numbers concurrent invoices without gaps or doubles, and a failed issue takes no number', async () => {
    const own = { ...deps, numbering: { prefix: 'GAP-{JJJJ}-', start: 7 } };
    // A NUL in the stored document makes the insert fail after the number was taken.
    const broken = { ...own, shop: { ...own.shop, name: 'Kinder\u0000kiste' } };
    const failing = await paidOrder();
    await expect(issueInvoice(database.db, failing.id, broken, issuedAt)).rejects.toThrow();

    const paid = await Promise.all(Array.from({ length: 12 }, () => paidOrder()));
    const issued = await Promise.all(
      paid.map((order) => issueInvoice(database.db, order.id, own, issuedAt)),
    );
    const numbers = issued.map((invoice) => invoice!.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, index) => `GAP-2026-${String(7 + index).padStart(5, '0')}`),
    );
    const [counter] = await database.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.prefix, 'GAP-2026-'));
    expect(counter?.lastNumber).toBe(18);
  });

  it('starts a new sequence with the new year', async () => {
    const own = { ...deps, numbering: { prefix: 'YR-{JJJJ}-', start: 1 } };
    const december = await paidOrder();
    const january = await paidOrder();
    // 31.12.2026 23:30 in Berlin is still 2026; 00:30 on 1.1. is 2027.
    const a = await issueInvoice(database.db, december.id, own, new Date('2026-12-31T22:30:00Z'));
    const b = await issueInvoice(database.db, january.id, own, new Date('2026-12-31T23:30:00Z'));
    expect([a?.number, b?.number]).toEqual(['YR-2026-00001', 'YR-2027-00001']);
  });

  it('refuses to change or delete an issued invoice', async () => {
    const order = await paidOrder();
    await issueInvoice(database.db, order.id, deps, issuedAt);
    const cause = async (statement: Promise<unknown>) =>
      statement.then(
        () => null,
        (error: { cause?: { code?: string } }) => error.cause?.code,
      );
    expect(
      await cause(
        database.db
          .update(invoices)
          .set({ number: 'RE-FAKE' })
          .where(eq(invoices.orderId, order.id)),
      ),
    ).toBe('23001');
    expect(await cause(database.db.delete(invoices).where(eq(invoices.orderId, order.id)))).toBe(
      '23001',
    );
    expect(await cause(database.db.execute(sql`truncate invoices cascade`))).toBe('23001');
  });

  it('prints names outside Latin-1 with the embedded DejaVu Sans', async () => {
    const order = await paidOrder({ firstName: 'Łukasz', lastName: 'Şahin-Nguyễn' });
    const invoice = await issueInvoice(database.db, order.id, deps, issuedAt);
    const streams = pdfStreams(invoice!.pdf);
    expect(invoice!.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    // The font's ToUnicode map knows each letter, so the PDF shows and copies them as written.
    const toUnicode = streams.filter((stream) => stream.includes('begincmap')).join('\n');
    for (const codePoint of ['0141', '015e', '1ec5']) {
      expect(toUnicode.toLowerCase()).toContain(codePoint);
    }
  });

  /** Takes back these lines (all when none are named) of a paid order; returns the return's id. */
  async function takeBack(orderId: string, names?: string[]) {
    return database.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const recorded = await recordReturn(
        tx,
        order!,
        lines
          .filter((line) => !names || names.includes(line.name))
          .map((line) => ({ orderItemId: line.id, resellable: true })),
        issuedAt,
      );
      return recorded.returnId;
    });
  }

  it('cancels a paid invoice once with a document of its own that negates it', async () => {
    const order = await paidOrder();
    const invoice = await issueInvoice(database.db, order.id, deps, issuedAt);
    const later = new Date(issuedAt.getTime() + 3_600_000);
    const returnId = await takeBack(order.id);
    const cancellation = await issueReturnCancellation(database.db, returnId, deps, later);
    expect(cancellation?.fileName).toBe(`Stornorechnung-${cancellation?.number}.pdf`);
    expect(cancellation?.number).not.toBe(invoice?.number);
    const again = await issueReturnCancellation(database.db, returnId, deps, later);
    expect(again?.pdf.equals(cancellation!.pdf)).toBe(true);

    const documents = await listOrderDocuments(database.db, order.id);
    expect(documents.map((document) => [document.kind, document.number])).toEqual([
      ['invoice', invoice?.number],
      ['cancellation', cancellation?.number],
    ]);
    const [stored] = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, documents[1]!.id));
    const [original] = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, documents[0]!.id));
    expect(stored?.refersTo).toBe(original?.id);
    expect(stored?.document.rows.map((row) => row.amountCents)).toEqual(
      original?.document.rows.map((row) => -row.amountCents),
    );
    expect(stored?.document.notes[0]).toContain(`Storniert die Rechnung ${invoice?.number}`);
    expect((await findDocument(database.db, documents[1]!.id))?.pdf.equals(cancellation!.pdf)).toBe(
      true,
    );
    // The original is untouched.
    expect((await findInvoice(database.db, order.id))?.pdf.equals(invoice!.pdf)).toBe(true);
  });

  it('cancels exactly the lines of a partial return, each return with a document of its own', async () => {
    const order = await paidOrder();
    const invoice = await issueInvoice(database.db, order.id, deps, issuedAt);
    const first = await issueReturnCancellation(
      database.db,
      await takeBack(order.id, ['Mütze']),
      deps,
      issuedAt,
    );
    const second = await issueReturnCancellation(
      database.db,
      await takeBack(order.id, ['Latzhose']),
      deps,
      issuedAt,
    );
    const stored = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order.id))
      .orderBy(invoices.id);
    expect(stored.map((row) => row.number)).toEqual([
      invoice?.number,
      first?.number,
      second?.number,
    ]);
    expect(stored[1]?.document.rows.map((row) => row.description)).toEqual([
      expect.stringContaining('Mütze'),
    ]);
    expect(stored[2]?.document.rows.map((row) => row.description)).toEqual([
      expect.stringContaining('Latzhose'),
    ]);
    // The two parts take back exactly what was invoiced.
    expect((stored[1]?.document.totalCents ?? 0) + (stored[2]?.document.totalCents ?? 0)).toBe(
      -(stored[0]?.document.totalCents ?? 0),
    );
    expect(stored[1]?.document.notes[0]).toContain('Storniert Positionen der Rechnung');
  });

  it('refuses to take back an order that was never paid', async () => {
    const unpaid = await insertOrder(database.db, { valueToPayCents: 500 });
    await expect(takeBack(unpaid.id)).rejects.toMatchObject({ statusCode: 409 });
    expect(await listOrderDocuments(database.db, unpaid.id)).toEqual([]);
  });
});
