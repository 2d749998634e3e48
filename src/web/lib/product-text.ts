import type { Product } from '../../domain/api/product.ts';
import { sizeLabel } from '../../domain/product-display.ts';

/** The alt text of a product picture: its name, or category, brand and size. */
export function productPictureAlt(
  product: Pick<Product, 'name' | 'category' | 'brand' | 'size' | 'sizeHat'>,
): string {
  const name = product.name.trim();
  if (name !== '') return name;
  return [product.category, product.brand, sizeLabel(product)]
    .filter((text): text is string => text !== null && text !== '')
    .join(', ');
}
