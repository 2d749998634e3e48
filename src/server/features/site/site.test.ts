import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteInfoSchema } from '../../../domain/api/site.ts';
import { reviews } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SITE_URL: 'https://www.kinderkiste.example/', SHOP_TAX_ID: '12/345/67890' },
  });
});
afterAll(() => t.close());

it('GET /api/site tells the shop identity from configuration', async () => {
  const response = await t.app.inject({ url: '/api/site' });
  expect(response.statusCode).toBe(200);
  const site = siteInfoSchema.parse(response.json());
  expect(site.siteUrl).toBe('https://www.kinderkiste.example');
  expect(site.shop).toMatchObject({ name: 'Kinderkiste', taxId: '12/345/67890', isDemo: true });
  // No Google tag configured: the web app offers and loads none.
  expect(site.google).toEqual({ analyticsId: null, adsId: null });
});

it('GET /api/google/reviews/ lists reviews newest first as five-star Google reviews', async () => {
  await t.db.insert(reviews).values([
    {
      reviewId: 'a',
      reviewerName: 'Anna',
      comment: 'Toll!',
      createTime: new Date('2026-10-01T10:00:00Z'),
    },
    {
      reviewId: 'b',
      reviewerName: 'Ben',
      comment: 'Super',
      createTime: new Date('2026-11-01T10:00:00Z'),
    },
  ]);
  const response = await t.app.inject({
    url: '/api/google/reviews/',
    headers: { userid: 'x', cart: '' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual([
    {
      reviewId: 'b',
      reviewer: { displayName: 'Ben', profilePhotoUrl: null },
      createTime: '2026-11-01T10:00:00.000Z',
      comment: 'Super',
      starRating: 'FIVE',
    },
    {
      reviewId: 'a',
      reviewer: { displayName: 'Anna', profilePhotoUrl: null },
      createTime: '2026-10-01T10:00:00.000Z',
      comment: 'Toll!',
      starRating: 'FIVE',
    },
  ]);
});
