import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountListSchema,
  accountSchema,
  errorSchema,
  sessionTokenSchema,
  setAdminBodySchema,
  signInBodySchema,
  signInResponseSchema,
  signUpBodySchema,
} from '../../../domain/api/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionTokens } from './session-token.ts';
import { isSignInBlocked, recordSignInFailure, recordSignInSuccess } from './sign-in-limiter.ts';
import { checkCredentials, listAccounts, recordSignIn, setAdmin, signUp } from './auth.service.ts';
import { accountInParams } from '../../lib/audit-subject-lookups.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };

const wireSession = ({ token, expiresAt }: { token: string; expiresAt: Date }) => ({
  token,
  expiresAt: expiresAt.toISOString(),
});

export function authRoutes(tokens: SessionTokens): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/users/signup',
      {
        schema: {
          tags: ['auth'],
          summary: 'Creates an account; an admin must grant admin rights before it can do anything',
          body: signUpBodySchema,
          response: {
            201: z.object({ user: accountSchema, message: z.string() }),
            409: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = await signUp(app.db, request.body);
        return reply.code(201).send({
          user,
          message:
            'Dein Konto ist angelegt. Sobald ein Admin es freischaltet, kannst du dich anmelden.',
        });
      },
    );

    app.post(
      '/api/users/signin',
      {
        schema: {
          tags: ['auth'],
          summary: 'Signs in an admin; answers a token for the Authorization header',
          body: signInBodySchema,
          response: {
            200: signInResponseSchema,
            401: errorSchema,
            403: errorSchema,
            429: errorSchema,
          },
        },
      },
      async (request) => {
        const { email } = request.body;
        const now = app.clock.now();
        if (await isSignInBlocked(app.db, request.ip, email, now)) {
          throw new HttpError(
            429,
            'Zu viele Anmeldeversuche. Bitte warte 15 Minuten und versuche es dann erneut.',
          );
        }
        const account = await checkCredentials(app.db, request.body.email, request.body.password);
        if (!account) {
          await recordSignInFailure(app.db, request.ip, email, now);
          throw new HttpError(401, 'E-Mail-Adresse oder Passwort ist falsch.');
        }
        await recordSignInSuccess(app.db, request.ip, email);
        if (!account.isAdmin) {
          throw new HttpError(
            403,
            'Dein Konto ist noch nicht freigeschaltet. Bitte wende dich an einen Admin.',
          );
        }
        await recordSignIn(app.db, account.id, now);
        const session = await tokens.sign(account.id);
        return { ...wireSession(session), user: account };
      },
    );

    app.post(
      '/api/users/renew',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['auth'],
          summary:
            'A fresh token for a still valid admin token, so a working admin is never signed out',
          response: { 200: sessionTokenSchema, ...adminErrors },
        },
      },
      async (request) => wireSession(await tokens.sign(request.account!.id)),
    );

    app.get(
      '/api/users/auth',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['auth'],
          summary: 'Admin check (docs/product.md §6): succeeds only with the token of an admin',
          response: { 200: z.object({ user: accountSchema }), ...adminErrors },
        },
      },
      async (request) => ({ user: request.account! }),
    );

    app.get(
      '/api/admin/users',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['auth'],
          summary: 'All accounts, for granting and revoking admin rights',
          response: { 200: accountListSchema, ...adminErrors },
        },
      },
      async () =>
        (await listAccounts(app.db)).map((account) => ({
          ...account,
          createdAt: account.createdAt.toISOString(),
          lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
        })),
    );

    app.patch(
      '/api/admin/users/:id',
      {
        config: { access: 'admin', auditSubject: accountInParams },
        schema: {
          tags: ['auth'],
          summary: 'Grants or revokes admin rights',
          params: z.object({ id: z.uuid() }),
          body: setAdminBodySchema,
          response: { 200: accountSchema, 404: errorSchema, 409: errorSchema, ...adminErrors },
        },
      },
      async (request) =>
        setAdmin(app.db, request.account!.id, request.params.id, request.body.isAdmin),
    );
  };
}
