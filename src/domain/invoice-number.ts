/**
 * Invoice numbers (decision 032): a prefix the owner configures, in which `{JJJJ}` stands for the
 * year of issue, then a running number of at least five digits: 'RE-{JJJJ}-' → 'RE-2026-00001'.
 * Every resolved prefix has its own gap-free sequence, so a prefix with the year starts again at
 * the configured start number each year.
 */

const INVOICE_YEAR_PLACEHOLDER = '{JJJJ}';

/** The prefix as it applies to a document issued in `year`. */
export function resolveInvoicePrefix(template: string, year: number): string {
  return template.replaceAll(INVOICE_YEAR_PLACEHOLDER, String(year));
}

/** The number printed on the document: resolved prefix and the running number, zero-padded. */
export function formatInvoiceNumber(resolvedPrefix: string, runningNumber: number): string {
  if (!Number.isInteger(runningNumber) || runningNumber < 1) {
    throw new RangeError(`An invoice's running number starts at 1, not ${runningNumber}`);
  }
  return `${resolvedPrefix}${String(runningNumber).padStart(5, '0')}`;
}
