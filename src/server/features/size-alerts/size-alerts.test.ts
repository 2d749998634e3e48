import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsSummarySchema } from '../../../domain/api/size-alerts.ts';
import { sizeAlertDeliveries, sizeAlertEvents, sizeAlerts } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { saveImage } from '../../lib/images/save-image.ts';
import type { MailMessage, Mailer } from '../../lib/mail/mailer.ts';
import { insertProduct, readOutbox } from '../../test/fixtures.ts';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { runSizeAlerts } from './size-alert-run.ts';
import { deleteUnconfirmedAlerts } from './size-alerts.service.ts';

// Size alerts end to end through the API and the Friday run: double opt-in through the mail in
// the outbox, the run's mail with the week's items, one-click unsubscribe, a run started again
// in the middle, and the clean-up of requests never confirmed.

const tuesday = new Date('2026-11-24T10:00:00Z');
const friday = new Date('2026-11-27T08:00:00Z'); // 09:00 in Berlin
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(tuesday) });
});
afterAll(() => t.close());

function recordingMailer(options: { holdAfter?: number } = {}) {
  const sent: MailMessage[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const mailer: Mailer = {
    async send(message) {
      if (options.holdAfter !== undefined && sent.length >= options.holdAfter) await held;
      sent.push(message);
    },
  };
  return { mailer, sent, release };
}

const deps = (mailer: Mailer) => ({
  db: t.db,
  mailer,
  shop: t.app.config.shop,
  siteUrl: 'https://kinderkiste.example',
  imageStorage: t.app.imageStorage,
  log: { info: () => {}, error: () => {} },
});

async function subscribe(email: string, sizes: number[], extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/size-alerts',
    payload: { email, sizes, ...extra },
    remoteAddress: '203.0.113.7',
  });
}

/** The token of the newest mail to an address, from its link. */
async function tokenFromOutbox(email: string): Promise<string> {
  const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.includes(`To: ${email}`));
  const match = /\/groessen-alarm\/([A-Za-z0-9_-]{43})/.exec(mails.at(-1) ?? '');
  if (!match) throw new Error(`no link mailed to ${email}`);
  return match[1]!;
}

async function confirm(email: string) {
  const token = await tokenFromOutbox(email);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/size-alerts/${token}/confirm`,
    remoteAddress: '198.51.100.23',
  });
  expect(response.statusCode, response.body).toBe(200);
  return token;
}

/** Clears the deliveries of earlier runs, so each test's Friday starts afresh. */
async function forgetRuns() {
  await t.db.execute(sql`delete from size_alert_runs`);
}

describe('double opt-in', () => {
  it('sends only the confirmation mail until the link is used, and logs the confirmation', async () => {
    const response = await subscribe('anna@example.org', [98, 104], { categories: ['Kleidung'] });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().message).toContain('Bitte bestätige');
    const mails = (await readOutbox(t.dataDir)).filter((m) => m.includes('To: anna@example.org'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Bitte best');
    expect(mails[0]).toContain('Gr. 98, Gr. 104');

    // A Friday before the confirmation sends her nothing.
    await insertProduct(t.db, {
      name: 'Regenjacke',
      size: 98,
      listedAt: new Date('2026-11-26T09:00:00Z'),
    });
    const before = recordingMailer();
    await runSizeAlerts(deps(before.mailer), friday);
    expect(before.sent.filter((m) => m.to === 'anna@example.org')).toEqual([]);
    await forgetRuns();

    const token = await confirm('anna@example.org');
    const [alert] = await t.db
      .select()
      .from(sizeAlerts)
      .where(eq(sizeAlerts.email, 'anna@example.org'));
    expect(alert?.confirmedAt).toEqual(tuesday);
    const events = await t.db
      .select({
        event: sizeAlertEvents.event,
        ip: sizeAlertEvents.ipAddress,
        at: sizeAlertEvents.at,
      })
      .from(sizeAlertEvents)
      .where(eq(sizeAlertEvents.email, 'anna@example.org'));
    expect(events).toEqual([
      { event: 'requested', ip: '203.0.113.7', at: tuesday },
      { event: 'confirmed', ip: '198.51.100.23', at: tuesday },
    ]);
    const read = await t.app.inject({ url: `/api/size-alerts/${token}` });
    expect(read.json()).toMatchObject({
      confirmed: true,
      sizes: [98, 104],
      categories: ['Kleidung'],
    });
  });

  it('answers a request for a confirmed address alike, but changes nothing and mails the link', async () => {
    await subscribe('berta@example.org', [86]);
    await confirm('berta@example.org');
    // Past the ten minutes in which a repeated request sends no second mail.
    await t.db
      .update(sizeAlerts)
      .set({ updatedAt: new Date(tuesday.getTime() - 60 * 60_000) })
      .where(eq(sizeAlerts.email, 'berta@example.org'));
    const response = await subscribe('Berta@Example.org', [152]);
    expect(response.statusCode).toBe(202);
    const mails = (await readOutbox(t.dataDir)).filter((m) => /To: berta@example\.org/i.test(m));
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('schon eingerichtet');
    const [alert] = await t.db
      .select()
      .from(sizeAlerts)
      .where(eq(sizeAlerts.email, 'berta@example.org'));
    expect(alert?.sizes).toEqual([86]);
  });

  it('refuses bad input with a German 400 and a dead link with 404', async () => {
    const noSize = await subscribe('carla@example.org', []);
    expect(noSize.statusCode).toBe(400);
    const badMail = await subscribe('keine-adresse', [98]);
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().message).toBe('Die Anfrage ist ungültig.');
    const dead = await t.app.inject({ url: `/api/size-alerts/${'x'.repeat(43)}` });
    expect(dead.statusCode).toBe(404);
  });
});

describe('the Friday run', () => {
  it("mails each subscriber the week's new items in her sizes, with pictures and unsubscribe headers", async () => {
    await forgetRuns();
    await subscribe('dora@example.org', [110]);
    await confirm('dora@example.org');
    const thisWeek = new Date('2026-11-26T18:00:00Z');
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#245f57' },
    })
      .png()
      .toBuffer();
    const jacket = await insertProduct(t.db, {
      name: 'Winterjacke',
      size: 110,
      listedAt: thisWeek,
      priceCents: 1450,
      images: [await saveImage(t.app.imageStorage, photo)],
    });
    await insertProduct(t.db, {
      name: 'Alte Hose',
      size: 110,
      listedAt: new Date('2026-11-10T10:00:00Z'),
    });
    await insertProduct(t.db, {
      name: 'Verkaufte Hose',
      size: 110,
      listedAt: thisWeek,
      status: 'sold',
    });
    await insertProduct(t.db, { name: 'Entwurf', size: 110, listedAt: thisWeek, status: 'draft' });

    const { mailer, sent } = recordingMailer();
    await runSizeAlerts(deps(mailer), friday);
    const mail = sent.find((m) => m.to === 'dora@example.org');
    expect(mail?.subject).toBe('Neu in Gr. 110: 1 Artikel');
    expect(mail?.text).toContain('Winterjacke');
    expect(mail?.text).toMatch(/14,50\s€/);
    expect(mail?.text).toContain(`https://kinderkiste.example/product/${jacket.itemNumber}`);
    expect(mail?.text).not.toContain('Alte Hose');
    expect(mail?.text).not.toContain('Verkaufte Hose');
    expect(mail?.text).not.toContain('Entwurf');
    // The picture travels inside the mail (decision 057): nothing is loaded when it is opened.
    const picture = mail?.attachments?.[0];
    expect(picture?.contentType).toBe('image/jpeg');
    expect(mail?.html).toMatch(new RegExp(`<img\\s+src="cid:${picture?.cid}"`));
    expect(mail?.html).not.toMatch(/src="https?:/);
    expect((await sharp(picture?.content).metadata()).width).toBe(192);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    expect(unsubscribeUrl).toMatch(
      /^https:\/\/kinderkiste\.example\/api\/size-alerts\/[\w-]{43}\/unsubscribe$/,
    );

    // The same Friday again (a second process, a catch-up): nothing twice.
    const again = recordingMailer();
    await runSizeAlerts(deps(again.mailer), new Date(friday.getTime() + 60_000));
    expect(again.sent).toEqual([]);

    // One click in the mail program: a form POST, as RFC 8058 has it.
    const path = new URL(unsubscribeUrl).pathname;
    const clicked = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(
      await t.db.select().from(sizeAlerts).where(eq(sizeAlerts.email, 'dora@example.org')),
    ).toEqual([]);
    const withdrawn = await t.db
      .select({ event: sizeAlertEvents.event })
      .from(sizeAlertEvents)
      .where(eq(sizeAlertEvents.email, 'dora@example.org'));
    expect(withdrawn.map((e) => e.event)).toEqual(['requested', 'confirmed', 'unsubscribed']);
  });

  it('goes on where a stopped run ended and never sends a mail twice', async () => {
    await forgetRuns();
    const emails = Array.from({ length: 7 }, (_, i) => `eltern${i}@example.org`);
    for (const email of emails) {
      await subscribe(email, [62]);
      await confirm(email);
    }
    await insertProduct(t.db, {
      name: 'Strampler',
      size: 62,
      listedAt: new Date('2026-11-26T12:00:00Z'),
    });

    // The first process sends two mails, then hangs in the middle of its batch of three, as if
    // killed; a second process starts the same run again meanwhile.
    const first = recordingMailer({ holdAfter: 2 });
    const firstRun = runSizeAlerts(deps(first.mailer), friday, { batchSize: 3 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = recordingMailer();
    await runSizeAlerts(deps(second.mailer), new Date(friday.getTime() + 5 * 60_000), {
      batchSize: 3,
    });
    first.release();
    await firstRun;

    // Everybody got the mail, nobody twice: the second process left alone what the first had
    // claimed, and the first finished its batch.
    const received = [...first.sent, ...second.sent].map((m) => m.to);
    expect(new Set(received).size).toBe(received.length);
    expect(received.filter((to) => emails.includes(to)).sort()).toEqual([...emails].sort());
    expect(second.sent.length).toBeGreaterThan(0);

    // A mail claimed by a process killed before sending it is not sent again (at most once).
    await forgetRuns();
    await insertProduct(t.db, {
      name: 'Body',
      size: 62,
      listedAt: new Date('2026-12-03T12:00:00Z'),
    });
    const killed = recordingMailer({ holdAfter: 0 });
    void runSizeAlerts(deps(killed.mailer), new Date('2026-12-04T08:00:00Z'), { batchSize: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const restarted = recordingMailer();
    await runSizeAlerts(deps(restarted.mailer), new Date('2026-12-04T08:10:00Z'));
    const claimedByKilled = await t.db
      .select()
      .from(sizeAlertDeliveries)
      .where(sql`claimed_at is not null and sent_at is null`);
    expect(claimedByKilled).toHaveLength(1);
    expect(restarted.sent.map((m) => m.to)).not.toContain(
      (
        await t.db.select().from(sizeAlerts).where(eq(sizeAlerts.id, claimedByKilled[0]!.alertId))
      )[0]?.email,
    );
    killed.release();
  });

  it('shows the owner subscribers per size and the last run', async () => {
    expect((await t.app.inject({ url: '/api/admin/size-alerts' })).statusCode).toBe(401);
    const headers = await signInAsAdmin(t);
    const response = await t.app.inject({ url: '/api/admin/size-alerts', headers });
    expect(response.statusCode).toBe(200);
    const summary = alertsSummarySchema.parse(response.json());
    expect(summary.bySize.find((row) => row.size === 62)?.subscribers).toBe(7);
    expect(summary.lastRun?.runDate).toBe('2026-12-04');
    expect(summary.confirmed).toBeGreaterThanOrEqual(9);
  });
});

describe('requests never confirmed', () => {
  it('are deleted after three days, with their events; confirmed ones stay', async () => {
    await subscribe('franzi@example.org', [74]);
    expect(await deleteUnconfirmedAlerts(t.db, new Date(tuesday.getTime() + 2 * 86_400_000))).toBe(
      0,
    );
    const deleted = await deleteUnconfirmedAlerts(
      t.db,
      new Date(tuesday.getTime() + 3 * 86_400_000 + 1),
    );
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(
      await t.db.select().from(sizeAlerts).where(eq(sizeAlerts.email, 'franzi@example.org')),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(sizeAlertEvents)
        .where(eq(sizeAlertEvents.email, 'franzi@example.org')),
    ).toEqual([]);
    expect(
      await t.db.select().from(sizeAlerts).where(eq(sizeAlerts.email, 'anna@example.org')),
    ).toHaveLength(1);
  });
});
