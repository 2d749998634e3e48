import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';

// Admin sessions are short-lived signed tokens (HS256) naming the user id. Whether the user is
// (still) an admin is looked up on every request, so revoking admin takes effect at once.

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SessionTokens = {
  /** A fresh token and the moment it stops being accepted (its `exp` claim). */
  sign: (userId: string) => Promise<{ token: string; expiresAt: Date }>;
  /** The user id of a valid, unexpired token; null otherwise. */
  verify: (token: string) => Promise<string | null>;
};

/** JWT_SECRET, or a random secret generated once and kept in DATA_DIR/jwt-secret (mode 0600). */
export async function resolveJwtSecret(config: Config): Promise<Uint8Array> {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode((await fs.readFile(file, 'utf8')).trim());
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await fs.mkdir(config.dataDir, { recursive: true });
    // 'wx' fails if another process created it meanwhile; then read theirs.
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return new TextEncoder().encode((await fs.readFile(file, 'utf8')).trim());
  }
}

export function createSessionTokens(secret: Uint8Array, sessionHours: number): SessionTokens {
  return {
    sign: async (userId) => {
      // Whole seconds, as the claims carry them, so expiresAt is exactly what the token says.
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = issuedAt + sessionHours * 3600;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        // Only a user id is a subject: a validly signed token naming anything else is no session.
        return typeof payload.sub === 'string' && USER_ID.test(payload.sub) ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
