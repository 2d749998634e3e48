/**
 * Debian's Chromium and the flags every browser run of this project uses (the journeys, the
 * budget, Lighthouse): never a downloaded browser, nothing fetched in the background.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
