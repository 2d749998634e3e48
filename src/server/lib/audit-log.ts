import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { adminAuditLog } from '../db/schema.ts';
import { mergeAuditSubjects, type AuditSubject } from '../../domain/audit-subject.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { lookUpAuditSubject } from './audit-subject.ts';

// The admin audit log (who changed what, when): one row for every state-changing request to an
// admin-guarded route, whatever its outcome, so refused and failed attempts show as well as
// successful ones. Requests the guard turns away (no token, not an admin) name nobody and are
// not written here; the request log keeps those.
//
// No change without its row (decision 028): the row is written before the handler runs, with the
// status 102 ("in progress"), and gets the real status when the answer has gone out. If the row
// cannot be written, the change is not made (503). A row still at 102 names a change whose
// outcome the shop never learnt (the process died during it). Requests refused before any
// handler (validation, bad characters, too large) get their row after the answer.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Keys whose values never reach the log, at any depth (passwords, tokens, keys, secrets, IBANs). */
const SECRET_KEY = /pass(word)?|token|secret|authori[sz]ation|api[-_]?key|credential|iban/i;
const MAX_STRING = 500;
const MAX_ITEMS = 100;
const MAX_DEPTH = 6;
export const REDACTED = '[entfernt]';

export const IN_PROGRESS = 102;

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text PostgreSQL's jsonb can store: a NUL shown as ␀, a lone surrogate as U+FFFD. */
function storable(text: string): string {
  return text.replaceAll('\u0000', '\u2400').replace(LONE_SURROGATES, '\uFFFD');
}

/** A copy of a parsed body or params that is safe to keep: secrets out, big values cut short. */
export function redactForAudit(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    return storable(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value);
  }
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redactForAudit(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… (${value.length - MAX_ITEMS} weitere)`] : items;
  }
  if (typeof value === 'object') {
    // As wide as an array may be long: a body of 100,000 keys is not kept whole either.
    const entries = Object.entries(value);
    const kept = entries
      .slice(0, MAX_ITEMS)
      .map(([key, item]) => [
        storable(key),
        SECRET_KEY.test(key) ? REDACTED : redactForAudit(item, depth + 1),
      ]);
    if (entries.length > MAX_ITEMS) kept.push(['…', `${entries.length - MAX_ITEMS} weitere`]);
    return Object.fromEntries(kept);
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

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit row written before this admin change ran. */
    auditRowId?: number;
    /** What that row keeps of the request, so the answer's subject can be added to it. */
    auditDetails?: Record<string, unknown>;
    /** Why the change was refused: the German message of a 4xx answer. */
    auditRefusal?: string;
  }
}

function isAudited(request: FastifyRequest): boolean {
  return (
    STATE_CHANGING.has(request.method) &&
    request.routeOptions.config?.access === 'admin' &&
    request.account != null
  );
}

/** Installs the hooks; call before the routes register. */
export function installAuditLog(app: FastifyInstance): void {
  const row = (request: FastifyRequest, details: Record<string, unknown>, statusCode: number) => ({
    userId: request.account!.id,
    userEmail: request.account!.email,
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0]!,
    url: request.url.split('?')[0]!,
    details,
    statusCode,
    createdAt: app.clock.now(),
  });

  // The request's params and body, with what the change is about (decision 059) as `subject`
  // and, for a refused change, the reason it was given as `refusal`.
  const withSubject = (request: FastifyRequest, details: Record<string, unknown>) => ({
    ...details,
    ...(request.auditSubject !== undefined && { subject: request.auditSubject }),
    ...(request.auditRefusal !== undefined && { refusal: request.auditRefusal }),
  });

  // Before the change: its row, or no change.
  app.addHook('preHandler', async (request, reply) => {
    if (!isAudited(request)) return;
    try {
      // Looked up before the change, so a refused attempt names its order or item as well.
      request.auditSubject = mergeAuditSubjects(
        await lookUpAuditSubject(app.db, request),
        request.auditSubject,
      );
      request.auditDetails = auditDetails(request);
      const [written] = await app.db
        .insert(adminAuditLog)
        .values(row(request, withSubject(request, request.auditDetails), IN_PROGRESS))
        .returning({ id: adminAuditLog.id });
      request.auditRowId = written?.id;
    } catch (error) {
      request.log.error({ err: error, route: request.routeOptions.url }, 'audit log write failed');
      return reply.code(503).send({
        error: 'Service Unavailable',
        message:
          'Das Änderungsprotokoll ist gerade nicht erreichbar, darum wurde nichts geändert. Bitte versuche es gleich noch einmal.',
      });
    }
  });

  // A refusal's own message tells the owner why ("Diese Bestellung ist schon versendet."). A 5xx
  // says nothing but that something went wrong, so only 4xx answers are kept.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isAudited(request) || reply.statusCode < 400 || reply.statusCode >= 500) return payload;
    if (typeof payload !== 'string') return payload;
    try {
      const message: unknown = (JSON.parse(payload) as { message?: unknown }).message;
      if (typeof message === 'string' && message.trim() !== '') {
        request.auditRefusal = redactForAudit(message.trim()) as string;
      }
    } catch {
      // Not JSON: the outcome's status code alone tells.
    }
    return payload;
  });

  // After the answer: the outcome, or the row of a request refused before any handler.
  app.addHook('onResponse', async (request, reply) => {
    if (!isAudited(request)) return;
    try {
      if (request.auditRowId === undefined) {
        request.auditSubject = mergeAuditSubjects(
          await lookUpAuditSubject(app.db, request),
          request.auditSubject,
        );
        const details = withSubject(request, auditDetails(request));
        await app.db.insert(adminAuditLog).values(row(request, details, reply.statusCode));
      } else {
        // The handler may have noted what only the change learnt (a new item's number).
        const details = withSubject(request, request.auditDetails ?? {});
        await app.db
          .update(adminAuditLog)
          .set({ statusCode: reply.statusCode, details })
          .where(eq(adminAuditLog.id, request.auditRowId));
      }
    } catch (error) {
      request.log.error({ err: error, route: request.routeOptions.url }, 'audit log write failed');
    }
  });
}

/**
 * A row for a change no admin request made (decision 077): a seller leaving on her own page, the
 * nightly deletion of a left seller's data. `actor` stands where an admin's e-mail would.
 */
export async function recordAuditEntry(
  db: DatabaseOrTransaction,
  entry: {
    actor: string;
    method: string;
    route: string;
    subject: AuditSubject;
    body?: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  await db.insert(adminAuditLog).values({
    userId: null,
    userEmail: entry.actor,
    method: entry.method,
    route: entry.route,
    url: entry.route,
    details: { subject: entry.subject, ...(entry.body !== undefined && { body: entry.body }) },
    statusCode: 200,
    createdAt: entry.now,
  });
}
