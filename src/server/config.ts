import { isIP } from 'node:net';
import path from 'node:path';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { CHECKOUT_PAYMENT_METHOD_IDS, type CheckoutPaymentMethodId } from '../domain/catalog.ts';
import { parsePriceSteps } from '../domain/price-steps.ts';

// Every environment variable the server reads, checked once at start-up.
// README.md's configuration table lists the same variables; keep them in step.
const booleanFromString = z
  .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

const DEMO_SHOP = {
  owner: 'Erika Musterfrau (Beispieldaten)',
  street: 'Musterstraße 1 (Beispieldaten)',
  email: 'hallo@kinderkiste.example',
  phone: '+49 30 1234567 (Beispieldaten)',
};

function minutes(fallback: number) {
  const message = 'expected a number of minutes between 1 and 1440';
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(1440, { error: message })
    .default(fallback);
}

/**
 * TRUST_PROXY as Fastify takes it: false, or the addresses and ranges of the proxies in front of
 * the shop. Not `true` and not a hop count: either would believe an X-Forwarded-For written by a
 * client that reaches the shop directly (decision 029).
 */
function parseTrustProxy(value: string): false | string | null {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  return valid ? entries.join(',') : null;
}

/** 32 bytes in base64: an AES-256 key. */
function isDataKey(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value.trim()) && Buffer.from(value, 'base64').length === 32;
}

/** A DATEV Sachkonto: digits only, its length checked against DATEV_ACCOUNT_LENGTH in loadConfig. */
function datevAccountNumber() {
  return z
    .string()
    .regex(/^[1-9]\d{3,7}$/, { error: 'expected an account number of 4 to 8 digits' });
}

function datevAccount(fallback: string) {
  return datevAccountNumber().default(fallback);
}

// An empty variable (`DATABASE_URL=`) counts as unset.
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'expected a port number between 1 and 65535' })
    .int({ error: 'expected a port number between 1 and 65535' })
    .min(1, { error: 'expected a port number between 1 and 65535' })
    .max(65535, { error: 'expected a port number between 1 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'expected a postgres:// or postgresql:// URL' }),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  // The built web app to serve; unset: dist/web. The closing-mode journeys serve a second build.
  WEB_DIST: optional(z.string().min(1)),
  EMBEDDED_DB_PORT: z.coerce
    .number({ error: 'expected a port number between 1024 and 65535' })
    .int({ error: 'expected a port number between 1024 and 65535' })
    .min(1024, { error: 'expected a port number between 1024 and 65535' })
    .max(65535, { error: 'expected a port number between 1024 and 65535' })
    .default(54329),
  // The embedded PostgreSQL's page cache in MB; unset: a quarter of the memory, 128 MB to 1 GB
  // (decision 071).
  EMBEDDED_DB_SHARED_BUFFERS_MB: optional(
    z.coerce
      .number({ error: 'expected a number of megabytes, at least 16' })
      .int({ error: 'expected a number of megabytes, at least 16' })
      .min(16, { error: 'expected a number of megabytes, at least 16' }),
  ),
  SITE_URL: z
    .url({ error: 'expected an absolute URL such as https://www.example.de' })
    .default('http://localhost:3000'),
  CDN_HOST: optional(
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, { error: 'expected a host name such as cdn.example.de' }),
  ),
  // A CDN in front of the pages (decision 066): 'cloudflare' purges the tags of every change
  // through Cloudflare's purge-by-tag API; 'off' (default): nothing is purged.
  CDN_PURGE: z.enum(['off', 'cloudflare'], { error: 'expected off or cloudflare' }).default('off'),
  CLOUDFLARE_ZONE_ID: optional(
    z.string().regex(/^[0-9a-f]{32}$/i, { error: 'expected the zone id (32 hex digits)' }),
  ),
  CLOUDFLARE_API_TOKEN: optional(z.string().min(20, { error: 'expected an API token' })),
  CLOUDFLARE_API_URL: z
    .url({ error: 'expected an absolute URL such as https://api.cloudflare.com/client/v4' })
    .default('https://api.cloudflare.com/client/v4'),
  SEED_DEMO: booleanFromString.default(true),
  // Pictures: 'local' (DATA_DIR/images) or 's3' (an S3-compatible bucket, path-style; decision 016).
  IMAGE_STORE: z.enum(['local', 's3'], { error: 'expected local or s3' }).default('local'),
  S3_ENDPOINT: optional(z.url({ error: 'expected an absolute URL such as https://s3.example.de' })),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'expected a bucket name' }),
  ),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The shop's legal identity (Impressum, GPSR fallback, invoices). The defaults are clearly
  // marked sample values for the demo; a real shop refuses to start with them (below).
  SHOP_NAME: z.string().min(1).default('Kinderkiste'),
  SHOP_OWNER: z.string().min(1).default(DEMO_SHOP.owner),
  SHOP_STREET: z.string().min(1).default(DEMO_SHOP.street),
  SHOP_POSTAL_CODE: z.string().min(1).default('12345'),
  SHOP_CITY: z.string().min(1).default('Musterstadt'),
  SHOP_COUNTRY: z.string().min(1).default('Deutschland'),
  SHOP_EMAIL: z.email({ error: 'expected an e-mail address' }).default(DEMO_SHOP.email),
  SHOP_PHONE: z.string().min(1).default(DEMO_SHOP.phone),
  SHOP_TAX_ID: optional(z.string()),
  // Invoice numbers (decision 032): the prefix, where {JJJJ} is the year of issue, and the first
  // running number of each prefix (e.g. 1001 when the shop moves here from another system).
  INVOICE_NUMBER_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9{}/_-]{1,20}$/, {
      error: 'expected up to 20 letters, digits, "-", "/", "_" and {JJJJ} for the year',
    })
    .default('RE-{JJJJ}-'),
  INVOICE_NUMBER_START: z.coerce
    .number({ error: 'expected a whole number from 1' })
    .int({ error: 'expected a whole number from 1' })
    .min(1, { error: 'expected a whole number from 1' })
    .default(1),
  // The DATEV export for the accountant (decision 033). Beraternummer and Mandantennummer come
  // from the accountant; unset, the export answers with a sentence naming them. The accounts
  // default to SKR03 for a Kleinunternehmer and are checked against DATEV_ACCOUNT_LENGTH below.
  DATEV_CONSULTANT_NUMBER: optional(
    z
      .string()
      .regex(/^[1-9]\d{3,6}$/, { error: 'expected a Beraternummer of 4 to 7 digits from 1001' })
      .refine((value) => Number(value) >= 1001, {
        error: 'expected a Beraternummer of 4 to 7 digits from 1001',
      }),
  ),
  DATEV_CLIENT_NUMBER: optional(
    z.string().regex(/^[1-9]\d{0,4}$/, {
      error: 'expected a Mandantennummer of 1 to 5 digits from 1',
    }),
  ),
  DATEV_FISCAL_YEAR_START: z.coerce
    .number({ error: 'expected the month the fiscal year starts in, 1 to 12' })
    .int({ error: 'expected the month the fiscal year starts in, 1 to 12' })
    .min(1, { error: 'expected the month the fiscal year starts in, 1 to 12' })
    .max(12, { error: 'expected the month the fiscal year starts in, 1 to 12' })
    .default(1),
  DATEV_ACCOUNT_LENGTH: z.coerce
    .number({ error: 'expected a Sachkontenlänge from 4 to 8' })
    .int({ error: 'expected a Sachkontenlänge from 4 to 8' })
    .min(4, { error: 'expected a Sachkontenlänge from 4 to 8' })
    .max(8, { error: 'expected a Sachkontenlänge from 4 to 8' })
    .default(4),
  DATEV_ACCOUNT_REVENUE: datevAccount('8195'),
  DATEV_ACCOUNT_CASH: datevAccount('1000'),
  DATEV_ACCOUNT_PAYPAL: datevAccount('1360'),
  DATEV_ACCOUNT_KLARNA: datevAccount('1361'),
  DATEV_ACCOUNT_VOUCHERS: datevAccount('1604'),
  // Payouts to sellers (decision 072): the shop's bank account they leave from, and the payables
  // to consignors they settle ("Verbindlichkeiten Kommissionsware").
  // Unset: SKR03's 1200 and 1610 at the Sachkontenlänge (12000 at five digits), so a shop that
  // set another length before these accounts existed still starts.
  DATEV_ACCOUNT_BANK: optional(datevAccountNumber()),
  DATEV_ACCOUNT_CONSIGNOR_PAYABLES: optional(datevAccountNumber()),
  // Admin sign-in tokens. Unset: a random secret is generated once into DATA_DIR/jwt-secret;
  // set it when several processes serve the shop (they must share it).
  JWT_SECRET: optional(z.string().min(32, { error: 'expected at least 32 characters' })),
  // The seller's share of an item's sale price, in percent (seller statements, payouts).
  SELLER_SHARE_PERCENT: z.coerce
    .number({ error: 'expected a percentage between 0 and 100' })
    .int({ error: 'expected a percentage between 0 and 100' })
    .min(0, { error: 'expected a percentage between 0 and 100' })
    .max(100, { error: 'expected a percentage between 0 and 100' })
    .default(50),
  // Payouts by SEPA (decision 072): a seller's settled balance is paid once it reaches this many
  // euros; the shop's own account is the debtor of the transfer file.
  PAYOUT_MINIMUM_EUROS: z.coerce
    .number({ error: 'expected a whole number of euros from 1 to 1000' })
    .int({ error: 'expected a whole number of euros from 1 to 1000' })
    .min(1, { error: 'expected a whole number of euros from 1 to 1000' })
    .max(1000, { error: 'expected a whole number of euros from 1 to 1000' })
    .default(10),
  SHOP_IBAN: optional(
    z
      .string()
      .transform((value) => value.replace(/\s/g, '').toUpperCase())
      .refine((value) => isValidIBAN(value), { error: 'expected a valid IBAN' }),
  ),
  SHOP_BIC: optional(
    z
      .string()
      .transform((value) => value.replace(/\s/g, '').toUpperCase())
      .refine((value) => isValidBIC(value), { error: 'expected a BIC of 8 or 11 characters' }),
  ),
  // The name the shop's account is held in; unset: SHOP_OWNER.
  SHOP_ACCOUNT_HOLDER: optional(z.string().min(1)),
  // The key sealing sellers' IBANs (AES-256-GCM, decision 072): 32 random bytes, base64. Unset:
  // one is generated once into DATA_DIR/seller-data-key, except in a live shop, which refuses to
  // start without it. After a change, the previous keys go into SELLER_DATA_OLD_KEYS
  // (comma-separated) until every IBAN is sealed again under the new one (at start).
  SELLER_DATA_KEY: optional(
    z.string().refine((value) => isDataKey(value), {
      error: 'expected 32 random bytes in base64 (openssl rand -base64 32)',
    }),
  ),
  SELLER_DATA_OLD_KEYS: optional(
    z.string().refine((value) => value.split(',').every((key) => isDataKey(key.trim())), {
      error: 'expected keys of 32 bytes in base64, separated by commas',
    }),
  ),
  // A seller's sign-up on /verkaufen, once she confirmed her address, becomes a seller at once
  // instead of waiting for the owner's approval (decision 075).
  SELLER_SIGNUP_AUTO_APPROVE: booleanFromString.default(false),
  // Items online longer than this many days appear on the sort-out list (/admin/itemliste).
  SORT_OUT_DAYS: z.coerce
    .number({ error: 'expected a number of days between 1 and 3650' })
    .int({ error: 'expected a number of days between 1 and 3650' })
    .min(1, { error: 'expected a number of days between 1 and 3650' })
    .max(3650, { error: 'expected a number of days between 1 and 3650' })
    .default(120),
  // Price steps (decision 076): "60:20, 90:40" lowers an item's price by 20 % of its price from
  // its 60th day online and by 40 % from its 90th; unset or empty: prices stay as entered.
  PRICE_STEPS: z
    .string()
    .transform((value, context) => {
      const steps = parsePriceSteps(value);
      if (steps === null) {
        context.addIssue({
          code: 'custom',
          message:
            'expected days:percent pairs separated by commas (e.g. 60:20, 90:40), days and percents rising, percents 1 to 90',
        });
        return z.NEVER;
      }
      return steps;
    })
    .default([]),
  // A seller who picks up her unsold or turned-down items may do so within this many days of
  // the mail that tells her (decision 076).
  PICKUP_DAYS: z.coerce
    .number({ error: 'expected a number of days between 1 and 90' })
    .int({ error: 'expected a number of days between 1 and 90' })
    .min(1, { error: 'expected a number of days between 1 and 90' })
    .max(90, { error: 'expected a number of days between 1 and 90' })
    .default(14),
  // The least an item must be worth for the shop to take it, in whole euros: an announced item
  // suggested below it gets the note "Lohnt sich leider nicht" (decision 074).
  MIN_ITEM_EUROS: z.coerce
    .number({ error: 'expected whole euros between 0 and 100' })
    .int({ error: 'expected whole euros between 0 and 100' })
    .min(0, { error: 'expected whole euros between 0 and 100' })
    .max(100, { error: 'expected whole euros between 0 and 100' })
    .default(3),
  // Whose X-Forwarded-For is believed (decision 029): nobody's (false), or that of the proxies at
  // these addresses and ranges. Only entries those proxies appended count; what a client writes
  // into the header itself never does.
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        context.addIssue({
          code: 'custom',
          message:
            'expected false, or the addresses of the proxies in front of the shop (e.g. 10.0.0.0/8,192.168.1.5); true or a number of hops would believe any client',
        });
        return z.NEVER;
      }
      return parsed;
    })
    .default(false),
  // Per-client request limits on code validation, orders and withdrawals (decision 012).
  RATE_LIMITS: z.enum(['on', 'off'], { error: 'expected on or off' }).default('on'),
  // Bearer token a Prometheus scraper sends to GET /metrics; unset: /metrics answers 401.
  // Tests only: the fault point at which the process kills itself (lib/fault-points.ts).
  FAULT_KILL_AT: optional(
    z.string().regex(/^(committed|follow-up):[a-z:-]+$/, {
      error: "expected a fault point such as 'committed:payment-captured'",
    }),
  ),
  METRICS_TOKEN: optional(z.string().min(16, { error: 'expected at least 16 characters' })),
  SESSION_HOURS: z.coerce
    .number({ error: 'expected a number of hours between 1 and 720' })
    .int({ error: 'expected a number of hours between 1 and 720' })
    .min(1, { error: 'expected a number of hours between 1 and 720' })
    .max(720, { error: 'expected a number of hours between 1 and 720' })
    .default(12),
  SOCIAL_FACEBOOK_URL: z.url().default('https://www.facebook.com/'),
  SOCIAL_INSTAGRAM_URL: z.url().default('https://www.instagram.com/'),
  SOCIAL_WHATSAPP_URL: z.url().default('https://wa.me/'),
  PICKUP_NAME: z.string().min(1).default('Abholstation im Familienzentrum (Beispieldaten)'),
  PICKUP_STREET: z.string().min(1).default('Lindenallee 5'),
  PICKUP_POSTAL_CODE: z.string().min(1).default('12345'),
  PICKUP_CITY: z.string().min(1).default('Musterstadt'),
  PICKUP_OPENING_HOURS: z.string().min(1).default('Mo–Fr 9–18 Uhr, Sa 9–13 Uhr'),
  // Checkout: how long entering checkout holds the cart's items, and how long an online payment
  // may take before the order is cancelled and its items and vouchers go back.
  RESERVATION_MINUTES: minutes(15),
  PAYMENT_TIMEOUT_MINUTES: minutes(30),
  // 'simulator': every online method is paid with the built-in simulator (a demo shop: a buyer
  // can mark an order paid without paying). 'live': PayPal and Klarna are called at their base
  // URLs with the credentials below. Unset: the simulator in development and tests; production
  // refuses to start until it is chosen (decision 029).
  PAYMENT_MODE: optional(z.enum(['simulator', 'live'], { error: 'expected live or simulator' })),
  // The payment methods the checkout offers, comma-separated ids of the catalogue of
  // docs/product.md §9.2. Unset: every method with the simulator; in live mode every method but
  // giropay, which ended in 2024 and which no provider offers any more (README).
  PAYMENT_METHODS: optional(
    z
      .string()
      .transform((list) => [...new Set(list.split(',').map((id) => id.trim()))])
      .pipe(
        z
          .array(
            z.enum(CHECKOUT_PAYMENT_METHOD_IDS, {
              error: `expected ids of ${CHECKOUT_PAYMENT_METHOD_IDS.join(', ')}`,
            }),
          )
          .min(1, { error: 'expected at least one payment method' }),
      ),
  ),
  PAYPAL_BASE_URL: z
    .url({ error: 'expected an absolute URL' })
    .default('https://api-m.sandbox.paypal.com'),
  PAYPAL_CLIENT_ID: optional(z.string()),
  PAYPAL_CLIENT_SECRET: optional(z.string()),
  KLARNA_BASE_URL: z
    .url({ error: 'expected an absolute URL' })
    .default('https://api.playground.klarna.com'),
  KLARNA_USERNAME: optional(z.string()),
  KLARNA_PASSWORD: optional(z.string()),
  // DHL labels (decision 040). 'simulator': test labels made here, nothing sent to DHL.
  // 'live': the Parcel DE Shipping and Returns APIs with the credentials below. Unset: live as
  // soon as any DHL credential is set, else the simulator; an incomplete live setup makes the
  // label button name the missing keys rather than stopping the shop.
  DHL_MODE: optional(z.enum(['simulator', 'live'], { error: 'expected live or simulator' })),
  DHL_BASE_URL: z
    .url({ error: 'expected an absolute URL' })
    .default('https://api-eu.dhl.com/parcel/de/shipping/v2'),
  DHL_RETURNS_BASE_URL: z
    .url({ error: 'expected an absolute URL' })
    .default('https://api-eu.dhl.com/parcel/de/shipping/returns/v1'),
  DHL_API_KEY: optional(z.string()),
  DHL_USERNAME: optional(z.string()),
  DHL_PASSWORD: optional(z.string()),
  // Abrechnungsnummern: EKP (10 digits) + Verfahren (2) + Teilnahme (2), one per product.
  DHL_BILLING_NUMBER_PAKET: optional(
    z.string().regex(/^\d{14}$/, { error: 'expected a billing number of 14 digits' }),
  ),
  DHL_BILLING_NUMBER_KLEINPAKET: optional(
    z.string().regex(/^\d{14}$/, { error: 'expected a billing number of 14 digits' }),
  ),
  DHL_PRODUCT_PAKET: z
    .string()
    .regex(/^V\d{2}[A-Z0-9]{1,5}$/, { error: 'expected a DHL product code such as V01PAK' })
    .default('V01PAK'),
  DHL_PRODUCT_KLEINPAKET: z
    .string()
    .regex(/^V\d{2}[A-Z0-9]{1,5}$/, { error: 'expected a DHL product code such as V62KP' })
    .default('V62KP'),
  // The receiver of return labels as the business customer portal names it (e.g. deu).
  DHL_RETURN_RECEIVER_ID: optional(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/)),
  // Google tags (decision 014), loaded in the browser only after the visitor's consent. Unset:
  // the service is not used, not offered in the cookie settings and not allowed by the CSP.
  GOOGLE_ANALYTICS_ID: optional(
    z.string().regex(/^G-[A-Z0-9]{4,20}$/, {
      error: 'expected a GA4 measurement id such as G-ABC123DEF4',
    }),
  ),
  GOOGLE_ADS_ID: optional(
    z.string().regex(/^AW-\d{6,15}(\/[\w-]{1,64})?$/, {
      error: 'expected AW-123456789 or AW-123456789/conversion-label',
    }),
  ),
  // Mail: SMTP when set (smtp://user:pass@host:587 or smtps://…), else .eml files in DATA_DIR/outbox.
  SMTP_URL: optional(
    z.string().regex(/^smtps?:\/\//, { error: 'expected an smtp:// or smtps:// URL' }),
  ),
  MAIL_FROM: optional(z.string().min(3)),
  // Backups (decision 025): a daily backup into BACKUP_DIR (default DATA_DIR/backups), keeping
  // the last BACKUP_KEEP, optionally copied into an S3-compatible bucket.
  BACKUP_DIR: optional(z.string().min(1)),
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^(off|[0-9*/,-]+( [0-9*/,-]+){4})$/, {
      error: 'expected a cron expression such as "30 3 * * *" (Berlin time), or off',
    })
    .default('30 3 * * *'),
  BACKUP_KEEP: z.coerce
    .number({ error: 'expected a number of backups between 1 and 365' })
    .int({ error: 'expected a number of backups between 1 and 365' })
    .min(1, { error: 'expected a number of backups between 1 and 365' })
    .max(365, { error: 'expected a number of backups between 1 and 365' })
    .default(14),
  BACKUP_TO_S3: booleanFromString.default(false),
  BACKUP_S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'expected a bucket name' }),
  ),
});

export type Config = Omit<
  z.infer<typeof configSchema>,
  'PAYMENT_MODE' | 'DHL_MODE' | 'DATEV_ACCOUNT_BANK' | 'DATEV_ACCOUNT_CONSIGNOR_PAYABLES'
> & {
  PAYMENT_MODE: 'simulator' | 'live';
  DHL_MODE: 'simulator' | 'live';
  DATEV_ACCOUNT_BANK: string;
  DATEV_ACCOUNT_CONSIGNOR_PAYABLES: string;
  /** What the checkout offers, in the catalogue's order (PAYMENT_METHODS). */
  offeredPaymentMethods: CheckoutPaymentMethodId[];
  dataDir: string;
  backupDir: string;
  /**
   * The variables as the environment gave them (only those the schema knows), so the owner's
   * stored settings can be laid under them and checked by the same rules (decision 056).
   */
  environment: Readonly<Record<string, string>>;
  shop: {
    name: string;
    owner: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    email: string;
    phone: string;
    taxId: string | null;
    isDemo: boolean;
  };
};

const DATEV_ACCOUNT_VARIABLES = [
  'DATEV_ACCOUNT_REVENUE',
  'DATEV_ACCOUNT_CASH',
  'DATEV_ACCOUNT_PAYPAL',
  'DATEV_ACCOUNT_KLARNA',
  'DATEV_ACCOUNT_VOUCHERS',
  'DATEV_ACCOUNT_BANK',
  'DATEV_ACCOUNT_CONSIGNOR_PAYABLES',
] as const;

/** Any of these set, and DHL_MODE defaults to live (decision 040). */
const DHL_CREDENTIAL_VARIABLES = [
  'DHL_API_KEY',
  'DHL_USERNAME',
  'DHL_PASSWORD',
  'DHL_BILLING_NUMBER_PAKET',
  'DHL_BILLING_NUMBER_KLEINPAKET',
] as const;

export class ConfigError extends Error {
  /** The variable at fault, when one is. */
  readonly variable: string | null;
  constructor(message: string, variable: string | null = null) {
    super(message);
    this.variable = variable;
  }
}

/** The variable a ConfigError message names: 'Invalid configuration: NAME=…' or 'NAME is unset'. */
function variableNamedIn(message: string): string | null {
  return /^Invalid configuration: ([A-Z0-9_]+)[= ]/.exec(message)?.[1] ?? null;
}

/** Parses the environment; throws ConfigError naming the first bad variable and what it expects. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: ConfigOptions = {},
): Config {
  try {
    return parseConfig(env, options);
  } catch (error) {
    if (error instanceof ConfigError && error.variable === null) {
      throw new ConfigError(error.message, variableNamedIn(error.message));
    }
    throw error;
  }
}

export interface ConfigOptions {
  /**
   * The shop's legal identity may still come from the owner's settings in the database (decision
   * 056): the server checks it once it has read them (`liveIdentityProblem`), not here.
   */
  identityFromSettings?: boolean;
}

/**
 * Why a shop that takes real money may not run with this identity: the variable still at its
 * sample value, or null. NODE_ENV says only which build runs (npm start runs production); the
 * demo shop runs in production mode with sample values and the payment simulator.
 */
export function liveIdentityProblem(
  config: Pick<Config, 'PAYMENT_MODE' | 'SHOP_OWNER' | 'SHOP_STREET' | 'SHOP_EMAIL' | 'SHOP_PHONE'>,
): ConfigError | null {
  if (config.PAYMENT_MODE !== 'live') return null;
  for (const [variable, demoValue] of [
    ['SHOP_OWNER', DEMO_SHOP.owner],
    ['SHOP_STREET', DEMO_SHOP.street],
    ['SHOP_EMAIL', DEMO_SHOP.email],
    ['SHOP_PHONE', DEMO_SHOP.phone],
  ] as const) {
    if (config[variable] === demoValue) {
      return new ConfigError(
        `Invalid configuration: ${variable} is unset: PAYMENT_MODE=live needs the shop's real value (Impressum)`,
        variable,
      );
    }
  }
  return null;
}

function parseConfig(env: NodeJS.ProcessEnv, options: ConfigOptions): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const value = env[variable];
    throw new ConfigError(
      `Invalid configuration: ${variable}=${JSON.stringify(value)}: ${issue?.message ?? 'invalid value'}`,
    );
  }
  if (result.data.PAYMENT_MODE === undefined && result.data.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: PAYMENT_MODE is unset: production takes real money with ' +
        'PAYMENT_MODE=live, or runs a demo shop with PAYMENT_MODE=simulator (buyers can then ' +
        'mark orders paid without paying)',
    );
  }
  if (result.data.FAULT_KILL_AT !== undefined && result.data.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: FAULT_KILL_AT is set: it kills the shop on purpose and is for tests, never production',
    );
  }
  const dhlCredentialSet = DHL_CREDENTIAL_VARIABLES.some((variable) => result.data[variable]);
  const data = {
    ...result.data,
    PAYMENT_MODE: result.data.PAYMENT_MODE ?? 'simulator',
    DHL_MODE: result.data.DHL_MODE ?? (dhlCredentialSet ? 'live' : 'simulator'),
    DATEV_ACCOUNT_BANK:
      result.data.DATEV_ACCOUNT_BANK ?? '1200'.padEnd(result.data.DATEV_ACCOUNT_LENGTH, '0'),
    DATEV_ACCOUNT_CONSIGNOR_PAYABLES:
      result.data.DATEV_ACCOUNT_CONSIGNOR_PAYABLES ??
      '1610'.padEnd(result.data.DATEV_ACCOUNT_LENGTH, '0'),
  };
  const shop = {
    name: data.SHOP_NAME,
    owner: data.SHOP_OWNER,
    street: data.SHOP_STREET,
    postalCode: data.SHOP_POSTAL_CODE,
    city: data.SHOP_CITY,
    country: data.SHOP_COUNTRY,
    email: data.SHOP_EMAIL,
    phone: data.SHOP_PHONE,
    taxId: data.SHOP_TAX_ID ?? null,
    isDemo: data.SHOP_OWNER === DEMO_SHOP.owner || data.SHOP_STREET === DEMO_SHOP.street,
  };
  if (data.PAYMENT_MODE === 'live') {
    for (const variable of [
      'PAYPAL_CLIENT_ID',
      'PAYPAL_CLIENT_SECRET',
      'KLARNA_USERNAME',
      'KLARNA_PASSWORD',
    ] as const) {
      if (!data[variable]) {
        throw new ConfigError(
          `Invalid configuration: ${variable} is unset: PAYMENT_MODE=live needs the provider's credentials`,
        );
      }
    }
  }
  if (data.BACKUP_TO_S3) {
    for (const variable of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!data[variable]) {
        throw new ConfigError(
          `Invalid configuration: ${variable} is unset: BACKUP_TO_S3=true needs it`,
        );
      }
    }
    if (!data.BACKUP_S3_BUCKET && !data.S3_BUCKET) {
      throw new ConfigError(
        'Invalid configuration: BACKUP_S3_BUCKET is unset: BACKUP_TO_S3=true needs a bucket (or S3_BUCKET)',
      );
    }
  }
  if (data.IMAGE_STORE === 's3') {
    for (const variable of [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const) {
      if (!data[variable]) {
        throw new ConfigError(
          `Invalid configuration: ${variable} is unset: IMAGE_STORE=s3 needs it`,
        );
      }
    }
  }
  if (data.CDN_PURGE === 'cloudflare') {
    for (const variable of ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'] as const) {
      if (!data[variable]) {
        throw new ConfigError(
          `Invalid configuration: ${variable} is unset: CDN_PURGE=cloudflare needs it`,
        );
      }
    }
  }
  // A shop that takes real money needs its real legal identity.
  if (!options.identityFromSettings) {
    const problem = liveIdentityProblem(data);
    if (problem) throw problem;
  }
  // A step on or after the last day would never be seen: the item has left the shop by then.
  const lateStep = data.PRICE_STEPS.find((step) => step.days >= data.SORT_OUT_DAYS);
  if (lateStep) {
    throw new ConfigError(
      `Invalid configuration: PRICE_STEPS=${JSON.stringify(env.PRICE_STEPS)}: the step after ${lateStep.days} days comes on or after SORT_OUT_DAYS (${data.SORT_OUT_DAYS}); every step must come before it`,
    );
  }
  // DATEV reads a Sachkonto with exactly the Sachkontenlänge the batch names.
  for (const variable of DATEV_ACCOUNT_VARIABLES) {
    if (data[variable].length !== data.DATEV_ACCOUNT_LENGTH) {
      throw new ConfigError(
        `Invalid configuration: ${variable}=${JSON.stringify(data[variable])}: expected ${data.DATEV_ACCOUNT_LENGTH} digits, the Sachkontenlänge of DATEV_ACCOUNT_LENGTH`,
      );
    }
  }
  const dataDir = path.resolve(data.DATA_DIR);
  const backupDir = path.resolve(data.BACKUP_DIR ?? path.join(dataDir, 'backups'));
  const offeredPaymentMethods = CHECKOUT_PAYMENT_METHOD_IDS.filter((id) =>
    data.PAYMENT_METHODS
      ? data.PAYMENT_METHODS.includes(id)
      : data.PAYMENT_MODE === 'simulator' || id !== 'giropay',
  );
  const environment = Object.fromEntries(
    Object.keys(configSchema.shape).flatMap((variable) => {
      const value = env[variable];
      return value === undefined || value === '' ? [] : [[variable, value]];
    }),
  );
  return { ...data, dataDir, backupDir, environment, shop, offeredPaymentMethods };
}

/** For entry points (the server, the command-line tools): a bad variable ends the process with its one message. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
