import { ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from '../components/ui/link.tsx';
import type { ListedProduct } from '../../domain/api/wish-list.ts';
import type { Product } from '../../domain/api/product.ts';
import { Button } from '../components/ui/button.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';
import { PageHead } from '../components/page-head.tsx';
import { useClientId, useIsInCart } from '../features/cart/hooks/use-cart.ts';
import { useCartStore } from '../features/cart/stores/cart-store.ts';
import { useProductsByNumbers } from '../features/wish-list/api/get-products-by-numbers.ts';
import { ListedItemRow } from '../features/wish-list/components/listed-item-row.tsx';
import { ShareListButton } from '../features/wish-list/components/share-list-button.tsx';
import { listedItems, type ListedItem } from '../features/wish-list/lib/listed-items.ts';
import {
  useWishListEntries,
  useWishListStore,
} from '../features/wish-list/stores/wish-list-store.ts';
import { paths } from '../lib/paths.ts';
import { toast } from '../lib/toast.ts';
import { useIsBrowser } from '../lib/use-is-browser.ts';

/** The wire product the cart keeps, without the wish list's extra fields. */
function cartProduct({
  isSold: _isSold,
  lowestPrice30Days: _lowest,
  ...product
}: ListedProduct): Product {
  return product;
}

/**
 * /merkliste (issue 21, decision 044): the items this browser saved, as they are now, each
 * movable to the cart in one tap; the list can be shared as a link.
 */
export function WishListPage() {
  const entries = useWishListEntries();
  const inBrowser = useIsBrowser();
  const remove = useWishListStore((state) => state.remove);
  const clientId = useClientId();
  const isInCart = useIsInCart();
  const addToCart = useCartStore((state) => state.add);
  const itemNumbers = entries.map((entry) => entry.itemNumber);
  const query = useProductsByNumbers({ itemNumbers, clientId });

  const moveToCart = (product: ListedProduct) => {
    addToCart(cartProduct(product));
    remove(product.itemNumber);
    toast.success(`${product.category} liegt jetzt in deinem Warenkorb.`);
  };

  const actions = (item: ListedItem) => (
    <>
      {item.state.kind === 'available' &&
        item.product !== null &&
        (isInCart(item.product._id) ? (
          <Link
            to={paths.cart.getHref()}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
          >
            Im Warenkorb
          </Link>
        ) : (
          <Button onClick={() => moveToCart(item.product!)} className="px-4">
            <ShoppingBag aria-hidden="true" className="size-5" />
            In den Warenkorb
            <span className="sr-only">: {item.product.category}</span>
          </Button>
        ))}
      <Button variant="secondary" onClick={() => remove(item.itemNumber)} className="px-4">
        <Trash2 aria-hidden="true" className="size-5" />
        Entfernen
        <span className="sr-only">: {item.entry?.category ?? 'Artikel'}</span>
      </Button>
    </>
  );

  return (
    <div className="mx-auto max-w-3xl">
      <PageHead />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight text-brand-800">Merkliste</h1>
      <p className="mb-6 text-muted">
        Deine Merkliste bleibt auf diesem Gerät – ohne Konto, ohne Anmeldung.
      </p>
      {!inBrowser ? (
        <p role="status">Merkliste wird geladen …</p>
      ) : entries.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-sun-100 p-6">
          <p>
            Noch nichts gemerkt. Tipp auf das Herz bei einem Artikel, dann findest du ihn hier
            wieder – und siehst gleich, ob er noch zu haben ist.
          </p>
          <Link to={paths.clothing.getHref()} className="font-semibold text-brand-800 underline">
            Zum Shop
          </Link>
        </div>
      ) : query.data !== undefined ? (
        <>
          <ul aria-label="Gemerkte Artikel" className="flex flex-col gap-3">
            {listedItems(itemNumbers, entries, query.data, clientId, new Date()).map((item) => (
              <ListedItemRow key={item.itemNumber} item={item} actions={actions(item)} />
            ))}
          </ul>
          <div className="mt-6 sm:w-64">
            <ShareListButton itemNumbers={itemNumbers} />
          </div>
        </>
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <p role="status">Merkliste wird geladen …</p>
      )}
    </div>
  );
}
