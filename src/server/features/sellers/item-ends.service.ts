import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  endTakesOffline,
  pickupUntilDay,
  REJECTIONS_SETTLE_MS,
} from '../../../domain/item-ends.ts';
import { berlinDay, listedBeforeForDays } from '../../../domain/price-steps.ts';
import type { UnsoldChoice } from '../../../domain/seller-signup.ts';
import type { Database } from '../../db/client.ts';
import {
  announcedItems,
  itemTimeEnds,
  products,
  sellerPickupNotices,
  sellers,
} from '../../db/schema.ts';
import { recordFollowUps } from '../../lib/follow-ups.ts';

// The end of an item's time in the shop (decision 076). After SORT_OUT_DAYS days online, or once
// the owner turned it down at hand-in, the seller's stored choice applies: an item for pickup or
// donation leaves the shop; one that stays with the shop stays for sale. Each end is a row whose
// key is the item, so two processes ending the same items at once end each one once; the items
// a run ended for pickup become one notice per seller, and each notice one mail, a follow-up
// recorded in the same transaction (seller-mail-follow-ups.ts).

type Ended = { productId: string; sellerNumber: number; choice: UnsoldChoice };

export interface EndRules {
  sortOutDays: number;
  pickupDays: number;
}

/**
 * Ends the items whose time is over and the turned-down items whose hand-in has settled (an hour
 * after the seller's last rejection, so one hand-in is one mail). Answers what it ended and the
 * pickup notices it made.
 */
export async function endItemsTime(
  db: Database,
  rules: EndRules,
  now: Date,
): Promise<{ ended: Ended[]; notices: number[] }> {
  const endCutoff = listedBeforeForDays(rules.sortOutDays, now);
  const settled = new Date(now.getTime() - REJECTIONS_SETTLE_MS);
  return db.transaction(async (tx) => {
    // A rejection the owner took back (she took the item in after all) is no end: its time
    // starts when it goes live, like any other item's.
    await tx.execute(sql`delete from ${itemTimeEnds} e using ${products} p
      where e.product_id = p.id and e.reason = 'rejected' and p.status <> 'rejected'`);
    const notEnded = sql`not exists (select 1 from ${itemTimeEnds} e where e.product_id = ${products.id})`;
    const byTime = await tx.execute<{ product_id: string; seller_number: number; choice: string }>(
      sql`insert into ${itemTimeEnds} (product_id, seller_number, reason, choice, ended_at)
        select ${products.id}, ${products.sellerNumber}, 'time', ${sellers.unsoldChoice}, ${now.toISOString()}::timestamptz
        from ${products} join ${sellers} on ${sellers.number} = ${products.sellerNumber}
        where ${products.status} in ('active', 'inactive')
          and ${products.listedAt} < ${endCutoff.toISOString()}::timestamptz
          and ${sellers.unsoldChoice} is not null and ${notEnded}
        on conflict (product_id) do nothing
        returning product_id, seller_number, choice`,
    );
    const byRejection = await tx.execute<{
      product_id: string;
      seller_number: number;
      choice: string;
    }>(
      sql`insert into ${itemTimeEnds} (product_id, seller_number, reason, choice, ended_at)
        select ${products.id}, ${products.sellerNumber}, 'rejected', ${sellers.unsoldChoice}, ${now.toISOString()}::timestamptz
        from ${products}
          join ${sellers} on ${sellers.number} = ${products.sellerNumber}
          join ${announcedItems} on ${announcedItems.productId} = ${products.id}
        where ${products.status} = 'rejected' and ${sellers.unsoldChoice} is not null and ${notEnded}
          and not exists (
            select 1 from ${announcedItems} a2 join ${products} p2 on p2.id = a2.product_id
            where p2.seller_number = ${products.sellerNumber} and p2.status = 'rejected'
              and a2.rejected_at >= ${settled.toISOString()}::timestamptz)
        on conflict (product_id) do nothing
        returning product_id, seller_number, choice`,
    );
    const toEnded = (row: { product_id: string; seller_number: number; choice: string }) => ({
      productId: row.product_id,
      sellerNumber: row.seller_number,
      choice: row.choice as UnsoldChoice,
    });
    const timeEnded = byTime.rows.map(toEnded);
    const ended = [...timeEnded, ...byRejection.rows.map(toEnded)];

    const offline = timeEnded.filter((item) => endTakesOffline(item.choice));
    if (offline.length > 0) {
      await tx
        .update(products)
        .set({ status: 'inactive', updatedAt: now })
        .where(
          and(
            inArray(
              products.id,
              offline.map((item) => item.productId),
            ),
            eq(products.status, 'active'),
          ),
        );
    }

    const pickupUntil = pickupUntilDay(berlinDay(now), rules.pickupDays);
    const notices: number[] = [];
    const pickupSellers = new Set(
      ended.filter((item) => item.choice === 'pickup').map((item) => item.sellerNumber),
    );
    for (const sellerNumber of pickupSellers) {
      // Its mail is recorded with it (decision 054) and sent after the commit, exactly once.
      const [notice] = await tx
        .insert(sellerPickupNotices)
        .values({ sellerNumber, pickupUntil, createdAt: now, sentAt: now })
        .returning({ id: sellerPickupNotices.id });
      await recordFollowUps(
        tx,
        [
          {
            kind: 'mail-seller-pickup',
            subject: `notice-${notice!.id}`,
            payload: { noticeId: String(notice!.id) },
          },
        ],
        { now },
      );
      const ids = ended
        .filter((item) => item.choice === 'pickup' && item.sellerNumber === sellerNumber)
        .map((item) => item.productId);
      await tx
        .update(itemTimeEnds)
        .set({ pickupNoticeId: notice!.id })
        .where(inArray(itemTimeEnds.productId, ids));
      notices.push(notice!.id);
    }
    return { ended, notices };
  });
}
