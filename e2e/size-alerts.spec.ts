import { paths } from '../src/web/lib/paths.ts';
import { expect, openPhone, test } from './fixtures.ts';
import { createAdmin, signInAsAdmin } from './support/admin.ts';
import { screenshot } from './support/a11y.ts';
import { sizeAlertLinkMailedTo } from './support/outbox.ts';

// Issue 21, part 3: the size alert (decision 046). A parent asks for it, confirms it through the
// link in the mail (in the outbox), changes her sizes and unsubscribes; the owner sees the count.

test.describe('size alert', () => {
  // The dead link after unsubscribing is a 404 on purpose.
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('asked for, confirmed through the mail, changed and ended by its link', async ({
    page,
    browser,
  }, testInfo) => {
    const email = `alarm-${testInfo.project.name}-${Date.now()}@e2e.example`;
    await page.goto(paths.sizeAlert.getHref(98));
    await expect(page.getByRole('heading', { level: 1, name: 'Größen-Alarm' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '98' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Kleidung' }).check({ force: true });
    await page.getByLabel('Deine E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Größen-Alarm anfordern' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Bitte bestätige darin deinen Größen-Alarm',
    );
    await screenshot(page, testInfo, 'size-alert-requested');

    // The link from the mail, opened on the parent's phone.
    let link: string | null = null;
    await expect.poll(async () => (link = await sizeAlertLinkMailedTo(email))).not.toBeNull();
    const phone = await openPhone(browser);
    const mailPage = await phone.newPage();
    await mailPage.goto(link!);
    // Opening the link confirms nothing; the tap does.
    await expect(mailPage.getByText(email)).toBeVisible();
    await mailPage.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(mailPage.getByText('Danke, dein Größen-Alarm ist bestätigt!')).toBeVisible();
    await expect(mailPage.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );

    // Another size.
    await mailPage.getByRole('checkbox', { name: '104' }).first().check({ force: true });
    await mailPage.getByRole('button', { name: 'Speichern' }).click();
    await expect(mailPage.getByText('Gespeichert.')).toBeVisible();
    await expect(mailPage.getByRole('status').first()).toContainText('Gr. 98, 104');
    const overflow = await mailPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await mailPage.screenshot({
      path: testInfo.outputPath('size-alert-manage.png'),
      fullPage: true,
    });

    // The owner sees her among the subscribers of size 104.
    const admin = `alarm-admin-${testInfo.project.name}@e2e.example`;
    createAdmin(admin);
    await signInAsAdmin(page, admin);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Größen-Alarm' })).toBeVisible();
    await expect(page.getByTestId('size-alert-counts')).toContainText('bestätigte');
    await expect(page.getByRole('row', { name: /Gr\. 104/ })).toBeVisible();

    // Unsubscribed: the link is dead afterwards.
    await mailPage.getByRole('button', { name: 'Vom Größen-Alarm abmelden' }).click();
    await expect(mailPage.getByText('Du bist abgemeldet.')).toBeVisible();
    await mailPage.reload();
    await expect(mailPage.getByText('Diesen Link gibt es nicht (mehr).')).toBeVisible();
    await phone.close();
  });
});
