import type pg from 'pg';
import {
  GROWN_BRAND_IDS,
  GROWN_ITEM_COLUMNS,
  growBrandsAndSellers,
  grownItemSelect,
} from './grow-catalogue.ts';

// A shop that grew for years and kept what it sold (issue 33, decision 068): `count` items taken
// in at about 110 a day (one every 13 minutes, newest first), so 200,000 items reach back five
// years. What became of an item depends on its age:
//
// - listed in the last 60 days: 70 % still for sale, 24 % sold, 4 % taken offline, and among the
//   items of the last two days 2 % drafts not yet published;
// - older: 8 % still for sale (the slow sellers), 88 % sold, 4 % offline.
//
// At 200,000 items that is about 10 % for sale, 86 % sold: the shop's live catalogue stays about
// 20,000, and the archive is what grows. Every sold item is in a paid order of two or three items
// placed the day it sold (shipped after three days; its invoice and confirmation mail done), so
// the reports, the dashboard and the sellers' statements read five years of orders. A seventh of the items were reduced by 30 %
// (a second price in their history, two weeks after listing). Sellers: 30 and one more per
// thousand items.
//
// Written fast: in one transaction with PostgreSQL's triggers off (`session_replication_role =
// replica`, which needs a superuser: the embedded database's owner), so the words, the price
// history and the 30-day reference price are written by set-based statements doing what the
// triggers do row by row (migrations 0007, 0009, 0016), and the shop's version is bumped once at
// the end (migration 0018). Foreign keys are not checked in that mode; every row refers to rows
// this function wrote or found.

/** Minutes between two items taken in: about 110 items a day. */
export const MINUTES_PER_ITEM = 13;
const DAY = 1440;

/** One item's hash in 0–99, from its number: which fate it had. */
const FATE = `((hashint4(g)::bigint & 2147483647) % 100)`;
/** Another, independent one for how long it took to sell. */
const DAYS_TO_SELL = `((hashint4(-g)::bigint & 2147483647) % 40)`;

const STATUS = `case
    when g * ${MINUTES_PER_ITEM} < 2 * ${DAY} and ${FATE} between 70 and 71 then 'draft'
    when ${FATE} >= 96 then 'inactive'
    when g * ${MINUTES_PER_ITEM} < 60 * ${DAY} then case when ${FATE} < 70 then 'active' else 'sold' end
    when ${FATE} < 8 then 'active'
    else 'sold' end`;

const FIRST_NAMES = ['Anna', 'Lena', 'Julia', 'Sarah', 'Katrin', 'Miriam', 'Jonas', 'Tobias'];
const LAST_NAMES = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann'];
const DELIVERY = `(array['liefernDHL','liefernDHL','liefernDHL','abholen','liefernInnerhalb'])`;
const PAYMENT = `(array['paypal','paypal','klarna-pay-now','card','sepa-debit','cash','klarna-pay-later'])`;

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value}'`).join(',')}]`;

export interface GrownArchive {
  items: number;
  active: number;
  sold: number;
  orders: number;
  priceHistoryRows: number;
}

/** Grows the catalogue by `count` items of a shop with years of sold archive (see above). */
export async function growArchivedCatalogue(
  client: pg.Client | pg.PoolClient,
  count: number,
  batch = 50_000,
): Promise<GrownArchive> {
  const sellers = 30 + Math.floor(count / 1000);
  await client.query('begin');
  try {
    await growBrandsAndSellers(client, sellers);
    await client.query('set local session_replication_role = replica');
    const {
      rows: [before],
    } = await client.query<{ last: number }>(
      'select coalesce(max(item_number), 0)::integer as last from products',
    );
    // Oldest batch first, so item numbers rise with the listing date as in a real shop.
    for (let to = count; to >= 1; to -= batch) {
      const from = Math.max(1, to - batch + 1);
      await client.query(`
        with ${GROWN_BRAND_IDS}
        insert into products (${GROWN_ITEM_COLUMNS}, status, created_at, listed_at, updated_at,
                              sold_at, is_packed, search_vector)
        select item.*, to_tsvector('german',
          product_search_text(item.name, item.brand_id, item.season, item.description))
        from (
          select ${grownItemSelect(sellers)},
            ${STATUS} as status,
            listed, listed, listed,
            case when ${STATUS} = 'sold'
              then least(listed + (1 + ${DAYS_TO_SELL}) * interval '1 day'
                         * least(1, g * ${MINUTES_PER_ITEM} / (60.0 * ${DAY})),
                         now() - interval '10 minutes') end,
            ${STATUS} = 'sold'
          from generate_series(${from}, ${to}) g, brand_ids,
            lateral (select now() - g * interval '${MINUTES_PER_ITEM} minutes' as listed) l
          order by g desc
        ) item`);
    }
    const grown = `p.item_number > ${before!.last}`;
    // The price history (migration 0007's trigger): the first price when listed; a reduced item
    // also its reduced price from two weeks later (or now, for a younger one).
    await client.query(`
      insert into product_price_history (product_id, price_cents, valid_from)
      select p.id, p.price_cents, p.created_at from products p where ${grown}
      union all
      select p.id, p.sale_price_cents, least(p.created_at + interval '14 days', coalesce(p.sold_at, now()))
      from products p where ${grown} and p.sale`);
    // The 30-day reference price (migration 0009's trigger), for the items with a second price.
    await client.query(`
      update products p set lowest_prior_price_cents = product_lowest_prior_price_cents(p.id)
      where ${grown} and p.sale`);
    const orders = await growOrders(client, grown);
    await client.query('set local session_replication_role = origin');
    // A statement-level trigger fires for no rows too: one bump of the shop's version (and its
    // notification), as the triggers would have made.
    await client.query('update products set name = name where false');
    await client.query('commit');
    const {
      rows: [counts],
    } = await client.query<{ active: number; sold: number; history: number }>(`
      select count(*) filter (where status = 'active')::integer as active,
        count(*) filter (where status = 'sold')::integer as sold,
        (select count(*)::integer from product_price_history h join products p on p.id = h.product_id
          where ${grown}) as history
      from products p where ${grown}`);
    return {
      items: count,
      active: counts!.active,
      sold: counts!.sold,
      orders,
      priceHistoryRows: counts!.history,
    };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * Paid orders of two or three of the grown sold items each (in the order they sold), placed when
 * the first of them sold; shipped after three days. Returns how many.
 */
async function growOrders(client: pg.Client | pg.PoolClient, grown: string): Promise<number> {
  await client.query(`
    create temp table grown_sales on commit drop as
    select p.id, (row_number() over (order by p.sold_at, p.item_number) * 2 - 2) / 5 as grp
    from products p where ${grown} and p.status = 'sold'`);
  const { rowCount } = await client.query(`
    create temp table grown_orders on commit drop as
    select s.grp, gen_random_uuid() as id, min(p.sold_at) as placed,
      sum(p.sale_price_cents)::integer as subtotal,
      ${DELIVERY}[1 + s.grp % 5] as delivery,
      ${PAYMENT}[1 + s.grp % 7] as payment
    from grown_sales s join products p on p.id = s.id group by s.grp`);
  await client.query(`
    insert into orders (id, email, first_name, last_name, street, postal_code, city,
      delivery_method, payment_method, payment_provider, coupon_code, coupon_discount_type,
      subtotal_cents, coupon_discount_cents, delivery_cost_cents, total_cents, value_to_pay_cents,
      status, paid_at, packed_at, shipped_at, created_at, updated_at)
    select o.id, 'kundin' || (o.grp % 20000) || '@example.de',
      (${textArray(FIRST_NAMES)})[1 + o.grp % ${FIRST_NAMES.length}],
      (${textArray(LAST_NAMES)})[1 + o.grp % ${LAST_NAMES.length}],
      'Lindenstraße ' || (1 + o.grp % 90), lpad((10000 + o.grp % 89000)::text, 5, '0'), 'Leipzig',
      o.delivery, o.payment,
      case o.payment when 'cash' then null when 'klarna-pay-now' then 'klarna'
        when 'klarna-pay-later' then 'klarna' else 'paypal' end,
      c.code, c.kind, o.subtotal, c.discount, d.cost,
      o.subtotal - c.discount + d.cost, o.subtotal - c.discount + d.cost,
      case when o.placed < now() - interval '3 days' then 'shipped' else 'paid' end,
      o.placed + interval '5 minutes',
      case when o.placed < now() - interval '3 days' then o.placed + interval '1 day' end,
      case when o.placed < now() - interval '3 days' then o.placed + interval '2 days' end,
      o.placed, o.placed
    from grown_orders o,
      lateral (select case when o.grp % 15 = 0 then 'HERBST10' end as code,
                      case when o.grp % 15 = 0 then 'percentage' end as kind,
                      case when o.grp % 15 = 0 then o.subtotal / 10 else 0 end as discount) c,
      lateral (select case o.delivery when 'liefernDHL' then 549 when 'liefernInnerhalb' then 300
                      else 0 end as cost) d`);
  await client.query(`
    insert into order_items (order_id, product_id, item_number, category, name, brand, size,
      size_hat, condition, seller_number, price_cents, sale, discount, sale_price_cents, is_packed)
    select o.id, p.id, p.item_number, p.category, p.name, b.name, p.size, p.size_hat, p.condition,
      p.seller_number, p.price_cents, p.sale, p.discount, p.sale_price_cents, true
    from grown_sales s join grown_orders o on o.grp = s.grp join products p on p.id = s.id
      left join brands b on b.id = p.brand_id`);
  // Their invoice and confirmation mail, done long ago (decision 054): without these rows the
  // orders' safety net would record both for every grown order. The invoices themselves (their
  // PDFs) are not grown.
  await client.query(`
    insert into follow_ups (key, kind, order_id, payload, after_key, status, attempts,
      next_attempt_at, created_at, done_at)
    select f.kind || ':' || o.id, f.kind, o.id, jsonb_build_object('orderId', o.id),
      case f.kind when 'mail-confirmation' then 'issue-invoice:' || o.id end,
      'done', 1, o.placed + interval '5 minutes', o.placed + interval '5 minutes',
      o.placed + interval '6 minutes'
    from grown_orders o, (values ('issue-invoice'), ('mail-confirmation')) f(kind)`);
  return rowCount ?? 0;
}
