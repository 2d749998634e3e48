import { HeartPlus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../components/ui/link.tsx';
import type { ListedProduct } from '../../domain/api/wish-list.ts';
import { parseSharedItemNumbers, SHARED_LIST_PARAM } from '../../domain/wish-list.ts';
import { Button } from '../components/ui/button.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';
import { PageHead } from '../components/page-head.tsx';
import { useClientId } from '../features/cart/hooks/use-cart.ts';
import { useProductsByNumbers } from '../features/wish-list/api/get-products-by-numbers.ts';
import { ListedItemRow } from '../features/wish-list/components/listed-item-row.tsx';
import { listedItems } from '../features/wish-list/lib/listed-items.ts';
import { entryOf, useWishListStore } from '../features/wish-list/stores/wish-list-store.ts';
import { paths } from '../lib/paths.ts';

/**
 * /merkliste/geteilt?artikel=1101,1102 (decision 044): someone's shared list, read-only, as the
 * items are now; its items still in the shop can be taken into one's own Merkliste.
 */
export function SharedWishListPage() {
  const [searchParams] = useSearchParams();
  const itemNumbers = parseSharedItemNumbers(searchParams.get(SHARED_LIST_PARAM));
  const clientId = useClientId();
  const addMany = useWishListStore((state) => state.addMany);
  const [taken, setTaken] = useState(false);
  const query = useProductsByNumbers({ itemNumbers, clientId });

  const takeOver = (products: readonly ListedProduct[]) => {
    addMany(products.filter((product) => !product.isSold).map(entryOf));
    setTaken(true);
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHead />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight text-brand-800">
        Geteilte Merkliste
      </h1>
      <p className="mb-6 text-muted">
        Jemand hat diese Artikel mit dir geteilt. So sieht es gerade mit ihnen aus.
      </p>
      {itemNumbers.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-sun-100 p-6">
          <p>In diesem Link steckt leider kein Artikel.</p>
          <Link to={paths.clothing.getHref()} className="font-semibold text-brand-800 underline">
            Zum Shop
          </Link>
        </div>
      ) : query.data !== undefined ? (
        <>
          <ul aria-label="Geteilte Artikel" className="flex flex-col gap-3">
            {listedItems(itemNumbers, [], query.data, clientId, new Date()).map((item) => (
              <ListedItemRow key={item.itemNumber} item={item} />
            ))}
          </ul>
          <div className="mt-6 flex flex-col items-start gap-3">
            {taken ? (
              <p role="status" className="font-semibold">
                Übernommen.{' '}
                <Link to={paths.wishList.getHref()} className="text-brand-800 underline">
                  Zu deiner Merkliste
                </Link>
              </p>
            ) : (
              query.data.products.some((product) => !product.isSold) && (
                <Button onClick={() => takeOver(query.data.products)}>
                  <HeartPlus aria-hidden="true" className="size-5" />
                  Auf meine Merkliste übernehmen
                </Button>
              )
            )}
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
