import { addDays, berlinDay } from '../src/domain/price-steps.ts';
import { expect, openPhone, test } from './fixtures.ts';
import { adminApiHeaders, createAdmin, createSeller, signInAsAdmin } from './support/admin.ts';
import { backdateListing } from './support/item-time.ts';
import { outboxMails } from './support/outbox.ts';

// Issue 34, item 5 (decision 076): the owner sets price steps on her settings page; an item
// online for 61 days costs 20 % less from the next run of the minute's job, on its product page
// with the lowest price of the last 30 days, and on its seller's page with the next step, the
// last day and what happens then. An item online for 121 days has left the shop by her choice:
// she gets the pickup mail, and the sort-out list shows it under "Holt die Verkäuferin ab".

const SELLER = 9402;
const formatDay = (day: string) => day.split('-').reverse().join('.');

test(
  'a price step on the product page and the seller’s page, and the end by her choice',
  { tag: '@phone' },
  async ({ page, browser }) => {
    // The job runs every minute (pg-boss's cron), so the step may take up to about 90 s to come.
    test.setTimeout(240_000);
    const email = 'preisstufen@e2e.example';
    createAdmin(email);
    const headers = await adminApiHeaders(page.request, email);
    await createSeller(
      page.request,
      headers,
      { number: SELLER, name: 'Stefanie Stufe', email: 'stefanie@e2e.example' },
      { mayExist: true },
    );
    const created = await page.request.post('/api/admin/products', {
      headers,
      data: {
        category: 'Kleidung',
        size: 104,
        condition: 'Sehr gut',
        season: 'Winter',
        name: 'Winterjacke Preisstufe',
        price: 14,
        sellerNumber: SELLER,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const item = (await created.json()) as { _id: string; itemNumber: number };
    backdateListing(item._id, 61, 'pickup');
    const listedDay = addDays(berlinDay(new Date()), -61);
    // A second item whose 120 days are over: her choice (pick up) applies by the minute's job.
    const endedCreated = await page.request.post('/api/admin/products', {
      headers,
      data: {
        category: 'Kleidung',
        size: 110,
        condition: 'Gut',
        season: 'Sommer',
        name: 'Sommerkleid Zeitende',
        price: 9,
        sellerNumber: SELLER,
      },
    });
    expect(endedCreated.status(), await endedCreated.text()).toBe(201);
    const ended = (await endedCreated.json()) as { _id: string; itemNumber: number };
    backdateListing(ended._id, 121, 'pickup');

    // The owner sets the steps on her settings page, in German.
    await signInAsAdmin(page, email);
    await page.goto('/admin/einstellungen');
    const steps = page.getByLabel('Preisstufen (Tage online : Prozent weniger)');
    await steps.fill('60:20, 90:40');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status')).toHaveText(/Einstellungen gespeichert/);

    try {
      // The product page, reloaded until the minute's job has lowered the price.
      await page.goto(`/product/${item.itemNumber}`);
      await expect(async () => {
        await page.reload();
        await expect(page.getByText('11,20 €').first()).toBeVisible({ timeout: 1_000 });
      }).toPass({ intervals: [5_000], timeout: 150_000 });
      const main = page.getByRole('main');
      await expect(main.locator('s').filter({ hasText: '14,00 €' }).first()).toBeVisible();
      await expect(main).toContainText('-20\u00a0%');
      await expect(main).toContainText('Niedrigster Preis der letzten 30 Tage: 14,00 €');

      // The other item's time is over: she got one mail with the pickup window.
      await expect(async () => {
        const mails = (await outboxMails()).filter(
          (mail) => mail.includes('To: stefanie@e2e.example') && mail.includes('Abholen'),
        );
        expect(mails).toHaveLength(1);
        expect(mails[0]).toContain(`Nr. ${ended.itemNumber} · Sommerkleid Zeitende`);
        expect(mails[0]).toMatch(/bis zum \d\d\.\d\d\.\d{4} bei uns ab/);
      }).toPass({ intervals: [5_000], timeout: 120_000 });

      // The seller's page on her phone: days online, price now, next step and its day, the end.
      const link = await page.request.post(`/api/seller/${SELLER}/link`, { headers });
      expect(link.status(), await link.text()).toBe(201);
      const url = ((await link.json()) as { url: string }).url;
      const phone = await openPhone(browser);
      const sellerPage = await phone.newPage();
      await sellerPage.goto(new URL(url).pathname);
      const row = sellerPage.getByTestId('seller-page-online').filter({ hasText: 'Winterjacke' });
      await expect(row).toContainText('seit 61 Tagen online');
      await expect(row).toContainText('11,20 €');
      await expect(row).toContainText(
        `ab ${formatDay(addDays(listedDay, 90))}: \u221240\u00a0% (8,40 €)`,
      );
      await expect(row).toContainText(`Letzter Tag online: ${formatDay(addDays(listedDay, 119))}.`);
      await expect(row).toContainText('Danach holst du ihn ab');
      // The item whose time is over left the shop: on her page it is sorted out.
      await expect(sellerPage.getByText(`Nr. ${ended.itemNumber}`)).toBeVisible();
      await expect(
        sellerPage.getByTestId('seller-page-online').filter({ hasText: 'Sommerkleid' }),
      ).toHaveCount(0);
      const overflow = await sellerPage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await phone.close();

      // The owner's sort-out list has it under her choice.
      await page.goto('/admin/itemliste');
      const pickup = page.getByTestId('sort-out-pickup');
      await expect(pickup).toContainText('Holt die Verkäuferin ab');
      await expect(pickup).toContainText('Sommerkleid Zeitende');
      await expect(pickup).toContainText('Zeit abgelaufen, offline');
    } finally {
      // The shop is shared with the other journeys: no steps for their items.
      await page.goto('/admin/einstellungen');
      await steps.fill('');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByRole('status')).toHaveText(/Einstellungen gespeichert/);
    }
  },
);
