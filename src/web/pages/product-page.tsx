import { useParams } from 'react-router';
import { ProductContent, parseItemNumber } from './product-content.tsx';

/** /product/:itemNumber (docs/product.md §2.7). */
export function ProductPage() {
  const { itemNumber } = useParams();
  return <ProductContent itemNumber={parseItemNumber(itemNumber)} headingLevel={1} withHead />;
}
