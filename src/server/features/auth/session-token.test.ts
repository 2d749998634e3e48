import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSessionTokens } from './session-token.ts';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');

describe('session tokens', () => {
  it('expire after SESSION_HOURS', async () => {
    const { token, expiresAt } = await createSessionTokens(secret, 12).sign('user-1');
    const { exp, iat, sub } = decodeJwt(token);
    expect(sub).toBe('user-1');
    expect(exp! - iat!).toBe(12 * 3600);
    expect(expiresAt.getTime()).toBe(exp! * 1000);
  });

  it('name a user id, or are no session: a validly signed token about anything else is refused', async () => {
    const tokens = createSessionTokens(secret, 12);
    for (const subject of ['user-1', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      expect(await tokens.verify((await tokens.sign(subject)).token)).toBeNull();
    }
  });

  it('are refused once expired, or when signed with another secret', async () => {
    const tokens = createSessionTokens(secret, 12);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    expect(await tokens.verify(expired)).toBeNull();
    const foreign = await createSessionTokens(new TextEncoder().encode('x'.repeat(40)), 1).sign(
      'user-1',
    );
    expect(await tokens.verify(foreign.token)).toBeNull();
    const userId = '5d0c3e0a-7b1f-4c2e-9a55-2f6f0b6c1d11';
    expect(await tokens.verify((await tokens.sign(userId)).token)).toBe(userId);
  });
});
