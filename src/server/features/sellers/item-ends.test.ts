import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortOutListSchema } from '../../../domain/api/packing.ts';
import { sellerPageSchema } from '../../../domain/api/seller-page.ts';
import { addDays, berlinDay } from '../../../domain/price-steps.ts';
import type { UnsoldChoice } from '../../../domain/seller-signup.ts';
import {
  announcedItems,
  followUps,
  itemTimeEnds,
  orderItems,
  products,
  sellerBags,
  sellerPickupNotices,
  sellers,
} from '../../db/schema.ts';
import {
  createFollowUpRunner,
  type FollowUpHandlers,
  recordFollowUps,
} from '../../lib/follow-ups.ts';
import { noFaultPoints } from '../../lib/fault-points.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { insertProduct, insertSeller, middayInBerlin, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { productJobs } from '../products/product-jobs.ts';
import { itemEndJobs } from './item-end-jobs.ts';
import { endItemsTime } from './item-ends.service.ts';
import { sellerPickupMailHandler } from './seller-mail-follow-ups.ts';

// The end of an item's time (decision 076), on the real database with the test clock: the
// seller's page shows each item's days, price, next step and last day; after SORT_OUT_DAYS her
// choice applies, the sort-out list follows it, and a "pick up" seller gets one mail per batch,
// however many processes run the job.

const DAY = 24 * 60 * 60 * 1000;
// Yesterday at midday: whole days from it are Berlin calendar days, at any hour of the run.
const start = middayInBerlin(-1);
let current = start;
const clock = { now: () => new Date(current) };
let t: TestApp;
let auth: { authorization: string };
const ids: Record<string, string> = {};

async function sellerWith(number: number, choice: UnsoldChoice | null, email: string | null) {
  await insertSeller(t.db, number, `Verkäuferin ${number}`);
  await t.db.update(sellers).set({ unsoldChoice: choice, email }).where(eq(sellers.number, number));
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { PRICE_STEPS: '60:20, 90:40', PICKUP_DAYS: '10', SITE_URL: 'https://shop.example' },
  });
  auth = await signInAsAdmin(t);
  await sellerWith(401, 'pickup', 'paula@example.de');
  await sellerWith(402, 'donate', 'dora@example.de');
  await sellerWith(403, 'keep', 'kim@example.de');
  await sellerWith(404, null, null);
  for (const [key, sellerNumber] of [
    ['pickup', 401],
    ['donate', 402],
    ['keep', 403],
    ['none', 404],
  ] as const) {
    ids[key] = (
      await insertProduct(t.db, {
        sellerNumber,
        name: `Pulli ${key}`,
        priceCents: 1000,
        createdAt: start,
      })
    ).id;
  }
  // A second item of the pickup seller, turned down at hand-in (decision 074).
  const [bag] = await t.db
    .insert(sellerBags)
    .values({ sellerNumber: 401, announcedAt: start })
    .returning();
  ids.rejected = (
    await insertProduct(t.db, { sellerNumber: 401, name: 'Body mit Loch', status: 'rejected' })
  ).id;
  await t.db.insert(announcedItems).values({
    productId: ids.rejected,
    bagId: bag!.id,
    rejectedAt: new Date(start.getTime() + 119 * DAY),
    rejectionReason: 'Loch am Ärmel',
  });
});
afterAll(async () => t.close());

function jobs() {
  const [, steps] = productJobs({
    db: t.db,
    clock,
    log: { info: () => undefined },
    priceSteps: async () => (await t.app.currentConfig()).PRICE_STEPS,
    publishDue: () => t.app.plannedItems.publishDue(),
  });
  const [end] = itemEndJobs({
    db: t.db,
    clock,
    log: { info: () => undefined },
    followUps: t.app.followUps,
    currentConfig: () => t.app.currentConfig(),
  });
  return { steps: steps!, end: end! };
}

async function sellerPage(sellerNumber: number) {
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/seller/${sellerNumber}/link`,
    headers: auth,
  });
  const token = String(link.json().url).split('/verkaeufer/')[1];
  const page = await t.app.inject({ url: `/api/seller-page/${token}` });
  expect(page.statusCode).toBe(200);
  return sellerPageSchema.parse(page.json());
}

const pickupMails = async () =>
  (await readOutbox(t.dataDir)).filter((mail) => mail.includes('Deine Sachen zum Abholen'));

describe('an item’s time in the shop', () => {
  it('shows the seller its days online, price, next step and last day with her choice', async () => {
    current = new Date(start.getTime() + 61 * DAY);
    await jobs().steps.run();
    const page = await sellerPage(401);
    const listed = berlinDay(start);
    expect(page.unsoldChoice).toBe('pickup');
    expect(page.online).toEqual([
      expect.objectContaining({
        name: 'Pulli pickup',
        price: 8,
        regularPrice: 10,
        daysOnline: 61,
        nextStep: { percent: 40, from: addDays(listed, 90), price: 6 },
        lastDay: addDays(listed, 119),
        timeOver: false,
      }),
    ]);
  });

  it('ends nothing before the last day is over', async () => {
    current = new Date(start.getTime() + 119 * DAY);
    const { ended } = await endItemsTime(t.db, { sortOutDays: 120, pickupDays: 10 }, current);
    expect(ended).toEqual([]);
  });

  it('after the last day applies each seller’s choice, once, with one pickup mail', async () => {
    current = new Date(start.getTime() + 121 * DAY);
    const { end } = jobs();
    // Two processes run the minute's job at the same moment.
    await Promise.all([end.run(), end.run()]);
    await end.run();
    await t.settled();

    const rows = await t.db
      .select({ id: products.id, status: products.status })
      .from(products)
      .where(inArray(products.id, Object.values(ids)));
    const statusOf = (key: string) => rows.find((row) => row.id === ids[key])?.status;
    expect(statusOf('pickup')).toBe('inactive');
    expect(statusOf('donate')).toBe('inactive');
    expect(statusOf('keep')).toBe('active');
    expect(statusOf('none')).toBe('active');
    expect(statusOf('rejected')).toBe('rejected');

    const ends = await t.db.select().from(itemTimeEnds);
    expect(ends.map((row) => [row.sellerNumber, row.reason, row.choice]).sort()).toEqual([
      [401, 'rejected', 'pickup'],
      [401, 'time', 'pickup'],
      [402, 'time', 'donate'],
      [403, 'time', 'keep'],
    ]);

    const mails = await pickupMails();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain('To: paula@example.de');
    expect(mail).toContain('Hallo Verkäuferin 401,');
    expect(mail).toContain('Pulli pickup');
    expect(mail).toContain('(Zeit im Shop vorbei)');
    expect(mail).toContain('Body mit Loch');
    expect(mail).toContain('(nicht angenommen: Loch am Ärmel)');
    const until = addDays(berlinDay(current), 10).split('-').reverse().join('.');
    expect(mail).toContain(`bis zum ${until} bei uns ab`);
    const notices = await t.db.select().from(sellerPickupNotices);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.sentAt).not.toBeNull();
    // Its mail was recorded with the batch and is done, once.
    const mailFollowUps = await t.db
      .select()
      .from(followUps)
      .where(eq(followUps.kind, 'mail-seller-pickup'));
    expect(mailFollowUps.map((row) => [row.key, row.status])).toEqual([
      [`mail-seller-pickup:notice-${notices[0]!.id}`, 'done'],
    ]);
    // Her item that stays with the shop is still for sale; her page says its time is over.
    expect((await sellerPage(403)).online).toEqual([
      expect.objectContaining({ name: 'Pulli keep', timeOver: true, nextStep: null }),
    ]);
  });

  it('puts every item on the sort-out list under its choice', async () => {
    const response = await t.app.inject({ url: '/api/products/sortout', headers: auth });
    const list = sortOutListSchema.parse(response.json());
    const entry = (key: string) => list.items.find((item) => item._id === ids[key]);
    expect(entry('pickup')).toMatchObject({ reason: 'ended', choice: 'pickup' });
    expect(entry('rejected')).toMatchObject({ reason: 'rejected', choice: 'pickup' });
    expect(entry('donate')).toMatchObject({ reason: 'ended', choice: 'donate' });
    expect(entry('keep')).toMatchObject({ reason: 'old', choice: 'keep' });
    expect(entry('none')).toMatchObject({ reason: 'old', choice: null });

    // Her wish for one item on her page (decision 043) wins over her stored choice.
    const page = await sellerPage(401);
    expect(page.online).toEqual([]);
    const token = String(
      (await t.app.inject({ method: 'POST', url: '/api/seller/401/link', headers: auth })).json()
        .url,
    ).split('/verkaeufer/')[1];
    const wish = await t.app.inject({
      method: 'POST',
      url: `/api/seller-page/${token}/sorted-out/${ids.pickup}`,
      payload: { wish: 'spenden' },
    });
    expect(wish.statusCode).toBe(200);
    const again = sortOutListSchema.parse(
      (await t.app.inject({ url: '/api/products/sortout', headers: auth })).json(),
    );
    expect(again.items.find((item) => item._id === ids.pickup)?.choice).toBe('donate');
  });

  it('sells an item that stayed with the shop as the shop’s own: no share for its seller', async () => {
    const order = async (productId: string) => {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          productIds: [productId],
          userData: { firstName: 'Erika', lastName: 'Muster', emailAddress: 'erika@example.de' },
          deliveryMethod: 'abholen',
          paymentMethod: 'cash',
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
    };
    await order(ids.keep!);
    await order(ids.none!);
    const lines = await t.db
      .select({ productId: orderItems.productId, sellerNumber: orderItems.sellerNumber })
      .from(orderItems)
      .where(inArray(orderItems.productId, [ids.keep!, ids.none!]));
    expect(lines.find((line) => line.productId === ids.keep)?.sellerNumber).toBeNull();
    // A seller without a choice keeps her item, and her share, as before.
    expect(lines.find((line) => line.productId === ids.none)?.sellerNumber).toBe(404);
  });

  it('sends a pickup mail the mail server refused on a later try, and never twice', async () => {
    // The orders' follow-ups of the test before are done, so no runner is busy.
    await t.settled();
    const [notice] = await t.db.transaction(async (tx) => {
      const rows = await tx
        .insert(sellerPickupNotices)
        .values({
          sellerNumber: 401,
          pickupUntil: '2027-01-10',
          createdAt: current,
          sentAt: current,
        })
        .returning();
      await recordFollowUps(
        tx,
        [
          {
            kind: 'mail-seller-pickup',
            subject: `notice-${rows[0]!.id}`,
            payload: { noticeId: String(rows[0]!.id) },
          },
        ],
        { now: current },
      );
      return rows;
    });
    await t.db
      .update(itemTimeEnds)
      .set({ pickupNoticeId: notice!.id })
      .where(eq(itemTimeEnds.productId, ids.rejected!));
    const shop = (await t.app.currentConfig()).shop;
    const runnerWith = (mailer: Mailer) =>
      createFollowUpRunner({
        db: t.db,
        clock,
        log: { warn: () => undefined, error: () => undefined },
        faults: noFaultPoints,
        handlers: {
          'mail-seller-pickup': sellerPickupMailHandler({
            mailer,
            shop,
            siteUrl: 'https://x.example',
          }),
        } as FollowUpHandlers,
      });
    const refusing: Mailer = { send: () => Promise.reject(new Error('550 mailbox busy')) };
    const before = (await pickupMails()).length;
    expect(await runnerWith(refusing).drain()).toBe(1);
    const key = `mail-seller-pickup:notice-${notice!.id}`;
    const [failed] = await t.db.select().from(followUps).where(eq(followUps.key, key));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toContain('550');
    expect((await pickupMails()).length).toBe(before);

    // A minute later two processes try again at once: one mail.
    current = new Date(current.getTime() + 2 * 60_000);
    await Promise.all([runnerWith(t.app.mailer).drain(), t.app.followUps.drain()]);
    const [done] = await t.db.select().from(followUps).where(eq(followUps.key, key));
    expect(done!.status).toBe('done');
    const mails = await pickupMails();
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toContain('Body mit Loch');
  });
});
