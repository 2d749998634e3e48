import { z } from 'zod';

// The admin audit log on the wire: who changed what in the admin area, and when.

export const AUDIT_LOG_PAGE_SIZE = 50;

export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(AUDIT_LOG_PAGE_SIZE),
  userId: z.uuid().optional().describe('Only the actions of this account'),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  userId: z.uuid().nullable().describe('Null once the account has been deleted'),
  userEmail: z.string(),
  method: z.string(),
  route: z.string().describe("The route's pattern, e.g. /api/admin/products/:id"),
  url: z.string().describe('The path that was called, without its query string'),
  details: z
    .record(z.string(), z.unknown())
    .describe('Route parameters and the request body, secrets removed'),
  statusCode: z.number().int(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  hasMore: z.boolean(),
});
