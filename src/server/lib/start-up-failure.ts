import { ConfigError } from '../config.ts';
import { EmbeddedDatabaseInUseError } from '../db/embedded-database.ts';
import { NoEmbeddedPostgresError } from '../db/postgres-binaries.ts';
import { PostgresLaunchError } from '../db/postgres-launcher.ts';

// How the shop ends when it cannot start (decision 027): one JSON log line saying why, and an
// exit code that tells a supervisor whether starting again can help. 78 (EX_CONFIG): no, the
// configuration or the machine must change first (systemd: RestartPreventExitStatus=78).
// 75 (EX_TEMPFAIL): yes, later (another shop holds the database, a port is taken, the database
// is not reachable yet). 1: an unexpected error; a supervisor may try again.

export const EXIT_CONFIGURATION = 78;
const EXIT_TEMPORARY = 75;
const EXIT_UNEXPECTED = 1;

const TEMPORARY_CODES = new Set(['EADDRINUSE', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P03']);

export function exitCodeFor(error: unknown): number {
  if (
    error instanceof ConfigError ||
    error instanceof NoEmbeddedPostgresError ||
    error instanceof PostgresLaunchError
  ) {
    return EXIT_CONFIGURATION;
  }
  if (error instanceof EmbeddedDatabaseInUseError) return EXIT_TEMPORARY;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && TEMPORARY_CODES.has(code)) return EXIT_TEMPORARY;
  return EXIT_UNEXPECTED;
}

/** The one line a failed start writes when there is no logger yet (pino's format, level fatal). */
export function failureLine(message: string): string {
  return `${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg: message })}\n`;
}
