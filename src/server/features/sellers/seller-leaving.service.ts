import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { LeftSeller } from '../../../domain/api/seller-leave.ts';
import { SELLER_LEAVE_MESSAGES } from '../../../domain/api/seller-leave.ts';
import type { SellerWish } from '../../../domain/api/seller-page.ts';
import { centsToEuros, formatEuro } from '../../../domain/money.ts';
import { berlinDay } from '../../../domain/report-series.ts';
import type { UnsoldChoice } from '../../../domain/seller-signup.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { products, sellerItemWishes, sellers } from '../../db/schema.ts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { sellerLeftMail } from '../../lib/mail/seller-left-mail.ts';
import { sellerBalances } from '../../aggregates/payout-balances.ts';

// A seller leaves (issue 34 item 7, decision 077). Her row stays: her payouts and statements are
// accounting records. Her unsold items go offline at once, onto the owner's sort-out list with
// her stored choice as their wish; items she announced but never brought are withdrawn; her last
// balance is paid in the next run whatever its size; the nightly job deletes her data when the
// rules allow (seller-retention-jobs.ts).

/** Her general choice as the wish on each item; 'keep' needs none (the shop keeps the item). */
const WISH_OF_CHOICE: Record<UnsoldChoice, SellerWish | null> = {
  pickup: 'abholen',
  donate: 'spenden',
  keep: null,
};

/**
 * Takes her items offline that no buyer is paying for right now, and marks each with her choice
 * unless she already named a wish for it. Returns how many went offline.
 */
export async function takeLeftSellersItemsOffline(
  tx: DatabaseOrTransaction,
  seller: { number: number; unsoldChoice: UnsoldChoice | null },
  now: Date,
): Promise<number> {
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
  return offline.length;
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
    const itemsOffline = await takeLeftSellersItemsOffline(tx, seller, now);
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
    const itemsStillReserved = reserved?.count ?? 0;
    return {
      sellerNumber,
      name: seller.name,
      email: seller.email,
      leftAt: now.toISOString(),
      itemsOffline,
      itemsStillReserved,
      announcedWithdrawn: withdrawn.length,
      openBalance: centsToEuros(openCents),
      message: leaveMessage(itemsOffline + itemsStillReserved, openCents),
    };
  });
}

function leaveMessage(items: number, openCents: number): string {
  const itemsPart =
    items === 0
      ? 'Im Shop waren keine Artikel mehr online.'
      : `${items === 1 ? 'Dein Artikel ist' : `Deine ${items} Artikel sind`} jetzt offline; wir kümmern uns darum, wie du es gewählt hast.`;
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
