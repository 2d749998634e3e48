import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { freeAgainHint } from '../../../../domain/free-again.ts';
import { eurosToCents, formatEuro } from '../../../../domain/money.ts';
import { sizeLabel } from '../../../../domain/product-display.ts';
import { ALREADY_RESERVED_TEXT } from '../../../../domain/texts.ts';
import { LowestPriorPrice } from '../../../components/ui/lowest-prior-price.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { ResponsivePicture } from '../../../components/ui/responsive-picture.tsx';
import { paths } from '../../../lib/paths.ts';
import { productPictureAlt } from '../../../lib/product-text.ts';
import type { ListedItem } from '../lib/listed-items.ts';

/** One item of a wish list: picture, what it is, its state now and the page's actions for it. */
export function ListedItemRow({ item, actions }: { item: ListedItem; actions?: ReactNode }) {
  const { product, entry, state } = item;
  const category = product?.category ?? entry?.category ?? 'Artikel';
  const brand = product?.brand ?? entry?.brand ?? null;
  const size = product === null ? '' : sizeLabel(product);
  const gone = state.kind === 'gone';
  const title = (
    <>
      {category}
      <span className="sr-only">, Artikelnummer {item.itemNumber}</span>
    </>
  );
  return (
    <li
      data-item-number={item.itemNumber}
      className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-ink/10"
    >
      <div className="w-20 shrink-0 sm:w-28">
        <ResponsivePicture
          image={product?.image ?? null}
          alt={product === null ? category : productPictureAlt(product)}
          dimmed={state.kind !== 'available'}
          className="aspect-square rounded-xl"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="leading-snug font-bold break-words">
          {gone ? (
            title
          ) : (
            <Link
              to={paths.product.getHref(item.itemNumber)}
              className="underline-offset-2 hover:underline"
            >
              {title}
            </Link>
          )}
        </h2>
        {(brand !== null || size !== '') && (
          <p className="text-sm break-words text-muted">
            {[brand, size].filter((text) => text !== null && text !== '').join(' · ')}
          </p>
        )}
        {state.kind === 'gone' && <p className="font-semibold text-sale">Leider schon weg</p>}
        {state.kind === 'reserved' && (
          <div>
            <p className="font-semibold">{ALREADY_RESERVED_TEXT}</p>
            <p className="text-sm text-muted">{freeAgainHint(state.freeAgainAt)}</p>
          </div>
        )}
        {state.kind !== 'gone' && product !== null && (
          <div>
            {state.kind === 'available' && state.loweredFromCents !== null && (
              <p className="text-sm font-semibold text-sale">
                Preis gesenkt: gemerkt für{' '}
                <s className="font-normal text-muted">{formatEuro(state.loweredFromCents)}</s>
              </p>
            )}
            <Price price={product.price} sale={product.sale} discount={product.discount} />
            {state.kind === 'available' && state.loweredFromCents !== null && !product.sale ? (
              product.lowestPrice30Days !== null && (
                <p className="text-xs leading-snug text-muted">
                  Niedrigster Preis der letzten 30 Tage:{' '}
                  {formatEuro(eurosToCents(product.lowestPrice30Days))}
                </p>
              )
            ) : (
              <LowestPriorPrice
                price={product.price}
                sale={product.sale}
                discount={product.discount}
                lowestPriorPrice={product.lowestPriorPrice}
              />
            )}
          </div>
        )}
        {actions !== undefined && <div className="mt-1 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </li>
  );
}
