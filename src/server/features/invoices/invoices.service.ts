import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { Config } from '../../config.ts';
import { buildInvoice, type InvoiceOrder } from '../../lib/invoices/invoice-model.ts';
import { renderInvoicePdf } from '../../lib/invoices/invoice-pdf.ts';

export async function loadInvoiceOrder(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<InvoiceOrder | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.releasedAt)))
    .orderBy(asc(orderItems.id));
  return { ...order, items };
}

/** The invoice PDF of an order, or null when there is no such order. */
export async function createInvoicePdf(
  db: DatabaseOrTransaction,
  shop: Config['shop'],
  orderId: string,
): Promise<{ fileName: string; pdf: Buffer } | null> {
  const order = await loadInvoiceOrder(db, orderId);
  if (!order) return null;
  const invoice = buildInvoice(order, shop);
  return { fileName: `Rechnung-${invoice.number}.pdf`, pdf: await renderInvoicePdf(invoice) };
}
