import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  PAYOUT_MESSAGES,
  cancelPayoutRunBodySchema,
  payoutOverviewSchema,
  payoutRunDetailSchema,
} from '../../../domain/api/payouts.ts';
import {
  cancelPayoutRun,
  payoutFileName,
  payoutOverview,
  payoutRunDetail,
  startPayoutRun,
} from './payout-run.service.ts';
import { payoutStatementPdf } from '../../aggregates/payout-statements.ts';
import { isPayoutFileDeleted, openPayoutFile } from '../../aggregates/seller-bank-accounts.ts';
import { HttpError } from '../../lib/http-error.ts';

// The owner's payout runs (issue 34 item 6, decision 072).

const adminErrors = { 401: errorSchema, 403: errorSchema };
const runParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payouts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payouts'],
        summary: "Every seller's settled balance, who is due in the next run, and the past runs",
        response: { 200: payoutOverviewSchema, ...adminErrors },
      },
    },
    async () => payoutOverview(app.db, await app.currentConfig(), app.clock.now()),
  );

  app.post(
    '/api/admin/payouts/runs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payouts'],
        summary: 'Starts a payout run: every due seller in one SEPA file (pain.001.001.09)',
        description:
          'Books each payout exactly once, also against a run started at the same moment by ' +
          'another process (decision 072). 409 when nothing is due (nothing is booked) or the ' +
          "shop's own IBAN is not set.",
        response: { 201: payoutRunDetailSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const run = await startPayoutRun({
        db: app.db,
        keys: app.sellerDataKeys,
        config: await app.currentConfig(),
        now: app.clock.now(),
        createdBy: request.account?.id ?? null,
      });
      app.followUps.wake('payout-run');
      return reply.code(201).send((await payoutRunDetail(app.db, run.id)).detail);
    },
  );

  app.get(
    '/api/admin/payouts/runs/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payouts'],
        summary: "A run's payouts",
        params: runParams,
        response: { 200: payoutRunDetailSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => (await payoutRunDetail(app.db, request.params.id)).detail,
  );

  app.post(
    '/api/admin/payouts/runs/:id/cancel',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payouts'],
        summary: 'Cancels the newest run, which the owner confirms she never uploaded to her bank',
        description:
          'The run, its payouts and statements stay on file, marked cancelled; their shares are ' +
          'due again in the next run. Only the newest run not cancelled; 409 otherwise, or when ' +
          "a left seller's bank account in it is already deleted (decision 077).",
        params: runParams,
        body: cancelPayoutRunBodySchema,
        response: {
          200: payoutRunDetailSchema,
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      await cancelPayoutRun({
        db: app.db,
        runId: request.params.id,
        now: app.clock.now(),
        cancelledBy: request.account?.id ?? null,
      });
      return (await payoutRunDetail(app.db, request.params.id)).detail;
    },
  );

  app.get(
    '/api/admin/payouts/runs/:id/file',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payouts'],
        summary: "The run's SEPA file, byte for byte as it was written, for the online banking",
        description:
          "410 once a left seller's IBAN in it was deleted (decision 077): the file went with it.",
        params: runParams,
        response: { 200: z.string(), 404: errorSchema, 410: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { run } = await payoutRunDetail(app.db, request.params.id);
      if (isPayoutFileDeleted(run)) throw new HttpError(410, PAYOUT_MESSAGES.fileDeleted);
      return reply
        .header('cache-control', 'no-store')
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${payoutFileName(run.messageId)}"`)
        .send(openPayoutFile(app.sellerDataKeys, run));
    },
  );

  app.get(
    '/api/admin/payouts/:id/statement.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payouts'],
        summary: "A payout's statement to the seller (PDF)",
        params: runParams,
        response: {
          200: z.instanceof(Buffer).describe('application/pdf'),
          404: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const file = await payoutStatementPdf(
        app.db,
        (await app.currentConfig()).shop,
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  );
};
