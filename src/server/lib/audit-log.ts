import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminAuditLog } from '../db/schema.ts';

// The admin audit log (who changed what, when): one row for every state-changing request to an
// admin-guarded route, whatever its outcome, so refused and failed attempts show as well as
// successful ones. Requests the guard turns away (no token, not an admin) name nobody and are
// not written here; the request log keeps those.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Keys whose values never reach the log, at any depth (passwords, tokens, keys, secrets). */
const SECRET_KEY = /pass(word)?|token|secret|authori[sz]ation|api[-_]?key|credential/i;
const MAX_STRING = 500;
const MAX_ITEMS = 100;
const MAX_DEPTH = 6;
export const REDACTED = '[entfernt]';

/** A copy of a parsed body or params that is safe to keep: secrets out, big values cut short. */
export function redactForAudit(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redactForAudit(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… (${value.length - MAX_ITEMS} weitere)`] : items;
  }
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SECRET_KEY.test(key) ? REDACTED : redactForAudit(item, depth + 1),
      ]),
    );
  }
  return undefined; // functions, symbols, bigints: nothing a JSON body holds
}

/** What the log keeps of a request: params and body; of a raw upload only its size and type. */
export function auditDetails(request: {
  params: unknown;
  body: unknown;
  headers: FastifyRequest['headers'];
}): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  if (request.params && Object.keys(request.params).length > 0) {
    details.params = redactForAudit(request.params);
  }
  const body = request.body;
  if (Buffer.isBuffer(body) || body instanceof Uint8Array) {
    details.upload = {
      bytes: body.byteLength,
      contentType: request.headers['content-type'] ?? null,
    };
  } else if (body !== undefined && body !== null) {
    details.body = redactForAudit(body);
  }
  return details;
}

/** Installs the onResponse hook; call before the routes register. */
export function installAuditLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.routeOptions.config?.access !== 'admin') return;
    const account = request.account;
    if (!account) return;
    try {
      await app.db.insert(adminAuditLog).values({
        userId: account.id,
        userEmail: account.email,
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0]!,
        url: request.url.split('?')[0]!,
        details: auditDetails(request),
        statusCode: reply.statusCode,
        createdAt: app.clock.now(),
      });
    } catch (error) {
      // The change itself has happened (or failed) already; a missing log row must not undo it.
      request.log.error({ err: error, route: request.routeOptions.url }, 'audit log write failed');
    }
  });
}
