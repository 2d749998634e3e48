import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { placeCashOrder } from '../../test/place-cash-order.ts';

// A real order's confirmation as the shop writes it to the outbox (decision 057): one mail with
// the plain text and the HTML as alternatives, the customer's input escaped in the HTML.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-22T10:00:00Z') });
});
afterAll(() => t.close());

type MimePart = { headers: string; body: string };

/** The leaf parts of a MIME message, their bodies decoded (a small reader for this test). */
function leafParts(raw: string): MimePart[] {
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = raw.slice(split + 2);
  const boundary = /Content-Type: multipart\/[^;]+;\s*boundary="?([^";\n]+)"?/i.exec(headers)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => leafParts(part.replace(/^\n/, '')));
  }
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8')
        : body;
  return [{ headers, body: decoded }];
}

describe('the order confirmation in the outbox', () => {
  it('is multipart/alternative: the text as before, the HTML in the shop look, input escaped', async () => {
    const product = await insertProduct(t.db, { name: 'Latzhose', priceCents: 499 });
    const firstName = 'Erika <b>&</b> "Co"';
    const placed = await placeCashOrder(t, [product.id], {
      userData: { firstName, emailAddress: 'html-mail@example.de' },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json()._id as string;
    await t.settled();

    const outbox = path.join(t.dataDir, 'outbox');
    const files = (await fs.readdir(outbox)).filter((name) => name.endsWith('.eml'));
    const raws = await Promise.all(
      files.map(async (name) =>
        (await fs.readFile(path.join(outbox, name), 'latin1')).replaceAll('\r\n', '\n'),
      ),
    );
    const mails = raws.filter((raw) => raw.includes('To: html-mail@example.de'));
    expect(mails).toHaveLength(1);
    const raw = mails[0] ?? '';
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Message-ID: <[0-9a-f]{24}@/m);

    const parts = leafParts(raw);
    expect(parts.map((part) => /Content-Type: ([^;\n]+)/.exec(part.headers)?.[1])).toEqual([
      'text/plain',
      'text/html',
    ]);
    const [text, html] = parts.map((part) => part.body);
    expect(text).toContain(`Hallo ${firstName},`);
    expect(text).toContain(`/bestellung/${orderId}`);
    expect(text).toContain('WIDERRUFSBELEHRUNG');

    expect(html).toContain('Hallo Erika &lt;b&gt;&amp;&lt;/b&gt; &quot;Co&quot;,');
    expect(html).not.toContain('<b>&</b>');
    expect(html).toMatch(new RegExp(`<a\\s+href="[^"]*/bestellung/${orderId}"`));
    expect(html).toContain('4,99\u00a0€');
    expect(html).toContain('WIDERRUFSBELEHRUNG');
    expect(html).toMatch(/href="[^"]*\/widerruf"/);
    expect(html).toContain('name="color-scheme" content="light dark"');
    expect(html).not.toMatch(/<img[^>]+src="https?:|<link\b|@import|url\(/i);
  });
});
