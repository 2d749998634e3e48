import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import type { AuditLogEntry } from '../../../domain/api/audit-log.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signInAsAdmin(t, 'chefin@example.de');
});
afterAll(() => t.close());

const item = {
  category: 'Kleidung',
  name: 'Latzhose',
  brand: null,
  size: 86,
  price: 7.5,
  condition: 'Gut',
  season: 'Winter',
  sellerNumber: null,
  storageLocation: 'Kiste 3',
};

/**
 * A row's outcome (and a refusal's reason) is written after the response has gone out, so a test
 * waits for its rows and for none of them to be still in progress.
 */
async function logEntries(query = ''): Promise<AuditLogEntry[]> {
  const response = await t.app.inject({ url: `/api/admin/audit-log${query}`, headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json().entries;
}

async function waitForEntries(count: number, query = ''): Promise<AuditLogEntry[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const entries = await logEntries(query);
    if (entries.length >= count && entries.every((entry) => entry.statusCode !== 102)) {
      return entries;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} audit log entries`);
}

describe('admin audit log', () => {
  it('records a product edit with the admin, the route, the body and the status', async () => {
    await t.db.delete(adminAuditLog);
    const product = await insertProduct(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}?via=test`,
      headers: auth,
      payload: { ...item, price: 6 },
    });
    expect(response.statusCode).toBe(200);

    const [entry] = await waitForEntries(1);
    expect(entry).toMatchObject({
      userEmail: 'chefin@example.de',
      userId: expect.any(String),
      method: 'PUT',
      route: '/api/admin/products/:id',
      url: `/api/admin/products/${product.id}`,
      statusCode: 200,
      details: { params: { id: product.id }, body: { name: 'Latzhose', price: 6 } },
    });
    expect(Date.parse(entry!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records failed attempts with their status code, and no reads', async () => {
    await t.db.delete(adminAuditLog);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/products/00000000-0000-4000-8000-000000000000',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: auth,
      payload: { ...item, price: -1 },
    });
    expect(invalid.statusCode).toBe(400);
    await t.app.inject({
      url: '/api/admin/products/00000000-0000-4000-8000-000000000000',
      headers: auth,
    });

    const entries = await waitForEntries(2);
    expect(entries.map((entry) => [entry.method, entry.statusCode])).toEqual([
      ['POST', 400],
      ['DELETE', 404],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await logEntries()).toHaveLength(2);
  });

  it('names the item of an edit refused by validation, before any handler ran', async () => {
    await t.db.delete(adminAuditLog);
    const product = await insertProduct(t.db, { name: 'Body' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: auth,
      payload: { ...item, price: -1 },
    });
    expect(response.statusCode).toBe(400);
    const [entry] = await waitForEntries(1);
    expect(entry!.details.subject).toMatchObject({ items: [{ number: product.itemNumber }] });
    expect(entry!.sentence).toBe(
      `abgelehnt: Artikel ${product.itemNumber} „Latzhose Gr. 86“ speichern, Preis -1,00\u00a0€ – ${response.json().message}`,
    );
  });

  it('keeps only size and type of a picture upload, never its bytes', async () => {
    await t.db.delete(adminAuditLog);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...auth, 'content-type': 'image/jpeg' },
      payload: Buffer.from('kein Bild'),
    });
    expect(response.statusCode).toBe(400);
    const [entry] = await waitForEntries(1);
    expect(entry!.details).toEqual({
      upload: { bytes: 9, contentType: 'image/jpeg' },
      refusal: response.json().message,
    });
    expect(entry!.sentence).toBe(`abgelehnt: Bild hochladen, 1 KB – ${response.json().message}`);
  });

  it('never stores passwords: sign-up and sign-in are not admin actions and leave no row', async () => {
    await t.db.delete(adminAuditLog);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { email: 'neu@example.de', name: 'Neu', password: 'geheimes passwort 1' },
    });
    expect(signUp.statusCode).toBe(201);
    await signInAsAdmin(t, 'chefin@example.de');
    // An admin action follows so that the log has been written up to here.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${signUp.json().user.id}`,
      headers: auth,
      payload: { isAdmin: true, password: 'eingeschmuggelt', token: 'abc' },
    });
    const entries = await waitForEntries(1);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.route).toBe('/api/admin/users/:id');
    const stored = JSON.stringify(await t.db.select().from(adminAuditLog));
    expect(stored).not.toContain('geheimes passwort');
    expect(stored).not.toContain('eingeschmuggelt');
    expect(stored).not.toContain('admin password 1');
  });

  it('no change without its row: a log that cannot be written refuses the change', async () => {
    const product = await insertProduct(t.db);
    await t.db.execute(sql`alter table admin_audit_log rename to admin_audit_log_away`);
    try {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${product.id}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toContain('darum wurde nichts geändert');
    } finally {
      await t.db.execute(sql`alter table admin_audit_log_away rename to admin_audit_log`);
    }
    const still = await t.app.inject({ url: `/api/admin/products/${product.id}`, headers: auth });
    expect(still.statusCode).toBe(200);
  });

  it('writes the row before the change runs, and its outcome after', async () => {
    const before = await t.db.select().from(adminAuditLog);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: auth,
      payload: { ...item, name: 'Kleid mit Rüschen 🌸' },
    });
    expect(response.statusCode).toBe(201);
    const newRows = async () =>
      (await t.db.select().from(adminAuditLog)).filter(
        (row) => !before.some((old) => old.id === row.id),
      );
    // The row was there before the answer; its outcome follows the answer.
    expect(await newRows()).toHaveLength(1);
    await expect.poll(async () => (await newRows())[0]!.statusCode).toBe(201);
    const rows = await newRows();
    expect(rows[0]).toMatchObject({ method: 'POST', statusCode: 201 });
    expect(JSON.stringify(rows[0]!.details)).toContain('Kleid mit Rüschen 🌸');
  });

  it('logs requests refused for a NUL or a lone surrogate, with those characters made visible', async () => {
    for (const payload of ['{"name":"Bo\\u0000dy"}', '{"name":"\\ud800"}']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/seller/1',
        headers: { ...auth, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rows = await t.db
      .select()
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.route} = '/api/seller/:number'`);
    expect(rows.map((row) => row.statusCode)).toEqual([400, 400]);
    const details = rows.map((row) => JSON.stringify(row.details));
    expect(details.some((text) => text.includes('Bo\u2400dy'))).toBe(true);
    expect(details.some((text) => text.includes('\uFFFD'))).toBe(true);
  });

  it('filters by account, newest first, paged', async () => {
    await t.db.delete(adminAuditLog);
    const other = await signInAsAdmin(t, 'kollege@example.de');
    for (const headers of [auth, other, auth]) {
      await t.app.inject({ method: 'POST', url: '/api/admin/products', headers, payload: {} });
    }
    const all = await waitForEntries(3);
    expect(all.map((entry) => entry.userEmail)).toEqual([
      'chefin@example.de',
      'kollege@example.de',
      'chefin@example.de',
    ]);
    const colleague = all[1]!.userId!;
    const filtered = await logEntries(`?userId=${colleague}`);
    expect(filtered.map((entry) => entry.userEmail)).toEqual(['kollege@example.de']);

    const first = await t.app.inject({ url: '/api/admin/audit-log?pageSize=2', headers: auth });
    expect(first.json()).toMatchObject({ page: 1, hasMore: true });
    expect(first.json().entries).toHaveLength(2);
    const second = await t.app.inject({
      url: '/api/admin/audit-log?pageSize=2&page=2',
      headers: auth,
    });
    expect(second.json()).toMatchObject({ page: 2, hasMore: false });
    expect(second.json().entries[0].id).toBe(all[2]!.id);
  });

  it('is for admins only: 401 without a token, 403 for an account without admin rights', async () => {
    expect((await t.app.inject({ url: '/api/admin/audit-log' })).statusCode).toBe(401);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { email: 'gast@example.de', name: 'Gast', password: 'gast passwort 12' },
    });
    const id = signUp.json().user.id as string;
    const setAdmin = (isAdmin: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${id}`,
        headers: auth,
        payload: { isAdmin },
      });
    await setAdmin(true);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: 'gast@example.de', password: 'gast passwort 12' },
    });
    await setAdmin(false);
    const refused = await t.app.inject({
      url: '/api/admin/audit-log',
      headers: { authorization: `Bearer ${signIn.json().token as string}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});
