import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { z } from 'zod';
import {
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
  withdrawalReceiptSchema,
  withdrawalRequestSchema,
} from '../../../domain/api/withdrawals.ts';
import { formatBerlinDateTime } from '../../lib/mail/order-confirmation-mail.ts';
import { declareWithdrawal, listWithdrawals } from './withdrawals.service.ts';

export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/withdrawals',
    {
      config: { rateLimit: { max: 5, windowMs: 60_000 } },
      schema: {
        tags: ['withdrawal'],
        summary:
          "The 'Vertrag widerrufen' form (§ 356a BGB): records it (a matched order not yet shipped is held) and mails a receipt right after the answer",
        body: withdrawalRequestSchema,
        response: { 201: withdrawalReceiptSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await declareWithdrawal(
        { db: app.db, followUps: app.followUps, now: app.clock.now() },
        request.body,
      );
      const when = formatBerlinDateTime(result.receivedAt);
      return reply.code(201).send({
        withdrawalId: result.id,
        receivedAt: result.receivedAt.toISOString(),
        message: `Dein Widerruf ist am ${when} Uhr bei uns eingegangen. Die Eingangsbestätigung schicken wir dir sofort per E-Mail an ${request.body.email}.`,
      });
    },
  );

  app.get(
    '/api/withdrawals',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['withdrawal', 'admin'],
        summary: 'Admin: recorded withdrawals, newest first; ?orderId= for one order',
        querystring: adminWithdrawalsQuerySchema,
        response: {
          200: z.array(adminWithdrawalSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const rows = await listWithdrawals(app.db, request.query.orderId);
      return rows.map((row) => ({
        id: row.id,
        receivedAt: row.createdAt.toISOString(),
        name: row.name,
        email: row.email,
        orderNumberText: row.orderNumberText,
        orderId: row.orderId,
        orderNumber: row.orderNumber,
        message: row.message,
        receiptSentAt: row.receiptSentAt?.toISOString() ?? null,
      }));
    },
  );
};
