import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  alertSchema,
  alertsSummarySchema,
  alertTokenParams,
  alertWishSchema,
  subscribeSchema,
} from '../../../domain/api/size-alerts.ts';
import { alertAlreadyActiveMail, alertConfirmationMail } from '../../lib/mail/size-alert-mail.ts';
import {
  alertLinks,
  changeAlert,
  confirmAlert,
  readAlert,
  requestAlert,
  summarizeAlerts,
  unsubscribeAlert,
} from './size-alerts.service.ts';

// Size alerts (issue 21 part 3, decision 046). A request answers the same whatever the address
// (nobody learns who subscribed); everything else is done through the link in the mails.

const NOT_FOUND = {
  error: 'Not Found',
  message: 'Diesen Link gibt es nicht (mehr). Vielleicht hast du dich schon abgemeldet.',
};
const acceptedSchema = z.object({ message: z.string() });

export const sizeAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail programs send the one-click unsubscribe as a form (RFC 8058); its body says nothing
  // the route needs, so it is read as text and left alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/size-alerts',
    {
      // A request sends a mail: a few an hour per address is plenty for a parent.
      config: { rateLimit: { max: 10, windowMs: 60 * 60_000 } },
      schema: {
        tags: ['size alerts'],
        summary: 'Ask for the Friday mail of new items in some sizes (double opt-in)',
        body: subscribeSchema,
        response: { 202: acceptedSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { email, ...wish } = request.body;
      const outcome = await requestAlert(app.db, { email, ...wish }, request.ip, app.clock.now());
      if (outcome.mail !== 'none') {
        const links = alertLinks(app.config.SITE_URL, outcome.token);
        const { shop } = await app.currentConfig();
        await app.mailer.send(
          outcome.mail === 'confirm'
            ? alertConfirmationMail({ email: outcome.email, sizes: outcome.sizes, links }, shop)
            : alertAlreadyActiveMail({ email: outcome.email, links }, shop),
        );
      }
      return reply.code(202).send({
        message: `Fast geschafft! Wir haben dir eine E-Mail an ${email} geschickt. Bitte bestätige darin deinen Größen-Alarm – vorher schicken wir dir nichts.`,
      });
    },
  );

  const tokenRoute = {
    // Enough for a parent on her page; far too few to guess a 256-bit token.
    config: { rateLimit: { max: 30, windowMs: 60_000 } },
  };

  app.get(
    '/api/size-alerts/:token',
    {
      ...tokenRoute,
      schema: {
        tags: ['size alerts'],
        summary: 'The alert a link belongs to',
        params: alertTokenParams,
        response: { 200: alertSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const alert = await readAlert(app.db, request.params.token);
      return alert ?? reply.code(404).send(NOT_FOUND);
    },
  );

  app.post(
    '/api/size-alerts/:token/confirm',
    {
      ...tokenRoute,
      schema: {
        tags: ['size alerts'],
        summary: 'Confirm the alert (the second step of the double opt-in; logged)',
        params: alertTokenParams,
        response: { 200: alertSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const alert = await confirmAlert(app.db, request.params.token, request.ip, app.clock.now());
      return alert ?? reply.code(404).send(NOT_FOUND);
    },
  );

  app.put(
    '/api/size-alerts/:token',
    {
      ...tokenRoute,
      schema: {
        tags: ['size alerts'],
        summary: 'Change the sizes, categories, brands and seasons of the alert',
        params: alertTokenParams,
        body: alertWishSchema,
        response: { 200: alertSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const alert = await changeAlert(
        app.db,
        request.params.token,
        request.body,
        request.ip,
        app.clock.now(),
      );
      return alert ?? reply.code(404).send(NOT_FOUND);
    },
  );

  const unsubscribe = async (token: string, ip: string) =>
    unsubscribeAlert(app.db, token, ip, app.clock.now());

  app.delete(
    '/api/size-alerts/:token',
    {
      ...tokenRoute,
      schema: {
        tags: ['size alerts'],
        summary: 'End the alert (its address is deleted; the consent record stays)',
        params: alertTokenParams,
        response: { 204: z.null(), 404: errorSchema },
      },
    },
    async (request, reply) => {
      if (!(await unsubscribe(request.params.token, request.ip))) {
        return reply.code(404).send(NOT_FOUND);
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/size-alerts/:token/unsubscribe',
    {
      ...tokenRoute,
      schema: {
        tags: ['size alerts'],
        summary: 'One-click unsubscribe from the mail program (RFC 8058 List-Unsubscribe-Post)',
        params: alertTokenParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      // Gone already is fine too: the mail program only needs to know it worked.
      await unsubscribe(request.params.token, request.ip);
      return { message: 'Du bist vom Größen-Alarm abgemeldet.' };
    },
  );

  app.get(
    '/api/admin/size-alerts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['size alerts'],
        summary: 'Subscribers per size and the last Friday run',
        response: { 200: alertsSummarySchema },
      },
    },
    async () => summarizeAlerts(app.db),
  );
};
