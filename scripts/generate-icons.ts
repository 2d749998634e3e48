// npx tsx scripts/generate-icons.ts: the app icons of the web app manifest and the Apple touch
// icon, drawn from src/web/public/favicon.svg. The PNGs are committed (src/web/public/icons/), so
// the build needs no image step; run this again only when the favicon changes.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC_DIR = path.resolve('src/web/public');
const OUT_DIR = path.join(PUBLIC_DIR, 'icons');
/** The page background (--color-cream in styles.css): icons that need an opaque ground get it. */
const CREAM = '#fdf8f1';

type Icon = {
  file: string;
  size: number;
  /** share of the edge the logo may fill */ logo: number;
  opaque: boolean;
};

const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, logo: 1, opaque: false },
  { file: 'icon-512.png', size: 512, logo: 1, opaque: false },
  // Maskable icons are cropped to a circle or squircle by the launcher: the logo stays inside the
  // central safe zone (a circle of 80 % of the edge), the rest is ground.
  { file: 'icon-maskable-512.png', size: 512, logo: 0.56, opaque: true },
  // iOS fills transparency with black and rounds the corners itself.
  { file: 'apple-touch-icon-180.png', size: 180, logo: 0.8, opaque: true },
];

async function main(): Promise<void> {
  const svg = await fs.readFile(path.join(PUBLIC_DIR, 'favicon.svg'));
  await fs.mkdir(OUT_DIR, { recursive: true });
  for (const icon of ICONS) {
    const logoSize = Math.round(icon.size * icon.logo);
    const logo = await sharp(svg, { density: 72 * (logoSize / 40) * 2 })
      .resize(logoSize, logoSize)
      .png()
      .toBuffer();
    const offset = Math.round((icon.size - logoSize) / 2);
    await sharp({
      create: {
        width: icon.size,
        height: icon.size,
        channels: 4,
        background: icon.opaque ? CREAM : { r: 0, g: 0, b: 0, alpha: 0 },
      },
    })
      .composite([{ input: logo, top: offset, left: offset }])
      .png({ compressionLevel: 9 })
      .toFile(path.join(OUT_DIR, icon.file));
    process.stdout.write(`${icon.file}\n`);
  }
}

await main();
