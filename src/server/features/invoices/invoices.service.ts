import {
  findInvoice,
  issueInvoice,
  type InvoicingDeps,
  type StoredInvoice,
} from '../../aggregates/invoice-register.ts';
import type { Database } from '../../db/client.ts';

/**
 * The invoice of an order as it was issued: the stored PDF, the same bytes on every download.
 * A paid order whose invoice has not been issued yet (the issuing after its payment failed) gets
 * it now. Null for an order that is not paid (or does not exist): it has no invoice.
 */
export async function invoiceOfOrder(
  db: Database,
  orderId: string,
  invoicing: InvoicingDeps,
  now: Date,
): Promise<StoredInvoice | null> {
  return (await findInvoice(db, orderId)) ?? (await issueInvoice(db, orderId, invoicing, now));
}
