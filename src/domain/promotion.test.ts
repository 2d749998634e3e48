import { describe, expect, it } from 'vitest';
import { promotionSlide } from './promotion.ts';

describe('promotionSlide', () => {
  it('promises 50 % on everything only while every item for sale is halved', () => {
    expect(
      promotionSlide({ activeItems: 40, saleItems: 40, lowestPercent: 50, highestPercent: 50 }),
    ).toEqual({
      kind: 'everything',
      kicker: 'Große Aktion',
      title: '50 % auf alles',
      text: 'Ein halber Preis für jedes Einzelstück – solange der Vorrat reicht.',
    });
    expect(
      promotionSlide({ activeItems: 41, saleItems: 40, lowestPercent: 50, highestPercent: 50 })
        .title,
    ).toBe('Bis zu 50 % reduziert');
  });

  it('says "mindestens" when the reductions differ', () => {
    const slide = promotionSlide({
      activeItems: 3,
      saleItems: 3,
      lowestPercent: 20,
      highestPercent: 60,
    });
    expect(slide.title).toBe('Mindestens 20 % auf alles');
    expect(slide.text).toBe(
      'Jedes Einzelstück im Shop ist gerade um mindestens 20 % reduziert – solange der Vorrat reicht.',
    );
  });

  it('announces the sale as it is, or no reduction at all', () => {
    expect(
      promotionSlide({ activeItems: 90, saleItems: 12, lowestPercent: 20, highestPercent: 30 }),
    ).toMatchObject({
      kind: 'sale',
      title: 'Bis zu 30 % reduziert',
      text: '12 reduzierte Einzelstücke aus allen Kategorien – schnell sein lohnt sich.',
    });
    const none = promotionSlide({
      activeItems: 90,
      saleItems: 0,
      lowestPercent: 0,
      highestPercent: 0,
    });
    expect(none.kind).toBe('none');
    expect(none.title).not.toMatch(/%/);
    expect(
      promotionSlide({ activeItems: 0, saleItems: 0, lowestPercent: 0, highestPercent: 0 }).kind,
    ).toBe('none');
  });
});
