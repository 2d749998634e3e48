import type { FastifyRequest } from 'fastify';
import { mergeAuditSubjects, type AuditSubject } from '../../domain/audit-subject.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';

// What an audited admin change is about (decision 059), kept in its row's details.subject so
// the Änderungsprotokoll can say "Bestellung 10004" rather than a path with a UUID. Two sources:
//
// - the route declares `config.auditSubject`, a lookup run before the change (and for requests
//   refused before any handler), so a refused or failed attempt names its order or item too;
// - the handler adds what only the change itself learns (a new item's number, a label's
//   shipment number) with `noteAuditSubject`.

export type AuditSubjectLookup = (
  db: DatabaseOrTransaction,
  request: { params: unknown; body: unknown },
) => Promise<AuditSubject | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Looks up what this admin change is about, for its audit row. */
    auditSubject?: AuditSubjectLookup;
  }
  interface FastifyRequest {
    /** What the audit row of this change will say it is about, as far as known yet. */
    auditSubject?: AuditSubject;
  }
}

/** Adds facts a handler learnt to its change's audit row (written when the answer has gone). */
export function noteAuditSubject(request: FastifyRequest, facts: AuditSubject): void {
  request.auditSubject = mergeAuditSubjects(request.auditSubject, facts);
}

/**
 * Runs the route's lookup. Never throws: a subject that cannot be found (an unknown id, a value
 * the validation would refuse) leaves the row to what its request says.
 */
export async function lookUpAuditSubject(
  db: DatabaseOrTransaction,
  request: FastifyRequest,
): Promise<AuditSubject | undefined> {
  const lookup = request.routeOptions.config?.auditSubject;
  if (lookup === undefined) return undefined;
  try {
    return await lookup(db, request);
  } catch (error) {
    request.log.warn(
      { err: error, route: request.routeOptions.url },
      'audit subject lookup failed',
    );
    return undefined;
  }
}
