import { expect, test } from './fixtures.ts';

test.describe('QR redirect', () => {
  test('/redirect/qrcode records the scan and goes to the clothing shop', async ({ page }) => {
    const post = page.waitForRequest(
      (request) => request.url().includes('/api/redirect/qrcode') && request.method() === 'POST',
    );
    await page.goto('/redirect/qrcode?target=shop&source=flyer');
    const request = await post;
    const url = new URL(request.url());
    expect(url.searchParams.get('target')).toBe('shop');
    expect(url.searchParams.get('source')).toBe('flyer');
    await expect(page).toHaveURL(/\/shop\/kleidung$/);
  });

  test('/r/qr without a target goes home', async ({ page }) => {
    await page.goto('/r/qr?source=schaufenster');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: /Willkommen/ })).toBeVisible();
  });

  test('instagram leaves the shop for the configured address', async ({ page }) => {
    await page.route('https://**instagram.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Instagram</title>' }),
    );
    await page.goto('/r/qr?target=instagram&source=karte');
    await expect(page).toHaveURL(/instagram\.com/);
  });
});
