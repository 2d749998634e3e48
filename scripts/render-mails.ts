import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { sampleMails } from '../src/server/lib/mail/mail-samples.ts';

// Renders every kind of mail the shop sends with sample data to <out>/<kind>.html (pictures
// inlined as data: URLs, as a mail program shows its cid: parts) and <kind>.txt, to look at them
// in a browser (decision 057). With --screenshots also <kind>-light.png and <kind>-dark.png, a
// phone's 390 px wide, in light and dark mode:
//   npx tsx scripts/render-mails.ts [out-dir] [--screenshots]   (default: test-results/mails)

const args = process.argv.slice(2);
const outDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'test-results/mails');
const screenshots = args.includes('--screenshots');

const thumbnail = await sharp({
  create: { width: 192, height: 192, channels: 3, background: '#f2b544' },
})
  .composite([
    {
      input: Buffer.from(
        '<svg width="192" height="192"><rect x="40" y="60" width="112" height="100" rx="16" fill="#245f57"/></svg>',
      ),
    },
  ])
  .jpeg()
  .toBuffer();

await fs.mkdir(outDir, { recursive: true });
const kinds: string[] = [];
for (const { kind, mail } of sampleMails(undefined, thumbnail)) {
  let markup = mail.html ?? '';
  for (const attachment of mail.attachments ?? []) {
    if (attachment.cid === undefined) continue;
    const dataUrl = `data:${attachment.contentType};base64,${attachment.content.toString('base64')}`;
    markup = markup.replaceAll(`cid:${attachment.cid}`, dataUrl);
  }
  await fs.writeFile(path.join(outDir, `${kind}.html`), markup);
  await fs.writeFile(path.join(outDir, `${kind}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
  kinds.push(kind);
}
if (screenshots) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  });
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
  });
  for (const kind of kinds) {
    await page.goto(`file://${path.join(outDir, `${kind}.html`)}`);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({
        path: path.join(outDir, `${kind}-${colorScheme}.png`),
        fullPage: true,
      });
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) console.warn(`${kind} is ${width} px wide, wider than the phone`);
  }
  await browser.close();
}
console.log(`Mails rendered to ${outDir}`);
