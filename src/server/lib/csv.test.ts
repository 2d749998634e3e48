import { expect, it } from 'vitest';
import { csvDocument, neutraliseFormula } from './csv.ts';

it('turns text a spreadsheet would run as a formula into plain text', () => {
  expect(neutraliseFormula('=1+1')).toBe("'=1+1");
  expect(neutraliseFormula('+49 170 000000')).toBe("'+49 170 000000");
  expect(neutraliseFormula('-Anna')).toBe("'-Anna");
  expect(neutraliseFormula('@SUMME(A1:A9)')).toBe("'@SUMME(A1:A9)");
  expect(neutraliseFormula('\t=1+1')).toBe("'\t=1+1");
});

it('leaves names and plain amounts as they are', () => {
  expect(neutraliseFormula('Łukasz Nowak')).toBe('Łukasz Nowak');
  expect(neutraliseFormula('-12,34')).toBe('-12,34');
  expect(neutraliseFormula('12,34')).toBe('12,34');
  expect(neutraliseFormula('')).toBe('');
});

it('quotes a neutralised cell that holds a separator or a quote', () => {
  expect(csvDocument(['Kunde'], [['=HYPERLINK("https://evil.example";"Klick")']])).toBe(
    '\uFEFFKunde\r\n"\'=HYPERLINK(""https://evil.example"";""Klick"")"\r\n',
  );
});
