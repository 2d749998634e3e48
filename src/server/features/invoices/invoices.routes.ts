import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createInvoicePdf } from './invoices.service.ts';

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders/:id/invoice.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary: 'The German invoice of an order as PDF (§ 19 UStG note included)',
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.instanceof(Buffer).describe('application/pdf'),
          404: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const invoice = await createInvoicePdf(app.db, app.config.shop, request.params.id);
      if (!invoice) throw new HttpError(404, ORDER_MESSAGES.notFound);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.fileName}"`)
        .send(invoice.pdf);
    },
  );
};
