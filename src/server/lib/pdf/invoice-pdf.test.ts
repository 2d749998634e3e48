import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../../domain/bookkeeping/invoice-model.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { woffToTtf } from './woff-to-ttf.ts';

const require = createRequire(import.meta.url);

const invoiceFor = (buyer: string, item: string): Invoice => ({
  title: 'Rechnung',
  numberLabel: 'Rechnungsnummer',
  number: 'RE-2026-00042',
  date: '27.11.2026',
  seller: ['Kinderkiste', 'Lindenweg 1', '12345 Musterstadt'],
  buyer: [buyer, 'Lindenweg 7', '12345 Musterstadt'],
  rows: [{ position: 1, description: item, amountCents: 440 }],
  totals: [{ label: 'Rechnungsbetrag', amountCents: 440, strong: true }],
  totalCents: 440,
  notes: ['Differenzbesteuert nach § 25a UStG.'],
});

const issuedAt = new Date('2026-11-27T07:00:00Z');

/** The renderer as a process has it right after start: no font parsed yet. */
async function freshRenderer() {
  vi.resetModules();
  return (await import('./invoice-pdf.ts')).renderInvoicePdf;
}

describe('renderInvoicePdf with the font parsed once (decision 065)', () => {
  it('gives a document the same bytes whether it is the first of the process or follows others', async () => {
    const first = invoiceFor('Łukasz Şahin', 'Pullover gestreift (Nr. 1159)');
    const later = invoiceFor('Nguyễn Thị Ánh', 'Schlafsack Größe 90 (Nr. 2044)');

    const render = await freshRenderer();
    await render(first, issuedAt);
    const afterAnother = await render(later, issuedAt);

    const renderFresh = await freshRenderer();
    const alone = await renderFresh(later, issuedAt);

    // The other document's glyphs do not leak into this one's embedded subset.
    expect(afterAnother.equals(alone)).toBe(true);
    expect(afterAnother.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("keeps every letter in a later document's text, also one first drawn as part of another", async () => {
    // No capital U in the first document, only the Ü of which it is a part.
    const first = { ...invoiceFor('Ömer Übel', 'Mütze (Nr. 7)'), notes: [] };
    const later = invoiceFor('Erika Muster', 'Jacke (Nr. 8)');

    const render = await freshRenderer();
    await render(first, issuedAt);
    const text = await pdfText(await render(later, issuedAt));

    expect(text).toContain('Differenzbesteuert nach § 25a UStG.');
  });

  it('keeps the font as pdfkit parsed it, not the bytes it would parse again', async () => {
    const { parsedFont } = await import('./shop-fonts.ts');
    const bytes = woffToTtf(
      fs.readFileSync(
        require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff'),
      ),
    );
    const parsed = parsedFont(bytes) as unknown as { layout?: unknown };
    expect(parsed).not.toBe(bytes);
    expect(typeof parsed.layout).toBe('function');
  });
});
