import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

// Per-client request limits for calls worth guessing at (coupon and voucher codes) or worth
// flooding (orders, withdrawals). A route opts in with `config: { rateLimit: { max, windowMs } }`.
// Counts live in memory per process (decision 012): with several processes a client gets the
// limit once per process, which still bounds guessing.

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: { max: number; windowMs: number };
  }
}

export function installRateLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    const windows = new Map<string, { start: number; count: number }>();
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      const now = Date.now();
      const window = windows.get(request.ip);
      if (!window || now - window.start >= limit.windowMs) {
        windows.set(request.ip, { start: now, count: 1 });
        if (windows.size > 50_000) windows.delete(windows.keys().next().value!);
        return;
      }
      window.count += 1;
      if (window.count > limit.max) {
        void reply.header('retry-after', Math.ceil((window.start + limit.windowMs - now) / 1000));
        throw new HttpError(
          429,
          'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
        );
      }
    };
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [check, ...existing];
  });
}
