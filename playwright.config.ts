import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

// Browser tests run against the real app (server, embedded PostgreSQL, seeded demo shop) in
// Debian's Chromium. No browser is ever downloaded (docs/architecture.md).

// E2E_PORT / E2E_DB_PORT let two work trees run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DB_PORT = process.env.E2E_DB_PORT ?? '54391';
const baseURL = `http://localhost:${PORT}`;
// Closing mode (docs/product.md §1.3) is a build flag: its journeys need a second build and server.
const CLOSING_PORT = PORT + 100;
const CLOSING_DB_PORT = String(Number(DB_PORT) + 100);
const closingURL = `http://localhost:${CLOSING_PORT}`;
// The local DHL fake (scripts/fake-dhl.ts): the shop's labels go through its real DHL adapter.
const FAKE_DHL_PORT = PORT + 50;
const fakeDhlURL = `http://127.0.0.1:${FAKE_DHL_PORT}`;
const CLOSING_SPEC = /closing-mode\.spec\.ts$/;
const mobile = { viewport: { width: 390, height: 844 }, hasTouch: true };
const desktop = { viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties test-results/ before every run, so the server's data directory below is
  // fresh each time: the demo shop is seeded anew and runs never share data.
  outputDir: 'test-results',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A guard against a journey that hangs, not a measure of speed: on a host three times slower
  // than usual (docs/performance.md, 2026-11-28) journeys of 20–30 s passed Playwright's default
  // of 30 s. What each step waits for (expect's 5 s) is unchanged.
  timeout: 60_000,
  // CI on a 2-core host: two journeys at once, and no trace recorded (decision 088). Recording a
  // trace for every journey (to keep the failing ones) cost about 30 % of each journey's time on
  // such a host; a failing journey still leaves its screenshot and error, and `--trace on` brings
  // the trace back for a run on one's own machine.
  workers: process.env.CI ? 2 : undefined,
  reporter: 'list',
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The app's service worker would serve precached code past page.route(); only
    // e2e/pwa.spec.ts lets it register (decision 015).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // A journey told on a phone (a seller on her page, the seller's story) is tagged @phone and
    // runs in the phone project alone; one only a desktop can take (the search form without
    // JavaScript: the phone opens its field with a button, which needs the app) is tagged
    // @desktop. Neither is collected where it does not belong, instead of being skipped there.
    {
      name: 'mobile',
      testIgnore: CLOSING_SPEC,
      grepInvert: /@desktop/,
      use: { browserName: 'chromium', ...mobile },
    },
    // The header journey is about the phone's header (the rotator and the category row show
    // under 1270 px only), so it runs in the phone project alone.
    {
      name: 'desktop',
      testIgnore: [CLOSING_SPEC, /header\.spec\.ts$/],
      grepInvert: /@phone/,
      use: { browserName: 'chromium', ...desktop },
    },
    {
      name: 'closing-mobile',
      testMatch: CLOSING_SPEC,
      use: { browserName: 'chromium', baseURL: closingURL, ...mobile },
    },
    {
      name: 'closing-desktop',
      testMatch: CLOSING_SPEC,
      use: { browserName: 'chromium', baseURL: closingURL, ...desktop },
    },
  ],
  // Started one after the other: the closing server reuses the server build of the first.
  webServer: [
    {
      command: 'npx tsx scripts/fake-dhl.ts',
      port: FAKE_DHL_PORT,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { FAKE_DHL_PORT: String(FAKE_DHL_PORT) },
    },
    {
      // E2E_BUILT=1 says dist/ is already the build of this checkout (.ci/run builds it just
      // before `npm test`), so the journeys start the shop without building it a second time.
      command: process.env.E2E_BUILT === '1' ? 'npm run serve' : 'npm run build && npm run serve',
      url: `${baseURL}/readyz`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        // Payment redirects and canonical URLs are built from the site address.
        SITE_URL: baseURL,
        DATA_DIR: 'test-results/e2e-data',
        EMBEDDED_DB_PORT: DB_PORT,
        LOG_LEVEL: 'warn',
        // The demo shop, as npm start runs it: production mode with the payment simulator.
        PAYMENT_MODE: 'simulator',
        // A Google tag id, so the consent journeys can see the tag load after consent (stubbed).
        GOOGLE_ANALYTICS_ID: 'G-E2ETEST01',
        // The accountant's DATEV numbers are not set here: the reports journey enters them on the
        // admin's settings page (decision 056).
        // DHL labels against the local fake (credentials as in scripts/fake-dhl.ts).
        DHL_BASE_URL: `${fakeDhlURL}/parcel/de/shipping/v2`,
        DHL_RETURNS_BASE_URL: `${fakeDhlURL}/parcel/de/shipping/returns/v1`,
        DHL_API_KEY: 'fake-dhl-api-key',
        DHL_USERNAME: 'fake-dhl-user',
        DHL_PASSWORD: 'fake-dhl-password',
        DHL_BILLING_NUMBER_PAKET: '33333333330101',
        DHL_BILLING_NUMBER_KLEINPAKET: '33333333336201',
        DHL_RETURN_RECEIVER_ID: 'deu',
      },
    },
    {
      // Only the web app is built again, into its own folder, so dist/web stays the normal shop.
      command: 'npx vite build --outDir ../../dist-closing/web --emptyOutDir && npm run serve',
      url: `${closingURL}/readyz`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        VITE_CLOSING_MODE: 'true',
        WEB_DIST: 'dist-closing/web',
        PORT: String(CLOSING_PORT),
        SITE_URL: closingURL,
        DATA_DIR: 'test-results/e2e-closing-data',
        EMBEDDED_DB_PORT: CLOSING_DB_PORT,
        // The goodbye page needs no catalogue; skipping the demo pictures saves start-up time.
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        PAYMENT_MODE: 'simulator',
      },
    },
  ],
});
