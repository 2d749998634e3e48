import { expect, test } from './fixtures.ts';
import { ADMIN_PASSWORD, createAdmin, openFromAdminNav } from './support/admin.ts';

// The Änderungsprotokoll: an admin's change (here a refused one) shows up with who, what, when.

test('an admin action appears in the Änderungsprotokoll', async ({ page }, testInfo) => {
  const email = `protokoll-${testInfo.project.name}@e2e.example`;
  createAdmin(email);
  const signIn = await page.request.post('/api/users/signin', {
    data: { email, password: ADMIN_PASSWORD },
  });
  const { token } = (await signIn.json()) as { token: string };
  const refused = await page.request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Unvollständig' },
  });
  expect(refused.status()).toBe(400);

  await page.goto('/admin/signin');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await openFromAdminNav(page, 'Änderungsprotokoll');
  await expect(page).toHaveURL(/\/admin\/protokoll$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Änderungsprotokoll' })).toBeVisible();

  // Cards on the phone, a table on the desktop: the visible one holds the entry.
  const changes = page.getByLabel('Änderungen').filter({ visible: true });
  const entry = changes
    .locator('li, tbody tr')
    .filter({ visible: true })
    .filter({ hasText: email })
    .filter({ hasText: 'Artikel angelegt' })
    .first();
  await expect(entry).toContainText('abgelehnt (400)');
  await expect(entry).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  await expect(entry).not.toContainText(ADMIN_PASSWORD);

  // Filtered by this admin: only their own entries are left.
  const filtered = page.waitForResponse(/\/api\/admin\/audit-log\?.*userId=/);
  await page.getByLabel('Person').selectOption({ label: email });
  await filtered;
  await expect(page).toHaveURL(/\/admin\/protokoll\?person=[0-9a-f-]{36}$/);
  await expect(entry).toBeVisible();
  const rows = changes.locator('li, tbody tr');
  await expect(rows).not.toHaveCount(0);
  await expect
    .poll(async () => (await rows.allInnerTexts()).every((text) => text.includes(email)))
    .toBe(true);
});
