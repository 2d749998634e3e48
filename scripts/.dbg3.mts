import { chromium } from '@playwright/test';
import { startDemoShop } from './lib/built-shop.ts';
const shop = await startDemoShop({ purpose: 'check', port: 7101, embeddedDbPort: 7121, dist: 'dist' });
await shop.ready();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const url of ['/widerruf#vertrag-widerrufen', '/widerruf']) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(shop.baseUrl + url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    if (url === '/widerruf') { await page.getByRole('button', { name: 'Vertrag widerrufen' }).click(); await page.waitForTimeout(500); }
    console.log(url, await page.evaluate(() => [...document.querySelectorAll('form')].map((f) => f.parentElement!.outerHTML.slice(0, 160)).join(' ## ')), await page.evaluate(() => [...document.querySelectorAll('[aria-controls]')].map((b) => `${b.textContent} controls=${b.getAttribute('aria-controls')} expanded=${b.getAttribute('aria-expanded')} exists=${document.getElementById(b.getAttribute('aria-controls')!) !== null}`)));
    await page.close();
  }
} finally { await browser.close(); await shop.stop(); }
