import fs from 'node:fs/promises';
import { countPdfPages } from '../src/server/lib/pdf/merge-pdfs.ts';
import { expect, test } from './fixtures.ts';
import { screenshot } from './support/a11y.ts';
import { ADMIN_PASSWORD, createAdmin, signInAsAdmin } from './support/admin.ts';
import { placePaidDhlOrder } from './support/dhl-orders.ts';

// Several at once (issue 32, decision 060): the owner ticks two packed DHL orders in the order
// history, makes their labels and marks them shipped in one go, and downloads one PDF of both
// labels. The labels come from the local DHL fake through the shop's real DHL adapter.

test('ships two packed orders at once and downloads one PDF of their labels', async ({
  page,
  request,
}, testInfo) => {
  const email = `bulk-${testInfo.project.name}@e2e.example`;
  createAdmin(email);
  const skip = testInfo.project.name === 'mobile' ? 21 : 27;
  const orders = [
    await placePaidDhlOrder(request, email, skip),
    await placePaidDhlOrder(request, email, skip),
  ];
  const signIn = await request.post('/api/users/signin', {
    data: { email, password: ADMIN_PASSWORD },
  });
  const { token } = (await signIn.json()) as { token: string };
  for (const order of orders) {
    const packed = await request.post('/api/orders/set-order-packed', {
      headers: { authorization: `Bearer ${token}` },
      data: { orderId: order._id },
    });
    expect(packed.status(), await packed.text()).toBe(200);
  }

  await signInAsAdmin(page, email);
  // The pack list leads to the packed orders.
  await page.goto('/admin/packliste');
  await page.getByRole('link', { name: 'Gepackte Bestellungen versenden' }).click();
  await expect(page).toHaveURL(/\/admin\/orderhistory\?status=packed/);

  const panel = page.getByRole('region', { name: 'Mehrere versenden' });
  const submit = panel.getByRole('button', {
    name: /Etiketten erstellen und als versendet markieren/,
  });
  await expect(submit).toBeDisabled();
  for (const order of orders) {
    await page.getByRole('checkbox', { name: `Bestellung ${order.orderNumber} auswählen` }).check();
  }
  await expect(submit).toHaveText('Etiketten erstellen und als versendet markieren (2)');

  const width = page.viewportSize()?.width ?? 390;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await screenshot(page, testInfo, 'admin-bulk-shipping-selection');

  await submit.click();
  await expect(panel.getByText('2 Bestellungen als versendet markieren?')).toBeVisible();
  await panel.getByRole('button', { name: 'Ja, versenden' }).click();

  const results = panel.getByRole('status');
  await expect(results).toContainText('2 Bestellungen versendet.');
  for (const order of orders) {
    await expect(results).toContainText(`Nr. ${order.orderNumber} · Versendet`);
  }
  await expect(results).toContainText(/Sendungsnummer \d{20}/);
  // Shipped orders leave the "gepackt" list.
  for (const order of orders) {
    await expect(
      page.getByRole('checkbox', { name: `Bestellung ${order.orderNumber} auswählen` }),
    ).toHaveCount(0);
  }
  await screenshot(page, testInfo, 'admin-bulk-shipping-result');

  const download = page.waitForEvent('download');
  await results.getByRole('button', { name: '2 Labels als ein PDF herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^DHL-Labels-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await fs.readFile(await file.path());
  expect(await countPdfPages(pdf)).toBe(2);

  // Each order page shows it shipped with its label's number.
  await page.goto(`/admin/orderhistory/${orders[0]!._id}`);
  await expect(page.getByText('Versendet').first()).toBeVisible();
});
