import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { listenForShopChanges } from '../../lib/shop-state-watch.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { insertProduct, insertSeller } from '../../test/fixtures.ts';
import { DATEV_MESSAGES } from '../invoices/datev-export.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  createCurrentConfig,
  liveIdentityRefusal,
  readStoredSettings,
  saveSettings,
} from './shop-settings.service.ts';
import type { Database } from '../../db/client.ts';
import { readShopState } from '../../lib/kept-answers.ts';
import { createShopChangeLog } from '../../lib/shop-changes.ts';
import type { ShopSettings } from '../../../domain/api/shop-settings.ts';

// The owner's settings page (decision 056): values stored in the database, checked by the
// configuration's rules, in effect on the next request, the environment winning.

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  // The phone number is fixed by the environment, as a host may fix any variable.
  t = await createTestApp({ env: { SHOP_PHONE: '+49 30 555 0100' } });
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

const read = async (app: FastifyInstance = t.app): Promise<ShopSettings> => {
  const response = await app.inject({ url: '/api/admin/settings', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const save = (revision: number, values: Record<string, string>, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: auth,
    payload: { revision, values },
  });

const valueOf = (settings: ShopSettings, key: string) =>
  settings.settings.find((setting) => setting.key === key);

const datev = (app: FastifyInstance = t.app) =>
  app.inject({
    url: '/api/admin/invoices/datev.csv?from=2026-10-01&to=2026-10-31',
    headers: auth,
  });

describe('the settings page', () => {
  it('shows what is in effect, the environment’s values as fixed', async () => {
    const settings = await read();
    expect(valueOf(settings, 'SELLER_SHARE_PERCENT')).toEqual({
      key: 'SELLER_SHARE_PERCENT',
      value: '50',
      fixedByEnvironment: false,
    });
    expect(valueOf(settings, 'SHOP_PHONE')).toEqual({
      key: 'SHOP_PHONE',
      value: '+49 30 555 0100',
      fixedByEnvironment: true,
    });
    // Secrets and what the process is built around are not offered at all.
    for (const secret of ['PAYPAL_CLIENT_SECRET', 'JWT_SECRET', 'DATABASE_URL', 'PAYMENT_MODE']) {
      expect(valueOf(settings, secret)).toBeUndefined();
    }
  });

  it('puts DATEV numbers, the Impressum and the seller share in effect without a restart', async () => {
    const before = await datev();
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(DATEV_MESSAGES.notConfigured);
    expect(DATEV_MESSAGES.notConfigured).toContain('deiner Steuerberatung');

    const { revision } = await read();
    const saved = await save(revision, {
      DATEV_CONSULTANT_NUMBER: '29098',
      DATEV_CLIENT_NUMBER: '55003',
      SHOP_OWNER: 'Julia Sommer',
      SHOP_STREET: 'Gartenweg 7',
      SELLER_SHARE_PERCENT: '40',
      PAYMENT_METHODS: 'cash,paypal',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().revision).toBe(revision + 1);

    const after = await datev();
    expect(after.statusCode, after.body).toBe(200);
    const header = new TextDecoder('windows-1252').decode(after.rawPayload).split('\r\n')[0]!;
    expect(header.split(';').slice(10, 12)).toEqual(['29098', '55003']);

    const site = (await t.app.inject({ url: '/api/site' })).json();
    expect(site.shop.owner).toBe('Julia Sommer');
    expect(site.shop.street).toBe('Gartenweg 7');
    expect(site.paymentMethods).toEqual(['cash', 'paypal']);

    await insertSeller(t.db, 7, 'Mia K.');
    await insertProduct(t.db, { sellerNumber: 7, priceCents: 1000, status: 'sold' });
    const statement = await t.app.inject({ url: '/api/seller/7/statement', headers: auth });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(JSON.stringify(statement.json())).toContain('"sharePercent":40');
  });

  it('refuses a bad value with the field’s German name and changes nothing', async () => {
    const before = await read();
    const refused = await save(before.revision, {
      SELLER_SHARE_PERCENT: '30',
      DATEV_CONSULTANT_NUMBER: '12',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Beraternummer: erwartet 4 bis 7 Ziffern, ab 1001.');
    expect(await read()).toEqual(before);

    // A rule across fields: a Sachkontenlänge the accounts do not have.
    const across = await save(before.revision, { DATEV_ACCOUNT_LENGTH: '5' });
    expect(across.statusCode).toBe(400);
    expect(across.json().message).toMatch(/^Erlöskonto: erwartet 4 bis 8 Ziffern/);

    // A required field cannot be emptied; an e-mail must be one.
    expect((await save(before.revision, { SHOP_OWNER: '  ' })).json().message).toBe(
      'Inhaberin / Inhaber: erwartet ein Name.',
    );
    expect((await save(before.revision, { SHOP_EMAIL: 'keine-adresse' })).statusCode).toBe(400);
    expect((await save(before.revision, { PAYMENT_METHODS: 'bitcoin' })).json().message).toBe(
      'Angebotene Zahlungsarten: erwartet mindestens eine Zahlungsart.',
    );
    expect(await read()).toEqual(before);
  });

  it('takes the price steps as the owner writes them, and refuses steps after the last day', async () => {
    const before = await read();
    expect(valueOf(before, 'PRICE_STEPS')?.value).toBe('');
    const saved = await save(before.revision, { PRICE_STEPS: '60:20;90:40' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await read();
    expect(valueOf(after, 'PRICE_STEPS')?.value).toBe('60:20, 90:40');
    expect((await t.app.currentConfig()).PRICE_STEPS).toEqual([
      { days: 60, percent: 20 },
      { days: 90, percent: 40 },
    ]);
    const late = await save(after.revision, { PRICE_STEPS: '60:20, 200:40' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(
      /^Preisstufen \(Tage online : Prozent weniger\): erwartet /,
    );
    const cleared = await save(after.revision, { PRICE_STEPS: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await t.app.currentConfig()).PRICE_STEPS).toEqual([]);
  });

  it('refuses what PostgreSQL cannot store, and very wide bodies, changing nothing', async () => {
    const before = await read();
    for (const owner of ['Erika\u0000Muster', 'Erika \ud800', 'x'.repeat(600)]) {
      const refused = await save(before.revision, { SHOP_OWNER: owner });
      expect(refused.statusCode, owner.slice(0, 20)).toBe(400);
    }
    const wide = Object.fromEntries(
      Array.from({ length: 5000 }, (_, index) => [`KEY_${index}`, 'x']),
    );
    expect((await save(before.revision, wide)).statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('leaves what the environment sets to the environment', async () => {
    const { revision } = await read();
    const refused = await save(revision, { SHOP_PHONE: '+49 30 999' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Telefon ist in der Server-Umgebung (SHOP_PHONE)');
    expect((await save(revision, { JWT_SECRET: 'x'.repeat(40) })).statusCode).toBe(400);
  });

  it('takes two admins saving at once one after the other, never a mix', async () => {
    const { revision } = await read();
    const first = { SHOP_CITY: 'Leipzig', SORT_OUT_DAYS: '60' };
    const second = { SHOP_CITY: 'Dresden', SORT_OUT_DAYS: '90' };
    const answers = await Promise.all([save(revision, first), save(revision, second)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toContain('inzwischen von jemand anderem gespeichert');
    const winner = answers[0]!.statusCode === 200 ? first : second;
    const settings = await read();
    expect(valueOf(settings, 'SHOP_CITY')?.value).toBe(winner.SHOP_CITY);
    expect(valueOf(settings, 'SORT_OUT_DAYS')?.value).toBe(winner.SORT_OUT_DAYS);
    const sortOut = await t.app.inject({ url: '/api/products/sortout', headers: auth });
    expect(sortOut.json().olderThanDays).toBe(Number(winner.SORT_OUT_DAYS));
  });

  it('clears an optional value and writes every save to the audit log', async () => {
    const { revision } = await read();
    const cleared = await save(revision, { DATEV_CLIENT_NUMBER: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(valueOf(cleared.json(), 'DATEV_CLIENT_NUMBER')?.value).toBe('');
    expect((await datev()).statusCode).toBe(409);

    // A save's outcome is written after its answer went out (lib/audit-log.ts), so the log is
    // read until the last one is there.
    const log = await vi.waitFor(
      async () => {
        const answer = await t.app.inject({
          url: '/api/admin/audit-log?pageSize=50',
          headers: auth,
        });
        const saves = (
          answer.json().entries as { route: string; method: string; statusCode: number }[]
        )
          .filter((entry) => entry.method === 'PUT' && entry.route === '/api/admin/settings')
          .map((entry) => entry.statusCode);
        expect(saves.filter((code) => code === 200).length).toBeGreaterThanOrEqual(3);
        expect(saves).toContain(400);
        expect(saves).toContain(409);
        // Earlier saves of this file also count above: wait for this test's own one.
        expect(
          (answer.json().entries as { sentence: string }[]).map((entry) => entry.sentence),
        ).toContain('Einstellungen geändert: Mandantennummer leer (vorher 55003)');
        return answer;
      },
      { timeout: 5_000, interval: 100 },
    );
    const sentences = (log.json().entries as { sentence: string }[]).map((entry) => entry.sentence);
    expect(
      sentences.some((sentence) => sentence.includes('Beraternummer 29098 (vorher leer)')),
    ).toBe(true);
  });
});

describe('the configuration in effect', () => {
  it('is read again after a save, not after every reservation that moves the shop’s version', async () => {
    const changes = createShopChangeLog();
    let reads = 0;
    // The real database, its reads counted: only the settings row is read through it.
    const counted = Object.assign(Object.create(t.db) as Database, {
      select: ((...args: Parameters<Database['select']>) => {
        reads += 1;
        return t.db.select(...args);
      }) as Database['select'],
    });
    const current = createCurrentConfig({
      db: counted,
      config: t.app.config,
      shopState: () => readShopState(t.db, new Date(), changes),
      changes,
      warn: () => {},
    });
    const first = await current();
    expect(reads).toBe(1);

    const item = await insertProduct(t.db);
    const reserved = await t.app.inject({
      method: 'PUT',
      url: '/api/reservation',
      headers: { userid: randomUUID() },
      payload: { productIds: [item.id] },
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(await current()).toBe(first);
    expect(reads).toBe(1);

    const { revision } = await read();
    const saved = await save(revision, { SHOP_OWNER: 'Jana Vogt' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await current()).shop.owner).toBe('Jana Vogt');
    expect(reads).toBe(2);
  });
});

describe('two processes on one database', () => {
  it('have a change saved in one in effect on the next request of the other', async () => {
    const config = loadConfig({ NODE_ENV: 'test', RATE_LIMITS: 'off', DATA_DIR: t.dataDir });
    const other = await buildApp({
      config,
      db: t.db,
      webDist: '/tmp/no-web-build',
      listenForShopChanges: () => listenForShopChanges(t.databaseUrl),
    });
    await other.ready();
    try {
      // The other process has answered once, so it keeps the configuration it read.
      await read(other);
      const { revision } = await read();
      const saved = await save(revision, {
        DATEV_CONSULTANT_NUMBER: '31234',
        DATEV_CLIENT_NUMBER: '77',
        SHOP_OWNER: 'Kim Adler',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // The notification crosses between one process's answer and the other's next request.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const exported = await datev(other);
      expect(exported.statusCode, exported.body).toBe(200);
      const header = new TextDecoder('windows-1252').decode(exported.rawPayload).split('\r\n')[0]!;
      expect(header.split(';').slice(10, 12)).toEqual(['31234', '77']);
      expect((await other.inject({ url: '/api/site' })).json().shop.owner).toBe('Kim Adler');
    } finally {
      await other.close();
    }
  });
});

describe('a shop taking real money', () => {
  it('starts only with a real Impressum, from the environment or the settings', async () => {
    const database = await createTestDatabase();
    try {
      const live = loadConfig(
        {
          NODE_ENV: 'production',
          PAYMENT_MODE: 'live',
          PAYPAL_CLIENT_ID: 'id',
          PAYPAL_CLIENT_SECRET: 'secret',
          KLARNA_USERNAME: 'user',
          KLARNA_PASSWORD: 'password',
        },
        { identityFromSettings: true },
      );
      const refusal = await liveIdentityRefusal(live, database.db);
      expect(refusal?.variable).toBe('SHOP_OWNER');
      expect(refusal?.message).toContain('or on /admin/einstellungen');

      const { revision } = await readStoredSettings(database.db);
      await saveSettings(
        database.db,
        live,
        {
          revision,
          values: {
            SHOP_OWNER: 'Julia Sommer',
            SHOP_STREET: 'Gartenweg 7',
            SHOP_EMAIL: 'hallo@kinderkiste-leipzig.de',
            SHOP_PHONE: '+49 341 555 0100',
          },
        },
        new Date(),
      );
      expect(await liveIdentityRefusal(live, database.db)).toBeNull();
    } finally {
      await database.close();
    }
  });
});
