import { describe, expect, it } from 'vitest';
import {
  CASH_AT_PICKUP_NOTICE,
  DELIVERY_AREA_NOTICE,
  SHORTENED_WARRANTY_PATTERN,
  WARRANTY_TEXT,
} from './legal-terms.ts';

describe('legal terms', () => {
  it('keeps the statutory two years for used goods (decision 035)', () => {
    expect(WARRANTY_TEXT).toBe(
      'Es gilt die gesetzliche Mängelhaftung (Gewährleistung): Ansprüche wegen eines Mangels verjähren in zwei Jahren ab Ablieferung der Ware – auch bei gebrauchten Artikeln.',
    );
    expect(WARRANTY_TEXT).not.toMatch(SHORTENED_WARRANTY_PATTERN);
  });

  it.each([
    'Bei gebrauchten Waren beträgt die Verjährungsfrist ein Jahr ab Ablieferung.',
    'Die Gewährleistung für gebrauchte Artikel beträgt 12 Monate.',
    'Mängelansprüche verjähren nach einem Jahr.',
    'Die Frist ist auf zwölf Monate verkürzt.',
    'Wir verkürzen die Gewährleistung.',
  ])('recognises a shortened warranty: %s', (text) => {
    expect(text).toMatch(SHORTENED_WARRANTY_PATTERN);
  });

  it('names the delivery area and the cash restriction', () => {
    expect(DELIVERY_AREA_NOTICE).toBe('Wir liefern nur innerhalb Deutschlands.');
    expect(CASH_AT_PICKUP_NOTICE).toBe(
      'Barzahlung ist nur bei Abholung an der Abholstation möglich.',
    );
  });
});
