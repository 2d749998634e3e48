import { describe, expect, it } from 'vitest';
import { withdrawalInstructions } from '../legal-texts.ts';
import { sampleShop } from '../mail-samples.ts';
import { legalFooter, legalTextToHtml, summaryTable } from './mail-blocks.ts';

/** Markup with its runs of white space as one space, as a browser shows them. */
const squashed = (markup: string) => markup.replace(/[ \t\r\n]+/g, ' ');

const visibleText = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('legalTextToHtml', () => {
  const markup = squashed(
    legalTextToHtml(withdrawalInstructions(sampleShop, 'https://shop.example/widerruf')).markup,
  );
  const blocks = visibleText(markup);

  it('makes headings of the headings and flows the wrapped lines of a paragraph', () => {
    expect(markup).toMatch(/<h2[^>]*> ?WIDERRUFSBELEHRUNG ?<\/h2>/);
    expect(markup).toMatch(/<h2[^>]*> ?MUSTER-WIDERRUFSFORMULAR ?<\/h2>/);
    expect(markup).toMatch(/<p[^>]*font-weight:800[^>]*> ?Widerrufsrecht ?<\/p>/);
    expect(markup).toMatch(/<p[^>]*font-weight:800[^>]*> ?Folgen des Widerrufs ?<\/p>/);
    expect(blocks).toContain(
      'Du hast das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
    );
    expect(markup).not.toContain('Widerrufsrecht Du');
  });

  it('keeps the lines of the model form as lines', () => {
    for (const line of [
      'Bestellt am (*)/erhalten am (*)',
      'Name des/der Verbraucher(s)',
      'Anschrift des/der Verbraucher(s)',
      'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
      'Datum',
      '(*) Unzutreffendes streichen.',
    ]) {
      expect(blocks).toContain(line);
    }
  });

  it('links the withdrawal function and leaves no word of the text out', () => {
    expect(markup).toContain('<a href="https://shop.example/widerruf"');
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    const shown = blocks.join(' ').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    expect(words(shown).replaceAll(' https://shop.example/widerruf', '')).toBe(
      words(
        withdrawalInstructions(sampleShop, 'https://shop.example/widerruf').replaceAll(
          ' https://shop.example/widerruf',
          '',
        ),
      ),
    );
  });
});

describe('summaryTable', () => {
  it('keeps each amount on one line beside its label', () => {
    const markup = squashed(
      summaryTable([{ label: 'Zu zahlen', amount: '4,99\u00a0€', strong: true }]).markup,
    );
    expect(markup).toMatch(/white-space:nowrap" ?> ?4,99\u00a0€ ?<\/td>/);
    expect(markup).toContain('font-weight:800');
  });
});

describe('legalFooter', () => {
  it('names the shop as the Impressum does and links the legal pages', () => {
    const markup = squashed(legalFooter(sampleShop, 'https://shop.example/').markup);
    for (const part of ['Kinderkiste', 'Jana Beispiel', 'Lindenweg 3', '12345 Musterstadt']) {
      expect(markup).toContain(part);
    }
    expect(markup).toContain('Steuernummer: 12/345/67890');
    expect(markup).toContain('href="mailto:hallo@kinderkiste.example"');
    expect(markup).toContain('href="tel:01701234567"');
    for (const page of ['/widerruf', '/agb', '/dsgvo', '/impressum']) {
      expect(markup).toContain(`href="https://shop.example${page}"`);
    }
  });
});
