import { chromium } from '@playwright/test';
import { startDemoShop } from './lib/built-shop.ts';
const shop = await startDemoShop({ purpose: 'check', port: 7101, embeddedDbPort: 7121, dist: 'dist' });
await shop.ready();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(shop.baseUrl + '/shop/kleidung', { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
  const waiting = await page.evaluate(() => [...document.querySelectorAll('[data-later-part]')].map((e) => e.getAttribute('data-later-part')));
  const aside = page.getByRole('complementary', { name: 'Weitere Filter' });
  await aside.getByText('Sommer').click();
  await page.waitForTimeout(1500);
  console.log('waiting before', waiting, 'url', page.url(), 'checked', await aside.getByRole('checkbox', { name: 'Sommer' }).isChecked());
  await aside.getByRole('checkbox', { name: 'Winter' }).click();
  await page.waitForTimeout(1000);
  console.log('url', page.url(), 'winter', await aside.getByRole('checkbox', { name: 'Winter' }).isChecked());
} finally { await browser.close(); await shop.stop(); }
