import { describe, expect, it } from 'vitest';
import { createFirstLoadAnswers } from './first-load-answers.ts';

const json = JSON.stringify({ '/api/site': { shop: 'Kinderkiste' }, '/api/products/7': { id: 7 } });

describe('first-load answers', () => {
  it('gives each answer once, then leaves the path to the network', () => {
    const answers = createFirstLoadAnswers(json, 100);
    expect(answers.take('/api/site', 200)).toEqual({ shop: 'Kinderkiste' });
    expect(answers.take('/api/site', 300)).toBeUndefined();
    expect(answers.take('/api/products/8', 300)).toBeUndefined();
    expect(answers.take('/api/products/7', 300)).toEqual({ id: 7 });
  });

  it('gives nothing 30 s after the page loaded', () => {
    const answers = createFirstLoadAnswers(json, 100);
    expect(answers.take('/api/site', 100 + 30_001)).toBeUndefined();
    expect(answers.take('/api/products/7', 100)).toBeUndefined();
  });

  it('gives nothing once discarded (a visitor with a cart)', () => {
    const answers = createFirstLoadAnswers(json, 0);
    answers.discard();
    expect(answers.take('/api/site', 1)).toBeUndefined();
  });

  it('gives nothing for a page without answers or with damaged ones', () => {
    expect(createFirstLoadAnswers(null, 0).take('/api/site', 1)).toBeUndefined();
    expect(createFirstLoadAnswers('{"/api/site": ', 0).take('/api/site', 1)).toBeUndefined();
    expect(createFirstLoadAnswers('[1, 2]', 0).take('0', 1)).toBeUndefined();
  });
});
