import { SHOP_TIME_ZONE } from '../../domain/calendar.ts';

// CSV as German spreadsheets expect it: semicolons, decimal commas, dates as 22.11.2026, CRLF
// line ends, UTF-8 with a byte order mark so Excel reads the umlauts. Every export uses this.

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An instant as its Berlin calendar day: 22.11.2026. */
export function csvDate(date: Date): string {
  return dateFormat.format(date);
}

// A spreadsheet runs a cell that starts with one of these as a formula ('=HYPERLINK(…)' in a
// customer's name). Such text gets a leading apostrophe, which makes it plain text (OWASP's
// advice on CSV injection); plain numbers such as -12,34 stay numbers.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

/** Text that a spreadsheet shows as written and never runs. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

function cell(value: string): string {
  const text = neutraliseFormula(value);
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header line, then one line per row. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
