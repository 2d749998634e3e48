import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { screenshot } from './support/a11y.ts';
import { ADMIN_PASSWORD, createAdmin, signInAsAdmin } from './support/admin.ts';

// Nothing typed is ever lost (decision 039): an expired sign-in, a reload and a lost connection
// while an item is entered on a phone, and photos shrunk and sent one by one with progress.

const USER_KEY = 'kinderkiste-user';
// The server of playwright.config.ts generates its secret into its data folder: with it the
// journey signs a token exactly as the server does, only already expired.
const JWT_SECRET_FILE = path.resolve('test-results/e2e-data/jwt-secret');

async function photo(color: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** A 12-megapixel camera JPEG, stored sideways with EXIF orientation 6 as phones do. */
async function cameraPhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = Math.floor(Math.random() * 24);
      raw[i] = ((x * 255) / width + grain) & 255;
      raw[i + 1] = ((y * 255) / height + grain) & 255;
      raw[i + 2] = (((x + y) % 256) + grain) & 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function fillItem(page: Page, name: string): Promise<void> {
  await page.getByLabel('Lagerort (Kiste)').fill('Kiste Sitzung');
  await page.getByLabel('Saison').selectOption('Winter');
  await page.getByLabel('Marke').fill('Frugi');
  await page.getByLabel('Bezeichnung').fill(name);
  await page.getByLabel('Größe').selectOption('98');
  await page.getByLabel('Zustand').selectOption('Gut');
  await page.getByLabel('Preis in €').fill('6,50');
}

async function storedToken(page: Page): Promise<string> {
  return page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { state: { userInfo: { token: string } } })
        .state.userInfo.token,
    USER_KEY,
  );
}

/**
 * Puts an expired token of the same admin in place the way another tab would: written to
 * localStorage by a second page, which the first page hears as a storage event.
 */
async function expireSession(context: BrowserContext, page: Page, email: string): Promise<void> {
  const { sub } = decodeJwt(await storedToken(page));
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub!)
    .setIssuedAt(now - 12 * 3600 - 60)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(fs.readFileSync(JWT_SECRET_FILE, 'utf8').trim()));
  const other = await context.newPage();
  await other.goto('/impressum');
  await other.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [USER_KEY, JSON.stringify({ state: { userInfo: { email, token: expired } }, version: 0 })],
  );
  await other.close();
}

test.describe('an admin session that loses nothing', () => {
  let email = '';

  test.beforeAll(() => {
    email = `sitzung-${test.info().project.name}@e2e.example`;
    createAdmin(email);
  });

  test.describe('an expired sign-in', () => {
    test.use({ allowedConsoleErrors: /status of 401/ });

    test('signing in again in the dialog saves the item with both photos', async ({
      page,
      context,
    }, testInfo) => {
      await signInAsAdmin(page, email);
      await page.goto('/admin/neuekleidung');
      await page.getByTestId('photo-files').setInputFiles([
        { name: 'vorne.jpg', mimeType: 'image/jpeg', buffer: await photo('#3a9d7f') },
        { name: 'hinten.jpg', mimeType: 'image/jpeg', buffer: await photo('#d0643b') },
      ]);
      await expect(page.getByText('Hochgeladen')).toHaveCount(2);
      await fillItem(page, 'Sitzungsjacke');

      await expireSession(context, page, email);
      await expect(
        page.getByRole('status').filter({ hasText: 'Anmeldung ist abgelaufen' }),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Artikel online stellen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Anmeldung abgelaufen' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('E-Mail-Adresse')).toHaveValue(email);
      await expect(page).toHaveURL(/\/admin\/neuekleidung$/);
      await screenshot(page, testInfo, 'admin-session-dialog');
      await dialog.getByLabel('Passwort').fill(ADMIN_PASSWORD);
      await dialog.getByRole('button', { name: 'Anmelden' }).click();

      await expect(page.getByText('Der Artikel ist online.')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      const href = await page.getByRole('link', { name: 'Bearbeiten' }).getAttribute('href');
      const id = /\/admin\/product\/([0-9a-f-]+)/.exec(href ?? '')?.[1];
      const saved = await page.request.get(`/api/admin/products/${id}`, {
        headers: { authorization: `Bearer ${await storedToken(page)}` },
      });
      expect(saved.status()).toBe(200);
      const item = (await saved.json()) as { name: string; images: unknown[] };
      expect(item.name).toBe('Sitzungsjacke');
      expect(item.images).toHaveLength(2);
      // Saved: nothing is offered back next time.
      expect(
        await page.evaluate(() => localStorage.getItem('kinderkiste-admin-draft-Kleidung')),
      ).toBeNull();
    });
  });

  test('a reload mid-entry offers the item back, with its photo', async ({ page }, testInfo) => {
    await signInAsAdmin(page, email);
    await page.goto('/admin/neuekleidung');
    await page.getByTestId('photo-files').setInputFiles({
      name: 'vorne.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#3a9d7f'),
    });
    await expect(page.getByText('Hochgeladen')).toBeVisible();
    await fillItem(page, 'Angefangene Hose');

    await page.reload();
    const offer = page.getByRole('region', { name: 'Nicht gespeicherter Artikel' });
    await expect(offer).toContainText(
      /Nicht gespeicherter Artikel von \d\d:\d\d wiederherstellen\?/,
    );
    await expect(offer).toContainText('Mit 1 Foto.');
    await screenshot(page, testInfo, 'admin-session-draft-offer');
    await offer.getByRole('button', { name: 'Wiederherstellen' }).click();

    await expect(page.getByLabel('Bezeichnung')).toHaveValue('Angefangene Hose');
    await expect(page.getByLabel('Preis in €')).toHaveValue('6,50');
    await expect(page.getByLabel('Größe')).toHaveValue('98');
    await expect(page.getByRole('img', { name: 'Foto 1' })).toHaveJSProperty('complete', true);
    expect(
      await page
        .getByRole('img', { name: 'Foto 1' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    // Discarding forgets it.
    await page.reload();
    await page.getByRole('button', { name: 'Verwerfen' }).click();
    await expect(page.getByLabel('Bezeichnung')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('Bezeichnung')).toBeVisible();
    await expect(offer).toHaveCount(0);
  });

  test.describe('a lost connection', () => {
    test.use({ allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

    test('saving offline says so in words and keeps the form filled', async ({ page, context }) => {
      await signInAsAdmin(page, email);
      await page.goto('/admin/neuekleidung');
      await page.getByTestId('photo-files').setInputFiles({
        name: 'vorne.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo('#3a9d7f'),
      });
      await expect(page.getByText('Hochgeladen')).toBeVisible();
      await fillItem(page, 'Funklochjacke');

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Artikel online stellen' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Keine Verbindung zum Server' }),
      ).toContainText('Deine Eingaben sind noch da');
      await expect(page.getByText('Oh da ist leider etwas schief gelaufen :(')).toHaveCount(0);
      await expect(page.getByLabel('Bezeichnung')).toHaveValue('Funklochjacke');

      await context.setOffline(false);
      await page.getByRole('button', { name: 'Artikel online stellen' }).click();
      await expect(page.getByText('Der Artikel ist online.')).toBeVisible();
    });
  });

  test('a camera photo is shrunk on the phone, upright, and uploaded with progress', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const original = await cameraPhoto();
    expect(original.length).toBeGreaterThan(4_000_000);
    await signInAsAdmin(page, email);
    await page.goto('/admin/neuekleidung');

    // What the app hands to the network for each upload (Playwright does not see a Blob body).
    await page.evaluate(() => {
      const sizes: number[] = [];
      (window as unknown as { uploadSizes: number[] }).uploadSizes = sizes;
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof Blob) sizes.push(body.size);
        send.call(this, body);
      };
    });
    // A slow phone upload, so the progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await page.getByTestId('photo-files').setInputFiles({
      name: 'kamera.jpg',
      mimeType: 'image/jpeg',
      buffer: original,
    });
    const progress = page.getByRole('progressbar', { name: 'Foto 1 wird hochgeladen' });
    await expect(progress).toBeVisible();
    await expect(page.getByText(/^\d{1,2} %$/)).toBeVisible();
    await expect(page.getByText('Hochgeladen')).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const sent = await page.evaluate(
      () => (window as unknown as { uploadSizes: number[] }).uploadSizes,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeGreaterThan(50_000);
    expect(sent[0]).toBeLessThan(original.length / 8);
    // Turned upright before it was sent: the stored picture is portrait.
    const shape = await page
      .getByRole('img', { name: 'Foto 1' })
      .evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return { width: img.naturalWidth, height: img.naturalHeight };
      });
    expect(shape.height).toBeGreaterThan(shape.width);
  });

  test.describe('a failed photo', () => {
    test.use({ allowedConsoleErrors: /status of 500/ });

    test('shows why, the next one goes on, and it can be tried again', async ({ page }) => {
      await signInAsAdmin(page, email);
      await page.goto('/admin/neuekleidung');
      let calls = 0;
      await page.route('**/api/admin/images', (route) =>
        ++calls === 1
          ? route.fulfill({
              status: 500,
              json: { error: 'Internal Server Error', message: 'Das Foto kam nicht an.' },
            })
          : route.fallback(),
      );
      await page.getByTestId('photo-files').setInputFiles([
        { name: 'eins.jpg', mimeType: 'image/jpeg', buffer: await photo('#3a9d7f') },
        { name: 'zwei.jpg', mimeType: 'image/jpeg', buffer: await photo('#d0643b') },
      ]);
      await expect(
        page.getByRole('alert').filter({ hasText: 'Das Foto kam nicht an.' }),
      ).toBeVisible();
      await expect(page.getByText('Hochgeladen')).toHaveCount(1);
      await page.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(page.getByText('Hochgeladen')).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
    });
  });
});
