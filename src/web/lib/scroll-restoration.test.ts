import { describe, expect, it } from 'vitest';
import { KEEP_SCROLL, scrollAction, scrollKey } from './scroll-restoration.ts';
import type { ScrollMoment } from './scroll-restoration.ts';

const moment = (overrides: Partial<ScrollMoment>): ScrollMoment => ({
  first: false,
  navigationType: 'PUSH',
  saved: undefined,
  hash: '',
  state: null,
  ...overrides,
});

describe('scrollAction', () => {
  it('starts a new page at the top', () => {
    expect(scrollAction(moment({}))).toEqual({ kind: 'top' });
    expect(scrollAction(moment({ navigationType: 'REPLACE', saved: 300 }))).toEqual({
      kind: 'top',
    });
  });

  it('goes back to where the visitor was, or to the top of a page it has no position for', () => {
    expect(scrollAction(moment({ navigationType: 'POP', saved: 840 }))).toEqual({
      kind: 'restore',
      y: 840,
    });
    expect(scrollAction(moment({ navigationType: 'POP' }))).toEqual({ kind: 'restore', y: 0 });
  });

  it('keeps the position for a filter or a product opened over the listing', () => {
    expect(scrollAction(moment({ state: KEEP_SCROLL }))).toEqual({ kind: 'keep' });
    expect(scrollAction(moment({ navigationType: 'REPLACE', state: KEEP_SCROLL }))).toEqual({
      kind: 'keep',
    });
    expect(scrollAction(moment({ state: { checkoutMessage: 'x' } }))).toEqual({ kind: 'top' });
  });

  it('scrolls to the element a hash names', () => {
    expect(scrollAction(moment({ hash: '#widerruf%C3%BC' }))).toEqual({
      kind: 'hash',
      id: 'widerrufü',
    });
    expect(scrollAction(moment({ hash: '#' }))).toEqual({ kind: 'top' });
  });

  it('leaves a fresh page where the browser put it, and a reload where the visitor was', () => {
    expect(scrollAction(moment({ first: true, navigationType: 'POP' }))).toEqual({ kind: 'keep' });
    expect(scrollAction(moment({ first: true, navigationType: 'POP', saved: 120 }))).toEqual({
      kind: 'restore',
      y: 120,
    });
  });
});

describe('scrollKey', () => {
  it('names a history entry by its key, a fresh load by its URL', () => {
    expect(scrollKey({ key: 'abc123', pathname: '/faqs', search: '' })).toBe('abc123');
    expect(scrollKey({ key: 'default', pathname: '/shop/kleidung', search: '?groesse=98' })).toBe(
      '/shop/kleidung?groesse=98',
    );
  });
});
