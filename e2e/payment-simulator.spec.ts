import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y.ts';
import { freeDemoItems } from './support/api.ts';

// Issue 19: the payment simulator's page (PAYMENT_MODE=simulator) looks like the shop and says
// plainly that it is a test payment, without loading anything from elsewhere (CSP).

test('the simulator page: the shop’s look, clearly a test payment, within the phone', async ({
  page,
}, testInfo) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  let orderId: string | null = null;
  const free = await freeDemoItems(page.request, 'category=Schlafsack&pageSize=60');
  for (const product of free.reverse()) {
    const placed = await page.request.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        productIds: [product._id],
        userData: {
          firstName: 'Erika',
          lastName: `Simulator-${testInfo.project.name}`,
          emailAddress: 'erika@e2e.example',
          street: 'Lindenweg 7',
          postalCode: '12345',
          city: 'Musterstadt',
        },
        deliveryMethod: 'liefernDHL',
        paymentMethod: 'klarna-pay-later',
      },
    });
    if (placed.status() === 409) continue;
    expect(placed.status(), await placed.text()).toBeLessThan(300);
    orderId = ((await placed.json()) as { _id: string })._id;
    break;
  }
  expect(orderId).not.toBeNull();
  const started = await page.request.post(`/api/orders/${orderId}/payment`);
  const { approvalUrl } = (await started.json()) as { approvalUrl: string };

  await page.goto(approvalUrl);
  await expect(page.getByText('Testzahlung – es wird kein Geld bewegt')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlungssimulator' })).toBeVisible();
  await expect(page.getByText('Auf Rechnung mit Klarna')).toBeVisible();
  // The shop's cream paper and rounded teal buttons.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(253, 248, 241)');
  await expect(page.getByRole('button', { name: 'Bezahlen' })).toHaveCSS(
    'background-color',
    'rgb(36, 95, 87)',
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'payment-simulator');
  expect(violations).toEqual([]);

  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(new RegExp(`/bestellung/${orderId}\\?`));
});
