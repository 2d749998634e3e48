import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { berlinDateParts } from '../../domain/calendar.ts';
import { formatInvoiceNumber, resolveInvoicePrefix } from '../../domain/invoice-number.ts';
import type { Config } from '../config.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import {
  invoiceCounters,
  invoices,
  orderItems,
  orderReturnLines,
  orderReturns,
  orders,
} from '../db/schema.ts';
import {
  buildCancellation,
  buildInvoice,
  type Invoice,
  type InvoiceIssue,
  type InvoiceShop,
} from '../../domain/bookkeeping/invoice-model.ts';
import { renderInvoicePdfOffThread } from '../lib/pdf/invoice-pdf-thread.ts';

// The invoice register (decision 032): the only writer of invoices and their numbers. An order's
// invoice is issued once, when the order is paid: the number comes from a gap-free counter, the
// document and its PDF are stored in the same transaction and never change afterwards (a trigger
// refuses UPDATE and DELETE). Every later download is the stored PDF.

export type InvoiceNumbering = { prefix: string; start: number };

export type InvoicingDeps = { shop: InvoiceShop; numbering: InvoiceNumbering };

export type StoredInvoice = {
  id: number;
  number: string;
  issuedAt: Date;
  pdf: Buffer;
  fileName: string;
};

/** The shop and numbering of the configuration (SHOP_*, INVOICE_NUMBER_*). */
export function invoicingOf(
  config: Pick<Config, 'shop' | 'INVOICE_NUMBER_PREFIX' | 'INVOICE_NUMBER_START'>,
): InvoicingDeps {
  return {
    shop: config.shop,
    numbering: { prefix: config.INVOICE_NUMBER_PREFIX, start: config.INVOICE_NUMBER_START },
  };
}

const fileNameOf = (number: string, kind: 'invoice' | 'cancellation' = 'invoice') =>
  `${kind === 'invoice' ? 'Rechnung' : 'Stornorechnung'}-${number}.pdf`;

/**
 * The next running number of the prefix that applies now. The counter row is locked until the
 * caller's transaction ends, so numbers follow the order of commits, and a rolled-back issue
 * gives its number back: no gaps.
 */
async function takeInvoiceNumber(
  tx: DatabaseOrTransaction,
  numbering: InvoiceNumbering,
  now: Date,
): Promise<string> {
  const prefix = resolveInvoicePrefix(numbering.prefix, berlinDateParts(now).year);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ prefix, lastNumber: numbering.start })
    .onConflictDoUpdate({
      target: invoiceCounters.prefix,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error('invoice counter not moved');
  return formatInvoiceNumber(prefix, counter.lastNumber);
}

/**
 * Numbers, renders and stores one document inside the caller's transaction: the one place a
 * document is written, whatever its kind.
 */
async function storeDocument(
  tx: DatabaseOrTransaction,
  target: { kind: 'invoice' | 'cancellation'; orderId: string; refersTo: number | null },
  deps: InvoicingDeps,
  now: Date,
  build: (issue: InvoiceIssue) => Invoice,
): Promise<StoredInvoice> {
  const number = await takeInvoiceNumber(tx, deps.numbering, now);
  const document = build({ number, issuedAt: now });
  const pdf = await renderInvoicePdfOffThread(document, now);
  const [stored] = await tx
    .insert(invoices)
    .values({
      ...target,
      number,
      issuedAt: now,
      document,
      pdf,
      pdfSha256: createHash('sha256').update(pdf).digest('hex'),
    })
    .returning({ id: invoices.id });
  if (!stored) throw new Error('document not stored');
  return { id: stored.id, number, issuedAt: now, pdf, fileName: fileNameOf(number, target.kind) };
}

/** The stored invoice of an order, or null when none has been issued. */
export async function findInvoice(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<StoredInvoice | null> {
  const [row] = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      pdf: invoices.pdf,
    })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row ? { ...row, fileName: fileNameOf(row.number) } : null;
}

/**
 * Issues the invoice of a paid order, or returns the one issued before. Null when the order does
 * not exist or is not paid: an unpaid order has no invoice yet. It is the follow-up
 * 'issue-invoice' of the event that paid the order (decision 054), in the follow-up's own
 * transaction: a document that fails never undoes a payment, and is tried again.
 */
export async function issueInvoice(
  db: DatabaseOrTransaction,
  orderId: string,
  deps: InvoicingDeps,
  now: Date,
): Promise<StoredInvoice | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.paidAt === null) return null;
    const existing = await findInvoice(tx, orderId);
    if (existing) return existing;

    // Every line as sold, also one returned before the invoice was issued (a cancellation
    // invoice then takes it back): positions follow the lines' ids.
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    return storeDocument(tx, { kind: 'invoice', orderId, refersTo: null }, deps, now, (issue) =>
      buildInvoice({ ...order, items }, deps.shop, issue),
    );
  });
}

/** One issued document of an order, for the admin's list. */
export type DocumentSummary = {
  id: number;
  number: string;
  kind: 'invoice' | 'cancellation';
  issuedAt: Date;
};

/** The documents issued for an order, oldest first. */
export async function listOrderDocuments(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<DocumentSummary[]> {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id));
}

/** A stored document by its id, as issued, or null. */
export async function findDocument(
  db: DatabaseOrTransaction,
  id: number,
): Promise<StoredInvoice | null> {
  const [row] = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      pdf: invoices.pdf,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row ? { ...row, fileName: fileNameOf(row.number, row.kind) } : null;
}

/**
 * Issues the cancellation invoice of a return (decision 034): a document with its own number that
 * takes back exactly the returned lines and the return's amounts, referring to the order's invoice,
 * which stays as it is. Issues the invoice first if the paid order has none yet. Returns the
 * cancellation (the one issued before, when there is one). It is the follow-up
 * 'issue-cancellation' of the return (decision 054): a document that fails never undoes a return.
 */
export async function issueReturnCancellation(
  db: DatabaseOrTransaction,
  returnId: string,
  deps: InvoicingDeps,
  now: Date,
): Promise<StoredInvoice | null> {
  const [target] = await db
    .select({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(eq(orderReturns.id, returnId));
  if (!target) return null;
  if (!(await issueInvoice(db, target.orderId, deps, now))) return null;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, target.orderId))
      .for('update');
    const [part] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId));
    if (!order || !part) throw new Error(`return ${returnId} vanished`);
    if (part.documentId !== null) return findDocument(tx, part.documentId);
    const [original] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
    if (!original) throw new Error(`order ${order.id} lost its invoice`);

    const lineIds = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const returned = await tx
      .select({ id: orderReturnLines.orderItemId })
      .from(orderReturnLines)
      .where(eq(orderReturnLines.returnId, returnId));
    const positions = returned.map(
      (line) => lineIds.findIndex((candidate) => candidate.id === line.id) + 1,
    );
    const stored = await storeDocument(
      tx,
      { kind: 'cancellation', orderId: order.id, refersTo: original.id },
      deps,
      now,
      (issue) =>
        buildCancellation(
          original.document,
          { positions, amounts: part, kind: part.kind, order },
          deps.shop,
          issue,
        ),
    );
    await tx
      .update(orderReturns)
      .set({ documentId: stored.id })
      .where(eq(orderReturns.id, returnId));
    return stored;
  });
}
