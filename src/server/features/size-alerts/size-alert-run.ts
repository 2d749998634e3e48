import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { absoluteUrl } from '../../../domain/page-head.ts';
import { currentPriceCents } from '../../../domain/price-steps.ts';
import { sizeLabel } from '../../../domain/product-display.ts';
import {
  alertWantsItem,
  MAX_MAIL_ITEMS,
  runDateOf,
  type AlertWish,
  type NewItem,
} from '../../../domain/size-alerts.ts';
import type { Database } from '../../db/client.ts';
import {
  brands,
  products,
  sizeAlertDeliveries,
  sizeAlertRuns,
  sizeAlerts,
} from '../../db/schema.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { alertItemsMail, type MailItem } from '../../lib/mail/size-alert-mail.ts';
import type { ImageStorage } from '../../lib/images/image-storage.ts';
import { mailThumbnail } from '../../lib/images/mail-thumbnail.ts';
import { alertLinks, issueAlertTokens } from './size-alerts.service.ts';

// The Friday mailing (decision 046). One run per Berlin day, whoever starts it (the schedule,
// a catch-up after downtime, a second process): the run and its deliveries are rows, each mail
// is claimed and committed before it goes out, so a run started again after a crash goes on
// where it stopped and never sends a mail twice. A mail that failed or was cut off is not sent
// again (at most once): one missed Friday mail is better than two.

const ALERT_BATCH_SIZE = 50;
const WEEK_MS = 7 * 24 * 60 * 60_000;

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export interface AlertRunDeps {
  db: Database;
  mailer: Mailer;
  shop: MailShop;
  siteUrl: string;
  /** Where the items' pictures are: each mail carries small copies, it loads nothing. */
  imageStorage: ImageStorage;
  log: Log;
}

type RunItem = { match: NewItem; mail: Omit<MailItem, 'thumbnail'>; imageId: string | null };

/** The run's pictures, each made once however many mails show it. */
function thumbnailCache(storage: ImageStorage) {
  const made = new Map<string, Promise<Buffer | null>>();
  return async (item: RunItem): Promise<MailItem> => {
    if (item.imageId === null) return { ...item.mail, thumbnail: null };
    let thumbnail = made.get(item.imageId);
    if (thumbnail === undefined) {
      thumbnail = mailThumbnail(storage, item.imageId);
      made.set(item.imageId, thumbnail);
    }
    return { ...item.mail, thumbnail: await thumbnail };
  };
}

/** Starts (or goes on with) today's run; answers how many mails it sent now. */
export async function runSizeAlerts(
  deps: AlertRunDeps,
  now: Date,
  options: { batchSize?: number } = {},
): Promise<{ sent: number }> {
  const { db } = deps;
  const runDate = runDateOf(now);
  const [previous] = await db
    .select({ itemsUntil: sizeAlertRuns.itemsUntil })
    .from(sizeAlertRuns)
    .where(lt(sizeAlertRuns.runDate, runDate))
    .orderBy(sql`${sizeAlertRuns.runDate} desc`)
    .limit(1);
  await db
    .insert(sizeAlertRuns)
    .values({
      runDate,
      // Each run covers what went live since the last one; the first one, the last week.
      itemsFrom: previous?.itemsUntil ?? new Date(now.getTime() - WEEK_MS),
      itemsUntil: now,
      startedAt: now,
    })
    .onConflictDoNothing();
  const [run] = await db.select().from(sizeAlertRuns).where(eq(sizeAlertRuns.runDate, runDate));
  if (run === undefined || run.finishedAt !== null) return { sent: 0 };

  // Everyone confirmed when the run began gets one delivery; later confirmations wait a week.
  await db.execute(sql`
    insert into ${sizeAlertDeliveries} (run_id, alert_id)
    select ${run.id}, id from ${sizeAlerts}
    where confirmed_at is not null and confirmed_at <= ${run.startedAt.toISOString()}
    on conflict do nothing`);

  const items = await newItems(deps, run.itemsFrom, run.itemsUntil);
  const withThumbnail = thumbnailCache(deps.imageStorage);
  let sent = 0;
  for (;;) {
    const claimed = await claimBatch(db, run.id, now, options.batchSize ?? ALERT_BATCH_SIZE);
    if (claimed.length === 0) break;
    for (const alert of claimed) {
      const matching = items.filter((item) => alertWantsItem(alert, item.match));
      if (matching.length > 0) {
        try {
          await deps.mailer.send(
            alertItemsMail(
              {
                email: alert.email,
                sizes: alert.sizes,
                items: await Promise.all(matching.slice(0, MAX_MAIL_ITEMS).map(withThumbnail)),
                more: Math.max(0, matching.length - MAX_MAIL_ITEMS),
                links: alertLinks(deps.siteUrl, alert.token),
                shopUrl: absoluteUrl(deps.siteUrl, '/'),
              },
              deps.shop,
            ),
          );
          sent += 1;
        } catch (error) {
          deps.log.error({ err: error, alertId: alert.id }, 'size alert mail failed');
          continue;
        }
      }
      await db
        .update(sizeAlertDeliveries)
        .set({ sentAt: new Date(), items: matching.length })
        .where(
          and(eq(sizeAlertDeliveries.runId, run.id), eq(sizeAlertDeliveries.alertId, alert.id)),
        );
    }
  }
  await db
    .update(sizeAlertRuns)
    .set({ finishedAt: new Date() })
    .where(
      and(
        eq(sizeAlertRuns.id, run.id),
        sql`not exists (select 1 from ${sizeAlertDeliveries} where run_id = ${run.id} and claimed_at is null)`,
      ),
    );
  deps.log.info({ runDate, sent, newItems: items.length }, 'size alerts sent');
  return { sent };
}

type ClaimedAlert = AlertWish & { id: string; email: string; token: string };

/**
 * Claims the next deliveries and commits the claim before any mail goes out, with a link of its
 * own for each mail (only hashes are kept, so an older link cannot be sent again).
 */
async function claimBatch(
  db: Database,
  runId: string,
  now: Date,
  size: number,
): Promise<ClaimedAlert[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.execute<{ alert_id: string }>(sql`
      update ${sizeAlertDeliveries} set claimed_at = ${now.toISOString()}
      where run_id = ${runId} and alert_id in (
        select alert_id from ${sizeAlertDeliveries}
        where run_id = ${runId} and claimed_at is null
        limit ${size} for update skip locked)
      returning alert_id`);
    const ids = rows.rows.map((row) => row.alert_id);
    if (ids.length === 0) return [];
    const alerts = await tx.select().from(sizeAlerts).where(inArray(sizeAlerts.id, ids));
    const tokens = await issueAlertTokens(
      tx,
      alerts.map((alert) => alert.id),
    );
    return alerts.map((alert) => ({
      id: alert.id,
      email: alert.email,
      token: tokens.get(alert.id)!,
      sizes: alert.sizes,
      categories: alert.categories as AlertWish['categories'],
      brands: alert.brands,
      seasons: alert.seasons as AlertWish['seasons'],
    }));
  });
}

/** The items that went live in the run's window and are still free to buy, newest first. */
async function newItems(deps: AlertRunDeps, from: Date, until: Date): Promise<RunItem[]> {
  const rows = await deps.db
    .select({
      itemNumber: products.itemNumber,
      category: products.category,
      name: products.name,
      brand: brands.name,
      size: products.size,
      sizeHat: products.sizeHat,
      season: products.season,
      priceCents: products.priceCents,
      sale: products.sale,
      discount: products.discount,
      priceStepPercent: products.priceStepPercent,
      images: products.images,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        eq(products.status, 'active'),
        isNull(products.reservedBy),
        gte(products.listedAt, from),
        lt(products.listedAt, until),
      ),
    )
    .orderBy(sql`${products.listedAt} desc`, sql`${products.itemNumber} desc`);
  return rows.map((row) => {
    return {
      match: row,
      imageId: row.images[0]?.id ?? null,
      mail: {
        itemNumber: row.itemNumber,
        title: row.brand ? `${row.name} von ${row.brand}` : row.name,
        size: sizeLabel(row),
        priceCents: currentPriceCents(row),
        url: absoluteUrl(deps.siteUrl, `/product/${row.itemNumber}`),
      },
    };
  });
}
