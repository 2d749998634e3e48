import pg from 'pg';
import type { Granted } from './crowd.ts';

// After the crowd: what the client was told (2xx answers) against what the database holds.
// An oversell is an item granted to two different parents: a 2xx reservation or a 2xx order
// for an item that another parent already held or had bought. Reservations last 15 minutes and
// nobody releases one, so within a rehearsal every second holder of an item is an oversell.

export type Verdict = {
  /** Items granted (reserved or ordered, 2xx) to more than one parent. */
  oversells: number;
  /** Items in more than one live (not released) order. */
  itemsInTwoLiveOrders: number;
  /** Items in more than one paid order. */
  itemsSoldTwice: number;
  /** Orders answered 201 that the database does not hold with that buyer's item. */
  ordersLost: number;
  /** Orders whose confirmation was answered 200 but that are not paid in the database. */
  paymentsLost: number;
  /** Reservations answered 200, not ordered, that the database no longer holds for the buyer. */
  reservationsDropped: number;
  /** Orders refused (409) although the buyer's own reservation had been answered 200. */
  refusedAfterOwnReservation: number;
  ordersPlaced: number;
  ordersPaid: number;
  reservationsGranted: number;
};

/** Items granted to more than one client, from the client's record alone. */
export function clientOversells(granted: Granted): number {
  const holders = new Map<string, Set<string>>();
  for (const grant of [...granted.reservations, ...granted.orders]) {
    const set = holders.get(grant.productId) ?? new Set<string>();
    set.add(grant.clientId);
    holders.set(grant.productId, set);
  }
  return [...holders.values()].filter((set) => set.size > 1).length;
}

export async function verdict(databaseUrl: string, granted: Granted): Promise<Verdict> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (text: string, values: unknown[] = []) =>
      (await client.query<{ count: number }>(text, values)).rows[0]?.count ?? 0;
    const itemsInTwoLiveOrders = await count(
      `select count(*)::int as count from (select product_id from order_items
         where released_at is null group by product_id having count(*) > 1) twice`,
    );
    const itemsSoldTwice = await count(
      `select count(*)::int as count from (select oi.product_id from order_items oi
         join orders o on o.id = oi.order_id where o.paid_at is not null
         group by oi.product_id having count(distinct o.id) > 1) twice`,
    );
    const orderIds = granted.orders.map((order) => order.orderId);
    const { rows: held } = await client.query<{ id: string; product_id: string; paid: boolean }>(
      `select o.id, oi.product_id, o.paid_at is not null as paid from orders o
         join order_items oi on oi.order_id = o.id and oi.released_at is null
       where o.id = any($1::uuid[])`,
      [orderIds],
    );
    const inDatabase = new Map(held.map((row) => [`${row.id}/${row.product_id}`, row.paid]));
    const ordersLost = granted.orders.filter(
      (order) => !inDatabase.has(`${order.orderId}/${order.productId}`),
    ).length;
    const paymentsLost = granted.orders.filter(
      (order) => order.paid && inDatabase.get(`${order.orderId}/${order.productId}`) !== true,
    ).length;
    const ordered = new Set(granted.orders.map((order) => `${order.clientId}/${order.productId}`));
    const open = granted.reservations.filter(
      (grant) => !ordered.has(`${grant.clientId}/${grant.productId}`),
    );
    const { rows: reserved } = await client.query<{ id: string; reserved_by: string | null }>(
      `select id, reserved_by from products
       where id = any($1::uuid[]) and reserved_until > now()`,
      [open.map((grant) => grant.productId)],
    );
    const holder = new Map(reserved.map((row) => [row.id, row.reserved_by]));
    // An order whose answer never arrived (the client gave up waiting) still holds the item.
    const { rows: orderedUnanswered } = await client.query<{ key: string }>(
      `select o.client_id || '/' || oi.product_id as key from orders o
         join order_items oi on oi.order_id = o.id and oi.released_at is null
       where oi.product_id = any($1::uuid[])`,
      [open.map((grant) => grant.productId)],
    );
    const inOrder = new Set(orderedUnanswered.map((row) => row.key));
    const reservationsDropped = open.filter(
      (grant) =>
        holder.get(grant.productId) !== grant.clientId &&
        !inOrder.has(`${grant.clientId}/${grant.productId}`),
    ).length;
    return {
      oversells: clientOversells(granted),
      itemsInTwoLiveOrders,
      itemsSoldTwice,
      ordersLost,
      paymentsLost,
      reservationsDropped,
      refusedAfterOwnReservation: granted.refusedAfterOwnReservation,
      ordersPlaced: granted.orders.length,
      ordersPaid: granted.orders.filter((order) => order.paid).length,
      reservationsGranted: granted.reservations.length,
    };
  } finally {
    await client.end();
  }
}
