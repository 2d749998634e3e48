import { describe, expect, it } from 'vitest';
import { isReserved, isReservedByOther } from './reservation.ts';
import type { ReservationFields } from './reservation.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const LATER = new Date('2026-03-10T12:15:00Z');
const EARLIER = new Date('2026-03-10T11:45:00Z');
const ME = '0b9c3a52-7f55-4f8e-9a39-1c2a0c4c3d11';
const OTHER = '5e1f2b6a-2d7c-4b1e-8f3a-6c9d0e1f2a33';

describe('isReserved', () => {
  it.each<[string, Date | null, boolean]>([
    ['never reserved', null, false],
    ['until later', LATER, true],
    ['one millisecond left', new Date(NOW.getTime() + 1), true],
    ['lapses at this instant', new Date(NOW.getTime()), false],
    ['lapsed earlier', EARLIER, false],
  ])('%s → %s', (_name, reservedUntil, expected) => {
    expect(isReserved(reservedUntil, NOW)).toBe(expected);
  });
});

describe('isReservedByOther', () => {
  it.each<[string, ReservationFields, string | null, boolean]>([
    ['free', { reservedUntil: null, reservedBy: null }, ME, false],
    ['mine', { reservedUntil: LATER, reservedBy: ME }, ME, false],
    ['someone else', { reservedUntil: LATER, reservedBy: OTHER }, ME, true],
    ["someone else's, lapsed", { reservedUntil: EARLIER, reservedBy: OTHER }, ME, false],
    ['holder unknown', { reservedUntil: LATER, reservedBy: null }, ME, true],
    ['I have no id yet', { reservedUntil: LATER, reservedBy: OTHER }, null, true],
    ['holder unknown, I have no id', { reservedUntil: LATER, reservedBy: null }, null, true],
  ])('%s → %s', (_name, product, clientId, expected) => {
    expect(isReservedByOther(product, clientId, NOW)).toBe(expected);
  });
});
