import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AlertsSummary, SizeAlert } from '../../../domain/api/size-alerts.ts';
import { UNCONFIRMED_DAYS, type AlertWish } from '../../../domain/size-alerts.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import {
  sizeAlertDeliveries,
  sizeAlertEvents,
  sizeAlertRuns,
  sizeAlerts,
  sizeAlertTokens,
} from '../../db/schema.ts';
import type { AlertLinks } from '../../lib/mail/size-alert-mail.ts';

// Size alerts (issue 21 part 3, decision 046): a parent's subscription, confirmed by the link in
// a mail before anything else is sent (double opt-in), changed or ended by the same link.

/** A new request for the same address sends no second mail within this time (no mail bombing). */
const REPEAT_MAIL_AFTER_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** How long the consent record of an ended alert is kept. */
const RECORD_YEARS = 3;

function hashAlertToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * New links for alerts, one each, in one statement: the token goes into one mail, its hash into
 * the database.
 */
export async function issueAlertTokens(
  db: DatabaseOrTransaction,
  alertIds: readonly string[],
): Promise<Map<string, string>> {
  const tokens = new Map(alertIds.map((id) => [id, randomBytes(32).toString('base64url')]));
  if (tokens.size > 0) {
    await db
      .insert(sizeAlertTokens)
      .values(
        [...tokens].map(([alertId, token]) => ({ tokenHash: hashAlertToken(token), alertId })),
      );
  }
  return tokens;
}

/** A new link for one alert. */
async function issueAlertToken(db: DatabaseOrTransaction, alertId: string): Promise<string> {
  return (await issueAlertTokens(db, [alertId])).get(alertId)!;
}

/** The alert a link belongs to, by its token's hash. */
const ofToken = (token: string) =>
  sql`${sizeAlerts.id} = (select alert_id from ${sizeAlertTokens} where token_hash = ${hashAlertToken(token)})`;

export function alertLinks(siteUrl: string, token: string): AlertLinks {
  const site = siteUrl.replace(/\/+$/, '');
  return {
    manage: `${site}/groessen-alarm/${token}`,
    oneClickUnsubscribe: `${site}/api/size-alerts/${token}/unsubscribe`,
  };
}

type AlertRow = typeof sizeAlerts.$inferSelect;

function toWire(row: AlertRow): SizeAlert {
  return {
    email: row.email,
    confirmed: row.confirmedAt !== null,
    sizes: [...row.sizes].sort((a, b) => a - b),
    categories: row.categories as SizeAlert['categories'],
    brands: row.brands,
    seasons: row.seasons as SizeAlert['seasons'],
  };
}

async function logEvent(
  db: DatabaseOrTransaction,
  event: (typeof sizeAlertEvents.$inferInsert)['event'],
  alert: { id: string; email: string },
  ipAddress: string | null,
  at: Date,
) {
  await db
    .insert(sizeAlertEvents)
    .values({ alertId: alert.id, email: alert.email, event, ipAddress, at });
}

/** What the request leads to: a mail asking to confirm, a mail with the link, or no mail. */
export type RequestOutcome =
  { mail: 'confirm' | 'active'; token: string; email: string; sizes: number[] } | { mail: 'none' };

/**
 * A request to subscribe. A new or unconfirmed address gets (again) a link to confirm; its wish
 * is what was asked last. A confirmed address is not changed by a request, which anybody could
 * make: it gets a mail with a new link to change its wish itself.
 */
export async function requestAlert(
  db: Database,
  input: AlertWish & { email: string },
  ipAddress: string | null,
  now: Date,
): Promise<RequestOutcome> {
  const email = input.email.trim();
  const wish = {
    sizes: [...new Set(input.sizes)],
    categories: [...new Set(input.categories)],
    brands: [...new Set(input.brands)],
    seasons: [...new Set(input.seasons)],
  };
  return db.transaction(async (tx) => {
    // Two requests for one address at once: the second waits for the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(lower(${email})))`);
    const [existing] = await tx
      .select()
      .from(sizeAlerts)
      .where(sql`lower(${sizeAlerts.email}) = lower(${email})`);
    if (existing === undefined) {
      const [created] = await tx
        .insert(sizeAlerts)
        .values({ email, ...wish, createdAt: now, updatedAt: now })
        .returning();
      await logEvent(tx, 'requested', created!, ipAddress, now);
      const token = await issueAlertToken(tx, created!.id);
      return { mail: 'confirm', token, email, sizes: wish.sizes };
    }
    if (now.getTime() - existing.updatedAt.getTime() < REPEAT_MAIL_AFTER_MS)
      return { mail: 'none' };
    if (existing.confirmedAt === null) {
      await tx
        .update(sizeAlerts)
        .set({ ...wish, updatedAt: now })
        .where(eq(sizeAlerts.id, existing.id));
      await logEvent(tx, 'requested', existing, ipAddress, now);
      const token = await issueAlertToken(tx, existing.id);
      return { mail: 'confirm', token, email: existing.email, sizes: wish.sizes };
    }
    await tx.update(sizeAlerts).set({ updatedAt: now }).where(eq(sizeAlerts.id, existing.id));
    const token = await issueAlertToken(tx, existing.id);
    return { mail: 'active', token, email: existing.email, sizes: existing.sizes };
  });
}

async function findAlert(db: DatabaseOrTransaction, token: string): Promise<AlertRow | null> {
  const [row] = await db.select().from(sizeAlerts).where(ofToken(token));
  return row ?? null;
}

export async function readAlert(
  db: DatabaseOrTransaction,
  token: string,
): Promise<SizeAlert | null> {
  const row = await findAlert(db, token);
  return row === null ? null : toWire(row);
}

/** The confirmation: logged with its time and address (the proof of consent). */
export async function confirmAlert(
  db: Database,
  token: string,
  ipAddress: string | null,
  now: Date,
): Promise<SizeAlert | null> {
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(sizeAlerts)
      .set({ confirmedAt: now, updatedAt: now })
      .where(and(ofToken(token), isNull(sizeAlerts.confirmedAt)))
      .returning();
    if (confirmed !== undefined) {
      await logEvent(tx, 'confirmed', confirmed, ipAddress, now);
      return toWire(confirmed);
    }
    // Confirmed before (a second click): nothing changes.
    return readAlert(tx, token);
  });
}

export async function changeAlert(
  db: Database,
  token: string,
  wish: AlertWish,
  ipAddress: string | null,
  now: Date,
): Promise<SizeAlert | null> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(sizeAlerts)
      .set({
        sizes: [...new Set(wish.sizes)],
        categories: [...new Set(wish.categories)],
        brands: [...new Set(wish.brands)],
        seasons: [...new Set(wish.seasons)],
        updatedAt: now,
      })
      .where(ofToken(token))
      .returning();
    if (changed === undefined) return null;
    await logEvent(tx, 'changed', changed, ipAddress, now);
    return toWire(changed);
  });
}

/** Ends the alert; the events stay as the record of consent and its withdrawal. */
export async function unsubscribeAlert(
  db: Database,
  token: string,
  ipAddress: string | null,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(sizeAlerts).where(ofToken(token)).returning();
    if (deleted === undefined) return false;
    await tx
      .insert(sizeAlertEvents)
      .values({ alertId: null, email: deleted.email, event: 'unsubscribed', ipAddress, at: now });
    return true;
  });
}

/**
 * Requests never confirmed are deleted after UNCONFIRMED_DAYS, with their events: without a
 * confirmation there is no consent to prove, and no reason to keep the address.
 */
export async function deleteUnconfirmedAlerts(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const stale = and(isNull(sizeAlerts.confirmedAt), lt(sizeAlerts.createdAt, before));
    await tx
      .delete(sizeAlertEvents)
      .where(sql`${sizeAlertEvents.alertId} in (select id from size_alerts where ${stale})`);
    const deleted = await tx.delete(sizeAlerts).where(stale).returning({ id: sizeAlerts.id });
    // The record of an ended alert is kept while a claim about it could still come (the regular
    // limitation period, § 195 BGB), as the privacy page says.
    const recordsBefore = new Date(now.getTime() - RECORD_YEARS * 365 * DAY_MS);
    await tx
      .delete(sizeAlertEvents)
      .where(and(isNull(sizeAlertEvents.alertId), lt(sizeAlertEvents.at, recordsBefore)));
    return deleted.length;
  });
}

/** The owner's figures: subscribers per size, and the last Friday run. */
export async function summarizeAlerts(db: DatabaseOrTransaction): Promise<AlertsSummary> {
  const [totals] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where ${sizeAlerts.confirmedAt} is not null)`.mapWith(
        Number,
      ),
      unconfirmed: sql<number>`count(*) filter (where ${sizeAlerts.confirmedAt} is null)`.mapWith(
        Number,
      ),
    })
    .from(sizeAlerts);
  const bySize = await db
    .select({ size: sql<number>`s.size`.mapWith(Number), subscribers: count() })
    .from(sql`${sizeAlerts} cross join lateral unnest(${sizeAlerts.sizes}) as s(size)`)
    .where(isNotNull(sizeAlerts.confirmedAt))
    .groupBy(sql`s.size`)
    .orderBy(sql`s.size`);
  const [run] = await db
    .select()
    .from(sizeAlertRuns)
    .orderBy(desc(sizeAlertRuns.startedAt))
    .limit(1);
  let lastRun: AlertsSummary['lastRun'] = null;
  if (run !== undefined) {
    const [figures] = await db
      .select({
        mailsSent:
          sql<number>`count(*) filter (where ${sizeAlertDeliveries.sentAt} is not null and ${sizeAlertDeliveries.items} > 0)`.mapWith(
            Number,
          ),
        withoutNewItems:
          sql<number>`count(*) filter (where ${sizeAlertDeliveries.items} = 0)`.mapWith(Number),
        open: sql<number>`count(*) filter (where ${sizeAlertDeliveries.sentAt} is null)`.mapWith(
          Number,
        ),
      })
      .from(sizeAlertDeliveries)
      .where(eq(sizeAlertDeliveries.runId, run.id));
    lastRun = {
      runDate: run.runDate,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      mailsSent: figures?.mailsSent ?? 0,
      withoutNewItems: figures?.withoutNewItems ?? 0,
      open: figures?.open ?? 0,
    };
  }
  return {
    confirmed: totals?.confirmed ?? 0,
    unconfirmed: totals?.unconfirmed ?? 0,
    bySize,
    lastRun,
  };
}
