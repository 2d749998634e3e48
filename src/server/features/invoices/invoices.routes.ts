import { listPayoutBookings } from '../../aggregates/payout-bookings.ts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import { ORDER_MESSAGES } from '../../../domain/api/orders.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findDocument, findInvoice } from '../../aggregates/invoice-register.ts';
import { orders } from '../../db/schema.ts';
import { reportQuerySchema } from '../../../domain/api/reports.ts';
import { DATEV_MESSAGES, datevExport } from './datev-export.ts';
import { bookkeepingCsv, documentsArchive, listIssuedDocuments } from './documents-journal.ts';

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders/:id/invoice.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary: 'The invoice of a paid order as issued: the stored PDF, byte for byte',
        description:
          'Issued once, by the follow-up of the event that paid the order (decision 054; number ' +
          'from a gap-free sequence, § 19 UStG note), and never changed. 409 while the order is ' +
          'not paid, or in the moment before its invoice is issued.',
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
      const invoice = await findInvoice(app.db, id);
      if (!invoice) {
        const [order] = await app.db
          .select({ paidAt: orders.paidAt })
          .from(orders)
          .where(eq(orders.id, id));
        if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
        throw new HttpError(
          409,
          order.paidAt === null ? ORDER_MESSAGES.notInvoicedYet : ORDER_MESSAGES.invoiceComing,
        );
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
  const periodErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

  /** The validated period: a 400 with a German sentence when it ends before it starts. */
  const periodOf = (query: { from: string; to: string }) => {
    if (query.from > query.to) throw new HttpError(400, 'Das Startdatum liegt nach dem Enddatum.');
    return { from: query.from, to: query.to };
  };

  app.get(
    '/api/admin/invoices/bookkeeping.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary:
          "Bookkeeping CSV: the period's invoices and cancellation invoices, one line each with every amount, then its payouts to sellers by SEPA run",
        description:
          'Booked on the day each document was issued, amounts negative on a cancellation; ' +
          'documents never change, so an exported period stays the same when something happens ' +
          'later (decision 033). Payouts are negative; a cancelled run is reversed on the day ' +
          'it was cancelled (decision 077).',
        querystring: periodQuery,
        response: { 200: z.string(), ...periodErrors },
      },
    },
    async (request, reply) => {
      const { from, to } = periodOf(request.query);
      const documents = await listIssuedDocuments(app.db, { from, to });
      const payouts = await listPayoutBookings(app.db, { from, to });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="buchhaltung-${from}-bis-${to}.csv"`)
        .send(bookkeepingCsv(documents, payouts));
    },
  );

  app.get(
    '/api/admin/invoices/datev.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary: "The period's documents as a DATEV Buchungsstapel (EXTF 700, Windows-1252)",
        description:
          'One booking per settlement part of each document (money on the account of its payment ' +
          'method, Wertgutscheine on the voucher account, against revenue), then one per payout ' +
          'to a seller by SEPA run (payables to consignors against the bank). 409 until ' +
          'DATEV_CONSULTANT_NUMBER and DATEV_CLIENT_NUMBER are set; 400 for a period that spans ' +
          'two fiscal years (decision 033).',
        querystring: periodQuery,
        response: {
          200: z.instanceof(Buffer).describe('text/csv; charset=windows-1252'),
          409: errorSchema,
          ...periodErrors,
        },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const documents = await listIssuedDocuments(app.db, period);
      const payouts = await listPayoutBookings(app.db, period);
      const file = datevExport(documents, period, await app.currentConfig(), payouts);
      if (!file.ok) {
        throw new HttpError(
          file.reason === 'notConfigured' ? 409 : 400,
          DATEV_MESSAGES[file.reason],
        );
      }
      return reply
        .type('text/csv; charset=windows-1252')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  );

  app.get(
    '/api/admin/invoices/archive.zip',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary:
          'Every invoice and cancellation invoice of the period as stored, with the bookkeeping CSV (ZIP)',
        querystring: periodQuery,
        response: { 200: z.instanceof(Buffer).describe('application/zip'), ...periodErrors },
      },
    },
    async (request, reply) => {
      const { from, to } = periodOf(request.query);
      const documents = await listIssuedDocuments(app.db, { from, to });
      const payouts = await listPayoutBookings(app.db, { from, to });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="belege-${from}-bis-${to}.zip"`)
        .send(documentsArchive(documents, payouts));
    },
  );
};
