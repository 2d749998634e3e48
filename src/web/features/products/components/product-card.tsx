import { useId, useState } from 'react';
import type { Product, ProductImage } from '../../../../domain/api/product.ts';
import type { Season } from '../../../../domain/catalog.ts';
import { eurosToCents, formatEuro } from '../../../../domain/money.ts';
import { salePriceCents } from '../../../../domain/pricing.ts';
import { saleTagLabel, seasonRibbonColour, sizeLabel } from '../../../../domain/product-display.ts';
import type { RibbonColour } from '../../../../domain/product-display.ts';
import { ALREADY_RESERVED_TEXT } from '../../../../domain/texts.ts';

const RIBBON_CLASSES: Record<RibbonColour, string> = {
  red: 'bg-season-red',
  orange: 'bg-season-orange',
  green: 'bg-season-green',
  blue: 'bg-season-blue',
};

/** The ribbon is a colour only; screen readers hear the season instead. */
const SEASON_LABELS: Record<Season, string> = {
  Sommer: 'Saison: Sommer',
  '-': 'Saison: ganzjährig',
  Übergang: 'Saison: Übergang',
  Winter: 'Saison: Winter',
};

export interface ProductCardProps {
  product: Product;
  /** Load the picture at once: for the first cards, which are likely in view. */
  eager?: boolean;
}

/**
 * A product tile (SPEC.md §2, widgets): category as title, brand, size, price, sale tag, season
 * ribbon; a reserved item is dimmed and says so.
 */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const titleId = useId();
  const detailsId = useId();
  const reserved = product.reservedUntil !== null;
  const size = sizeLabel(product);
  const brand = product.brand ?? '';
  const hasDetails = brand !== '' || size !== '';

  return (
    <article
      aria-labelledby={hasDetails ? `${titleId} ${detailsId}` : titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10"
    >
      <div className="relative">
        <div className={reserved ? 'opacity-45 grayscale-[40%]' : undefined}>
          <ProductPicture image={product.image} alt={pictureAlt(product, size)} eager={eager} />
        </div>
        <span
          aria-hidden="true"
          className={`absolute top-0 right-3 h-9 w-5 shadow-sm [clip-path:polygon(0_0,100%_0,100%_100%,50%_78%,0_100%)] ${RIBBON_CLASSES[seasonRibbonColour(product.season)]}`}
        />
        {product.sale && product.discount > 0 && (
          <span className="absolute top-2 left-2 rounded-full bg-sale px-2.5 py-0.5 text-sm font-bold text-white shadow-sm">
            {saleTagLabel(product.discount)}
          </span>
        )}
        {reserved && (
          <p className="absolute inset-x-2 bottom-2 rounded-full bg-ink/85 px-2 py-1 text-center text-xs font-semibold text-white sm:text-sm">
            {ALREADY_RESERVED_TEXT}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3">
        <h3 id={titleId} className="text-base leading-snug font-bold">
          {product.category}
        </h3>
        {hasDetails && (
          <p id={detailsId} className="text-sm text-muted">
            {brand}
            {brand !== '' && size !== '' && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
              </>
            )}
            {size}
          </p>
        )}
        <span className="sr-only">{SEASON_LABELS[product.season]}</span>
        <ProductPrice product={product} />
      </div>
    </article>
  );
}

function ProductPrice({ product }: { product: Product }) {
  const priceCents = eurosToCents(product.price);
  const finalCents = salePriceCents(priceCents, product.sale, product.discount);
  if (finalCents === priceCents) {
    return (
      <p className="mt-auto pt-1 text-lg font-bold text-brand-800">{formatEuro(priceCents)}</p>
    );
  }
  return (
    <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
      <span className="sr-only">Statt</span>
      <s className="text-sm text-muted">{formatEuro(priceCents)}</s>
      <span className="sr-only">jetzt</span>
      <strong className="text-lg font-bold text-sale">{formatEuro(finalCents)}</strong>
    </p>
  );
}

function pictureAlt(product: Product, size: string): string {
  const name = product.name.trim();
  if (name !== '') return name;
  return [product.category, product.brand, size]
    .filter((text) => text !== null && text !== '')
    .join(', ');
}

interface ProductPictureProps {
  image: ProductImage | null;
  alt: string;
  eager: boolean;
}

/**
 * avif, then webp, then png. The width and height attributes reserve the space before the file
 * arrives; the tiny low-resolution variant shows blurred underneath until the picture has loaded.
 */
function ProductPicture({ image, alt, eager }: ProductPictureProps) {
  const [loaded, setLoaded] = useState(false);

  if (image === null) {
    return (
      <div className="flex aspect-square items-center justify-center bg-brand-50 text-sm text-muted">
        Noch kein Foto
      </div>
    );
  }

  return (
    <div className="relative aspect-square overflow-hidden bg-brand-50">
      {!loaded && (
        <div
          aria-hidden="true"
          className="absolute inset-0 scale-110 bg-cover bg-center blur-lg"
          style={{ backgroundImage: `url("${image.lowres}")` }}
        />
      )}
      <picture>
        <source type="image/avif" srcSet={image.avif} />
        <source type="image/webp" srcSet={image.webp} />
        <img
          src={image.png}
          alt={alt}
          width={image.width}
          height={image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(true)}
          className={`relative h-full w-full object-cover motion-safe:transition-opacity motion-safe:duration-300 ${loaded ? 'opacity-100' : 'opacity-0'}`}
        />
      </picture>
    </div>
  );
}

/** A grey stand-in of the same shape while products load. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10"
    >
      <div className="aspect-square bg-brand-50 motion-safe:animate-pulse" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-4 w-2/3 rounded bg-brand-50" />
        <div className="h-3 w-1/2 rounded bg-brand-50" />
        <div className="mt-2 h-5 w-1/3 rounded bg-brand-50" />
      </div>
    </div>
  );
}
