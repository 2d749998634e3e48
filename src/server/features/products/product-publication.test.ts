import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLICATION_MESSAGES } from '../../../domain/publication.ts';
import { connectDatabase } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { renderHeadTags } from '../../lib/html-head.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { createPlannedItems, PLANNED_TIMER_HORIZON_MS } from './planned-items.ts';
import { productJobs } from './product-jobs.ts';
import { publishDueDrafts } from './product-publication.ts';
import { describeProductPage } from './products-seo.ts';

// Items prepared in advance (decision 038): drafts and planned items are nowhere in public until
// they go live, by the admin's button or by the job at their time.

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

const newItem = {
  category: 'Kleidung',
  name: 'Strickjacke',
  brand: null,
  size: 92,
  price: 8,
  condition: 'Gut',
  season: 'Übergang',
};
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const create = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: auth,
    payload: { ...newItem, ...payload },
  });

/** Everywhere a visitor could meet an item: does any of them show it? */
async function publicSightings(item: { _id: string; itemNumber: number }) {
  const listing = await t.app.inject({ url: '/api/products?category=Kleidung&pageSize=60' });
  const newbees = await t.app.inject({ url: '/api/products/newbees' });
  const page = await t.app.inject({ url: `/api/products/${item.itemNumber}` });
  const cart = await t.app.inject({
    url: `/api/products/checkcart?productids=${item._id}`,
  });
  const sitemap = await t.app.inject({ url: '/sitemap.xml' });
  const ids = (products: { _id: string }[]) => products.map((product) => product._id);
  return {
    listing: ids(listing.json().products).includes(item._id),
    newbees: ids(newbees.json()).includes(item._id),
    productPage: page.statusCode === 200,
    checkCart: ids(cart.json().products).includes(item._id),
    sitemap: sitemap.body.includes(`/product/${item.itemNumber}</loc>`),
    head:
      (await describeProductPage(t.db, item.itemNumber, {
        siteUrl: 'https://shop.example',
        shopName: 'Kinderkiste',
      })) !== null,
  };
}
const nowhere = {
  listing: false,
  newbees: false,
  productPage: false,
  checkCart: false,
  sitemap: false,
  head: false,
};
const everywhere = {
  listing: true,
  newbees: true,
  productPage: true,
  checkCart: true,
  sitemap: true,
  head: true,
};

describe('drafts and planned items', () => {
  it('a draft is nowhere in public; the admin sees it as a draft', async () => {
    const created = await create({ publication: { mode: 'draft' } });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ status: 'draft', publishAt: null });
    expect(await publicSightings(draft)).toEqual(nowhere);
    const drafts = await t.app.inject({ url: '/api/products/admin?status=draft', headers: auth });
    expect(drafts.json().products.map((p: { _id: string }) => p._id)).toContain(draft._id);
  });

  it('a planned item waits; the admin list filters it and the dashboard names it', async () => {
    const publishAt = inAnHour();
    const created = await create({
      name: 'Geplante Jacke',
      publication: { mode: 'scheduled', publishAt },
    });
    expect(created.statusCode).toBe(201);
    const planned = created.json();
    expect(planned).toMatchObject({ status: 'draft', publishAt });
    expect(await publicSightings(planned)).toEqual(nowhere);

    const list = await t.app.inject({ url: '/api/products/admin?status=scheduled', headers: auth });
    expect(list.json().products.map((p: { _id: string }) => p._id)).toEqual([planned._id]);
    const dashboard = (await t.app.inject({ url: '/api/admin/dashboard', headers: auth })).json();
    expect(dashboard.scheduledItems).toBeGreaterThanOrEqual(1);
    expect(dashboard.nextPublications[0]).toMatchObject({
      itemNumber: planned.itemNumber,
      name: 'Geplante Jacke',
      publishAt,
    });
  });

  it('refuses a planned time in the past with a German message', async () => {
    const response = await create({
      publication: { mode: 'scheduled', publishAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PUBLICATION_MESSAGES.inPast);
    const garbled = await create({ publication: { mode: 'scheduled', publishAt: 'Freitag' } });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe('Die Anfrage ist ungültig.');
  });

  it('a live item cannot become a draft again, only go offline', async () => {
    const live = (await create({})).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${live._id}`,
      headers: auth,
      payload: { ...newItem, publication: { mode: 'draft' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PUBLICATION_MESSAGES.noWayBack);
  });

  it('editing a draft publishes it, and it becomes new in the shop', async () => {
    const draft = (await create({ publication: { mode: 'draft' } })).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${draft._id}`,
      headers: auth,
      payload: { ...newItem, publication: { mode: 'online' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().status).toBe('active');
    expect(new Date(edited.json().listedAt).getTime()).toBeGreaterThan(
      new Date(draft.listedAt).getTime(),
    );
    expect(await publicSightings(draft)).toEqual(everywhere);
    const newbees = (await t.app.inject({ url: '/api/products/newbees' })).json();
    expect(newbees[0]._id).toBe(draft._id);
  });
});

describe('the publishing job', () => {
  it('publishes due items exactly once, even when two processes run it at once', async () => {
    const due = await Promise.all(
      [1, 2, 3].map(() =>
        insertProduct(t.db, { status: 'draft', publishAt: new Date(Date.now() - 1000) }),
      ),
    );
    const later = await insertProduct(t.db, {
      status: 'draft',
      publishAt: new Date(Date.now() + 3_600_000),
    });
    const other = connectDatabase(t.databaseUrl);
    try {
      const now = new Date();
      const [a, b] = await Promise.all([
        publishDueDrafts(t.db, now),
        publishDueDrafts(other.db, now),
      ]);
      expect([...a, ...b].sort()).toEqual(due.map((item) => item.itemNumber).sort());
    } finally {
      await other.close();
    }
    for (const item of due) {
      const [row] = await t.db.select().from(products).where(eq(products.id, item.id));
      expect(row).toMatchObject({ status: 'active', publishAt: null });
      expect(await publicSightings({ _id: item.id, itemNumber: item.itemNumber })).toEqual(
        everywhere,
      );
    }
    const [waiting] = await t.db.select().from(products).where(eq(products.id, later.id));
    expect(waiting).toMatchObject({ status: 'draft' });
    expect(await publishDueDrafts(t.db, new Date())).toEqual([]);
  });

  it('is scheduled every minute and also runs at start', () => {
    const [job] = productJobs({
      db: t.db,
      clock: { now: () => new Date() },
      log: { info: () => undefined },
      priceSteps: async () => [],
      publishDue: () => t.app.plannedItems.publishDue(),
    });
    expect(job).toMatchObject({ cron: '* * * * *', runAtStart: true });
  });
});

describe('planned items on their minute (decision 096)', () => {
  /** Polls the item's row until it is live; when that was, or null after `withinMs`. */
  async function wentLiveAt(id: string, withinMs: number): Promise<number | null> {
    const until = Date.now() + withinMs;
    while (Date.now() < until) {
      const [row] = await t.db.select().from(products).where(eq(products.id, id));
      if (row?.status === 'active') return Date.now();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return null;
  }

  it('a plan saved for a moment ahead goes live at that moment, without the minute job', async () => {
    const publishAt = new Date(Date.now() + 1_500);
    const response = await create({
      name: 'Pünktliche Latzhose',
      publication: { mode: 'scheduled', publishAt: publishAt.toISOString() },
    });
    expect(response.statusCode).toBe(201);
    const { _id } = response.json<{ _id: string }>();
    // Still a draft until its time …
    expect(await wentLiveAt(_id, 1_000)).toBeNull();
    // … and live right after it: the job queue's next run could be up to 90 s away.
    const liveAt = await wentLiveAt(_id, 3_000);
    expect(liveAt).not.toBeNull();
    expect(liveAt!).toBeGreaterThanOrEqual(publishAt.getTime());
    const [row] = await t.db.select().from(products).where(eq(products.id, _id));
    expect(row!.listedAt!.getTime()).toBeGreaterThanOrEqual(publishAt.getTime());
  });

  it('a minute job run sets the timer for items planned outside the app (a drop loaded ahead)', async () => {
    const publishAt = new Date(Date.now() + 1_200);
    const item = await insertProduct(t.db, { status: 'draft', publishAt });
    await t.app.plannedItems.publishDue();
    expect(await wentLiveAt(item.id, 2_500)).not.toBeNull();
  });

  it('a plan whose time the clock passes between publishing and looking ahead is not left behind', async () => {
    const publishAt = new Date(Date.now() + 300);
    const item = await insertProduct(t.db, { status: 'draft', publishAt });
    // A timer fires a moment early by the wall clock, and the clock passes the plan's time while
    // the publishing statement runs: publishing reads the first time, looking ahead the second.
    const reads = [new Date(publishAt.getTime() - 1), new Date(publishAt.getTime() + 1)];
    const planned = createPlannedItems({
      db: t.db,
      clock: { now: () => reads.shift() ?? new Date() },
      log: { info: () => undefined, error: () => undefined },
    });
    try {
      expect(await planned.publishDue()).toEqual([]);
      expect(await wentLiveAt(item.id, 2_000)).not.toBeNull();
    } finally {
      planned.stop();
    }
  });

  it('a plan beyond the horizon sets no timer, and moving a plan earlier moves the timer', async () => {
    const far = await create({
      name: 'Spätere Latzhose',
      publication: {
        mode: 'scheduled',
        publishAt: new Date(Date.now() + PLANNED_TIMER_HORIZON_MS + 60_000).toISOString(),
      },
    });
    const { _id } = far.json<{ _id: string }>();
    expect(await wentLiveAt(_id, 1_500)).toBeNull();
    const soon = new Date(Date.now() + 1_000);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${_id}`,
      headers: auth,
      payload: {
        ...newItem,
        name: 'Spätere Latzhose',
        publication: { mode: 'scheduled', publishAt: soon.toISOString() },
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(await wentLiveAt(_id, 3_000)).not.toBeNull();
  });

  it('a lookup that fails is logged and leaves the save alone; the minute job stays the net', async () => {
    const closed = connectDatabase(t.databaseUrl);
    await closed.close();
    const errors: string[] = [];
    const planned = createPlannedItems({
      db: closed.db,
      clock: { now: () => new Date() },
      log: { info: () => undefined, error: (_object, message) => void errors.push(message) },
    });
    await expect(planned.lookAhead()).resolves.toBeUndefined();
    expect(errors).toEqual(['looking up the next planned item failed']);
    planned.stop();
  });

  it('a closed app publishes nothing by its timer', async () => {
    const other = await createTestApp();
    try {
      const item = await insertProduct(other.db, {
        status: 'draft',
        publishAt: new Date(Date.now() + 800),
      });
      await other.app.plannedItems.lookAhead();
      other.app.plannedItems.stop();
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      const [row] = await other.db.select().from(products).where(eq(products.id, item.id));
      expect(row).toMatchObject({ status: 'draft' });
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/admin/products/publish', () => {
  it('publishes the chosen drafts in one go and counts the rest as skipped', async () => {
    const drafts = await Promise.all(
      [null, new Date(Date.now() + 3_600_000)].map((publishAt) =>
        insertProduct(t.db, { status: 'draft', publishAt }),
      ),
    );
    const live = await insertProduct(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/publish',
      headers: auth,
      payload: { ids: [...drafts.map((item) => item.id), live.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ published: 2, skipped: 1 });
    for (const item of drafts) {
      const [row] = await t.db.select().from(products).where(eq(products.id, item.id));
      expect(row).toMatchObject({ status: 'active', publishAt: null });
    }
  });

  it('refuses an empty choice', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/publish',
      headers: auth,
      payload: { ids: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Die Anfrage ist ungültig.');
  });
});

describe('description and defects', () => {
  it('are kept, shown on the product page and in the JSON-LD, escaped inside the script', async () => {
    const created = await create({
      description: 'Weiche Strickjacke mit Holzknöpfen.',
      defects: 'kleiner Fleck am Ärmel </script><script>alert(1)</script>',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ description: 'Weiche Strickjacke mit Holzknöpfen.' });
    const page = (await t.app.inject({ url: `/api/products/${item.itemNumber}` })).json();
    expect(page.description).toBe('Weiche Strickjacke mit Holzknöpfen.');
    expect(page.defects).toBe('kleiner Fleck am Ärmel </script><script>alert(1)</script>');

    const head = await describeProductPage(t.db, item.itemNumber, {
      siteUrl: 'https://shop.example',
      shopName: 'Kinderkiste',
    });
    const html = renderHeadTags(head!);
    expect(html).not.toContain('</script><script>alert(1)');
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(jsonLd.description).toBe(
      'Weiche Strickjacke mit Holzknöpfen.\n\nMängel: kleiner Fleck am Ärmel </script><script>alert(1)</script>',
    );
  });

  it('refuses texts that are too long', async () => {
    const response = await create({ defects: 'x'.repeat(301) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Die Anfrage ist ungültig.');
  });
});
