import fs from 'node:fs/promises';
import { pain001SchemaErrors } from '../src/server/features/payouts/pain001-schema.ts';
import { expect, test } from './fixtures.ts';
import {
  adminApiHeaders,
  createAdmin,
  createSeller,
  openFromAdminNav,
  saveShopSettings,
  signInAsAdmin,
} from './support/admin.ts';
import { createClothing, sellAtCounter } from './support/cash-sales.ts';
import { slotOf } from './support/checkout.ts';
import { backdateShipment, whileNoOtherPayoutRuns } from './support/payouts.ts';

// Issue 34, item 6 (decision 072): the owner enters a seller's IBAN on her phone, a sold item's
// withdrawal period passes, she starts a payout run and downloads the SEPA file, which the EPC's
// pain.001.001.09 schema accepts.

// The IBAN with a wrong checksum is a 400 on purpose.
test.use({ allowedConsoleErrors: /status of 400/ });

test('the owner pays a seller by SEPA: IBAN, run, file', async ({ page }, testInfo) => {
  const email = `auszahlung-${testInfo.project.name}@e2e.example`;
  // 9400 and 9401 would meet the announce-bag journey's seller (9401).
  const sellerNumber = 9450 + slotOf(testInfo, 0);
  createAdmin(email);
  const headers = await adminApiHeaders(page.request, email);

  // The shop's own account, the debtor of the file.
  await saveShopSettings(page.request, headers, { SHOP_IBAN: 'DE02120300000000202051' });

  // A seller with one item sold and handed over.
  await createSeller(page.request, headers, { number: sellerNumber, name: 'Jördis Überweisung' });
  const product = await createClothing(page.request, headers, {
    name: 'Sommerkleid Auszahlung',
    price: 24,
    season: 'Sommer',
    sellerNumber,
  });
  const orderId = await sellAtCounter(page.request, headers, [product._id]);

  // She enters the IBAN on the seller's page: a typo is refused in German, then it is stored.
  await signInAsAdmin(page, email);
  await page.goto(`/admin/sellerlist/${sellerNumber}`);
  const panel = page.getByRole('region', { name: 'Bankverbindung für Auszahlungen' });
  await expect(panel.getByTestId('bank-account-state')).toHaveText(/Keine IBAN hinterlegt/);
  await panel.getByRole('button', { name: 'IBAN eintragen' }).click();
  await panel.getByLabel('IBAN').fill('DE88 3704 0044 0532 0130 00');
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(panel.getByRole('alert')).toHaveText(/Prüfziffern dieser IBAN stimmen nicht/);
  await panel.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(panel.getByTestId('bank-account-state')).toContainText(
    'DE89 **** **** **** **** 3000',
  );
  await expect(panel.getByTestId('bank-account-state')).toContainText('Jördis Überweisung');

  // While the withdrawal period runs she is not due; once it is over she is.
  await openFromAdminNav(page, 'Auszahlungen');
  const row = page.getByTestId('payout-seller').filter({ hasText: `${sellerNumber} ·` });
  await expect(row).toContainText('noch in der Widerrufsfrist');
  // Another journey's payout run would pay her too: the runs take turns.
  await whileNoOtherPayoutRuns(async () => {
    backdateShipment(orderId, 30);
    await page.reload();
    await expect(row).toContainText('12,00');
    await expect(row).toContainText('fällig');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Auszahlungslauf starten' }).click();
    await expect(page.getByRole('status')).toContainText('gebucht');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('payout-file-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^KK-AUSZAHLUNG-\d+\.xml$/);
    const xml = await fs.readFile((await download.path())!, 'utf8');
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>');
    expect(xml).toContain('<Nm>Joerdis Ueberweisung</Nm>');
    expect(xml).toMatch(new RegExp(`<EndToEndId>KK-A\\d+-V${sellerNumber}</EndToEndId>`));
    expect(await pain001SchemaErrors(xml)).toEqual([]);

    // She is paid: the past runs list it, and she is no longer due.
    await expect(page.getByTestId('payout-run').first()).toContainText('Lauf');
    await expect(row).toHaveCount(0);
  });
});
