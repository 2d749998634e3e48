import { describe, expect, it } from 'vitest';
import { describeOutcome } from './describe-outcome.ts';

describe('describeOutcome', () => {
  it.each([
    [102, 'Ausgang unbekannt', false],
    [200, 'erfolgreich', true],
    [201, 'erfolgreich', true],
    [409, 'abgelehnt (409)', false],
    [500, 'fehlgeschlagen (500)', false],
  ])('%i → %s', (status, label, ok) => {
    expect(describeOutcome(status)).toEqual({ label, ok });
  });
});
