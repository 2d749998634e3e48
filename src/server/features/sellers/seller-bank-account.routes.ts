import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  bankAccountBodySchema,
  bankAccountStatusSchema,
  maskedBankAccountSchema,
  revealedBankAccountSchema,
} from '../../../domain/api/payouts.ts';
import { sellerInParams } from '../../lib/audit-subject-lookups.ts';
import {
  getSellerBankAccount,
  revealSellerIban,
  storeSellerBankAccount,
} from '../../aggregates/seller-bank-accounts.ts';

// A seller's bank account in the admin (decision 072): shown masked; entered or changed by the
// owner; revealed in full only by a POST, so that the audit log records who looked, when, at
// whose IBAN. The IBAN itself never reaches the audit log (lib/audit-log.ts redacts it).

const adminErrors = { 401: errorSchema, 403: errorSchema };
const params = z.object({ number: z.coerce.number().int().positive().max(99_999) });

export const sellerBankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller/:number/bank-account',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary: "The seller's bank account for payouts, IBAN masked; null when none is on file",
        params,
        response: { 200: bankAccountStatusSchema, ...adminErrors },
      },
    },
    async (request) => ({ bankAccount: await getSellerBankAccount(app.db, request.params.number) }),
  );

  app.put(
    '/api/seller/:number/bank-account',
    {
      config: { access: 'admin', auditSubject: sellerInParams },
      schema: {
        tags: ['sellers'],
        summary: "Stores the seller's IBAN (checked, sealed) and account holder",
        description:
          '400 with a German sentence for an IBAN whose check digits or length are wrong.',
        params,
        body: bankAccountBodySchema,
        response: {
          200: maskedBankAccountSchema,
          400: errorSchema,
          404: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) =>
      storeSellerBankAccount(
        app.db,
        app.sellerDataKeys,
        request.params.number,
        request.body,
        app.clock.now(),
      ),
  );

  app.post(
    '/api/seller/:number/bank-account/reveal',
    {
      config: { access: 'admin', auditSubject: sellerInParams },
      schema: {
        tags: ['sellers'],
        summary: "The seller's whole IBAN; every call is written to the audit log",
        params,
        response: { 200: revealedBankAccountSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return revealSellerIban(app.db, app.sellerDataKeys, request.params.number);
    },
  );
};
