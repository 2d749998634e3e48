import { chromium } from '@playwright/test';
import { startDemoShop } from './lib/built-shop.ts';
const shop = await startDemoShop({ purpose: 'check', port: 7101, embeddedDbPort: 7121, dist: 'dist' });
await shop.ready();
const base = shop.baseUrl;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const width of [390, 1440]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale: 'de-DE' });
    const page = await ctx.newPage();
    const logs: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text()); });
    const t0 = Date.now();
    await page.goto(base + '/', { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    const footerBox = await page.evaluate(() => document.querySelector('[data-later-part="site-footer"]') !== null);
    // Scroll by script (no wheel) and tap the footer's cookie settings at once.
    await page.evaluate(() => document.querySelector('footer')!.scrollIntoView());
    const before = Date.now() - t0;
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const dialog = await page.getByRole('dialog', { name: 'Cookie-Einstellungen' }).isVisible({ timeout: 3000 }).catch(() => false);
    await page.waitForTimeout(1500);
    const dialogLater = await page.getByRole('dialog', { name: 'Cookie-Einstellungen' }).isVisible();
    console.log(width, 'footer waiting at start', footerBox, 'tapped at', before, 'ms; dialog', dialog, dialogLater);
    await page.keyboard.press('Escape');
    const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const p of ['/', '/shop/kleidung', '/product/1159', '/suche?q=jacke']) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(4500);
      const o = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      const waiting = await page.evaluate(() => [...document.querySelectorAll('[data-later-part]')].map((e) => e.getAttribute('data-later-part')));
      const name = `/tmp/shot-${width}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await page.screenshot({ path: name, fullPage: width === 390 });
      console.log(width, p, 'overflow', o, 'still waiting', waiting, name);
    }
    console.log(width, 'console', logs);
    await ctx.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
