import { describe, expect, it } from 'vitest';
import {
  allowedTypos,
  brandCandidates,
  correctedWords,
  foldSearchWord,
  parseSearchQuery,
  searchWithout,
  textSearchQuery,
  rarestWord,
  type WordMatches,
} from './search-query.ts';

describe('foldSearchWord', () => {
  it('reads Mütze, Muetze, MÜTZE and mutze as one word', () => {
    expect(new Set(['Mütze', 'Muetze', 'MÜTZE', 'mutze'].map(foldSearchWord))).toEqual(
      new Set(['mutze']),
    );
    expect(foldSearchWord('Größe')).toBe('grosse');
    expect(foldSearchWord('Fäustlinge')).toBe('faustlinge');
  });
});

describe('parseSearchQuery', () => {
  it('takes sizes, item numbers and category words out of the words', () => {
    expect(parseSearchQuery('Jacke Gr. 98/104')).toMatchObject({
      words: ['jacke'],
      sizes: [98, 104],
    });
    expect(parseSearchQuery('Nr. 1234')).toMatchObject({ words: [], itemNumbers: [1234] });
    expect(parseSearchQuery('Schlafsäcke Winter')).toMatchObject({
      words: ['winter'],
      categories: ['Schlafsack'],
    });
    expect(parseSearchQuery('tonie')).toMatchObject({ words: [], categories: ['Tonies'] });
  });

  it('keeps single letters as tokens for brand names but not as words', () => {
    expect(parseSearchQuery('H&M Kleid')).toMatchObject({
      tokens: ['h', 'm', 'kleid'],
      words: ['kleid'],
    });
  });

  it('ignores what cannot be used and stops at six words and 100 characters', () => {
    expect(parseSearchQuery('!!! 3 99999999999999999999 \u0000')).toMatchObject({
      words: [],
      sizes: [],
      itemNumbers: [],
    });
    expect(parseSearchQuery('a1 b2 c3 dd ee ff gg hh ii jj').words).toEqual([
      'dd',
      'ee',
      'ff',
      'gg',
      'hh',
      'ii',
    ]);
    expect(parseSearchQuery(`${'x'.repeat(98)} jacke`).words).toEqual(['x'.repeat(98)]);
  });

  it('reads a lone surrogate or other scripts without failing', () => {
    expect(parseSearchQuery('\uD800jacke').words).toEqual(['jacke']);
    expect(parseSearchQuery('курточка').words).toEqual(['курточка']);
  });
});

describe('brandCandidates', () => {
  it('offers runs of up to three tokens', () => {
    expect(brandCandidates(['h', 'm', 'jacke']).map((c) => c.key)).toEqual([
      'h',
      'hm',
      'hmjacke',
      'm',
      'mjacke',
      'jacke',
    ]);
  });
});

describe('allowedTypos', () => {
  it('forgives nothing in short words, one up to five letters, two beyond', () => {
    expect(['rot', 'jake', 'mutze', 'regenjake'].map(allowedTypos)).toEqual([0, 1, 1, 2]);
  });
});

describe('textSearchQuery and correctedWords', () => {
  const matches = [
    { word: 'jacke', exact: ['jacke', 'regenjacke'], corrected: ['jacken'] },
    { word: 'schlafsak', exact: [], corrected: ['schlafsack', 'winterschlafsack'] },
  ];

  it('needs every word, each as itself or the words it stands for; corrections only without exact words', () => {
    expect(textSearchQuery(matches)).toBe(
      "('jacke':* | 'jacke' | 'regenjacke') & ('schlafsak':* | 'schlafsack' | 'winterschlafsack')",
    );
  });

  it('quotes away anything that is not a letter or digit', () => {
    expect(textSearchQuery([{ word: "a'b|c", exact: [], corrected: [] }])).toBe("('abc':*)");
  });

  it('names the corrected words', () => {
    expect(correctedWords(matches)).toEqual([{ typed: 'schlafsak', read: 'schlafsack' }]);
  });
});

describe('searchWithout', () => {
  it('drops the words no item has and keeps the rest as typed', () => {
    expect(searchWithout('Jacke xyzzy 98', ['xyzzy'])).toBe('Jacke 98');
  });
});

describe('rarestWord', () => {
  const word = (text: string, items?: number): WordMatches => ({
    word: text,
    exact: [text],
    corrected: [],
    items,
  });

  it('picks a word that finds far fewer items than the others together', () => {
    const jackets = word('winterjacke', 876);
    expect(rarestWord([word('sterne', 5175), jackets])).toBe(jackets);
    expect(rarestWord([jackets, word('rot', 2500), word('sterne', 2000)])).toBe(jackets);
  });

  it('picks none for one word, words about as common, or a word of unknown count', () => {
    expect(rarestWord([word('winterjacke', 876)])).toBeNull();
    expect(rarestWord([word('rot', 2288), word('gestreift', 5030)])).toBeNull();
    expect(rarestWord([word('winterjacke', 876), word('sterne')])).toBeNull();
  });

  it('counts for the others what the index collects whole: their words typed in part', () => {
    // "blau" finds 4,516 items, 2,260 of them by the whole word "dunkelblau", which is looked up
    // only at the muddy buddies' matches; 2,256 to collect costs less than 847 to read.
    const muddyBuddies = { ...word('matschhose', 847), partItems: 847 };
    const blue = { ...word('blau', 4516), partItems: 2256 };
    expect(rarestWord([muddyBuddies, blue])).toBeNull();
    const striped = { ...word('gestreift', 5030), partItems: 5030 };
    expect(rarestWord([muddyBuddies, striped])).toBe(muddyBuddies);
    // The rarest is chosen by all it finds, typed in part or not.
    const typo = { ...word('regenjake', 832), partItems: 0 };
    expect(rarestWord([typo, striped])).toBe(typo);
  });

  it('picks a word no item has (none to read) beside any word that finds some', () => {
    const unknown = word('xyzzy', 0);
    expect(rarestWord([word('jacke', 5), unknown])).toBe(unknown);
  });
});
