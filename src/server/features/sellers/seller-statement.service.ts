import { and, asc, eq, sql } from 'drizzle-orm';
import { centsToEuros, eurosToCents, formatEuro } from '../../../domain/money.ts';
import { sellerBalanceCents, sellerShareCents } from '../../../domain/seller-share.ts';
import { countSellerItemsAwaitingPayment, listSellerSales } from '../../aggregates/sales.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { itemTimeEnds, products, sellerPayouts, sellers } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { payoutCounts } from '../../aggregates/counting-payouts.ts';

/**
 * A seller's statement: her items by state, her sales (the one definition of a sale,
 * aggregates/sales.ts, which the reports read too), her share of them, the payouts, and what is
 * still owed. An item in an order still waiting for its payment counts as reserved, not sold.
 */
export async function buildSellerStatement(
  db: DatabaseOrTransaction,
  sellerNumber: number,
  sharePercent: number,
  now: Date,
) {
  const [seller] = await db.select().from(sellers).where(eq(sellers.number, sellerNumber));
  if (!seller)
    throw new HttpError(404, `Es gibt keine Verkäuferin mit der Nummer ${sellerNumber}.`);
  // One after another: inside a transaction (recordPayout) all queries share one connection,
  // which runs one query at a time (pg deprecates queuing them).
  const [counts] = await db
    .select({
      online:
        sql<number>`count(*) filter (where ${products.status} = 'active' and (${products.reservedUntil} is null or ${products.reservedUntil} <= ${now}))`.mapWith(
          Number,
        ),
      reserved:
        sql<number>`count(*) filter (where ${products.status} = 'active' and ${products.reservedUntil} > ${now})`.mapWith(
          Number,
        ),
      inactive: sql<number>`count(*) filter (where ${products.status} = 'inactive')`.mapWith(
        Number,
      ),
    })
    .from(products)
    // Items she left to the shop (her choice "keep", decisions 076, 077) are the shop's own now.
    .where(
      and(
        eq(products.sellerNumber, sellerNumber),
        sql`not exists (select 1 from ${itemTimeEnds} e where e.product_id = ${products.id} and e.choice = 'keep')`,
      ),
    );
  const sales = await listSellerSales(db, sellerNumber);
  const awaitingPayment = await countSellerItemsAwaitingPayment(db, sellerNumber);
  const payouts = await db
    .select()
    .from(sellerPayouts)
    .where(and(eq(sellerPayouts.sellerNumber, sellerNumber), payoutCounts()))
    .orderBy(asc(sellerPayouts.createdAt));
  const shares = sales.map((sale) => sellerShareCents(sale.salePriceCents, sharePercent));
  const payoutCents = payouts.map((payout) => payout.amountCents);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const balanceCents = sellerBalanceCents(shares, payoutCents);
  return {
    seller: {
      number: seller.number,
      name: seller.name,
      email: seller.email,
      phone: seller.phone,
      notes: seller.notes,
    },
    sharePercent,
    items: {
      online: counts?.online ?? 0,
      reserved: (counts?.reserved ?? 0) + awaitingPayment,
      sold: sales.length,
      inactive: counts?.inactive ?? 0,
    },
    sales: sales.map((sale, index) => ({
      itemNumber: sale.itemNumber,
      name: sale.name,
      category: sale.category,
      orderNumber: sale.orderNumber,
      soldAt: sale.paidAt.toISOString(),
      salePrice: centsToEuros(sale.salePriceCents),
      share: centsToEuros(shares[index]!),
    })),
    payouts: payouts.map((payout) => ({
      id: payout.id,
      amount: centsToEuros(payout.amountCents),
      note: payout.note,
      createdAt: payout.createdAt.toISOString(),
      hasStatement: payout.statement !== null,
    })),
    totals: {
      salesValue: centsToEuros(sum(sales.map((sale) => sale.salePriceCents))),
      shareOwed: centsToEuros(sum(shares)),
      paidOut: centsToEuros(sum(payoutCents)),
      balance: centsToEuros(balanceCents),
    },
    balanceCents,
  };
}

/** Records a payout; more than the balance is refused, so a typo cannot overpay. */
export async function recordPayout(
  db: Database,
  sellerNumber: number,
  sharePercent: number,
  amount: number,
  note: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    // One payout at a time per seller: lock her row while the balance is checked.
    await tx.select().from(sellers).where(eq(sellers.number, sellerNumber)).for('update');
    const statement = await buildSellerStatement(tx, sellerNumber, sharePercent, now);
    const amountCents = eurosToCents(amount);
    if (amountCents > statement.balanceCents) {
      throw new HttpError(
        409,
        `Die Auszahlung ist höher als das offene Guthaben von ${formatEuro(statement.balanceCents)}.`,
      );
    }
    await tx.insert(sellerPayouts).values({ sellerNumber, amountCents, note });
  });
}
