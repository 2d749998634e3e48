import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { HttpError } from './http-error.ts';
import type { ScheduledJob } from './job-queue.ts';

// Per-client limits for calls worth guessing at (coupon and voucher codes) or worth flooding
// (orders, withdrawals), and the sign-in throttle. A route opts in with
// `config: { rateLimit: { max, windowMs } }`. The counts live in PostgreSQL, so they hold across
// every process of the shop (decision 029): one row per key and fixed time window, counted up
// in one statement.

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: { max: number; windowMs: number };
  }
}

export type Window = { count: number; resetsAt: Date };

function windowStart(windowMs: number, now: Date): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Counts one more for `key` in the current window; the count after it. */
export async function countOneMore(
  db: DatabaseOrTransaction,
  key: string,
  windowMs: number,
  now: Date,
): Promise<Window> {
  const start = windowStart(windowMs, now);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return { count: row?.count ?? 1, resetsAt: new Date(start.getTime() + windowMs) };
}

/** The count for `key` in the current window, without counting. */
export async function countSoFar(
  db: DatabaseOrTransaction,
  key: string,
  windowMs: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, key),
        eq(rateLimitCounters.windowStart, windowStart(windowMs, now)),
      ),
    );
  return row?.count ?? 0;
}

/** Forgets every count of `key` (a successful sign-in clears its failures). */
export async function forgetCounts(db: DatabaseOrTransaction, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

export function installRateLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      const now = app.clock.now();
      const key = `${request.method} ${route.url}|${request.ip}`;
      const window = await countOneMore(app.db, key, limit.windowMs, now);
      if (window.count > limit.max) {
        void reply.header(
          'retry-after',
          Math.max(1, Math.ceil((window.resetsAt.getTime() - now.getTime()) / 1000)),
        );
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

/** Every hour, counts of windows older than a day are deleted. */
export function rateLimitJobs(options: {
  db: DatabaseOrTransaction;
  now?: () => Date;
}): ScheduledJob[] {
  return [
    {
      queue: 'forget-old-rate-limit-counts',
      cron: '17 * * * *',
      run: async () => {
        const dayAgo = new Date((options.now?.() ?? new Date()).getTime() - 24 * 3600_000);
        await options.db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, dayAgo));
      },
    },
  ];
}
