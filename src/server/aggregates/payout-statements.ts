import { and, eq, isNotNull } from 'drizzle-orm';
import { PAYOUT_MESSAGES } from '../../domain/api/payouts.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { payoutRuns, sellerPayouts, sellers } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import type { MailShop } from '../lib/mail/legal-texts.ts';
import { renderPayoutStatementPdf } from '../lib/pdf/payout-statement-pdf.ts';

// A payout's statement as the seller gets it (decision 072): a PDF rendered from the statement
// stored with the payout, by mail once (a follow-up of the run) and on her page any time.

export const statementFileName = (endToEndId: string) => `Abrechnung-${endToEndId}.pdf`;

export function shopLines(shop: MailShop): string[] {
  return [
    shop.name,
    shop.owner,
    shop.street,
    `${shop.postalCode} ${shop.city}`,
    `${shop.email} · ${shop.phone}`,
  ];
}

/**
 * A run's payout of this seller with its statement; any other is a 404, and so is, for the
 * seller, a payout of a cancelled run (decision 077): it paid her nothing.
 */
export async function loadPayoutStatement(
  db: DatabaseOrTransaction,
  payoutId: number,
  sellerNumber?: number,
) {
  const [row] = await db
    .select({ payout: sellerPayouts, email: sellers.email, cancelledAt: payoutRuns.cancelledAt })
    .from(sellerPayouts)
    .innerJoin(sellers, eq(sellers.number, sellerPayouts.sellerNumber))
    .leftJoin(payoutRuns, eq(payoutRuns.id, sellerPayouts.runId))
    .where(
      and(
        eq(sellerPayouts.id, payoutId),
        isNotNull(sellerPayouts.statement),
        sellerNumber === undefined ? undefined : eq(sellerPayouts.sellerNumber, sellerNumber),
      ),
    );
  const cancelled = row?.cancelledAt != null;
  if (!row?.payout.statement || (cancelled && sellerNumber !== undefined))
    throw new HttpError(404, PAYOUT_MESSAGES.statementNotFound);
  return {
    statement: row.payout.statement,
    paidAt: row.payout.createdAt,
    email: row.email,
    cancelled,
  };
}

export async function payoutStatementPdf(
  db: DatabaseOrTransaction,
  shop: MailShop,
  payoutId: number,
  sellerNumber?: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  const { statement, paidAt } = await loadPayoutStatement(db, payoutId, sellerNumber);
  const bytes = await renderPayoutStatementPdf(
    statement,
    { name: shop.name, lines: shopLines(shop) },
    paidAt,
  );
  return { fileName: statementFileName(statement.endToEndId), bytes };
}
