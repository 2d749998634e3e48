import { and, asc, eq } from 'drizzle-orm';
import {
  SELLER_PAGE_MESSAGES,
  type SellerPage,
  type SellerWish,
} from '../../../domain/api/seller-page.ts';
import { centsToEuros } from '../../../domain/money.ts';
import { currentPriceCents, itemTimeline, type PriceStep } from '../../../domain/price-steps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { products, sellerBankAccounts, sellerItemWishes, sellers } from '../../db/schema.ts';
import { sellerBalances } from '../../aggregates/payout-balances.ts';
import { CONSIGNMENT_TERMS_VERSION } from '../../../domain/seller-signup.ts';
import { HttpError } from '../../lib/http-error.ts';
import { buildSellerStatement } from './seller-statement.service.ts';
import { listAnnouncedEntries, ofSeller } from './seller-bags.service.ts';

// What a seller sees behind her link. The money comes from the owner's statement
// (buildSellerStatement), so the two can never disagree; this adds the item lists and leaves out
// everything about buyers (order numbers) and the owner's notes.

const itemColumns = {
  _id: products.id,
  itemNumber: products.itemNumber,
  category: products.category,
  name: products.name,
  size: products.size,
  sizeHat: products.sizeHat,
};

export async function buildSellerPage(
  db: DatabaseOrTransaction,
  sellerNumber: number,
  sharePercent: number,
  now: Date,
  /** Her link's token, for the links to her statements. */
  token: string,
  /** The owner's price steps and days online in effect (decision 076). */
  time: { steps: readonly PriceStep[]; sortOutDays: number },
  payoutMinimumEuros: number,
): Promise<SellerPage> {
  const statement = await buildSellerStatement(db, sellerNumber, sharePercent, now);
  const [seller] = await db
    .select({ unsoldChoice: sellers.unsoldChoice, iban: sellerBankAccounts.ibanMasked })
    .from(sellers)
    .leftJoin(sellerBankAccounts, eq(sellerBankAccounts.sellerNumber, sellers.number))
    .where(eq(sellers.number, sellerNumber));
  // The same balance a payout run reads, so what her page promises is what the run pays.
  const balance = (await sellerBalances(db, sharePercent, now, sellerNumber)).get(sellerNumber);
  // Reserved items are still in the shop, so they count as online here.
  const online = await db
    .select({
      ...itemColumns,
      salePriceCents: products.salePriceCents,
      priceCents: products.priceCents,
      sale: products.sale,
      discount: products.discount,
      priceStepPercent: products.priceStepPercent,
      listedAt: products.listedAt,
    })
    .from(products)
    .where(and(eq(products.sellerNumber, sellerNumber), eq(products.status, 'active')))
    .orderBy(asc(products.itemNumber));
  const sortedOut = await db
    .select({ ...itemColumns, wish: sellerItemWishes.wish })
    .from(products)
    .leftJoin(sellerItemWishes, eq(sellerItemWishes.productId, products.id))
    .where(and(eq(products.sellerNumber, sellerNumber), eq(products.status, 'inactive')))
    .orderBy(asc(products.itemNumber));
  return {
    seller: { number: statement.seller.number, name: statement.seller.name },
    terms: await sellerTerms(db, sellerNumber),
    sharePercent: statement.sharePercent,
    unsoldChoice: seller?.unsoldChoice ?? null,
    online: online.map(
      ({ salePriceCents, priceCents, sale, discount, priceStepPercent, listedAt, ...item }) => {
        const timeline = itemTimeline(listedAt, now, time.steps, time.sortOutDays);
        const next = timeline.nextStep;
        return {
          ...item,
          price: centsToEuros(salePriceCents),
          path: `/product/${item.itemNumber}`,
          regularPrice: centsToEuros(priceCents),
          daysOnline: timeline.daysOnline,
          nextStep:
            next === null
              ? null
              : {
                  percent: next.percent,
                  from: next.from,
                  price: centsToEuros(
                    currentPriceCents({
                      priceCents,
                      sale,
                      discount,
                      priceStepPercent: Math.max(priceStepPercent, next.percent),
                    }),
                  ),
                },
          lastDay: timeline.lastDay,
          timeOver: timeline.daysOnline >= time.sortOutDays,
        };
      },
    ),
    sold: statement.sales.map((sale) => ({
      itemNumber: sale.itemNumber,
      name: sale.name,
      category: sale.category,
      soldAt: sale.soldAt,
      salePrice: sale.salePrice,
      share: sale.share,
    })),
    sortedOut: sortedOut.map((item) => ({ ...item, wish: item.wish ?? null })),
    payouts: statement.payouts.map((payout) => ({
      amount: payout.amount,
      createdAt: payout.createdAt,
      statementPath: payout.hasStatement
        ? `/api/seller-page/${token}/payouts/${payout.id}/statement.pdf`
        : null,
    })),
    announced: await listAnnouncedEntries(db, ofSeller(sellerNumber)),
    totals: statement.totals,
    payout: {
      settled: centsToEuros(balance?.balanceCents ?? 0),
      pending: centsToEuros(balance?.pendingCents ?? 0),
      minimum: payoutMinimumEuros,
      ibanOnFile: (seller?.iban ?? null) !== null,
    },
  };
}

/** The terms she accepted, and whether she must accept the current ones (decision 077). */
export async function sellerTerms(db: DatabaseOrTransaction, sellerNumber: number) {
  const [seller] = await db
    .select({ version: sellers.termsVersion, acceptedAt: sellers.termsAcceptedAt })
    .from(sellers)
    .where(eq(sellers.number, sellerNumber));
  const acceptedVersion = seller?.version ?? null;
  return {
    currentVersion: CONSIGNMENT_TERMS_VERSION,
    acceptedVersion,
    acceptedAt: seller?.acceptedAt?.toISOString() ?? null,
    // Sellers the owner created agreed on paper, with her; only an online acceptance is renewed
    // online.
    mustAccept: acceptedVersion !== null && acceptedVersion !== CONSIGNMENT_TERMS_VERSION,
  };
}

/** Announcing a bag needs the current terms, if she ever accepted terms online. */
export async function requireCurrentTerms(db: DatabaseOrTransaction, sellerNumber: number) {
  if ((await sellerTerms(db, sellerNumber)).mustAccept) {
    throw new HttpError(409, SELLER_PAGE_MESSAGES.termsOutdated);
  }
}

/** She accepts the current terms: the version and the time are kept, as at her sign-up. */
export async function acceptCurrentTerms(
  db: DatabaseOrTransaction,
  sellerNumber: number,
  version: string,
  now: Date,
) {
  if (version !== CONSIGNMENT_TERMS_VERSION) {
    throw new HttpError(409, SELLER_PAGE_MESSAGES.termsChanged);
  }
  await db
    .update(sellers)
    .set({ termsVersion: version, termsAcceptedAt: now, updatedAt: now })
    .where(eq(sellers.number, sellerNumber));
  return { version, acceptedAt: now.toISOString() };
}

/** The seller's wish for one of her sorted-out items; any other item is a 404. */
export async function setSellerWish(
  db: DatabaseOrTransaction,
  sellerNumber: number,
  productId: string,
  wish: SellerWish,
  now: Date,
) {
  const [item] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.sellerNumber, sellerNumber),
        eq(products.status, 'inactive'),
      ),
    );
  if (!item) throw new HttpError(404, SELLER_PAGE_MESSAGES.itemNotSortedOut);
  await db
    .insert(sellerItemWishes)
    .values({ productId, wish, updatedAt: now })
    .onConflictDoUpdate({ target: sellerItemWishes.productId, set: { wish, updatedAt: now } });
  return { productId, wish };
}
