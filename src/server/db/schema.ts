import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { UNSOLD_CHOICES } from '../../domain/seller-signup.ts';
import { ITEM_END_REASONS } from '../../domain/item-ends.ts';
import { CATEGORIES, CONDITIONS, PAYMENT_METHOD_IDS, SEASONS } from '../../domain/catalog.ts';
import { DELIVERY_METHODS } from '../../domain/delivery.ts';
import { ORDER_STATUSES } from '../../domain/order-status.ts';
import {
  FOLLOW_UP_KINDS,
  FOLLOW_UP_STATUSES,
  ORDER_EVENT_NAMES,
  TIMELINE_ENTRY_KINDS,
  type TimelineEntryData,
} from '../../domain/order-events.ts';
import { SELLER_WISHES } from '../../domain/api/seller-page.ts';
import type { Invoice } from '../../domain/bookkeeping/invoice-model.ts';
import type { PayoutStatement } from '../../domain/payouts/payout-statement.ts';
import { PAYMENT_GATEWAY_NAMES } from '../lib/payments/payment-gateway.ts';

// The database schema of every entity of docs/product.md §3. Money is integer cents. Invariants
// that must hold even when two app processes race live here as constraints, not only in code:
// unique item numbers, an item in at most one live order, voucher value never below zero.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One stored picture: the image pipeline keeps `<id>.avif|.webp|.png` and `<id>-lowres.webp`. */
export type StoredImageRef = { id: string; width: number; height: number };

export const sellers = pgTable('sellers', {
  number: integer('number').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  notes: text('notes'),
  /** What she wants done with items unsold at the end of their time; owner-created: none. */
  unsoldChoice: text('unsold_choice', { enum: UNSOLD_CHOICES }),
  /** The consignment terms she accepted when she signed up (decision 075). */
  termsVersion: text('terms_version'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  /** She left (decision 077): her page link stops working, her unsold items went offline. */
  leftAt: timestamp('left_at', { withTimezone: true }),
  /** Her e-mail, phone, notes and IBAN were deleted: her last balance was paid. */
  contactDeletedAt: timestamp('contact_deleted_at', { withTimezone: true }),
  /** Her name was replaced: the retention period of her payout records ended. */
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A brand with its manufacturer's data, shown on product pages (GPSR Art. 19). */
/** PostgreSQL's full-text document type; only PostgreSQL writes it (decision 045). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    manufacturerName: text('manufacturer_name'),
    email: text('email'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    isEurope: boolean('is_europe').notNull().default(true),
    euName: text('eu_name'),
    euStreet: text('eu_street'),
    euPostalCode: text('eu_postal_code'),
    euCity: text('eu_city'),
    euCountry: text('eu_country'),
    euEmail: text('eu_email'),
    rating: integer('rating'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('brands_name_unique').on(sql`lower(${t.name})`),
    check('brands_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

// 'announced': offered by a seller online, not yet taken in; 'rejected': the owner said no (decision
// 074). Neither is ever for sale or shown: every public reading names 'active' (or 'sold').
export const PRODUCT_STATES = [
  'active',
  'inactive',
  'sold',
  'draft',
  'announced',
  'rejected',
] as const;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemNumber: integer('item_number').notNull().generatedByDefaultAsIdentity({ startWith: 1001 }),
    category: text('category', { enum: CATEGORIES }).notNull(),
    name: text('name').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    size: integer('size'),
    sizeHat: integer('size_hat')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    priceCents: integer('price_cents').notNull(),
    sale: boolean('sale').notNull().default(false),
    discount: integer('discount').notNull().default(0),
    // The price step the item has reached (decision 076): it costs this many percent less than
    // its price, unless the owner's sale is deeper. Written only by the minute's job.
    priceStepPercent: integer('price_step_percent').notNull().default(0),
    // What the item costs now, kept by PostgreSQL (a BEFORE trigger, migration 0028) for sorting
    // and filtering by price: the deeper of sale and step, the rule of domain/pricing.ts and
    // domain/price-steps.ts#effectiveReduction (numeric round() is half away from zero, too);
    // products.test.ts proves they agree. The default is never what is stored.
    salePriceCents: integer('sale_price_cents').notNull().default(0),
    // The lowest price of the 30 days before the current price took effect (PAngV § 11, decision
    // 013), kept by PostgreSQL from product_price_history whenever it changes (decision 018);
    // null without an earlier price. Shown only while the item is reduced.
    lowestPriorPriceCents: integer('lowest_prior_price_cents'),
    condition: text('condition', { enum: CONDITIONS }).notNull(),
    season: text('season', { enum: SEASONS }).notNull(),
    images: jsonb('images').$type<StoredImageRef[]>().notNull().default([]),
    sellerNumber: integer('seller_number').references(() => sellers.number),
    storageLocation: text('storage_location'),
    // 'draft': entered but not yet in the shop; with `publishAt` it goes live by itself then.
    status: text('status', { enum: PRODUCT_STATES }).notNull().default('active'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    // When the item went live: "new in shop" and the newest-first listings sort by it, so an item
    // prepared on Tuesday and published on Friday is new on Friday.
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    description: text('description').notNull().default(''),
    // "Mängel": what is not perfect (e.g. "kleiner Fleck am Ärmel"), shown on the product page.
    defects: text('defects').notNull().default(''),
    // The item's words for the shop search (name, brand, season, description), kept by a trigger
    // in PostgreSQL's German configuration (decision 045); never written by the app.
    searchVector: tsvector('search_vector'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    reservedBy: uuid('reserved_by'),
    isPacked: boolean('is_packed').notNull().default(false),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_item_number_unique').on(t.itemNumber),
    check(
      'products_category_valid',
      sql`${t.category} in ('Kleidung', 'Schlafsack', 'Tonies', 'Accessoires')`,
    ),
    check('products_condition_valid', sql`${t.condition} in ('Sehr gut', 'Gut', 'Geliebt')`),
    check('products_season_valid', sql`${t.season} in ('Sommer', '-', 'Übergang', 'Winter')`),
    check(
      'products_status_valid',
      sql`${t.status} in ('active', 'inactive', 'sold', 'draft', 'announced', 'rejected')`,
    ),
    check(
      'products_publish_at_only_for_drafts',
      sql`${t.publishAt} is null or ${t.status} = 'draft'`,
    ),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('products_discount_range', sql`${t.discount} between 0 and 100`),
    check('products_price_step_range', sql`${t.priceStepPercent} between 0 and 90`),
    check('products_size_positive', sql`${t.size} is null or ${t.size} > 0`),
    check(
      'products_reservation_complete',
      sql`(${t.reservedUntil} is null) = (${t.reservedBy} is null)`,
    ),
    // The storefront lists active items of a category, newest first.
    // Listing orders (newest; price up or down) are served straight from these indexes.
    index('products_listing_idx').on(
      t.status,
      t.category,
      t.listedAt.desc().nullsFirst(),
      t.itemNumber.desc().nullsFirst(),
    ),
    index('products_listing_price_idx').on(t.status, t.category, t.salePriceCents, t.itemNumber),
    index('products_newest_idx').on(
      t.status,
      t.listedAt.desc().nullsFirst(),
      t.itemNumber.desc().nullsFirst(),
    ),
    index('products_size_idx').on(t.category, t.size),
    // A size-filtered listing (decision 017): clothing sizes by B-tree, hat sizes by GIN. The
    // season in the B-tree spares reading the rows of other seasons (decision 094).
    index('products_listing_size_season_idx').on(t.status, t.category, t.size, t.season),
    index('products_size_hat_idx')
      .using('gin', t.sizeHat)
      .where(sql`${t.status} = 'active'`),
    // The admin's brand filter (every status) by its first column; a search of a brand and a
    // category, of the items for sale, by all three (decision 079).
    index('products_brand_status_idx').on(t.brandId, t.status, t.category),
    // The words of the items for sale, which the shop search reads (decisions 068 and 079), with
    // their brand and category: PostgreSQL does not combine two indexes that both rest on
    // `status = 'active'`, so a search naming a brand or a category is one scan of this one.
    index('products_search_active_brand_idx')
      .using('gin', t.searchVector, t.brandId, t.category)
      .where(sql`${t.status} = 'active'`),
    index('products_seller_idx').on(t.sellerNumber),
    // The job that publishes scheduled items reads the due ones.
    index('products_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    // The next reservation to lapse, read before every kept answer is served (decision 048).
    index('products_reserved_until_idx')
      .on(t.reservedUntil)
      .where(sql`${t.reservedUntil} is not null`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    discountType: text('discount_type').notNull(),
    // percentage: whole percent; fixed: cents; freedelivery: unused (0).
    discountPercent: integer('discount_percent').notNull().default(0),
    discountAmountCents: integer('discount_amount_cents').notNull().default(0),
    description: text('description').notNull().default(''),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    onePerEmail: boolean('one_per_email').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`upper(${t.code})`),
    check(
      'coupons_discount_type_valid',
      sql`${t.discountType} in ('percentage', 'fixed', 'freedelivery')`,
    ),
    check('coupons_percent_range', sql`${t.discountPercent} between 0 and 100`),
    check('coupons_amount_nonnegative', sql`${t.discountAmountCents} >= 0`),
    check('coupons_usage_limit_positive', sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
  ],
);

/** A gift card. remainingValueCents can never go below zero: the check is the last line of defence. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    number: integer('number').notNull().generatedByDefaultAsIdentity({ startWith: 1 }),
    initialValueCents: integer('initial_value_cents').notNull(),
    remainingValueCents: integer('remaining_value_cents').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(t.code),
    uniqueIndex('vouchers_number_unique').on(t.number),
    check('vouchers_code_format', sql`${t.code} ~ '^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$'`),
    check('vouchers_remaining_nonnegative', sql`${t.remainingValueCents} >= 0`),
    check(
      'vouchers_remaining_within_initial',
      sql`${t.remainingValueCents} <= ${t.initialValueCents}`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    // Public order URLs use this id, so it must be unguessable (UUID v4).
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: integer('order_number')
      .notNull()
      .generatedByDefaultAsIdentity({ startWith: 10001 }),
    clientId: uuid('client_id'),
    idempotencyKey: text('idempotency_key'),
    // SHA-256 of the placing request's content: a replay must ask for the same order.
    idempotencyFingerprint: text('idempotency_fingerprint'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_IDS }).notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    couponDiscountType: text('coupon_discount_type'),
    subtotalCents: integer('subtotal_cents').notNull(),
    couponDiscountCents: integer('coupon_discount_cents').notNull().default(0),
    deliveryCostCents: integer('delivery_cost_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    vouchersTotalCents: integer('vouchers_total_cents').notNull().default(0),
    valueToPayCents: integer('value_to_pay_cents').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('open'),
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    packedAt: timestamp('packed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    trackingNumber: text('tracking_number'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    // An online payment not confirmed by then is abandoned: the order is cancelled, its items
    // and vouchers go back. Null for cash and for orders that cost nothing.
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    // Something the admin must look at, e.g. a late payment that had to be refunded.
    attentionReason: text('attention_reason'),
    // confirmation_sent_at, payment_timeout_mail_due_at and payment_timeout_mail_sent_at are no
    // longer named here (follow-ups replaced them, decision 054); the next release drops them
    // (decision 064: a column is removed one release after the release that stopped naming it).
    // The customer withdrew before the goods left: the order is held, not packed or shipped
    // without the owner's explicit override (decision 054).
    withdrawalReceivedAt: timestamp('withdrawal_received_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} = 'open' and ${t.paidAt} is null`),
    uniqueIndex('orders_idempotency_key_unique').on(t.idempotencyKey),
    check(
      'orders_status_valid',
      sql`${t.status} in ('open', 'paid', 'packed', 'shipped', 'cancelled', 'withdrawn', 'returned')`,
    ),
    check('orders_value_to_pay_nonnegative', sql`${t.valueToPayCents} >= 0`),
    check(
      'orders_delivery_method_valid',
      sql`${t.deliveryMethod} in ('abholen', 'liefernInnerhalb', 'liefernDHL')`,
    ),
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * Everything that happened to an order, in the order it happened (decision 054): one row per
 * event of aggregates/order-events.ts, written in the event's transaction. `entry` is what the
 * customer reads on her order page (null: for the shop only).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ORDER_EVENT_NAMES }).notNull(),
    entry: text('entry', { enum: TIMELINE_ENTRY_KINDS }),
    data: jsonb('data').$type<TimelineEntryData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * Work an event leaves for after its transaction (decision 054): recorded in that transaction
 * (a transactional outbox), done once under its `key` by lib/follow-ups.ts, retried with a
 * growing pause, and shown to the owner when it fails. `afterKey`: runs only once that other
 * follow-up is done (a confirmation mail waits for its invoice).
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    kind: text('kind', { enum: FOLLOW_UP_KINDS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).references(() => orderEvents.id, {
      onDelete: 'cascade',
    }),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    afterKey: text('after_key'),
    status: text('status', { enum: FOLLOW_UP_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('follow_ups_key_unique').on(t.key),
    index('follow_ups_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('follow_ups_order_idx').on(t.orderId),
    check('follow_ups_status_valid', sql`${t.status} in ('pending', 'done', 'failed', 'skipped')`),
  ],
);

/** A copy of what was sold, so a later catalogue edit never rewrites an order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    itemNumber: integer('item_number').notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    size: integer('size'),
    sizeHat: integer('size_hat')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    condition: text('condition', { enum: CONDITIONS }).notNull(),
    sellerNumber: integer('seller_number'),
    priceCents: integer('price_cents').notNull(),
    sale: boolean('sale').notNull(),
    discount: integer('discount').notNull(),
    salePriceCents: integer('sale_price_cents').notNull(),
    isPacked: boolean('is_packed').notNull().default(false),
    // Set when the order is cancelled and the item goes back to the shop.
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    // An item belongs to at most one live (not released) order.
    uniqueIndex('order_items_one_live_order_per_product')
      .on(t.productId)
      .where(sql`${t.releasedAt} is null`),
    index('order_items_order_idx').on(t.orderId),
    // A seller's price suggestion reads the sold items of one category and type (decision 074).
    index('order_items_type_idx').on(t.category, sql`lower(trim(${t.name}))`),
    check('order_items_price_nonnegative', sql`${t.salePriceCents} >= 0`),
  ],
);

/** Ledger of every voucher movement: redemptions are negative amounts, releases positive. */
export const voucherTransactions = pgTable(
  'voucher_transactions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    orderId: uuid('order_id').references(() => orders.id),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind', { enum: ['issue', 'redeem', 'release'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('voucher_transactions_kind_valid', sql`${t.kind} in ('issue', 'redeem', 'release')`),
    check('voucher_transactions_amount_nonzero', sql`${t.amountCents} <> 0`),
    index('voucher_transactions_voucher_idx').on(t.voucherId),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_unique').on(t.orderId),
    index('coupon_redemptions_coupon_email_idx').on(t.couponId, sql`lower(${t.email})`),
  ],
);

export const reviews = pgTable('reviews', {
  reviewId: text('review_id').primaryKey(),
  reviewerName: text('reviewer_name').notNull(),
  reviewerPhotoUrl: text('reviewer_photo_url'),
  comment: text('comment').notNull(),
  createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Accounts of the admin area. Signing up never makes anyone an admin by itself. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** Landing views and cart removals recorded by GET /api/users/opensite and /removeproduct. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    clientId: text('client_id').notNull(),
    page: text('page'),
    productId: text('product_id'),
    cart: text('cart')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    check('tracking_events_kind_valid', sql`${t.kind} in ('opensite', 'removeproduct', 'qrcode')`),
    index('tracking_events_client_idx').on(t.clientId, t.createdAt),
    index('tracking_events_kind_idx').on(t.kind, t.createdAt),
  ],
);

/** Small key/value facts about this installation, e.g. when the demo shop was seeded. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * One attempt to pay an order with a provider (simulator, PayPal or Klarna). `reference` is the
 * provider's id (PayPal order id, Klarna session id); `captureReference` what confirmed the money.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: PAYMENT_GATEWAY_NAMES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_IDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['created', 'pending', 'captured', 'failed', 'refunded'] })
      .notNull()
      .default('created'),
    reference: text('reference').notNull(),
    captureReference: text('capture_reference'),
    refundReference: text('refund_reference'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'payment_attempts_provider_valid',
      sql`${t.provider} in ('simulator', 'paypal', 'klarna')`,
    ),
    check(
      'payment_attempts_status_valid',
      sql`${t.status} in ('created', 'pending', 'captured', 'failed', 'refunded')`,
    ),
    check('payment_attempts_amount_positive', sql`${t.amountCents} > 0`),
    uniqueIndex('payment_attempts_reference_unique').on(t.provider, t.reference),
    index('payment_attempts_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending'`),
    index('payment_attempts_order_idx').on(t.orderId),
  ],
);

/** A withdrawal declared with the 'Vertrag widerrufen' form (§ 356a BGB), kept as submitted. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null when the given order number and e-mail match no order: the declaration still counts.
    orderId: uuid('order_id').references(() => orders.id),
    orderNumberText: text('order_number_text').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull().default(''),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('withdrawals_order_idx').on(t.orderId)],
);

/** Money paid out to a seller for her sold items; the statement's balance subtracts these. */
export const sellerPayouts = pgTable(
  'seller_payouts',
  {
    id: serial('id').primaryKey(),
    sellerNumber: integer('seller_number')
      .notNull()
      .references(() => sellers.number),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    /** The SEPA run that paid it (decision 072); null for a payout the owner recorded by hand. */
    runId: integer('run_id').references(() => payoutRuns.id),
    /** The transfer's EndToEndId in the run's file, which the seller's bank statement shows. */
    endToEndId: text('end_to_end_id').unique(),
    /** The itemised account sent with a run's payout (§ 384 Abs. 2 HGB), kept as it was sent. */
    statement: jsonb('statement').$type<PayoutStatement>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('seller_payouts_amount_positive', sql`${t.amountCents} > 0`),
    index('seller_payouts_seller_idx').on(t.sellerNumber),
    uniqueIndex('seller_payouts_one_per_run')
      .on(t.runId, t.sellerNumber)
      .where(sql`${t.runId} is not null`),
  ],
);

/**
 * A seller's bank account for payouts (decision 072): the IBAN sealed with AES-256-GCM under the
 * key `keyId` names, and its masked form for every page that only needs to recognise it.
 */
export const sellerBankAccounts = pgTable('seller_bank_accounts', {
  sellerNumber: integer('seller_number')
    .primaryKey()
    .references(() => sellers.number),
  holder: text('holder').notNull(),
  ibanMasked: text('iban_masked').notNull(),
  ibanSealed: text('iban_sealed').notNull(),
  keyId: text('key_id').notNull(),
  updatedAt: updatedAt(),
});

/**
 * One payout run: the SEPA file handed to the bank, kept byte for byte for a second download,
 * sealed like the IBANs it holds (decision 072).
 */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull().unique(),
    executionDate: date('execution_date').notNull(),
    payoutCount: integer('payout_count').notNull(),
    totalCents: integer('total_cents').notNull(),
    fileSealed: text('file_sealed').notNull(),
    keyId: text('key_id').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    /** The owner cancelled the run before uploading it (decision 077): its payouts count no more. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
  },
  (t) => [check('payout_runs_not_empty', sql`${t.payoutCount} > 0 and ${t.totalCents} > 0`)],
);

/**
 * Every selling price an item had and since when (PAngV § 11: a reduced price is shown with the
 * lowest price of the 30 days before the reduction). Rows are written by a trigger on products
 * (migration 0007), so no code path that changes a price can forget them.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.validFrom)],
);

/** Who changed what in the admin area, and when: one row per state-changing admin request. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    url: text('url').notNull(),
    // Route parameters and the request body with secrets (passwords, tokens) removed.
    details: jsonb('details').notNull().default({}),
    statusCode: integer('status_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc()),
    index('admin_audit_log_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * How often a client (an address, an e-mail) did something in a time window: the rate limits and
 * the sign-in throttle, shared by every process of the shop (decision 029). Old windows are
 * deleted every hour.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The last number given out per resolved prefix (e.g. 'RE-2026-'), so invoice numbers run without
 * gaps: the counter moves in the transaction that stores the invoice (decision 032).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  prefix: text('prefix').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Every invoice and cancellation invoice as issued: its data and its PDF, stored once and never
 * changed (GoBD; a trigger refuses UPDATE and DELETE). A cancellation refers to its invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    kind: text('kind', { enum: ['invoice', 'cancellation'] }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    refersTo: integer('refers_to'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    document: jsonb('document').$type<Invoice>().notNull(),
    pdf: bytea('pdf').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_one_invoice_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_kind_valid', sql`${t.kind} in ('invoice', 'cancellation')`),
    check(
      'invoices_cancellation_refers',
      sql`(${t.kind} = 'cancellation') = (${t.refersTo} is not null)`,
    ),
  ],
);

/**
 * Part or all of a paid order coming back (decision 034): cancelled before shipping, or goods
 * returned after a withdrawal. The amounts follow domain/return-amounts.ts; the cancellation
 * invoice that books it is `documentId`, set once it is issued.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['cancellation', 'return'] }).notNull(),
    goodsCents: integer('goods_cents').notNull(),
    couponCents: integer('coupon_cents').notNull(),
    deliveryCents: integer('delivery_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    voucherCents: integer('voucher_cents').notNull(),
    moneyCents: integer('money_cents').notNull(),
    documentId: integer('document_id').references(() => invoices.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    uniqueIndex('order_returns_document_unique').on(t.documentId),
    check('order_returns_kind_valid', sql`${t.kind} in ('cancellation', 'return')`),
    check(
      'order_returns_amounts_add_up',
      sql`${t.totalCents} = ${t.voucherCents} + ${t.moneyCents} and ${t.voucherCents} >= 0 and ${t.moneyCents} >= 0`,
    ),
  ],
);

/** The lines of a return; a line comes back at most once. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    // False: the item came back damaged or incomplete and is taken off sale.
    resellable: boolean('resellable').notNull(),
  },
  (t) => [uniqueIndex('order_return_lines_item_unique').on(t.orderItemId)],
);

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * Money going back to a customer (decision 034). 'provider': sent through the payment provider
 * with the refund's id as idempotency key, retried by the job until it succeeds or needs a
 * person ('failed'). 'manual': cash or a bank transfer the owner pays out and marks.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    returnId: uuid('return_id').references(() => orderReturns.id),
    way: text('way', { enum: ['provider', 'manual'] }).notNull(),
    paymentAttemptId: uuid('payment_attempt_id').references(() => paymentAttempts.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    // attempts and next_attempt_at are no longer named (a refund's retries are its follow-up's,
    // decision 054); migration 0023 lets next_attempt_at be null so this release need not write
    // it, and the next release drops both (decision 064).
    lastError: text('last_error'),
    providerReference: text('provider_reference'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_status_valid', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_way_valid', sql`${t.way} in ('provider', 'manual')`),
    check(
      'refunds_provider_has_payment',
      sql`(${t.way} = 'provider') = (${t.paymentAttemptId} is not null)`,
    ),
  ],
);

/**
 * A DHL shipping label (Parcel DE Shipping API v2) or the simulator's stand-in: the outgoing
 * parcel of an order, or a return label for a withdrawal. The PDF is kept as DHL sent it.
 */
export const shippingLabels = pgTable(
  'shipping_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['outbound', 'return'] }).notNull(),
    // 'dhl' or 'simulator' (no credentials configured).
    mode: text('mode', { enum: ['dhl', 'simulator'] }).notNull(),
    productCode: text('product_code').notNull(),
    shipmentNumber: text('shipment_number').notNull(),
    pdf: bytea('pdf').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipping_labels_order_idx').on(t.orderId),
    // One valid outgoing label per order; a cancelled one may be replaced.
    uniqueIndex('shipping_labels_one_outbound')
      .on(t.orderId)
      .where(sql`${t.kind} = 'outbound' and ${t.cancelledAt} is null`),
    check('shipping_labels_kind_valid', sql`${t.kind} in ('outbound', 'return')`),
    check('shipping_labels_mode_valid', sql`${t.mode} in ('dhl', 'simulator')`),
  ],
);

/**
 * A seller's private link to her page (decision 043). Only a SHA-256 of the token is kept, so a
 * leaked backup or database dump opens no seller's page; the token itself is shown once.
 */
export const sellerLinks = pgTable(
  'seller_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerNumber: integer('seller_number')
      .notNull()
      .references(() => sellers.number),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seller_links_token_hash_unique').on(t.tokenHash),
    // A new link revokes the previous one: at most one live link per seller, even if two admins
    // click at once.
    uniqueIndex('seller_links_one_live')
      .on(t.sellerNumber)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** What a seller wants done with one of her sorted-out items; shown on the sort-out list. */
export const sellerItemWishes = pgTable(
  'seller_item_wishes',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    wish: text('wish', { enum: SELLER_WISHES }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('seller_item_wishes_wish_valid', sql`${t.wish} in ('abholen', 'spenden')`)],
);

/**
 * A batch of a seller's items she can pick up (decision 076). Its mail is a follow-up
 * (`mail-seller-pickup:notice-<id>`) recorded with it; `sentAt` is when the mail was handed to
 * that outbox (the index serves notices of releases before migration 0031).
 */
export const sellerPickupNotices = pgTable(
  'seller_pickup_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sellerNumber: integer('seller_number')
      .notNull()
      .references(() => sellers.number, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    pickupUntil: date('pickup_until', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('seller_pickup_notices_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * An item whose time in the shop ended, or which the owner turned down at hand-in, and the
 * seller's choice that applied then (decision 076). Its key makes each end happen once.
 */
export const itemTimeEnds = pgTable(
  'item_time_ends',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerNumber: integer('seller_number').notNull(),
    reason: text('reason', { enum: ITEM_END_REASONS }).notNull(),
    choice: text('choice', { enum: UNSOLD_CHOICES }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    pickupNoticeId: bigint('pickup_notice_id', { mode: 'number' }).references(
      () => sellerPickupNotices.id,
      { onDelete: 'set null' },
    ),
  },
  (t) => [
    index('item_time_ends_notice_idx').on(t.pickupNoticeId),
    check('item_time_ends_reason_valid', sql`${t.reason} in ('time', 'rejected')`),
    check('item_time_ends_choice_valid', sql`${t.choice} in ('pickup', 'donate', 'keep')`),
  ],
);

/**
 * Size alerts ("Neu in Gr. 98", decision 046): a parent's e-mail address and what she wants to
 * hear about. Nothing is sent before `confirmedAt` (double opt-in).
 */
export const sizeAlerts = pgTable(
  'size_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    sizes: integer('sizes').array().notNull(),
    /** Empty: every category. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Empty: every brand. */
    brands: text('brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Empty: every season. */
    seasons: text('seasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('size_alerts_email_unique').on(sql`lower(${t.email})`),
    check('size_alerts_sizes_present', sql`cardinality(${t.sizes}) between 1 and 30`),
  ],
);

/**
 * The links of an alert: every mail carries a token of its own, of which only the SHA-256 is
 * kept. Each stays valid until the alert ends, so "Abmelden" in an old mail still works.
 */
export const sizeAlertTokens = pgTable(
  'size_alert_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => sizeAlerts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('size_alert_tokens_alert_idx').on(t.alertId)],
);

/**
 * The proof of consent (UWG § 7, DSGVO Art. 7 (1)): when an address asked, confirmed and
 * unsubscribed, and from which IP address. Kept after an unsubscribe; the alert it belonged to
 * may be gone.
 */
export const sizeAlertEvents = pgTable(
  'size_alert_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: uuid('alert_id').references(() => sizeAlerts.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    event: text('event', { enum: ['requested', 'confirmed', 'changed', 'unsubscribed'] }).notNull(),
    ipAddress: text('ip_address'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('size_alert_events_email_idx').on(sql`lower(${t.email})`)],
);

/** One Friday's mailing: which new items it covers. One row per Friday, whoever starts it. */
export const sizeAlertRuns = pgTable(
  'size_alert_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Friday (Berlin date) of the run. */
    runDate: text('run_date').notNull(),
    itemsFrom: timestamp('items_from', { withTimezone: true }).notNull(),
    itemsUntil: timestamp('items_until', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('size_alert_runs_date_unique').on(t.runDate)],
);

/**
 * One mail of a run. `claimedAt` is set and committed before the mail goes out, `sentAt` after:
 * a run started again never sends a claimed mail twice (at most once, decision 046).
 */
export const sizeAlertDeliveries = pgTable(
  'size_alert_deliveries',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => sizeAlertRuns.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => sizeAlerts.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    items: integer('items'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.alertId] })],
);

/**
 * A number that grows whenever something an anonymous shop page shows changes (items, brands,
 * reviews, settings), bumped by statement triggers (migration 0018, decision 048). Every process
 * reads it per page request: a page kept in memory under an older number is not served again.
 */
export const shopVersion = pgTable(
  'shop_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('shop_version_single_row', sql`${t.id} = 1`)],
);

// What each bump of shop_version touched (decision 066): tags such as `item-<id>` or `listing`,
// or `shop` for everything. Written by the triggers of migration 0021, read by every process to
// drop only the kept answers a change touched; `purged` claims a change for one CDN purge.
export const shopChanges = pgTable(
  'shop_changes',
  {
    version: bigint('version', { mode: 'number' }).primaryKey(),
    tags: text('tags').array().notNull(),
    purged: boolean('purged').notNull().default(false),
  },
  (t) => [
    index('shop_changes_to_purge')
      .on(t.version)
      .where(sql`not ${t.purged}`),
  ],
);

// What a transaction's statements touched, until it commits (decision 103): a deferred trigger of
// migration 0034 gives each row its version in shop_changes as the transaction commits and
// deletes it. Empty whenever no transaction is under way.
export const shopChangesPending = pgTable('shop_changes_pending', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tags: text('tags').array().notNull(),
});

/** A bag a seller announced online (issue 34, decision 074): her items, offered at once. */
export const sellerBags = pgTable(
  'seller_bags',
  {
    id: serial('id').primaryKey(),
    sellerNumber: integer('seller_number')
      .notNull()
      .references(() => sellers.number),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_bags_seller_idx').on(t.sellerNumber)],
);

/**
 * What only an announced item has, beside its product row: its bag, the suggestion the seller saw,
 * when the owner took it in, or why she rejected it.
 */
export const announcedItems = pgTable(
  'announced_items',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    bagId: integer('bag_id')
      .notNull()
      .references(() => sellerBags.id, { onDelete: 'cascade' }),
    suggestedPriceCents: integer('suggested_price_cents'),
    suggestionSales: integer('suggestion_sales').notNull().default(0),
    takenInAt: timestamp('taken_in_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    index('announced_items_bag_idx').on(t.bagId),
    check(
      'announced_items_rejection_complete',
      sql`(${t.rejectedAt} is null) = (${t.rejectionReason} is null)`,
    ),
  ],
);

/**
 * A parent's sign-up as a seller (decision 075), waiting for her confirmation and the owner's
 * approval; deleted when it becomes a seller, is declined, or expires unconfirmed. Her IBAN is
 * sealed here as a seller's is, bound to the sign-up.
 */
export const sellerSignups = pgTable(
  'seller_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    accountHolder: text('account_holder').notNull(),
    ibanMasked: text('iban_masked').notNull(),
    ibanSealed: text('iban_sealed').notNull(),
    keyId: text('key_id').notNull(),
    unsoldChoice: text('unsold_choice', { enum: UNSOLD_CHOICES }).notNull(),
    termsVersion: text('terms_version').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seller_signups_token_hash_unique').on(t.tokenHash),
    uniqueIndex('seller_signups_email_unique').on(sql`lower(${t.email})`),
  ],
);
