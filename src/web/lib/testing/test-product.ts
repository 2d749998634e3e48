import type { Product } from '../../../domain/api/product.ts';

/** A shop product for unit and component tests: a 10,00 € item of size 86; override what matters. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    itemNumber: 1,
    category: 'Kleidung',
    name: '',
    brand: 'Mini',
    size: 86,
    sizeHat: [],
    price: 10,
    sale: false,
    discount: 0,
    lowestPriorPrice: null,
    condition: 'Gut',
    season: 'Sommer',
    image: null,
    images: [],
    reservedUntil: null,
    reservedBy: null,
    freeAgainAt: null,
    ...overrides,
  };
}
