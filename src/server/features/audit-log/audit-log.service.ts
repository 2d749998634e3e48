import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '../../../domain/api/audit-log.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema.ts';
import { SHOP_TIME_ZONE_SQL } from '../../db/shop-time-zone.ts';

// The filters read the subject each row keeps in its details (decision 059); rows written before
// subjects existed have none and show only unfiltered.

/** Rows whose subject contains this JSON (jsonb containment, so arrays of items match too). */
function subjectContains(subject: Record<string, unknown>): SQL {
  return sql`${adminAuditLog.details} @> ${JSON.stringify({ subject })}::jsonb`;
}

function filters(query: AuditLogQuery): SQL[] {
  const where: SQL[] = [];
  if (query.userId) where.push(eq(adminAuditLog.userId, query.userId));
  if (query.orderNumber !== undefined) {
    // The order alone, or one of several (a bulk shipment).
    where.push(
      sql`(${subjectContains({ orderNumber: query.orderNumber })} or ${subjectContains({
        orders: [{ number: query.orderNumber }],
      })})`,
    );
  }
  if (query.itemNumber !== undefined) {
    where.push(subjectContains({ items: [{ number: query.itemNumber }] }));
  }
  if (query.sellerNumber !== undefined) {
    // The seller herself (created, edited, paid out) or one of her items.
    where.push(
      sql`(${subjectContains({ sellerNumber: query.sellerNumber })} or ${subjectContains({
        items: [{ sellerNumber: query.sellerNumber }],
      })})`,
    );
  }
  if (query.day !== undefined) {
    // The shop's day, midnight to midnight in Berlin, whatever the server's zone.
    where.push(
      sql`${adminAuditLog.createdAt} >= ((${query.day}::date)::timestamp at time zone ${SHOP_TIME_ZONE_SQL})`,
      sql`${adminAuditLog.createdAt} < ((${query.day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE_SQL})`,
    );
  }
  return where;
}

/** One page of the audit log, newest first; one row more than asked tells whether more follow. */
export async function listAuditLog(db: DatabaseOrTransaction, query: AuditLogQuery) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(and(...filters(query)))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize);
  return { rows: rows.slice(0, query.pageSize), hasMore: rows.length > query.pageSize };
}
