import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, resolveInvoicePrefix } from './invoice-number.ts';

describe('invoice numbers', () => {
  it('puts the year of issue into the prefix', () => {
    expect(resolveInvoicePrefix('RE-{JJJJ}-', 2026)).toBe('RE-2026-');
    expect(resolveInvoicePrefix('KK/', 2026)).toBe('KK/');
  });

  it('pads the running number to five digits and lets it grow beyond', () => {
    expect(formatInvoiceNumber('RE-2026-', 1)).toBe('RE-2026-00001');
    expect(formatInvoiceNumber('RE-2026-', 123456)).toBe('RE-2026-123456');
  });

  it('refuses a running number below 1', () => {
    expect(() => formatInvoiceNumber('RE-', 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('RE-', 1.5)).toThrow(RangeError);
  });
});
