import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findDocument, invoicingOf } from '../../aggregates/invoice-register.ts';
import { orders } from '../../db/schema.ts';
import { reportQuerySchema } from '../../../domain/api/reports.ts';
import { documentsArchive, documentsJournalCsv, listIssuedDocuments } from './documents-journal.ts';
import { invoiceOfOrder } from './invoices.service.ts';

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders/:id/invoice.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary: 'The invoice of a paid order as issued: the stored PDF, byte for byte',
        description:
          'Issued once when the order is paid (number from a gap-free sequence, § 19 UStG note) ' +
          'and never changed. 409 while the order is not paid: it has no invoice yet.',
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.instanceof(Buffer).describe('application/pdf'),
          404: errorSchema,
          409: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const invoice = await invoiceOfOrder(app.db, id, invoicingOf(app.config), app.clock.now());
      if (!invoice) {
        const [order] = await app.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, id));
        if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
        throw new HttpError(409, ORDER_MESSAGES.notInvoicedYet);
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.fileName}"`)
        .send(invoice.pdf);
    },
  );

  app.get(
    '/api/admin/invoices/:id/pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary: 'An issued invoice or cancellation invoice as stored, by its id',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: {
          200: z.instanceof(Buffer).describe('application/pdf'),
          404: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const document = await findDocument(app.db, request.params.id);
      if (!document) throw new HttpError(404, 'Diesen Beleg gibt es nicht.');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${document.fileName}"`)
        .send(document.pdf);
    },
  );

  const periodQuery = reportQuerySchema.pick({ from: true, to: true });

  app.get(
    '/api/admin/invoices/journal.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary: "The period's invoices and cancellation invoices, one line each (CSV)",
        description:
          'Booked on the day each document was issued; documents never change, so an exported ' +
          'period stays the same when something happens later.',
        querystring: periodQuery,
        response: { 200: z.string(), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const documents = await listIssuedDocuments(app.db, { from, to });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="belegjournal-${from}-bis-${to}.csv"`)
        .send(documentsJournalCsv(documents));
    },
  );

  app.get(
    '/api/admin/invoices/archive.zip',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary:
          'Every invoice and cancellation invoice of the period as stored, with the journal (ZIP)',
        querystring: periodQuery,
        response: {
          200: z.instanceof(Buffer).describe('application/zip'),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const documents = await listIssuedDocuments(app.db, { from, to });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="belege-${from}-bis-${to}.zip"`)
        .send(documentsArchive(documents));
    },
  );
};
