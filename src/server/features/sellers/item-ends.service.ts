import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  endTakesOffline,
  pickupUntilDay,
  REJECTIONS_SETTLE_MS,
} from '../../../domain/item-ends.ts';
import { berlinDay, listedBeforeForDays } from '../../../domain/price-steps.ts';
import { sizeLabel } from '../../../domain/product-display.ts';
import type { UnsoldChoice } from '../../../domain/seller-signup.ts';
import type { Database } from '../../db/client.ts';
import {
  announcedItems,
  itemTimeEnds,
  products,
  sellerPickupNotices,
  sellers,
} from '../../db/schema.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { sellerPickupMail } from '../../lib/mail/seller-pickup-mail.ts';

// The end of an item's time in the shop (decision 076). After SORT_OUT_DAYS days online, or once
// the owner turned it down at hand-in, the seller's stored choice applies: an item for pickup or
// donation leaves the shop; one that stays with the shop stays for sale. Each end is a row whose
// key is the item, so two processes ending the same items at once end each one once; the items
// a run ended for pickup become one notice per seller, and each notice one mail.

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
      const [notice] = await tx
        .insert(sellerPickupNotices)
        .values({ sellerNumber, pickupUntil, createdAt: now })
        .returning({ id: sellerPickupNotices.id });
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

export interface PickupMailDeps {
  db: Database;
  mailer: Mailer;
  shop: MailShop;
  siteUrl: string;
}

/**
 * Sends the pickup notices not yet sent, each once: a notice is claimed and the claim committed
 * before its mail goes out, so two processes never send the same one. A mail the mail server
 * refused is claimed again on the next run; a process that dies between claim and sending loses
 * that mail (at most once, as the size alerts: one missing mail beats two).
 */
export async function sendPickupNotices(deps: PickupMailDeps, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const claim = await deps.db.execute<{ id: string }>(
      sql`update ${sellerPickupNotices} set sent_at = ${now.toISOString()}::timestamptz
        where id = (select id from ${sellerPickupNotices} where sent_at is null
                    order by id limit 1 for update skip locked)
        returning id`,
    );
    const claimed = claim.rows[0];
    if (claimed === undefined) return sent;
    const id = Number(claimed.id);
    try {
      if (await sendPickupNotice(deps, id)) sent += 1;
    } catch (error) {
      await deps.db
        .update(sellerPickupNotices)
        .set({ sentAt: null })
        .where(eq(sellerPickupNotices.id, id));
      throw error;
    }
  }
}

async function sendPickupNotice(deps: PickupMailDeps, id: number): Promise<boolean> {
  const [notice] = await deps.db
    .select({
      pickupUntil: sellerPickupNotices.pickupUntil,
      name: sellers.name,
      email: sellers.email,
    })
    .from(sellerPickupNotices)
    .innerJoin(sellers, eq(sellers.number, sellerPickupNotices.sellerNumber))
    .where(eq(sellerPickupNotices.id, id));
  // Without an address there is nobody to write to; the sort-out list still shows her items.
  if (!notice?.email) return false;
  const items = await deps.db
    .select({
      itemNumber: products.itemNumber,
      name: products.name,
      size: products.size,
      sizeHat: products.sizeHat,
      reason: itemTimeEnds.reason,
      rejectionReason: announcedItems.rejectionReason,
    })
    .from(itemTimeEnds)
    .innerJoin(products, eq(products.id, itemTimeEnds.productId))
    .leftJoin(announcedItems, eq(announcedItems.productId, products.id))
    .where(eq(itemTimeEnds.pickupNoticeId, id))
    .orderBy(asc(products.itemNumber));
  if (items.length === 0) return false;
  await deps.mailer.send(
    sellerPickupMail(
      {
        name: notice.name,
        email: notice.email,
        pickupUntil: notice.pickupUntil,
        siteUrl: deps.siteUrl,
        items: items.map((item) => ({
          itemNumber: item.itemNumber,
          name: item.name,
          size: sizeLabel(item),
          rejectionReason: item.reason === 'rejected' ? (item.rejectionReason ?? '') : null,
        })),
      },
      deps.shop,
    ),
  );
  return true;
}
