import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  createPayoutBodySchema,
  sellerListSchema,
  sellerSchema,
  sellerStatementSchema,
} from '../../../domain/api/sellers.ts';
import { buildSellerStatement, recordPayout } from './seller-statement.service.ts';
import { createSeller, listSellers, updateSeller } from './sellers.service.ts';
import { sellerInBody, sellerInParams } from '../../lib/audit-subject-lookups.ts';
import { leaveBodySchema, leftSellerSchema } from '../../../domain/api/seller-leave.ts';
import { leaveSeller, mailLeftSeller } from './seller-leaving.service.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };

export const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary: 'All sellers with their item counts (docs/product.md §7.1)',
        response: { 200: sellerListSchema, ...adminErrors },
      },
    },
    async () => listSellers(app.db),
  );

  app.post(
    '/api/seller',
    {
      config: { access: 'admin', auditSubject: sellerInBody },
      schema: {
        tags: ['sellers'],
        summary: 'Creates a seller',
        body: sellerSchema,
        response: { 201: sellerSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createSeller(app.db, request.body)),
  );

  app.post(
    '/api/seller/:number/leave',
    {
      config: { access: 'admin', auditSubject: sellerInParams },
      schema: {
        tags: ['sellers'],
        summary:
          'The seller leaves (the owner records it): her unsold items go offline, her last balance is paid, her link stops working',
        description:
          'Her data is deleted by the nightly job once her last balance is paid, her name after ' +
          'the retention period of her payout records (decision 077).',
        params: z.object({ number: z.coerce.number().int().positive().max(99_999) }),
        body: leaveBodySchema,
        response: { 200: leftSellerSchema, 404: errorSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const left = await leaveSeller(
        app.db,
        request.params.number,
        (await app.currentConfig()).SELLER_SHARE_PERCENT,
        app.clock.now(),
      );
      await mailLeftSeller(app, left);
      return left;
    },
  );

  app.put(
    '/api/seller/:number',
    {
      config: { access: 'admin', auditSubject: sellerInParams },
      schema: {
        tags: ['sellers'],
        summary: "Updates a seller's name and contact",
        params: z.object({ number: z.coerce.number().int().positive().max(99_999) }),
        body: sellerSchema.omit({ number: true }),
        response: { 200: sellerSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => updateSeller(app.db, request.params.number, request.body),
  );
};

export const sellerStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ number: z.coerce.number().int().positive().max(99_999) });

  app.get(
    '/api/seller/:number/statement',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary: "A seller's items, sales, share owed, payouts and balance",
        params,
        response: { 200: sellerStatementSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { balanceCents: _balance, ...statement } = await buildSellerStatement(
        app.db,
        request.params.number,
        (await app.currentConfig()).SELLER_SHARE_PERCENT,
        app.clock.now(),
      );
      return statement;
    },
  );

  app.post(
    '/api/seller/:number/payouts',
    {
      config: { access: 'admin', auditSubject: sellerInParams },
      schema: {
        tags: ['sellers'],
        summary: 'Records money paid out to a seller (never more than she is owed)',
        params,
        body: createPayoutBodySchema,
        response: {
          200: sellerStatementSchema,
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const share = (await app.currentConfig()).SELLER_SHARE_PERCENT;
      await recordPayout(
        app.db,
        request.params.number,
        share,
        request.body.amount,
        request.body.note,
        app.clock.now(),
      );
      const { balanceCents: _balance, ...statement } = await buildSellerStatement(
        app.db,
        request.params.number,
        share,
        app.clock.now(),
      );
      return statement;
    },
  );
};
