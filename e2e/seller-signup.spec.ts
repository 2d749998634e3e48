import { paths } from '../src/web/lib/paths.ts';
import { expect, openPhone, test } from './fixtures.ts';
import {
  adminApiHeaders,
  createAdmin,
  keepApprovedSignupsAboveJourneys,
  signInAsAdmin,
} from './support/admin.ts';
import { screenshot } from './support/a11y.ts';
import { outboxMails } from './support/outbox.ts';

// Issue 34, item 1 (decision 075): a parent signs up on /verkaufen on her phone, a wrong IBAN is
// refused, she confirms through the link in the mail, and the owner approves her on the seller
// list; the welcome mail carries her number and page link.

async function linkMailedTo(email: string, pattern: RegExp): Promise<string | null> {
  const mails = (await outboxMails()).filter((mail) => mail.includes(`To: ${email}`));
  return pattern.exec(mails.at(-1) ?? '')?.[0] ?? null;
}

test('a seller signs up, confirms her mail and is approved by the owner', async ({
  page,
  browser,
}, testInfo) => {
  const email = `verkaeuferin-${testInfo.project.name}-${Date.now()}@e2e.example`;
  const phone = await openPhone(browser);
  const parent = await phone.newPage();
  await parent.goto(paths.sell.getHref());
  await expect(parent.getByText(/nichts fotografieren, nichts einstellen/)).toBeVisible();
  await parent.getByLabel('Dein Name').fill('Anna Becker');
  await parent.getByLabel('Deine E-Mail-Adresse').fill(email);
  await parent.getByLabel('Telefon (freiwillig)').fill('0151 2345678');
  await parent.getByLabel('IBAN für deine Auszahlungen').fill('DE88 3704 0044 0532 0130 00');
  await parent.getByLabel('Bitte spenden').check();
  await parent.getByRole('checkbox', { name: /Kommissionsbedingungen/ }).check();
  await parent.getByRole('button', { name: 'Als Verkäuferin anmelden' }).click();
  // The refusal stands at the IBAN field.
  await expect(parent.getByLabel('IBAN für deine Auszahlungen')).toHaveAccessibleDescription(
    /Die Prüfziffern dieser IBAN stimmen nicht/,
  );
  await screenshot(parent, testInfo, 'seller-signup-form');

  await parent.getByLabel('IBAN für deine Auszahlungen').fill('DE89 3704 0044 0532 0130 00');
  await parent.getByRole('button', { name: 'Als Verkäuferin anmelden' }).click();
  await expect(parent.getByRole('status')).toContainText('Fast geschafft!');
  const overflow = await parent.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(parent, testInfo, 'seller-signup-sent');

  // The terms she accepted: a page of their own, linked from the form.
  await parent.goto(paths.consignmentTerms.getHref());
  await expect(
    parent.getByRole('heading', { level: 1, name: 'Kommissionsbedingungen' }),
  ).toBeVisible();
  await expect(parent.getByText(/Fassung vom \d\d\.\d\d\.\d{4}/)).toBeVisible();
  await expect(parent.getByText(/des Verkaufspreises/)).toContainText('%');

  let link: string | null = null;
  await expect
    .poll(
      async () => (link = await linkMailedTo(email, /\/verkaufen\/bestaetigen\/[A-Za-z0-9_-]{43}/)),
    )
    .not.toBeNull();
  await parent.goto(link!);
  await parent.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(parent.getByRole('status')).toContainText('deine E-Mail-Adresse ist bestätigt');
  await expect(parent.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  );

  const admin = `signup-admin-${testInfo.project.name}@e2e.example`;
  createAdmin(admin);
  await keepApprovedSignupsAboveJourneys(page.request, await adminApiHeaders(page.request, admin));
  await signInAsAdmin(page, admin);
  // Her overview tells the owner someone waits, and leads to the list.
  await page
    .getByRole('list', { name: 'Braucht dich' })
    .getByRole('link', { name: /auf deine Freigabe/ })
    .click();
  await expect(page).toHaveURL(paths.adminSellerList.getHref());
  const signup = page.getByRole('listitem').filter({ hasText: email });
  await expect(signup).toContainText('Bitte spenden');
  await expect(signup).toContainText('DE89');
  await signup.getByRole('button', { name: 'Freigeben' }).click();
  await expect(page.getByRole('status')).toContainText('ist jetzt Verkäuferin Nr.');
  await screenshot(page, testInfo, 'seller-signup-approved');

  await expect
    .poll(async () => linkMailedTo(email, /\/verkaeufer\/[A-Za-z0-9_-]{43}/))
    .not.toBeNull();
  await phone.close();
});
