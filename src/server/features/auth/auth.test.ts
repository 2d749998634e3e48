import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { upsertAdminUser } from './users.service.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  // A fixed clock: sign-in failures are counted in fixed 15-minute windows.
  t = await createTestApp({ clock: fixedClock(new Date('2026-11-23T10:05:00Z')) });
  await upsertAdminUser(t.db, { email: 'owner@example.de', password: 'owner password 1' });
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/users/signin',
    payload: { email: 'Owner@Example.de', password: 'owner password 1' },
  });
  expect(signIn.statusCode).toBe(200);
  adminToken = signIn.json().token;
});
afterAll(() => t.close());

const signUp = (email: string, password = 'helper password 1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/signup',
    payload: { name: 'Hanna Helferin', email, password },
  });

describe('accounts and roles', () => {
  it('GET /api/users/auth succeeds for an admin token with either scheme word', async () => {
    for (const scheme of ['Bearer', 'Baerer']) {
      const response = await t.app.inject({
        url: '/api/users/auth',
        headers: { authorization: `${scheme} ${adminToken}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ email: 'owner@example.de', isAdmin: true });
    }
  });

  it('GET /api/users/auth fails without a token, with a forged one, or a bad scheme', async () => {
    expect((await t.app.inject({ url: '/api/users/auth' })).statusCode).toBe(401);
    const forged = `${adminToken.slice(0, -4)}AAAA`;
    for (const authorization of [`Bearer ${forged}`, `Basic ${adminToken}`, adminToken]) {
      const response = await t.app.inject({ url: '/api/users/auth', headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Bitte melde dich an.');
    }
  });

  it('sign-up never makes an admin; an admin grants and revokes', async () => {
    const created = await signUp('helfer@example.de');
    expect(created.statusCode).toBe(201);
    expect(created.json().user.isAdmin).toBe(false);
    const userId = created.json().user.id;

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: 'helfer@example.de', password: 'helper password 1' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('noch nicht freigeschaltet');

    const auth = { authorization: `Bearer ${adminToken}` };
    const list = await t.app.inject({ url: '/api/admin/users', headers: auth });
    expect(list.json().map((a: { email: string }) => a.email)).toContain('helfer@example.de');

    const granted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${userId}`,
      headers: auth,
      payload: { isAdmin: true },
    });
    expect(granted.json()).toMatchObject({ isAdmin: true });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: 'helfer@example.de', password: 'helper password 1' },
    });
    expect(signIn.statusCode).toBe(200);
    const helperToken = signIn.json().token;

    // Revoking takes effect at once, even for a token issued before.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${userId}`,
      headers: auth,
      payload: { isAdmin: false },
    });
    const after = await t.app.inject({
      url: '/api/users/auth',
      headers: { authorization: `Bearer ${helperToken}` },
    });
    expect(after.statusCode).toBe(403);
  });

  it('an admin cannot revoke their own rights', async () => {
    const me = await t.app.inject({
      url: '/api/users/auth',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${me.json().user.id}`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { isAdmin: false },
    });
    expect(response.statusCode).toBe(409);
  });

  it('a validly signed token whose subject is not a user id is no session (401)', async () => {
    const secret = await fs.readFile(path.join(t.dataDir, 'jwt-secret'), 'utf8');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('not-a-user-id')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret.trim()));
    for (const url of ['/api/users/auth', '/api/brands']) {
      const response = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('the same sign-up sent ten times at once makes one account and nine 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signUp('zehnmal@example.de')),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('rejects a duplicate e-mail and a short password with German messages', async () => {
    expect((await signUp('OWNER@example.de')).statusCode).toBe(409);
    const short = await signUp('kurz@example.de', 'kurz');
    expect(short.statusCode).toBe(400);
  });

  it('wrong passwords are slowed down per address and e-mail, not for the owner elsewhere', async () => {
    await signUp('ziel@example.de');
    const attempt = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/signin',
        remoteAddress: ip,
        payload: { email: 'ziel@example.de', password },
      });
    for (let i = 0; i < 10; i++) expect((await attempt('falsch', '10.0.0.1')).statusCode).toBe(401);
    const blocked = await attempt('helper password 1', '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toContain('Zu viele Anmeldeversuche');
    // The real person from another address is not locked out (403: not yet an admin, but known).
    expect((await attempt('helper password 1', '10.0.0.2')).statusCode).toBe(403);
  });
});

describe('sign-in throttling beyond one address and e-mail', () => {
  const signIn = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      remoteAddress,
      payload: { email, password },
    });

  it('stops credential stuffing: 30 e-mails tried from one address, then none', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await signIn(`opfer${i}@example.de`, 'geraten 123', '10.9.0.1')).statusCode).toBe(
        401,
      );
    }
    const next = await signIn('owner@example.de', 'owner password 1', '10.9.0.1');
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toContain('Zu viele Anmeldeversuche');
    // Elsewhere the owner signs in as ever.
    expect((await signIn('owner@example.de', 'owner password 1', '10.9.0.2')).statusCode).toBe(200);
  });

  it('stops guessing one account from many addresses: 30 failures, then not from anywhere', async () => {
    await signUp('vielgefragt@example.de');
    for (let i = 0; i < 30; i++) {
      const address = `10.8.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      expect((await signIn('vielgefragt@example.de', `falsch ${i}`, address)).statusCode).toBe(401);
    }
    const fromElsewhere = await signIn('vielgefragt@example.de', 'helper password 1', '10.7.0.1');
    expect(fromElsewhere.statusCode).toBe(429);
  });
});

describe('every admin route is guarded on the server', () => {
  it('there are admin routes to check', () => {
    expect(t.app.adminRoutes.length).toBeGreaterThanOrEqual(3);
  });

  it('each answers 401 without a token and 403 for a non-admin token', async () => {
    await signUp('kein-admin@example.de');
    // A non-admin account's token: issued by granting, signing in, then revoking.
    const auth = { authorization: `Bearer ${adminToken}` };
    const list = await t.app.inject({ url: '/api/admin/users', headers: auth });
    const id = list.json().find((a: { email: string }) => a.email === 'kein-admin@example.de').id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: auth,
      payload: { isAdmin: true },
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: 'kein-admin@example.de', password: 'helper password 1' },
    });
    const nonAdminToken = signIn.json().token;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: auth,
      payload: { isAdmin: false },
    });

    for (const route of t.app.adminRoutes) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const method = route.method as 'GET';
      const anonymous = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'HEAD' ? undefined : {},
      });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const nonAdmin = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${nonAdminToken}` },
        payload: method === 'GET' || method === 'HEAD' ? undefined : {},
      });
      expect(nonAdmin.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('sessions that last while the admin works', () => {
  const lastSignInOf = async (email: string) => {
    const list = await t.app.inject({
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    return list.json().find((a: { email: string }) => a.email === email)?.lastSignInAt;
  };

  it('sign-in answers when the token expires: SESSION_HOURS after now, as its exp claim', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: 'owner@example.de', password: 'owner password 1' },
    });
    const { token, expiresAt } = signIn.json();
    const { exp, iat } = decodeJwt(token);
    expect(new Date(expiresAt).getTime()).toBe(exp! * 1000);
    expect(exp! - iat!).toBe(12 * 3600);
  });

  it('POST /api/users/renew answers a fresh, working token for a valid admin token', async () => {
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/users/renew',
      headers: { authorization: `Baerer ${adminToken}` },
    });
    expect(renewed.statusCode).toBe(200);
    const { token, expiresAt } = renewed.json();
    expect(new Date(expiresAt).getTime()).toBe(decodeJwt(token).exp! * 1000);
    const auth = await t.app.inject({
      url: '/api/users/auth',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(auth.json().user.email).toBe('owner@example.de');
  });

  it('renewing needs a token that is still valid: an expired one gets 401', async () => {
    const secret = await fs.readFile(path.join(t.dataDir, 'jwt-secret'), 'utf8');
    const me = await t.app.inject({
      url: '/api/users/auth',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(me.json().user.id)
      .setIssuedAt(now - 13 * 3600)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(secret.trim()));
    for (const authorization of [`Bearer ${expired}`, undefined]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/renew',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Bitte melde dich an.');
    }
  });

  it('a refused sign-in (account not yet an admin) does not count as "zuletzt angemeldet"', async () => {
    await signUp('wartet@example.de');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: 'wartet@example.de', password: 'helper password 1' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await lastSignInOf('wartet@example.de')).toBeNull();
  });

  it('a successful admin sign-in records when, by the shop clock', async () => {
    expect(await lastSignInOf('owner@example.de')).toBe('2026-11-23T10:05:00.000Z');
  });
});
