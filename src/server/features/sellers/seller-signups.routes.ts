import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  consignmentTermsSchema,
  pendingSignupListSchema,
  sellerSignupBodySchema,
  SIGNUP_MESSAGES,
  signupApprovedSchema,
  signupConfirmedSchema,
  signupTokenParams,
} from '../../../domain/api/seller-signup.ts';
import { CONSIGNMENT_TERMS_VERSION } from '../../../domain/seller-signup.ts';
import { noteAuditSubject } from '../../lib/audit-subject.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  alreadySellerMail,
  sellerWelcomeMail,
  signupConfirmationMail,
} from '../../lib/mail/seller-signup-mail.ts';
import { createSellerLink, sellerLinkUrl } from './seller-links.service.ts';
import {
  approveSignup,
  confirmSignup,
  declineSignup,
  listPendingSignups,
  requestSignup,
  signupConfirmUrl,
} from './seller-signups.service.ts';

// Sellers sign up on /verkaufen (issue 34 item 1, decision 075). The request answers the same
// whether or not the address is already waiting, so nobody learns who signed up.

const adminErrors = { 401: errorSchema, 403: errorSchema };
const acceptedSchema = z.object({ message: z.string() });
const signupParams = z.object({ id: z.uuid() });

export const sellerSignupRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Makes the sign-up a seller and mails her number and private link. */
  const approve = async (signupId: string) => {
    const now = app.clock.now();
    const seller = await approveSignup(app.db, app.sellerDataKeys, signupId, now);
    const { token } = await createSellerLink(app.db, seller.number, now);
    await app.mailer.send(
      sellerWelcomeMail(
        { ...seller, url: sellerLinkUrl(app.config.SITE_URL, token) },
        (await app.currentConfig()).shop,
      ),
    );
    return seller;
  };

  app.get(
    '/api/consignment-terms',
    {
      schema: {
        tags: ['sellers'],
        summary:
          'The consignment terms’ version and figures (share, days online, price steps, pickup days, payout minimum)',
        response: { 200: consignmentTermsSchema },
      },
    },
    async () => {
      const config = await app.currentConfig();
      return {
        version: CONSIGNMENT_TERMS_VERSION,
        sellerSharePercent: config.SELLER_SHARE_PERCENT,
        sortOutDays: config.SORT_OUT_DAYS,
        payoutMinimumEuros: config.PAYOUT_MINIMUM_EUROS,
        priceSteps: config.PRICE_STEPS,
        pickupDays: config.PICKUP_DAYS,
      };
    },
  );

  app.post(
    '/api/seller-signups',
    {
      // A sign-up sends a mail: a few an hour from one address is plenty for a parent.
      config: { rateLimit: { max: 10, windowMs: 60 * 60_000 } },
      schema: {
        tags: ['sellers'],
        summary: 'A parent signs up as a seller (double opt-in; the owner approves)',
        body: sellerSignupBodySchema,
        response: { 202: acceptedSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const stored = await requestSignup(app.db, app.sellerDataKeys, request.body, app.clock.now());
      if (stored !== null && 'existingSeller' in stored) {
        await app.mailer.send(
          alreadySellerMail(
            { ...stored.existingSeller, email: request.body.email },
            (await app.currentConfig()).shop,
            app.config.SITE_URL,
          ),
        );
      } else if (stored !== null) {
        await app.mailer.send(
          signupConfirmationMail(
            {
              name: request.body.name,
              email: request.body.email,
              url: signupConfirmUrl(app.config.SITE_URL, stored.token),
            },
            (await app.currentConfig()).shop,
          ),
        );
      }
      return reply.code(202).send({ message: SIGNUP_MESSAGES.accepted });
    },
  );

  app.post(
    '/api/seller-signups/confirm/:token',
    {
      // Enough for a parent clicking twice; far too few to guess a 256-bit token.
      config: { rateLimit: { max: 30, windowMs: 60_000 } },
      schema: {
        tags: ['sellers'],
        summary: 'Confirms the address of a sign-up (the second step of the double opt-in)',
        params: signupTokenParams,
        response: { 200: signupConfirmedSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const confirmed = await confirmSignup(app.db, request.params.token, app.clock.now());
      if (confirmed === null) throw new HttpError(404, SIGNUP_MESSAGES.linkGone);
      if ((await app.currentConfig()).SELLER_SIGNUP_AUTO_APPROVE) {
        const seller = await approve(confirmed.id);
        return {
          approved: true,
          message: `Danke! Deine Verkäufernummer ist ${seller.number}. Den Link zu deiner Verkäuferseite haben wir dir gerade geschickt.`,
        };
      }
      return {
        approved: false,
        message:
          'Danke, deine E-Mail-Adresse ist bestätigt! Wir schauen uns deine Anmeldung an und schicken dir deine Verkäufernummer per E-Mail.',
      };
    },
  );

  app.get(
    '/api/admin/seller-signups',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary: 'Confirmed sign-ups waiting for approval (IBANs masked)',
        response: { 200: pendingSignupListSchema, ...adminErrors },
      },
    },
    async () => listPendingSignups(app.db, app.clock.now()),
  );

  app.post(
    '/api/admin/seller-signups/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary: 'Makes a sign-up a seller with the next number and mails her link',
        params: signupParams,
        response: { 200: signupApprovedSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const seller = await approve(request.params.id);
      // Her number exists only now: the Änderungsprotokoll names it.
      noteAuditSubject(request, { sellerNumber: seller.number, sellerName: seller.name });
      return { sellerNumber: seller.number };
    },
  );

  app.delete(
    '/api/admin/seller-signups/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sellers'],
        summary: 'Declines a sign-up: it is deleted with everything it held',
        params: signupParams,
        response: { 204: z.null(), 404: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await declineSignup(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
