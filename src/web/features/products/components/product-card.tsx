import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import type { Product } from '../../../../domain/api/product.ts';
import {
  SEASON_LABELS,
  saleTagLabel,
  seasonRibbonColour,
  sizeLabel,
} from '../../../../domain/product-display.ts';
import type { RibbonColour } from '../../../../domain/product-display.ts';
import { freeAgainShortHint } from '../../../../domain/free-again.ts';
import { ALREADY_RESERVED_TEXT } from '../../../../domain/texts.ts';
import { ImageCarousel } from '../../../components/ui/image-carousel.tsx';
import { LowestPriorPrice } from '../../../components/ui/lowest-prior-price.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { productPictureAlt } from '../../../lib/product-text.ts';
import { KEEP_SCROLL } from '../../../lib/scroll-restoration.ts';

const RIBBON_CLASSES: Record<RibbonColour, string> = {
  red: 'bg-season-red',
  orange: 'bg-season-orange',
  green: 'bg-season-green',
  blue: 'bg-season-blue',
};

interface ProductCardProps {
  product: Product;
  /** Where the card leads: the product page, or the product over the listing. */
  href: string;
  /** In the visitor's cart: the picture is dimmed (docs/product.md §2.7). */
  inCart?: boolean;
  /** Load the picture at once: for the first cards, which are likely in view. */
  eager?: boolean;
  /** Keep the picture carousel off (e.g. in the moving marquee). */
  singleImage?: boolean;
  /**
   * Brand and size on one line, the size always whole and a long brand cut short (it is read out
   * in full and shown on the product page): every such card has the same height, which the
   * new-in-shop band needs to lay out only the cards in view (styles.css, decision 093).
   */
  brandOnOneLine?: boolean;
  /** Keep the page's scroll position when following the link (a product over its listing). */
  keepScroll?: boolean;
  /** False for a copy hidden from assistive technology: its link is left out of the tab order. */
  focusable?: boolean;
  /** A control beside the price, composed by the page (the wish list's heart). */
  action?: ReactNode;
  /**
   * The card's title: the category (docs/product.md §2.7), or the item's name where a search found
   * it by.
   */
  titledBy?: 'category' | 'name';
}

/**
 * A product tile (docs/product.md §2.7): category as title, brand, size, price, sale tag, season
 * ribbon, a carousel of several pictures; an item in the cart or reserved is dimmed, a reserved
 * one says so.
 */
export function ProductCard({
  product,
  href,
  inCart = false,
  eager = false,
  singleImage = false,
  brandOnOneLine = false,
  keepScroll = false,
  focusable = true,
  action,
  titledBy = 'category',
}: ProductCardProps) {
  const titleId = useId();
  const link = useRef<HTMLAnchorElement>(null);
  // Once the app runs, the card's pictures lie above its stretched link, so that a finger's swipe
  // reaches their carousel; a click on one is a click on the link, with its keys (Ctrl: a new
  // tab).
  const openFromPicture = (event: MouseEvent) => {
    link.current?.dispatchEvent(
      new globalThis.MouseEvent('click', {
        bubbles: true,
        cancelable: true,
        button: event.button,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
      }),
    );
  };
  // Someone else's hold: the server names only the asking visitor's own (decision 004).
  const reserved = product.reservedUntil !== null && product.reservedBy === null;
  const size = sizeLabel(product);
  const brand = product.brand ?? '';
  const images =
    product.images.length > 0 ? product.images : product.image === null ? [] : [product.image];
  const dimmed = reserved || inCart;
  const alt = productPictureAlt(product);

  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 focus-within:ring-2 focus-within:ring-brand-700"
    >
      <div className="relative">
        <ImageCarousel
          images={singleImage ? images.slice(0, 1) : images}
          alt={alt}
          eager={eager}
          dimmed={dimmed}
          label={`Bilder: ${alt}`}
          onPictureClick={openFromPicture}
        />
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute top-0 right-3 z-10 h-9 w-5 shadow-sm [clip-path:polygon(0_0,100%_0,100%_100%,50%_78%,0_100%)] ${RIBBON_CLASSES[seasonRibbonColour(product.season)]}`}
        />
        {product.sale && product.discount > 0 && (
          <span className="pointer-events-none absolute top-2 left-2 z-10 rounded-full bg-sale px-2.5 py-0.5 text-sm font-bold text-white shadow-sm">
            {saleTagLabel(product.discount)}
          </span>
        )}
        {reserved ? (
          <p className="pointer-events-none absolute inset-x-2 bottom-4 z-10 rounded-2xl bg-ink/85 px-2 py-1 text-center text-xs leading-tight font-semibold text-white sm:text-sm">
            {ALREADY_RESERVED_TEXT}
            <span className="block text-[0.6875rem] font-normal sm:text-xs">
              {freeAgainShortHint(
                product.freeAgainAt === null ? null : new Date(product.freeAgainAt),
              )}
            </span>
          </p>
        ) : (
          inCart && (
            <p className="pointer-events-none absolute inset-x-2 bottom-4 z-10 rounded-full bg-brand-800/90 px-2 py-1 text-center text-xs font-semibold text-white sm:text-sm">
              Im Warenkorb
            </p>
          )
        )}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3">
        <h3 id={titleId} className="text-base leading-snug font-bold">
          <Link
            ref={link}
            to={href}
            state={keepScroll ? KEEP_SCROLL : undefined}
            tabIndex={focusable ? undefined : -1}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {titledBy === 'name' ? product.name : product.category}
            <span className="sr-only">
              {brand !== '' ? `, ${brand}` : ''}
              {size !== '' ? `, ${size}` : ''}
            </span>
          </Link>
        </h3>
        {(brand !== '' || size !== '') &&
          (brandOnOneLine ? (
            <p aria-hidden="true" className="flex text-sm whitespace-nowrap text-muted">
              {brand !== '' && <span className="truncate">{brand}</span>}
              {size !== '' && (
                <span className="shrink-0">
                  {brand !== '' && '\u00a0· '}
                  {size}
                </span>
              )}
            </p>
          ) : (
            <p aria-hidden="true" className="text-sm text-muted">
              {[brand, size].filter((text) => text !== '').join(' · ')}
            </p>
          ))}
        <span className="sr-only">Saison: {SEASON_LABELS[product.season]}</span>
        <div className="mt-auto flex items-end justify-between gap-1 pt-1">
          <div className="min-w-0">
            <Price price={product.price} sale={product.sale} discount={product.discount} />
            <LowestPriorPrice
              price={product.price}
              sale={product.sale}
              discount={product.discount}
              lowestPriorPrice={product.lowestPriorPrice}
            />
          </div>
          {action !== undefined && <div className="-mr-2 -mb-2">{action}</div>}
        </div>
      </div>
    </article>
  );
}
