import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from '../../../domain/api/audit-log.ts';
import { errorSchema } from '../../../domain/api/auth.ts';
import { auditSentence } from '../../../domain/audit-sentence.ts';
import { listAuditLog } from './audit-log.service.ts';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit-log',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Who changed what in the admin area, and when, each as a German sentence: newest first, paged, filterable by account, order, item, seller and day',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { rows, hasMore } = await listAuditLog(app.db, request.query);
      return {
        entries: rows.map((row) => {
          const details = (row.details ?? {}) as Record<string, unknown>;
          return {
            id: row.id,
            createdAt: row.createdAt.toISOString(),
            userId: row.userId,
            userEmail: row.userEmail,
            method: row.method,
            route: row.route,
            url: row.url,
            details,
            statusCode: row.statusCode,
            sentence: auditSentence({ ...row, details }),
          };
        }),
        page: request.query.page,
        pageSize: request.query.pageSize,
        hasMore,
      };
    },
  );
};
