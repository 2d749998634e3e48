import { describe, expect, it } from 'vitest';
import { pickSuggestions, suggestionCandidates } from './search-suggestions.ts';

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
    { name: 'Kleid', items: 7 },
    { name: 'kleine', items: 9 },
  ],
  sizes: [86, 92, 98, 104, 110],
};

const labels = (input: string) => suggestionCandidates(words, input).map((s) => s.label);
const queries = (input: string) => suggestionCandidates(words, input).map((s) => s.query);

describe('suggestionCandidates', () => {
  it('proposes item types and brands by how the word starts, most items in the shop first', () => {
    expect(labels('ja')).toEqual(['JAKO-O', 'Jacke']);
    expect(labels('rod')).toEqual(['Mini Rodini']);
    expect(labels('kl')).toEqual(['kleine', 'Kleid']);
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

  it('keeps the words typed before, and names a brand typed across words once', () => {
    expect(queries('h&m kle')).toEqual(['h&m kleine', 'h&m Kleid']);
    expect(queries('rote reg')[0]).toBe('rote Regenjacke');
    expect(queries('mini ro')).toEqual(['Mini Rodini']);
    expect(queries('jacke h & m')[0]).toBe('jacke H&M');
  });

  it('proposes sizes after a word, smallest first', () => {
    expect(suggestionCandidates(words, 'jacke 9')).toEqual([
      { kind: 'Größe', label: 'Gr. 92', query: 'jacke 92', rank: 0 },
      { kind: 'Größe', label: 'Gr. 98', query: 'jacke 98', rank: 1 },
    ]);
  });

  it('proposes nothing for nothing typed, after a space, or a word already there', () => {
    expect(labels('')).toEqual([]);
    expect(labels('   ')).toEqual([]);
    expect(labels('jacke ')).toEqual([]);
    expect(labels('jacke ja')).toEqual(['JAKO-O']);
  });

  it('proposes at most as many as asked', () => {
    expect(labels('m')).toEqual(['Mini Rodini', 'Mütze', 'H&M']);
    expect(suggestionCandidates(words, 'm', 2)).toHaveLength(2);
  });
});

describe('pickSuggestions', () => {
  const candidate = (query: string, rank: number, items: number) => ({
    kind: 'Artikel' as const,
    label: query.split(' ').at(-1)!,
    query,
    rank,
    items,
  });

  it('drops what finds nothing: "h&m kleine" is no suggestion when no H&M item is "kleine"', () => {
    const picked = pickSuggestions([candidate('h&m kleine', 0, 0), candidate('h&m Kleid', 0, 2)]);
    expect(picked).toEqual([{ kind: 'Artikel', label: 'Kleid', query: 'h&m Kleid', items: 2 }]);
  });

  it('lists the best fitting first, then what finds most, each search once and at most eight', () => {
    const picked = pickSuggestions([
      candidate('Regenjacke', 2, 30),
      candidate('Jacke', 0, 5),
      candidate('Jacken', 0, 9),
      candidate('jacke', 0, 5),
      ...Array.from({ length: 10 }, (_, index) => candidate(`Jacke${index}`, 3, 1)),
    ]);
    expect(picked.slice(0, 3).map((s) => s.query.toLowerCase())).toEqual([
      'jacken',
      'jacke',
      'regenjacke',
    ]);
    expect(picked).toHaveLength(8);
  });
});
