/**
 * When the admin's session is renewed and when she is warned (decision 039). Pure: the caller
 * passes the clock, so the rule is tested without waiting hours.
 */

/** Input counts as "working" for this long after the last key, tap or save. */
export const ACTIVE_WINDOW_MS = 5 * 60_000;
/** The warning shows this long before the token runs out. */
export const WARN_BEFORE_MS = 5 * 60_000;
/** A renewal that failed (offline) is tried again after this long, not on every tick. */
export const RENEW_RETRY_MS = 60_000;

export interface TokenTimes {
  issuedAt: number;
  expiresAt: number;
}

/**
 * Issue and expiry (ms since epoch) read from the token's own claims, so a token taken over from
 * another tab or stored before the sign-in answered `expiresAt` is judged the same way. The claims
 * are only read, never trusted: the server checks the signature on every call.
 */
export function tokenTimes(token: string): TokenTimes | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      iat?: unknown;
      exp?: unknown;
    };
    if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return null;
    if (claims.exp <= claims.iat) return null;
    return { issuedAt: claims.iat * 1000, expiresAt: claims.exp * 1000 };
  } catch {
    return null;
  }
}

export type SessionWarning = { kind: 'expiring'; minutesLeft: number } | { kind: 'expired' } | null;

export interface SessionAdvice {
  /** Ask for a fresh token now, silently. */
  renew: boolean;
  warning: SessionWarning;
}

export function sessionAdvice({
  now,
  token,
  lastActivityAt,
  lastRenewAttemptAt,
}: {
  now: number;
  token: TokenTimes;
  lastActivityAt: number;
  lastRenewAttemptAt: number | null;
}): SessionAdvice {
  const left = token.expiresAt - now;
  if (left <= 0) return { renew: false, warning: { kind: 'expired' } };
  const pastHalfLife = left < (token.expiresAt - token.issuedAt) / 2;
  const working = now - lastActivityAt < ACTIVE_WINDOW_MS;
  const mayTry = lastRenewAttemptAt === null || now - lastRenewAttemptAt >= RENEW_RETRY_MS;
  return {
    renew: pastHalfLife && working && mayTry,
    warning:
      left <= WARN_BEFORE_MS ? { kind: 'expiring', minutesLeft: Math.ceil(left / 60_000) } : null,
  };
}

/** "Deine Anmeldung läuft in 5 Minuten ab" / "… in 1 Minute ab". */
export function expiringText(minutesLeft: number): string {
  return `Deine Anmeldung läuft in ${minutesLeft} ${minutesLeft === 1 ? 'Minute' : 'Minuten'} ab.`;
}
