import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { decideConsent, expect, test } from './fixtures.ts';
import { screenshot } from './support/a11y.ts';
import { adminApiHeaders, createAdmin, openFromAdminNav, signInAsAdmin } from './support/admin.ts';
import { freeDemoItems } from './support/api.ts';

// Hand-in by scan (issue 34, decision 073) on a phone: a typed item number and a label held
// before Chromium's fake camera (a video of the label the shop printed) open the item; on the
// pack list a number packs the item in its order; what is no item number, or on no order, is
// said so and changes nothing.

type Headers = { authorization: string };

async function enterDraft(request: APIRequestContext, headers: Headers, name: string) {
  const created = await request.post('/api/admin/products', {
    headers,
    data: {
      category: 'Kleidung',
      name,
      brand: 'Frugi',
      size: 104,
      price: 9.5,
      condition: 'Gut',
      season: 'Winter',
      publication: { mode: 'draft' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { _id: string; itemNumber: number };
}

/** A cash pickup order of one free sleeping bag: it is on the pack list at once. */
async function placePickupOrder(request: APIRequestContext, skip: number) {
  const products = await freeDemoItems(request, 'category=Schlafsack&pageSize=60');
  for (const product of [...products.slice(skip), ...products.slice(0, skip)]) {
    const placed = await request.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        productIds: [product._id],
        userData: { firstName: 'Sina', lastName: 'Scan', emailAddress: 'sina@e2e.example' },
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
      },
    });
    if (placed.status() === 409) continue;
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { orderNumber: number };
    return { orderNumber: order.orderNumber, itemNumber: product.itemNumber };
  }
  throw new Error('no free sleeping bag to order');
}

/**
 * The label as the shop prints it for the label printer, rendered by poppler and laid on a
 * 640 × 480 picture, as one frame of a Y4M video (4:2:0), the format Chromium's fake camera plays.
 */
async function labelVideo(request: APIRequestContext, headers: Headers, itemNumber: number) {
  const pdf = await request.get(`/api/admin/item-labels?layout=roll-62&items=${itemNumber}`, {
    headers,
  });
  expect(pdf.status()).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), 'label-camera-'));
  writeFileSync(path.join(dir, 'label.pdf'), await pdf.body());
  execFileSync('pdftoppm', ['-r', '200', '-png', '-singlefile', 'label.pdf', 'label'], {
    cwd: dir,
  });
  const [width, height] = [640, 480];
  const label = await sharp(readFileSync(path.join(dir, 'label.png')))
    .resize({ width: 520 })
    .toBuffer();
  const { data } = await sharp({
    create: { width, height, channels: 3, background: '#ffffff' },
  })
    .composite([{ input: label, gravity: 'center' }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = Buffer.alloc(width * height);
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  for (let index = 0; index < width * height; index += 1) {
    const [r, g, b] = [data[index * 3]!, data[index * 3 + 1]!, data[index * 3 + 2]!];
    luma[index] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
  }
  const file = path.join(dir, 'label.y4m');
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      chroma,
      chroma,
    ]),
  );
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

test.describe('hand-in by scan', () => {
  test.setTimeout(120_000);
  // An unknown number and one on no order of the pack list are refused on purpose (404).
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('a typed number opens the item; the pack list packs by number; wrong codes are said so', async ({
    page,
  }, testInfo) => {
    const email = `scan-${testInfo.project.name}@e2e.example`;
    createAdmin(email);
    const headers = await adminApiHeaders(page.request, email);
    const draft = await enterDraft(page.request, headers, `E2E Scanjacke ${testInfo.project.name}`);
    const order = await placePickupOrder(page.request, testInfo.project.name === 'mobile' ? 3 : 9);

    await signInAsAdmin(page, email);
    await openFromAdminNav(page, 'Scannen');
    await expect(page.getByRole('heading', { name: 'Scannen' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Artikelnummer zum Öffnen' });

    // Without a camera (or without permission) the typed field stays, with a German hint.
    await page.getByRole('button', { name: 'Kamera', exact: true }).click();
    await expect(page.getByText(/Artikelnummer ein/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kamera', exact: true })).toBeHidden();

    await field.fill('Hallo');
    await page.getByRole('button', { name: 'Öffnen', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Das ist keine Artikelnummer. Bitte scanne ein Etikett des Shops.',
    );
    await field.fill('987654321');
    await page.getByRole('button', { name: 'Öffnen', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Den Artikel 987654321 gibt es nicht.');
    await screenshot(page, testInfo, 'scan-page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    await field.fill(String(draft.itemNumber));
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/product/${draft._id}$`));
    await expect(page.getByRole('heading', { name: `Artikel ${draft.itemNumber}` })).toBeVisible();
    await expect(page.getByLabel('Bezeichnung')).toHaveValue(
      `E2E Scanjacke ${testInfo.project.name}`,
    );

    // The pack list: a number on it is packed in its order, one that is not is said so.
    await openFromAdminNav(page, 'Packliste');
    const packField = page.getByRole('textbox', { name: 'Artikelnummer zum Packen' });
    await packField.fill(String(draft.itemNumber));
    await page.getByRole('button', { name: 'Gepackt', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `Artikel ${draft.itemNumber} steht nicht auf der Packliste.`,
    );
    await packField.fill(String(order.itemNumber));
    await page.getByRole('button', { name: 'Gepackt', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'gepackt (Bestellung' })).toHaveText(
      `Artikel ${order.itemNumber} gepackt (Bestellung ${order.orderNumber}). Die Bestellung ist vollständig gepackt.`,
    );
  });

  test('a label held before the camera opens its item', async ({ page }, testInfo) => {
    const email = `kamera-${testInfo.project.name}@e2e.example`;
    createAdmin(email);
    const headers = await adminApiHeaders(page.request, email);
    const draft = await enterDraft(
      page.request,
      headers,
      `E2E Kamerajacke ${testInfo.project.name}`,
    );
    const video = await labelVideo(page.request, headers, draft.itemNumber);

    // A browser of its own, whose camera plays the label's video.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video.file}`,
      ],
    });
    try {
      const context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        locale: 'de-DE',
        serviceWorkers: 'block',
        permissions: ['camera'],
      });
      await decideConsent(context);
      const phone = await context.newPage();
      await signInAsAdmin(phone, email);
      await phone.goto('/admin/scannen');
      await phone.getByRole('button', { name: 'Kamera', exact: true }).click();
      await expect(phone).toHaveURL(new RegExp(`/admin/product/${draft._id}$`), {
        timeout: 30_000,
      });
      await expect(phone.getByLabel('Bezeichnung')).toHaveValue(
        `E2E Kamerajacke ${testInfo.project.name}`,
      );
    } finally {
      await browser.close();
      video.remove();
    }
  });
});
