import { describe, expect, it } from 'vitest';
import { suggestSearches } from './search-suggestions.ts';

const words = {
  brands: [
    { name: 'Mini Rodini', items: 40 },
    { name: 'H&M', items: 120 },
    { name: 'JAKO-O', items: 60 },
    { name: 'Sterntaler', items: 80 },
  ],
  itemTypes: [
    { name: 'Regenjacke', items: 30 },
    { name: 'Jacke', items: 10 },
    { name: 'Mütze', items: 25 },
    { name: 'Schlafsack', items: 15 },
    { name: 'Winterschlafsack', items: 5 },
  ],
  sizes: [86, 92, 98, 104, 110],
};

const labels = (input: string) => suggestSearches(words, input).map((s) => s.label);

describe('suggestSearches', () => {
  it('suggests item types and brands by how the word starts, most items first', () => {
    expect(labels('ja')).toEqual(['JAKO-O', 'Jacke']);
    expect(labels('ja').length).toBeLessThanOrEqual(8);
    expect(labels('rod')).toEqual(['Mini Rodini']);
  });

  it('reads umlauts however they are typed', () => {
    expect(labels('mue')).toEqual(['Mütze']);
    expect(labels('mü')).toEqual(['Mütze']);
    expect(labels('mu')).toEqual(['Mütze']);
  });

  it('finds a word inside a longer one and forgives a typing mistake', () => {
    expect(labels('jacke')).toEqual(['Jacke', 'Regenjacke']);
    expect(labels('schlafsak')).toEqual(['Schlafsack']);
    expect(labels('schlaf')).toEqual(['Schlafsack', 'Winterschlafsack']);
    expect(labels('hm')).toEqual(['H&M']);
  });

  it('suggests sizes after a word, keeping the words typed before', () => {
    expect(suggestSearches(words, 'jacke 9')).toEqual([
      { kind: 'Größe', label: 'Gr. 92', query: 'jacke 92', items: null },
      { kind: 'Größe', label: 'Gr. 98', query: 'jacke 98', items: null },
    ]);
    expect(suggestSearches(words, 'rote reg')[0]).toMatchObject({
      label: 'Regenjacke',
      query: 'rote Regenjacke',
    });
  });

  it('suggests nothing for nothing typed or a word already there', () => {
    expect(labels('')).toEqual([]);
    expect(labels('   ')).toEqual([]);
    expect(labels('jacke ja')).toEqual(['JAKO-O']);
  });
});
