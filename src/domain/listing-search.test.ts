import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  formatListingSearch,
  parseListingSearch,
  productListApiQuery,
  toggleValue,
} from './listing-search.ts';

describe('parseListingSearch', () => {
  it('reads no filters from an empty query', () => {
    expect(parseListingSearch('')).toEqual({
      sizes: [],
      seasons: [],
      brands: [],
      conditions: [],
      sale: false,
      sort: 'newest',
    });
  });

  it('treats ?sale without a value as the sale listing', () => {
    expect(parseListingSearch('?sale').sale).toBe(true);
    expect(parseListingSearch('?sale=true').sale).toBe(true);
    expect(parseListingSearch('?sale=false').sale).toBe(false);
  });

  it('reads sizes sorted and unique, drops junk', () => {
    expect(parseListingSearch('?groesse=92,86,abc,86,-3').sizes).toEqual([86, 92]);
  });

  it('keeps only known seasons, conditions and sorts', () => {
    const filters = parseListingSearch(
      '?saison=Winter,Herbst,%C3%9Cbergang&zustand=Gut,Kaputt&sortierung=cheapest',
    );
    expect(filters.seasons).toEqual(['Winter', 'Übergang']);
    expect(filters.conditions).toEqual(['Gut']);
    expect(filters.sort).toBe('newest');
  });
});

describe('formatListingSearch', () => {
  it('round-trips', () => {
    const filters = parseListingSearch(
      '?groesse=86,92&saison=Winter&marke=H%26M,Mini%20Boden&zustand=Sehr%20gut&sale&sortierung=price-asc',
    );
    expect(parseListingSearch(formatListingSearch(filters))).toEqual(filters);
    expect(formatListingSearch(filters)).toContain('&sale&');
  });

  it('is empty without filters', () => {
    expect(formatListingSearch(parseListingSearch(''))).toBe('');
  });
});

describe('productListApiQuery', () => {
  it('speaks the API parameters', () => {
    const query = new URLSearchParams(
      productListApiQuery('Kleidung', parseListingSearch('?groesse=86,92&sale'), 2, 24),
    );
    expect(Object.fromEntries(query)).toEqual({
      category: 'Kleidung',
      sizes: '86,92',
      sale: 'true',
      sort: 'newest',
      page: '2',
      pageSize: '24',
    });
  });
});

describe('helpers', () => {
  it('counts active filters', () => {
    expect(activeFilterCount(parseListingSearch('?groesse=86,92&sale&sortierung=price-asc'))).toBe(
      3,
    );
  });

  it('toggles values', () => {
    expect(toggleValue([1, 2], 2)).toEqual([1]);
    expect(toggleValue([1], 2)).toEqual([1, 2]);
  });
});
