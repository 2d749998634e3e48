import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  SELLER_PAGE_MESSAGES,
  acceptTermsBodySchema,
  acceptedTermsSchema,
  createdSellerLinkSchema,
  sellerLinkStatusSchema,
  sellerPageSchema,
  sellerTokenSchema,
  sellerWishBodySchema,
  sellerWishResultSchema,
  sentSellerLinkSchema,
} from '../../../domain/api/seller-page.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sellerLinkMail } from '../../lib/mail/seller-link-mail.ts';
import {
  createSellerLink,
  getSellerLinkStatus,
  openSellerLink,
  revokeSellerLink,
  sellerLinkUrl,
  sellerOfToken,
} from './seller-links.service.ts';
import { acceptCurrentTerms, buildSellerPage, setSellerWish } from './seller-page.service.ts';
import { leaveBodySchema, leftSellerSchema } from '../../../domain/api/seller-leave.ts';
import { recordAuditEntry } from '../../lib/audit-log.ts';
import { leaveSeller, mailLeftSeller } from './seller-leaving.service.ts';
import { payoutStatementPdf } from '../../aggregates/payout-statements.ts';
import { sellerInParams } from '../../lib/audit-subject-lookups.ts';

// A page for each seller (decision 043): the owner's calls for the link, and the seller's
// read-only page behind it.

const adminErrors = { 401: errorSchema, 403: errorSchema };
const sellerParams = z.object({ number: z.coerce.number().int().positive().max(99_999) });
// Any string up to a sane length is accepted here and checked in the handler, so a token of the
// wrong shape gets the same 404 as a revoked one instead of a 400 that describes the format.
const tokenParam = z.string().max(200);

export function checkedToken(token: string): string {
  if (!sellerTokenSchema.safeParse(token).success) {
    throw new HttpError(404, SELLER_PAGE_MESSAGES.notFound);
  }
  return token;
}

export const sellerLinkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller/:number/link',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary:
          'Whether a seller has a live link, when it was made and last opened (never the token)',
        params: sellerParams,
        response: { 200: sellerLinkStatusSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => getSellerLinkStatus(app.db, request.params.number),
  );

  app.post(
    '/api/seller/:number/link',
    {
      config: { access: 'admin', auditSubject: sellerInParams },
      schema: {
        tags: ['sellers'],
        summary:
          "Makes a new link to the seller's page (revoking her previous one); the URL is answered only here",
        params: sellerParams,
        response: { 201: createdSellerLinkSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { token } = await createSellerLink(app.db, request.params.number, app.clock.now());
      const status = await getSellerLinkStatus(app.db, request.params.number);
      return reply.code(201).send({ ...status, url: sellerLinkUrl(app.config.SITE_URL, token) });
    },
  );

  app.post(
    '/api/seller/:number/link/send',
    {
      config: { access: 'admin', auditSubject: sellerInParams },
      schema: {
        tags: ['sellers'],
        summary:
          'Makes a new link (revoking the previous one: only a hash is kept, so an old link cannot be re-sent) and mails it to the seller',
        params: sellerParams,
        response: { 200: sentSellerLinkSchema, 404: errorSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const number = request.params.number;
      const before = await getSellerLinkStatus(app.db, number);
      if (!before.emailOnFile) throw new HttpError(409, SELLER_PAGE_MESSAGES.noEmail);
      const { token, seller } = await createSellerLink(app.db, number, app.clock.now());
      const email = seller.email ?? '';
      await app.mailer.send(
        sellerLinkMail(
          { name: seller.name, email, url: sellerLinkUrl(app.config.SITE_URL, token) },
          (await app.currentConfig()).shop,
        ),
      );
      return { ...(await getSellerLinkStatus(app.db, number)), sentTo: email };
    },
  );

  app.delete(
    '/api/seller/:number/link',
    {
      config: { access: 'admin', auditSubject: sellerInParams },
      schema: {
        tags: ['sellers'],
        summary: "Revokes the seller's link: it opens nothing any more",
        params: sellerParams,
        response: { 200: sellerLinkStatusSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => revokeSellerLink(app.db, request.params.number, app.clock.now()),
  );
};

export const sellerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller-page/:token',
    {
      // Enough for a seller reloading her page; far too few to guess a 256-bit token.
      config: { rateLimit: { max: 30, windowMs: 60_000 } },
      schema: {
        tags: ['seller page'],
        summary: "A seller's read-only page: items online, sold, sorted out, payouts, open amount",
        params: z.object({ token: tokenParam }),
        response: { 200: sellerPageSchema, 404: errorSchema, 410: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      // The figures are personal: no shared cache may keep them.
      void reply.header('cache-control', 'no-store');
      const now = app.clock.now();
      const token = checkedToken(request.params.token);
      const sellerNumber = await openSellerLink(app.db, token, now);
      const { SELLER_SHARE_PERCENT, PRICE_STEPS, SORT_OUT_DAYS, PAYOUT_MINIMUM_EUROS } =
        await app.currentConfig();
      return buildSellerPage(
        app.db,
        sellerNumber,
        SELLER_SHARE_PERCENT,
        now,
        token,
        { steps: PRICE_STEPS, sortOutDays: SORT_OUT_DAYS },
        PAYOUT_MINIMUM_EUROS,
      );
    },
  );

  app.get(
    '/api/seller-page/:token/payouts/:payoutId/statement.pdf',
    {
      config: { rateLimit: { max: 30, windowMs: 60_000 } },
      schema: {
        tags: ['seller page'],
        summary: "The statement (PDF) of one of the seller's payouts; any other payout is a 404",
        params: z.object({ token: tokenParam, payoutId: z.coerce.number().int().positive() }),
        response: {
          200: z.instanceof(Buffer).describe('application/pdf'),
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const sellerNumber = await sellerOfToken(app.db, checkedToken(request.params.token));
      const file = await payoutStatementPdf(
        app.db,
        (await app.currentConfig()).shop,
        request.params.payoutId,
        sellerNumber,
      );
      return reply
        .header('cache-control', 'no-store')
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  );

  app.post(
    '/api/seller-page/:token/terms',
    {
      config: { rateLimit: { max: 20, windowMs: 60_000 } },
      schema: {
        tags: ['seller page'],
        summary: 'The seller accepts the current consignment terms (version and time are kept)',
        params: z.object({ token: tokenParam }),
        body: acceptTermsBodySchema,
        response: {
          200: acceptedTermsSchema,
          404: errorSchema,
          409: errorSchema,
          410: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const sellerNumber = await sellerOfToken(app.db, checkedToken(request.params.token));
      return acceptCurrentTerms(app.db, sellerNumber, request.body.version, app.clock.now());
    },
  );

  app.post(
    '/api/seller-page/:token/leave',
    {
      config: { rateLimit: { max: 10, windowMs: 60_000 } },
      schema: {
        tags: ['seller page'],
        summary:
          'The seller leaves: her unsold items go offline, her last balance is paid, her link stops working',
        description:
          'After this her link answers 410 with a German sentence. Recorded in the audit log ' +
          '(decision 077).',
        params: z.object({ token: tokenParam }),
        body: leaveBodySchema,
        response: {
          200: leftSellerSchema,
          404: errorSchema,
          409: errorSchema,
          410: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const sellerNumber = await sellerOfToken(app.db, checkedToken(request.params.token));
      const now = app.clock.now();
      const left = await leaveSeller(
        app.db,
        sellerNumber,
        (await app.currentConfig()).SELLER_SHARE_PERCENT,
        now,
      );
      await recordAuditEntry(app.db, {
        actor: `Verkäuferin ${sellerNumber} (über ihre Seite)`,
        method: 'POST',
        route: '/api/seller-page/:token/leave',
        subject: { sellerNumber, sellerName: left.name },
        now,
      });
      await mailLeftSeller(app, left);
      return left;
    },
  );

  app.post(
    '/api/seller-page/:token/sorted-out/:productId',
    {
      config: { rateLimit: { max: 20, windowMs: 60_000 } },
      schema: {
        tags: ['seller page'],
        summary: 'The seller wants a sorted-out item back (abholen) or donated (spenden)',
        params: z.object({ token: tokenParam, productId: z.uuid() }),
        body: sellerWishBodySchema,
        response: { 200: sellerWishResultSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const sellerNumber = await sellerOfToken(app.db, checkedToken(request.params.token));
      return setSellerWish(
        app.db,
        sellerNumber,
        request.params.productId,
        request.body.wish,
        app.clock.now(),
      );
    },
  );
};
