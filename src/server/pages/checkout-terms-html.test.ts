import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASH_AT_PICKUP_NOTICE,
  DELIVERY_AREA_NOTICE,
  SHORTENED_WARRANTY_PATTERN,
  WARRANTY_TEXT,
} from '../../domain/legal-terms.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestWebDist } from '../test/test-web-dist.ts';

// The pages as the server sends them, rendered by the web app's real components (decision 020):
// the cart and the first checkout step carry the payment methods the shop is configured with
// and the delivery area before any script runs (§ 312j Abs. 1 BGB); the AGB and the FAQ state
// the statutory warranty of two years (§ 476 Abs. 2 BGB). Decision 035.

const WEB_SOURCE = fileURLToPath(new URL('../../web/server-render.tsx', import.meta.url));

let t: TestApp;
let dist: Awaited<ReturnType<typeof createTestWebDist>>;
beforeAll(async () => {
  // In place of dist/web-ssr (the build of server-render.tsx): the source itself.
  dist = await createTestWebDist({
    renderer: `export { createPageRenderer } from ${JSON.stringify(WEB_SOURCE)};\n`,
  });
  t = await createTestApp({
    webDist: dist.webDist,
    env: { PAYMENT_METHODS: 'paypal,klarna-pay-now,cash' },
  });
  // The first page compiles the web app's modules; that belongs to the setup, not to a test.
  await t.app.inject({ url: '/warenkorb' });
}, 120_000);
afterAll(async () => {
  await t.close();
  await dist.remove();
});

/** The text of the page's #root as a reader without JavaScript sees it. */
async function pageText(url: string): Promise<string> {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  const root = /<div id="root">([\s\S]*)<\/div>\s*(?:<script|<\/body>)/.exec(response.body)?.[1];
  expect(root, `${url} is rendered on the server`).toBeTruthy();
  return (root ?? '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('payment methods and delivery area when checkout starts (§ 312j Abs. 1 BGB)', () => {
  it.each(['/warenkorb', '/bestellung/benutzerdaten'])(
    '%s names the configured payment methods and delivers only within Germany',
    async (url) => {
      const text = await pageText(url);
      expect(text).toContain('Zahlung und Lieferung');
      // The catalogue's order, only what PAYMENT_METHODS offers.
      expect(text).toContain(
        `Du kannst bezahlen mit: Barzahlung, PayPal, Klarna. ${CASH_AT_PICKUP_NOTICE}`,
      );
      expect(text).not.toContain('Lastschrift');
      expect(text).toContain(DELIVERY_AREA_NOTICE);
    },
  );

  it('the first checkout step is its frame: progress and heading, the form follows in the browser', async () => {
    const text = await pageText('/bestellung/benutzerdaten');
    expect(text).toContain('Deine Daten');
    expect(text).toContain('Du bestellst als Gast');
    expect(text).not.toContain('Weiter zur Lieferung');
  });

  it('later steps stay in the browser', async () => {
    const response = await t.app.inject({ url: '/bestellung/lieferung' });
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('the warranty on used goods (§ 476 Abs. 2 BGB)', () => {
  it.each(['/agb', '/faqs'])('%s states the statutory two years', async (url) => {
    const text = await pageText(url);
    expect(text).toContain(WARRANTY_TEXT);
    expect(text).not.toMatch(SHORTENED_WARRANTY_PATTERN);
  });
});
