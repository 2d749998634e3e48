import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { voucherSchema, voucherValidateRequestSchema } from '../../../domain/api/vouchers.ts';
import { centsToEuros } from '../../../domain/money.ts';
import { validateVoucher } from './vouchers.service.ts';

export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/voucher/validate',
    {
      config: { rateLimit: { max: 10, windowMs: 60_000 } },
      schema: {
        tags: ['checkout'],
        summary: 'Checks a voucher (Wertgutschein) and tells its remaining value',
        body: voucherValidateRequestSchema,
        response: { 200: voucherSchema, 400: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const row = await validateVoucher(app.db, { code: request.body.code, now: app.clock.now() });
      return {
        code: row.code,
        number: row.number,
        remainingValue: centsToEuros(row.remainingValueCents),
        usedValue: centsToEuros(row.initialValueCents - row.remainingValueCents),
        initialValue: centsToEuros(row.initialValueCents),
        validUntil: row.validUntil?.toISOString() ?? null,
      };
    },
  );
};
