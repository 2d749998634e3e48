import type { Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y.ts';

// The consent widget (docs/product.md §2.6, §4.12 and §10.1: § 25 TDDDG): nothing goes to another
// host before consent, the banner comes 3 s after the page has loaded, 'Ablehnen' keeps everything
// off, 'Akzeptieren' loads the Google tag (GOOGLE_ANALYTICS_ID is set in playwright.config.ts).

test.use({ consentDecided: false });

// The header's message rotator fades; mid-fade its text fails axe's contrast check at random.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const GOOGLE_TAG = 'https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01';

function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === 'localhost';
}

/**
 * Records every request the page makes; every host but the shop's own gets an empty local stub
 * answer, so nothing leaves the machine even when the page is allowed to ask.
 */
async function recordRequests(page: Page) {
  const requests: { url: string }[] = [];
  page.on('request', (request) => requests.push({ url: request.url() }));
  await page.route(
    (url) => !isLocal(url.href),
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  return {
    all: requests,
    thirdParty: () => requests.filter((request) => !isLocal(request.url)).map(({ url }) => url),
  };
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'Deine Einwilligung' });
}

/** The data layer's commands as arrays (gtag pushes `arguments` objects). */
async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  );
}

test.describe('consent widget', () => {
  test('no request leaves the shop before consent; the banner comes 3 s after load', async ({
    page,
  }, testInfo) => {
    const requests = await recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await expect(banner(page)).toBeVisible({ timeout: 8000 });
    // Timed in the page itself (the test runner may lag on a busy machine): the banner's code,
    // its own chunk, was asked for no sooner than 3 s after the load event.
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const chunk = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/assets/consent-layers-'));
      return {
        loadEnd: (navigation as PerformanceNavigationTiming).loadEventEnd,
        chunkStart: chunk?.startTime ?? null,
      };
    });
    expect(timing.chunkStart, 'the banner is its own chunk').not.toBeNull();
    expect((timing.chunkStart ?? 0) - timing.loadEnd).toBeGreaterThanOrEqual(2990);
    expect(requests.all.filter(({ url }) => url.includes('consent-layers'))).toHaveLength(1);

    // 'Ablehnen' is as prominent as 'Akzeptieren': same size, same colours.
    const reject = banner(page).getByRole('button', { name: 'Ablehnen' });
    const accept = banner(page).getByRole('button', { name: 'Akzeptieren' });
    const looks = (button: typeof reject) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          width: Math.round(box.width),
          height: Math.round(box.height),
          background: style.backgroundColor,
          color: style.color,
          fontSize: style.fontSize,
          fontWeight: style.fontWeight,
        };
      });
    expect(await looks(reject)).toEqual(await looks(accept));
    // Google consent mode: everything denied before any choice.
    expect((await dataLayer(page))[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ]);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'consent-banner');

    // Pages with outside services show placeholders only.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page.getByRole('heading', { name: 'Dienste mit Einwilligung' })).toBeVisible();
    await page.goto('/abholstation');
    await expect(page.getByRole('button', { name: 'Karte laden' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    expect(requests.thirdParty()).toEqual([]);
  });

  test("'Ablehnen' keeps every outside service off, across pages and reloads", async ({ page }) => {
    const requests = await recordRequests(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY))!),
    ).toMatchObject({ state: { choices: { ads: false, analytics: false, maps: false } } });

    await page.goto('/shop/kleidung');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/abholstation');
    await expect(page.getByRole('button', { name: 'Karte laden' })).toBeVisible();
    await page.reload();
    // The choice is kept: no banner again.
    await page.waitForTimeout(3500);
    await expect(banner(page)).toHaveCount(0);

    expect(requests.thirdParty()).toEqual([]);
    expect(await dataLayer(page)).not.toContainEqual(['js', expect.anything()]);
  });

  test("'Akzeptieren' loads the Google tag and the map; the footer withdraws it", async ({
    page,
  }) => {
    const requests = await recordRequests(page);
    await page.goto('/abholstation');
    await expect(page.getByRole('button', { name: 'Karte laden' })).toBeVisible();
    expect(requests.thirdParty()).toEqual([]);

    const tagRequest = page.waitForRequest(GOOGLE_TAG);
    await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
    await tagRequest;
    await expect(page.locator('iframe[title="Karte der Abholstation"]')).toBeVisible();
    expect(await dataLayer(page)).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted' }),
    ]);
    expect(await dataLayer(page)).toContainEqual([
      'event',
      'page_view',
      expect.objectContaining({ page_location: expect.stringMatching(/\/abholstation$/) }),
    ]);
    // Page views follow the visitor through the app.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual([
        'event',
        'page_view',
        expect.objectContaining({ page_location: expect.stringMatching(/\/impressum$/) }),
      ]);

    // Withdraw analytics in the settings from the footer: consent mode is told, no more views.
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Cookie-Einstellungen' })
      .click();
    const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(settings).toBeVisible();
    const statistics = settings.getByRole('switch', { name: /Statistik \(Google Analytics\)/ });
    await expect(statistics).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await statistics.uncheck();
    await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(settings).toBeHidden();
    const layer = await dataLayer(page);
    expect(layer.filter(([command]) => command === 'consent').at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    const views = layer.filter(([, name]) => name === 'page_view').length;
    await page.getByRole('contentinfo').getByRole('link', { name: 'AGB' }).click();
    await expect(page).toHaveURL(/\/agb$/);
    expect((await dataLayer(page)).filter(([, name]) => name === 'page_view')).toHaveLength(views);

    // After a reload only the map is still allowed: the Google tag is not asked for again.
    const before = requests.thirdParty().filter((url) => url === GOOGLE_TAG).length;
    await page.goto('/abholstation');
    await expect(page.locator('iframe[title="Karte der Abholstation"]')).toBeVisible();
    expect(requests.thirdParty().filter((url) => url === GOOGLE_TAG)).toHaveLength(before);
  });

  test('the second layer works with the keyboard alone', async ({ page }) => {
    await recordRequests(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 6000 });
    await banner(page).getByRole('button', { name: 'Einstellungen' }).focus();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(settings).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // Closing without a choice brings the banner back: nothing was decided.
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(banner(page)).toBeVisible();

    await banner(page).getByRole('button', { name: 'Einstellungen' }).focus();
    await page.keyboard.press('Enter');
    const mapSwitch = settings.getByRole('switch', { name: /Karte \(OpenStreetMap\)/ });
    await mapSwitch.focus();
    await page.keyboard.press('Space');
    await expect(mapSwitch).toBeChecked();
    await settings.getByRole('button', { name: 'Auswahl speichern' }).focus();
    await page.keyboard.press('Enter');
    await expect(settings).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
    expect(
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY))!),
    ).toMatchObject({ state: { choices: { ads: false, analytics: false, maps: true } } });
  });

  test('admin pages open no banner and load nothing to ask for (decisions 042, 058)', async ({
    page,
  }) => {
    const requests = await recordRequests(page);
    await page.goto('/admin/signin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Well past the banner's 3 s: it would cover half the sign-in form on a phone.
    await page.waitForTimeout(4500);
    await expect(banner(page)).toHaveCount(0);
    // The admin's own frame has no shop footer and no consent settings: nothing there needs one.
    await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toHaveCount(0);
    // Nothing was chosen, so the shop asks as soon as a shop page is shown.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await expect(banner(page)).toBeVisible({ timeout: 8000 });
    expect(requests.thirdParty()).toEqual([]);
  });
});

test.describe('cookie settings from the footer', () => {
  test.use({ consentDecided: true });

  test('say that they are loading while their code is on its way', async ({ page }) => {
    // The settings' code is held back, as on a slow phone's network.
    const held: (() => void)[] = [];
    await page.route(/\/assets\/consent-layers-[\w-]+\.js$/, (route) => {
      held.push(() => void route.continue());
    });
    await page.goto('/impressum');
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Cookie-Einstellungen' })
      .click();
    const loading = page
      .getByRole('status')
      .filter({ hasText: 'Cookie-Einstellungen werden geladen …' });
    await expect(loading).toBeVisible();
    const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(settings).toHaveCount(0);

    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const go of held.splice(0)) go();
    await expect(settings).toBeVisible({ timeout: 15_000 });
    await expect(loading).toHaveCount(0);
  });
});
