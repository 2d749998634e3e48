import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Admin accounts for journeys: created with the shop's own CLI against the database of the
// server under test (same data folder and database port as in playwright.config.ts).

export const ADMIN_PASSWORD = 'ein-sehr-langes-e2e-passwort';

const DB_PORT = Number(process.env.E2E_DB_PORT ?? 54391);

const SERVERS = {
  shop: { dataDir: 'test-results/e2e-data', dbPort: DB_PORT },
  closing: { dataDir: 'test-results/e2e-closing-data', dbPort: DB_PORT + 100 },
} as const;

export function createAdmin(email: string, server: keyof typeof SERVERS = 'shop'): void {
  execFileSync(
    path.resolve('node_modules/.bin/tsx'),
    ['src/server/cli/admin-create.ts', '--email', email, '--password', ADMIN_PASSWORD],
    {
      env: {
        ...process.env,
        DATA_DIR: SERVERS[server].dataDir,
        EMBEDDED_DB_PORT: String(SERVERS[server].dbPort),
      },
      stdio: 'pipe',
    },
  );
}

/** Signs in through the form; lands on the dashboard. */
export async function signInAsAdmin(page: Page, email: string): Promise<void> {
  await page.goto('/admin/signin');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The headers of the admin API for a signed-in admin, for journeys that prepare data by API. */
export async function adminApiHeaders(
  request: APIRequestContext,
  email: string,
): Promise<{ authorization: string }> {
  const signIn = await request.post('/api/users/signin', {
    data: { email, password: ADMIN_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return { authorization: `Baerer ${((await signIn.json()) as { token: string }).token}` };
}

/**
 * Opens an admin page through the admin's own navigation (decision 058): the sheet behind the
 * menu button on a phone, the navigation beside the page on a wide screen.
 */
export async function openFromAdminNav(page: Page, label: string): Promise<void> {
  // The sheet below the 1024 px breakpoint of the frame (admin-frame.tsx, Tailwind's lg).
  if (page.viewportSize()!.width < 1024) {
    await page.getByRole('button', { name: 'Adminmenü öffnen' }).click();
    const sheet = page.getByRole('dialog', { name: 'Adminbereich' });
    await sheet.getByRole('link', { name: label, exact: true }).click();
    await expect(sheet).toBeHidden();
  } else {
    await page
      .getByRole('navigation', { name: 'Adminbereich' })
      .getByRole('link', { name: label, exact: true })
      .click();
  }
}

/**
 * A sign-up the owner approves becomes the seller after the highest number taken. Journeys that
 * choose their sellers' numbers (9101–9463, the audit log's 90,000–98,999) would otherwise meet
 * an approved sign-up that took "their" number first, depending on the order the journeys ran in.
 * A seller numbered 99,000 keeps approved sign-ups above every number a journey chooses.
 */
export async function keepApprovedSignupsAboveJourneys(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<void> {
  await createSeller(
    request,
    headers,
    { number: 99_000, name: 'Nummernanker E2E' },
    { mayExist: true },
  );
}

export type ShopSettingValue = { key: string; value: string };

/**
 * Saves shop settings through the admin API, as the settings page does: at the revision just
 * read. Journeys on both projects save settings into one shop at the same moments, so a save may
 * be refused (409) for another's; it is read again and saved once more, as the owner would.
 * Returns the settings in effect after the save.
 */
export async function saveShopSettings(
  request: APIRequestContext,
  headers: Record<string, string>,
  values: Record<string, string>,
): Promise<ShopSettingValue[]> {
  for (let attempt = 1; ; attempt += 1) {
    const read = await request.get('/api/admin/settings', { headers });
    expect(read.status(), await read.text()).toBe(200);
    const { revision } = (await read.json()) as { revision: number };
    const saved = await request.put('/api/admin/settings', { headers, data: { revision, values } });
    if (saved.status() === 409 && attempt < 5) continue;
    expect(saved.status(), await saved.text()).toBe(200);
    return ((await saved.json()) as { settings: ShopSettingValue[] }).settings;
  }
}

export type NewSeller = { number: number; name: string; email?: string };

/**
 * Creates a seller through the admin API. A journey with a number of its own expects a new seller
 * (201): a 409 then means two journeys share a number, and they would end each other's links or
 * read each other's sums (decision 088). `mayExist` is for a seller that a journey's runs share
 * (on a phone and on a desktop, or in several tests of one file): the first run creates her.
 */
export async function createSeller(
  request: APIRequestContext,
  headers: Record<string, string>,
  seller: NewSeller,
  { mayExist = false }: { mayExist?: boolean } = {},
): Promise<void> {
  const response = await request.post('/api/seller', { headers, data: seller });
  expect(mayExist ? [201, 409] : [201], await response.text()).toContain(response.status());
}
