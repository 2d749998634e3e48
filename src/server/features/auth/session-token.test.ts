import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearerToken, createSessionTokens } from './session-token.ts';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');

describe('session tokens', () => {
  it('expire after SESSION_HOURS', async () => {
    const token = await createSessionTokens(secret, 12).sign('user-1');
    const { exp, iat, sub } = decodeJwt(token);
    expect(sub).toBe('user-1');
    expect(exp! - iat!).toBe(12 * 3600);
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
    expect(await tokens.verify(foreign)).toBeNull();
    expect(await tokens.verify(await tokens.sign('user-2'))).toBe('user-2');
  });

  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['Baerer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Basic abc', null],
    ['abc', null],
    [undefined, null],
  ])('reads %s', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
