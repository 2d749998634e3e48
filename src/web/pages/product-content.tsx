import { Link } from '../components/ui/link.tsx';
import { eurosToCents } from '../../domain/money.ts';
import { salePriceCents } from '../../domain/pricing.ts';
import { sizeLabel } from '../../domain/product-display.ts';
import { ErrorState } from '../components/ui/error-state.tsx';
import { ApiError } from '../lib/api-client.ts';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button.tsx';
import { useClientId, useIsInCart } from '../features/cart/hooks/use-cart.ts';
import { useProduct } from '../features/products/api/get-product.ts';
import { WishListHeart } from '../features/wish-list/components/wish-list-heart.tsx';
import { ProductDetailView } from '../features/products/components/product-detail.tsx';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../lib/paths.ts';

/** Reads `:itemNumber`; anything but a positive whole number is no product. */
export function parseItemNumber(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && number <= 2_147_483_647 ? number : null;
}

/** The product with its add-to-cart button: on the product page and over a listing. */
export function ProductContent({
  itemNumber,
  headingLevel,
  titleId,
  withHead,
}: {
  itemNumber: number | null;
  headingLevel: 1 | 2;
  titleId?: string;
  withHead: boolean;
}) {
  const clientId = useClientId();
  const isInCart = useIsInCart();
  const query = useProduct({ itemNumber: itemNumber ?? 0, clientId });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  if (itemNumber === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className="flex flex-col items-start gap-4">
        {withHead && <PageHead missingProduct />}
        <Heading id={titleId} className="text-2xl font-bold text-brand-800">
          Artikel nicht gefunden
        </Heading>
        <p>
          {query.error?.message ?? 'Diesen Artikel gibt es nicht (mehr).'} Vielleicht hat ihn schon
          jemand anderes entdeckt – schau dich gern weiter um.
        </p>
        <Link to={paths.clothing.getHref()} className="font-semibold text-brand-800 underline">
          Weiter stöbern
        </Link>
      </div>
    );
  }
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <>
          <Heading id={titleId} className="sr-only">
            Fehler
          </Heading>
          <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </>
      );
    }
    return (
      <div role="status" className="flex flex-col gap-4">
        <Heading id={titleId} className="sr-only">
          Artikel wird geladen …
        </Heading>
        <div
          aria-hidden="true"
          className="aspect-square w-full max-w-xl rounded-3xl bg-brand-50 motion-safe:animate-pulse"
        />
      </div>
    );
  }

  const product = query.data;
  return (
    <>
      {withHead && (
        <PageHead
          product={{
            itemNumber: product.itemNumber,
            category: product.category,
            name: product.name,
            brand: product.brand,
            size: sizeLabel(product),
            condition: product.condition,
            priceCents: salePriceCents(eurosToCents(product.price), product.sale, product.discount),
            image: product.image?.png ?? null,
          }}
        />
      )}
      <ProductDetailView
        product={product}
        headingLevel={headingLevel}
        inCart={isInCart(product._id)}
        action={
          <div className="flex items-center gap-2">
            <AddToCartButton product={product} sold={product.isSold} />
            <WishListHeart product={product} className="ring-1 ring-sale/40" />
          </div>
        }
        shippingLink={
          <Link to={paths.paymentShipping.getHref()} className="underline">
            Versand
          </Link>
        }
        {...(titleId !== undefined ? { titleId } : {})}
      />
    </>
  );
}
