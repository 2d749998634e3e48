import { describe, expect, it } from 'vitest';
import { brandProblems } from '../../domain/api/brands.ts';
import { createDemoCatalogue } from './demo-catalogue.ts';

// The demo brands are saved by the owner's own rule too: opening one in the brand editor and
// saving it unchanged must work (issue 20).
describe('demo brands', () => {
  it('all pass the brand rule of the editor and POST /api/brands', () => {
    const { brands } = createDemoCatalogue({ now: new Date('2026-11-22T10:00:00Z') });
    expect(brands.length).toBeGreaterThan(10);
    for (const brand of brands) {
      const problems = brandProblems({
        brand: brand.name,
        manufacturerName: brand.manufacturerName,
        email: brand.email,
        address: brand.address,
        country: brand.address.country,
        isEurope: brand.isEurope,
        nameEurope: brand.euResponsibleName,
        addressEurope: brand.addressEurope,
        emailEurope: brand.emailEurope,
        rating: brand.rating,
      });
      expect({ brand: brand.name, problems }).toEqual({ brand: brand.name, problems: [] });
    }
  });
});
