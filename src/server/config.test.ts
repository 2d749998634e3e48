import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { CHECKOUT_PAYMENT_METHOD_IDS } from '../domain/catalog.ts';
import { REAL_SHOP_IDENTITY } from './test/fixtures.ts';

const LIVE_CREDENTIALS = {
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 'secret',
  KLARNA_USERNAME: 'user',
  KLARNA_PASSWORD: 'password',
};

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('./data');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.backupDir).toBe(`${config.dataDir}/backups`);
    expect(config.BACKUP_SCHEDULE).toBe('30 3 * * *');
    expect(config.BACKUP_KEEP).toBe(14);
    expect(config.BACKUP_TO_S3).toBe(false);
    expect(config.SEED_DEMO).toBe(true);
    expect(config.SITE_URL).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT="abc": expected a port number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT="70000": expected a port number between 1 and 65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL="mysql://x": expected a postgres:// or postgresql:// URL',
    ],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO="yes": expected true or false'],
    [{ SITE_URL: 'shop.de' }, 'SITE_URL="shop.de": expected an absolute URL'],
    [
      { EMBEDDED_DB_PORT: '80' },
      'EMBEDDED_DB_PORT="80": expected a port number between 1024 and 65535',
    ],
    [{ GOOGLE_ANALYTICS_ID: 'UA-1234-1' }, 'GOOGLE_ANALYTICS_ID="UA-1234-1": expected a GA4'],
    [{ GOOGLE_ADS_ID: 'G-ABC123' }, 'GOOGLE_ADS_ID="G-ABC123": expected AW-123456789'],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('parses boolean words', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
});

describe('shop identity', () => {
  it('uses clearly marked sample values in the demo', () => {
    const { shop } = loadConfig({});
    expect(shop.isDemo).toBe(true);
    expect(shop.owner).toContain('Beispieldaten');
  });

  it('trusts X-Forwarded-For only from proxies named by address, never from anyone', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).TRUST_PROXY).toBe(
      '10.0.0.0/8,192.168.1.5',
    );
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8' }).TRUST_PROXY).toBe('fd00::/8');
    for (const value of ['true', '1', '10.0.0.0/33', 'balancer.internal']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        'expected false, or the addresses of the proxies in front of the shop',
      );
    }
  });

  it('checks the backup settings', () => {
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'nachts' })).toThrow(
      'BACKUP_SCHEDULE="nachts": expected a cron expression such as "30 3 * * *" (Berlin time), or off',
    );
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP="0": expected a number');
    expect(() => loadConfig({ BACKUP_TO_S3: 'true' })).toThrow(
      'S3_ENDPOINT is unset: BACKUP_TO_S3=true needs it',
    );
    const config = loadConfig({
      BACKUP_TO_S3: 'true',
      S3_ENDPOINT: 'https://s3.example.de',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      BACKUP_S3_BUCKET: 'shop-backups',
      BACKUP_DIR: '/srv/backups',
      BACKUP_SCHEDULE: 'off',
    });
    expect(config).toMatchObject({ backupDir: '/srv/backups', BACKUP_SCHEDULE: 'off' });
  });

  it('runs the demo shop in production mode with the sample values and the simulator', () => {
    const demo = loadConfig({ NODE_ENV: 'production', PAYMENT_MODE: 'simulator' });
    expect(demo.shop.isDemo).toBe(true);
    expect(demo.PAYMENT_MODE).toBe('simulator');
  });

  it('refuses production until the payment mode is chosen; elsewhere the simulator', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: PAYMENT_MODE is unset: production takes real money with PAYMENT_MODE=live, or runs a demo shop with PAYMENT_MODE=simulator',
    );
    expect(loadConfig({}).PAYMENT_MODE).toBe('simulator');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_MODE).toBe('simulator');
  });

  it('offers every payment method with the simulator, all but giropay live, or what is set', () => {
    expect(loadConfig({}).offeredPaymentMethods).toEqual(CHECKOUT_PAYMENT_METHOD_IDS);
    const live = loadConfig({ PAYMENT_MODE: 'live', ...LIVE_CREDENTIALS, ...REAL_SHOP_IDENTITY });
    expect(live.offeredPaymentMethods).toEqual(
      CHECKOUT_PAYMENT_METHOD_IDS.filter((id) => id !== 'giropay'),
    );
    expect(loadConfig({ PAYMENT_METHODS: 'paypal, cash,paypal' }).offeredPaymentMethods).toEqual([
      'cash',
      'paypal',
    ]);
    expect(
      loadConfig({
        PAYMENT_MODE: 'live',
        ...LIVE_CREDENTIALS,
        ...REAL_SHOP_IDENTITY,
        PAYMENT_METHODS: 'giropay,card',
      }).offeredPaymentMethods,
    ).toEqual(['giropay', 'card']);
    expect(() => loadConfig({ PAYMENT_METHODS: 'paypal,bitcoin' })).toThrow(
      /^Invalid configuration: PAYMENT_METHODS="paypal,bitcoin": expected ids of cash, paypal/,
    );
  });

  it('refuses to take real money with the sample values', () => {
    expect(() => loadConfig({ PAYMENT_MODE: 'live', ...LIVE_CREDENTIALS })).toThrow(
      "SHOP_OWNER is unset: PAYMENT_MODE=live needs the shop's real value (Impressum)",
    );
  });

  it('takes the real values from the environment', () => {
    const { shop } = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_MODE: 'live',
      ...LIVE_CREDENTIALS,
      ...REAL_SHOP_IDENTITY,
    });
    expect(shop).toMatchObject({ owner: 'Jana Beispiel', isDemo: false, taxId: null });
  });
});

describe('DATEV export settings', () => {
  it('defaults to SKR03 for a Kleinunternehmer, a calendar fiscal year and 4-digit accounts', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      DATEV_FISCAL_YEAR_START: 1,
      DATEV_ACCOUNT_LENGTH: 4,
      DATEV_ACCOUNT_REVENUE: '8195',
      DATEV_ACCOUNT_CASH: '1000',
      DATEV_ACCOUNT_PAYPAL: '1360',
      DATEV_ACCOUNT_KLARNA: '1361',
      DATEV_ACCOUNT_VOUCHERS: '1604',
    });
    expect(config.DATEV_CONSULTANT_NUMBER).toBeUndefined();
    expect(config.DATEV_CLIENT_NUMBER).toBeUndefined();
  });

  it('takes the accountant’s numbers and accounts of another length', () => {
    const config = loadConfig({
      DATEV_CONSULTANT_NUMBER: '1234567',
      DATEV_CLIENT_NUMBER: '10001',
      DATEV_FISCAL_YEAR_START: '7',
      DATEV_ACCOUNT_LENGTH: '5',
      DATEV_ACCOUNT_REVENUE: '81950',
      DATEV_ACCOUNT_CASH: '10000',
      DATEV_ACCOUNT_PAYPAL: '12100',
      DATEV_ACCOUNT_KLARNA: '12200',
      DATEV_ACCOUNT_VOUCHERS: '16040',
    });
    expect(config).toMatchObject({
      DATEV_CONSULTANT_NUMBER: '1234567',
      DATEV_CLIENT_NUMBER: '10001',
      DATEV_FISCAL_YEAR_START: 7,
      DATEV_ACCOUNT_LENGTH: 5,
      // The payout accounts came later: unset, SKR03's at this length (decision 072).
      DATEV_ACCOUNT_BANK: '12000',
      DATEV_ACCOUNT_CONSIGNOR_PAYABLES: '16100',
    });
  });

  it('reads the price steps, none by default, and refuses steps after the last day', () => {
    expect(loadConfig({})).toMatchObject({ PRICE_STEPS: [], PICKUP_DAYS: 14 });
    expect(loadConfig({ PRICE_STEPS: '60:20, 90:40' }).PRICE_STEPS).toEqual([
      { days: 60, percent: 20 },
      { days: 90, percent: 40 },
    ]);
    expect(() => loadConfig({ PRICE_STEPS: '60:40, 90:20' })).toThrow(
      'PRICE_STEPS="60:40, 90:20": expected days:percent pairs',
    );
    expect(() => loadConfig({ PRICE_STEPS: '60:20, 130:40' })).toThrow(
      'PRICE_STEPS="60:20, 130:40": the step after 130 days comes on or after SORT_OUT_DAYS (120)',
    );
    expect(
      loadConfig({ PRICE_STEPS: '60:20, 130:40', SORT_OUT_DAYS: '150' }).PRICE_STEPS,
    ).toHaveLength(2);
    expect(() => loadConfig({ PICKUP_DAYS: '0' })).toThrow('PICKUP_DAYS="0"');
  });

  it('checks the payout settings: the shop IBAN and BIC, the minimum, the sealing key', () => {
    expect(
      loadConfig({ SHOP_IBAN: 'de02 1203 0000 0000 2020 51', SHOP_BIC: 'byladem1001' }),
    ).toMatchObject({ SHOP_IBAN: 'DE02120300000000202051', SHOP_BIC: 'BYLADEM1001' });
    expect(() => loadConfig({ SHOP_IBAN: 'DE03120300000000202051' })).toThrow(
      'SHOP_IBAN="DE03120300000000202051": expected a valid IBAN',
    );
    expect(() => loadConfig({ SHOP_BIC: 'BANK' })).toThrow('SHOP_BIC="BANK": expected a BIC');
    expect(() => loadConfig({ PAYOUT_MINIMUM_EUROS: '0' })).toThrow('PAYOUT_MINIMUM_EUROS="0"');
    expect(() => loadConfig({ SELLER_DATA_KEY: 'too-short' })).toThrow(
      'SELLER_DATA_KEY="too-short": expected 32 random bytes in base64',
    );
    expect(loadConfig({}).PAYOUT_MINIMUM_EUROS).toBe(10);
  });

  it.each([
    [
      { DATEV_CONSULTANT_NUMBER: '1000' },
      'DATEV_CONSULTANT_NUMBER="1000": expected a Beraternummer',
    ],
    [{ DATEV_CONSULTANT_NUMBER: '12345678' }, 'DATEV_CONSULTANT_NUMBER="12345678": expected'],
    [{ DATEV_CLIENT_NUMBER: '0' }, 'DATEV_CLIENT_NUMBER="0": expected a Mandantennummer'],
    [{ DATEV_CLIENT_NUMBER: '123456' }, 'DATEV_CLIENT_NUMBER="123456": expected a Mandantennummer'],
    [{ DATEV_FISCAL_YEAR_START: '13' }, 'DATEV_FISCAL_YEAR_START="13": expected the month'],
    [
      { DATEV_ACCOUNT_LENGTH: '9' },
      'DATEV_ACCOUNT_LENGTH="9": expected a Sachkontenlänge from 4 to 8',
    ],
    [{ DATEV_ACCOUNT_CASH: 'Kasse' }, 'DATEV_ACCOUNT_CASH="Kasse": expected an account number'],
    [
      { DATEV_ACCOUNT_LENGTH: '5' },
      'DATEV_ACCOUNT_REVENUE="8195": expected 5 digits, the Sachkontenlänge of DATEV_ACCOUNT_LENGTH',
    ],
    [
      { DATEV_ACCOUNT_VOUCHERS: '16040' },
      'DATEV_ACCOUNT_VOUCHERS="16040": expected 4 digits, the Sachkontenlänge of DATEV_ACCOUNT_LENGTH',
    ],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('DHL labels configuration (decision 040)', () => {
  it('makes test labels until a DHL credential is set, then speaks to DHL', () => {
    const simulator = loadConfig({});
    expect(simulator.DHL_MODE).toBe('simulator');
    expect(simulator.DHL_BASE_URL).toBe('https://api-eu.dhl.com/parcel/de/shipping/v2');
    expect(simulator.DHL_PRODUCT_PAKET).toBe('V01PAK');
    expect(simulator.DHL_PRODUCT_KLEINPAKET).toBe('V62KP');
    expect(loadConfig({ DHL_API_KEY: 'key' }).DHL_MODE).toBe('live');
    expect(loadConfig({ DHL_API_KEY: 'key', DHL_MODE: 'simulator' }).DHL_MODE).toBe('simulator');
  });

  it.each([
    [{ DHL_MODE: 'on' }, 'DHL_MODE="on": expected live or simulator'],
    [
      { DHL_BILLING_NUMBER_PAKET: '3333333333' },
      'DHL_BILLING_NUMBER_PAKET="3333333333": expected a billing number of 14 digits',
    ],
    [
      { DHL_PRODUCT_KLEINPAKET: 'Kleinpaket' },
      'DHL_PRODUCT_KLEINPAKET="Kleinpaket": expected a DHL product code',
    ],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
