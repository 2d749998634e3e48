import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { LeftSeller } from '../../../domain/api/seller-leave.ts';
import { SELLER_LEAVE_MESSAGES } from '../../../domain/api/seller-leave.ts';
import type { SellerWish } from '../../../domain/api/seller-page.ts';
import { centsToEuros, formatEuro } from '../../../domain/money.ts';
import { berlinDay } from '../../../domain/report-series.ts';
import type { UnsoldChoice } from '../../../domain/seller-signup.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { itemTimeEnds, products, sellerItemWishes, sellers } from '../../db/schema.ts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { sellerLeftMail } from '../../lib/mail/seller-left-mail.ts';
import { sellerBalances } from '../../aggregates/payout-balances.ts';

// A seller leaves (issue 34 item 7, decision 077). Her row stays: her payouts and statements are
// accounting records. Her unsold items go offline at once, onto the owner's sort-out list with
// her stored choice as their wish, or, if she chose to leave them to the shop, stay for sale as
// the shop's own; items she announced but never brought are withdrawn; her last
// balance is paid in the next run whatever its size; the nightly job deletes her data when the
// rules allow (seller-retention-jobs.ts).

/** Her general choice as the wish on each item; 'keep' needs none (the shop keeps the item). */
const WISH_OF_CHOICE: Record<UnsoldChoice, SellerWish | null> = {
  pickup: 'abholen',
  donate: 'spenden',
  keep: null,
};

/**
 * What happens to her unsold items when she leaves. With "keep" they belong to the shop from now
 * on (the consignment terms): they stay for sale, each recorded as ended with her choice, as an
 * item whose time ran out (decision 076), so its sale is the shop's own and owes her no share.
 * Otherwise the items no buyer is paying for right now go offline, each marked with her choice
 * unless she already named a wish for it.
 */
export async function applyLeftSellersChoice(
  tx: DatabaseOrTransaction,
  seller: { number: number; unsoldChoice: UnsoldChoice | null },
  now: Date,
): Promise<{ itemsOffline: number; itemsToShop: number }> {
  if (seller.unsoldChoice === 'keep') {
    return { itemsOffline: 0, itemsToShop: await leaveItemsToShop(tx, seller.number, now) };
  }
  const offline = await tx
    .update(products)
    .set({ status: 'inactive', publishAt: null, updatedAt: now })
    .where(
      and(
        eq(products.sellerNumber, seller.number),
        inArray(products.status, ['active', 'draft']),
        or(isNull(products.reservedUntil), lte(products.reservedUntil, now)),
      ),
    )
    .returning({ id: products.id });
  const wish = seller.unsoldChoice === null ? null : WISH_OF_CHOICE[seller.unsoldChoice];
  if (wish !== null && offline.length > 0) {
    await tx
      .insert(sellerItemWishes)
      .values(offline.map((item) => ({ productId: item.id, wish, updatedAt: now })))
      .onConflictDoNothing();
  }
  return { itemsOffline: offline.length, itemsToShop: 0 };
}

/**
 * Her items for sale or about to be (drafts), reserved ones too: a sale already placed keeps its
 * order line and her share; should that payment fail, the item is sold again as the shop's own.
 * An item whose time had already ended keeps that end. Returns how many are the shop's now.
 */
async function leaveItemsToShop(
  tx: DatabaseOrTransaction,
  sellerNumber: number,
  now: Date,
): Promise<number> {
  await tx.execute(
    sql`insert into ${itemTimeEnds} (product_id, seller_number, reason, choice, ended_at)
      select ${products.id}, ${products.sellerNumber}, 'left', 'keep', ${now.toISOString()}::timestamptz
      from ${products}
      where ${products.sellerNumber} = ${sellerNumber} and ${products.status} in ('active', 'draft')
      on conflict (product_id) do nothing`,
  );
  const [kept] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(itemTimeEnds, eq(itemTimeEnds.productId, products.id))
    .where(
      and(
        eq(products.sellerNumber, sellerNumber),
        inArray(products.status, ['active', 'draft']),
        eq(itemTimeEnds.choice, 'keep'),
      ),
    );
  return kept?.count ?? 0;
}

/** A seller leaves, by her own tap or the owner's; a second time is a 409. */
export async function leaveSeller(
  db: Database,
  sellerNumber: number,
  sharePercent: number,
  now: Date,
): Promise<LeftSeller & { name: string; email: string | null }> {
  return db.transaction(async (tx) => {
    const [seller] = await tx
      .select()
      .from(sellers)
      .where(eq(sellers.number, sellerNumber))
      .for('update');
    if (!seller)
      throw new HttpError(404, `Es gibt keine Verkäuferin mit der Nummer ${sellerNumber}.`);
    if (seller.leftAt !== null) {
      throw new HttpError(
        409,
        SELLER_LEAVE_MESSAGES.alreadyLeft(sellerNumber, berlinDay(seller.leftAt)),
      );
    }
    await tx
      .update(sellers)
      .set({ leftAt: now, updatedAt: now })
      .where(eq(sellers.number, sellerNumber));
    const { itemsOffline, itemsToShop } = await applyLeftSellersChoice(tx, seller, now);
    const [reserved] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(
        and(
          eq(products.sellerNumber, sellerNumber),
          eq(products.status, 'active'),
          gt(products.reservedUntil, now),
        ),
      );
    // Not in the shop yet: nothing to sort out, nothing to hand back.
    const withdrawn = await tx
      .delete(products)
      .where(and(eq(products.sellerNumber, sellerNumber), eq(products.status, 'announced')))
      .returning({ id: products.id });
    const balance = (await sellerBalances(tx, sharePercent, now, sellerNumber)).get(sellerNumber);
    const openCents = Math.max(0, (balance?.balanceCents ?? 0) + (balance?.pendingCents ?? 0));
    // Kept items stay the shop's whatever becomes of the payment under way.
    const itemsStillReserved = itemsToShop > 0 ? 0 : (reserved?.count ?? 0);
    return {
      sellerNumber,
      name: seller.name,
      email: seller.email,
      leftAt: now.toISOString(),
      itemsOffline,
      itemsStillReserved,
      itemsToShop,
      announcedWithdrawn: withdrawn.length,
      openBalance: centsToEuros(openCents),
      message: leaveMessage(
        { offline: itemsOffline + itemsStillReserved, toShop: itemsToShop },
        openCents,
      ),
    };
  });
}

function itemsSentence(items: { offline: number; toShop: number }): string {
  if (items.toShop > 0) {
    return `${items.toShop === 1 ? 'Dein Artikel gehört' : `Deine ${items.toShop} Artikel gehören`} jetzt, wie du es gewählt hast, dem Shop und ${items.toShop === 1 ? 'bleibt' : 'bleiben'} im Verkauf.`;
  }
  if (items.offline === 0) return 'Im Shop waren keine Artikel mehr online.';
  return `${items.offline === 1 ? 'Dein Artikel ist' : `Deine ${items.offline} Artikel sind`} jetzt offline; wir kümmern uns darum, wie du es gewählt hast.`;
}

function leaveMessage(items: { offline: number; toShop: number }, openCents: number): string {
  const itemsPart = itemsSentence(items);
  const moneyPart =
    openCents > 0
      ? `Dein Guthaben von ${formatEuro(openCents)} überweisen wir dir mit der nächsten Auszahlung, sobald die Widerrufsfrist deiner letzten Verkäufe vorbei ist – auch unter dem Mindestbetrag.`
      : 'Offenes Guthaben hast du keins.';
  return `Du hast bei uns aufgehört. ${itemsPart} ${moneyPart} Deine Kontaktdaten und deine IBAN löschen wir, sobald alles ausgezahlt ist; Abrechnungen müssen wir für das Finanzamt 10 Jahre aufbewahren.`;
}

/** Her confirmation by mail, when an address is on file; her page is gone from now on. */
export async function mailLeftSeller(
  app: Pick<FastifyInstance, 'mailer' | 'currentConfig' | 'config'>,
  left: LeftSeller & { name: string; email: string | null },
): Promise<void> {
  if (left.email === null) return;
  await app.mailer.send(
    sellerLeftMail(
      { name: left.name, email: left.email, number: left.sellerNumber, message: left.message },
      (await app.currentConfig()).shop,
      app.config.SITE_URL,
    ),
  );
}
