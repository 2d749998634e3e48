import { defineConfig } from '@playwright/test';

// Browser tests run against the real app (server, embedded PostgreSQL, seeded demo shop) in
// Debian's Chromium. No browser is ever downloaded (DESIGN.md §7).

// E2E_PORT / E2E_DB_PORT let two work trees run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DB_PORT = process.env.E2E_DB_PORT ?? '54391';
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties test-results/ before every run, so the server's data directory below is
  // fresh each time: the demo shop is seeded anew and runs never share data.
  outputDir: 'test-results',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 1 : undefined,
  reporter: 'list',
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    // The app's service worker would serve precached code past page.route(); only
    // e2e/pwa.spec.ts lets it register (decision 015).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'npm run build && node dist/server/main.js',
    url: `${baseURL}/readyz`,
    timeout: 180_000,
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
      // A Google tag id, so the consent journeys can see the tag load after consent (stubbed).
      GOOGLE_ANALYTICS_ID: 'G-E2ETEST01',
    },
  },
});
