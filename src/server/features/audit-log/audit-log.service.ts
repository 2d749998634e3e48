import { desc, eq } from 'drizzle-orm';
import type { AuditLogQuery } from '../../../domain/api/audit-log.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema.ts';

/** One page of the audit log, newest first; one row more than asked tells whether more follow. */
export async function listAuditLog(db: DatabaseOrTransaction, query: AuditLogQuery) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(query.userId ? eq(adminAuditLog.userId, query.userId) : undefined)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize);
  return { rows: rows.slice(0, query.pageSize), hasMore: rows.length > query.pageSize };
}
