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
        summary: "The 'Vertrag widerrufen' form (§ 356a BGB): records it and mails a receipt",
        body: withdrawalRequestSchema,
        response: { 201: withdrawalReceiptSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await declareWithdrawal(
        { db: app.db, mailer: app.mailer, shop: app.config.shop, now: app.clock.now() },
        request.body,
      );
      if (!result.receiptSent) {
        request.log.error({ withdrawalId: result.id }, 'withdrawal receipt mail failed');
      }
      const when = formatBerlinDateTime(result.receivedAt);
      return reply.code(201).send({
        withdrawalId: result.id,
        receivedAt: result.receivedAt.toISOString(),
        message: result.receiptSent
          ? `Dein Widerruf ist am ${when} Uhr bei uns eingegangen. Die Bestätigung haben wir an ${request.body.email} geschickt.`
          : `Dein Widerruf ist am ${when} Uhr bei uns eingegangen. Die Bestätigung per E-Mail konnten wir gerade nicht senden; wir holen das nach.`,
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
