import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Account } from '../../../domain/api/auth.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { bearerToken } from '../../lib/bearer-token.ts';
import type { SessionTokens } from './session-token.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'admin' routes answer 401 without a valid token and 403 for accounts that are not admins. */
    access?: 'public' | 'admin';
  }
  interface FastifyRequest {
    account: Account | null;
  }
  interface FastifyInstance {
    /** Every route registered with `access: 'admin'`, for the guard's own test. */
    adminRoutes: { method: string; url: string }[];
  }
}

/** The signed-in account of a request's Authorization header, or null. */
export async function accountOfRequest(
  app: FastifyInstance,
  tokens: SessionTokens,
  request: FastifyRequest,
): Promise<Account | null> {
  const token = bearerToken(request.headers.authorization);
  const userId = token ? await tokens.verify(token) : null;
  if (!userId) return null;
  const [user] = await app.db
    .select({ id: users.id, email: users.email, name: users.name, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/**
 * Every route declared with `config: { access: 'admin' }` gets this check as its first hook, on
 * the server, whatever the web app shows. It runs on request, before the body is even parsed or
 * validated, so nothing about an admin call is revealed without an admin token.
 * Must be installed before the routes register.
 */
export function installAdminGuard(app: FastifyInstance, tokens: SessionTokens): void {
  app.decorateRequest('account', null);
  app.decorate('adminRoutes', []);
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'admin') return;
    for (const method of [route.method].flat()) app.adminRoutes.push({ method, url: route.url });
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [
      async (request: FastifyRequest) => {
        const account = await accountOfRequest(app, tokens, request);
        if (!account) throw new HttpError(401, 'Bitte melde dich an.');
        if (!account.isAdmin) {
          throw new HttpError(403, 'Dieses Konto ist (noch) nicht als Admin freigeschaltet.');
        }
        request.account = account;
      },
      ...existing,
    ];
  });
}
