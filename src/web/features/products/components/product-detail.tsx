import type { ReactNode } from 'react';
import type { Manufacturer, ProductDetail } from '../../../../domain/api/product.ts';
import { freeAgainHint } from '../../../../domain/free-again.ts';
import { saleTagLabel, sizeLabel } from '../../../../domain/product-display.ts';
import { ALREADY_RESERVED_TEXT } from '../../../../domain/texts.ts';
import { ImageCarousel } from '../../../components/ui/image-carousel.tsx';
import { LowestPriorPrice } from '../../../components/ui/lowest-prior-price.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { ResponsivePicture } from '../../../components/ui/responsive-picture.tsx';
import { productPictureAlt } from '../../../lib/product-text.ts';
import { SEASON_LABELS } from '../../../../domain/product-display.ts';

interface ProductDetailViewProps {
  product: ProductDetail;
  /** The heading level of the title: 1 on the product page, 2 in the dialog over a listing. */
  headingLevel?: 1 | 2;
  /** The add-to-cart control, composed by the page. */
  action: ReactNode;
  inCart?: boolean;
  /** The link to 'Zahlung & Versand' next to the price (PAngV). */
  shippingLink: ReactNode;
  titleId?: string;
}

/**
 * The product page's content (docs/product.md §2.7): pictures large, facts, price, product safety.
 */
export function ProductDetailView({
  product,
  headingLevel = 1,
  action,
  inCart = false,
  shippingLink,
  titleId,
}: ProductDetailViewProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const size = sizeLabel(product);
  // Someone else's hold: the server names only the asking visitor's own (decision 004).
  const reserved = product.reservedUntil !== null && product.reservedBy === null;
  const images =
    product.images.length > 0 ? product.images : product.image === null ? [] : [product.image];
  const alt = productPictureAlt(product);
  const dimmed = reserved || inCart || product.isSold;

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:gap-10">
      <div className="relative">
        <div className="overflow-hidden rounded-3xl lg:hidden">
          <ImageCarousel
            images={images}
            alt={alt}
            eager
            dimmed={dimmed}
            large
            startAtOnce
            label={`Bilder: ${alt}`}
          />
        </div>
        <ul aria-label={`Bilder: ${alt}`} className="hidden gap-4 lg:grid lg:grid-cols-2">
          {images.length === 0 ? (
            <li className="col-span-2">
              <ResponsivePicture image={null} alt={alt} />
            </li>
          ) : (
            images.map((image, index) => (
              <li key={image.png} className={index === 0 ? 'col-span-2' : undefined}>
                <ResponsivePicture
                  image={image}
                  alt={`${alt}, Bild ${index + 1}`}
                  eager={index < 2}
                  dimmed={dimmed}
                  className="aspect-square rounded-3xl"
                />
              </li>
            ))
          )}
        </ul>
        {product.sale && product.discount > 0 && (
          <span className="absolute top-3 left-3 z-10 rounded-full bg-sale px-3 py-1 font-bold text-white shadow">
            {saleTagLabel(product.discount)}
          </span>
        )}
      </div>

      <div className="flex flex-col gap-4">
        <div>
          <Heading id={titleId} className="text-3xl font-extrabold tracking-tight text-brand-800">
            {product.category}
          </Heading>
          {product.name.trim() !== '' && <p className="mt-1 text-lg">{product.name}</p>}
        </div>
        {/* The item's state, said here once; the button below only follows it. */}
        {product.isSold ? (
          <p className="rounded-2xl bg-sale/10 p-3 font-semibold text-sale">
            Dieser Artikel ist leider schon verkauft.
          </p>
        ) : (
          reserved && (
            <div className="rounded-2xl bg-ink/10 p-3">
              <p className="font-semibold">{ALREADY_RESERVED_TEXT}</p>
              <p className="text-sm">
                {freeAgainHint(product.freeAgainAt === null ? null : new Date(product.freeAgainAt))}
              </p>
            </div>
          )
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {product.brand !== null && (
            <>
              <dt className="font-semibold">Marke</dt>
              <dd>{product.brand}</dd>
            </>
          )}
          {size !== '' && (
            <>
              <dt className="font-semibold">Größe</dt>
              <dd>{size}</dd>
            </>
          )}
          <dt className="font-semibold">Zustand</dt>
          <dd>{product.condition}</dd>
          <dt className="font-semibold">Saison</dt>
          <dd>{SEASON_LABELS[product.season]}</dd>
          <dt className="font-semibold">Artikelnummer</dt>
          <dd>{product.itemNumber}</dd>
        </dl>
        {product.defects !== '' && (
          <p className="rounded-2xl bg-sun-100 p-3">
            <span className="font-semibold">Mängel:</span> {product.defects}
          </p>
        )}
        {product.description !== '' && (
          <p className="whitespace-pre-line break-words">{product.description}</p>
        )}
        <div>
          <Price price={product.price} sale={product.sale} discount={product.discount} size="lg" />
          <LowestPriorPrice
            price={product.price}
            sale={product.sale}
            discount={product.discount}
            lowestPriorPrice={product.lowestPriorPrice}
            size="sm"
          />
          <p className="text-sm text-muted">
            Endpreis, keine Umsatzsteuer nach § 19 UStG, zzgl. {shippingLink}
          </p>
        </div>
        <div>{action}</div>
        <ProductSafety manufacturer={product.manufacturer} headingLevel={SubHeading} />
      </div>
    </div>
  );
}

function formatAddress(address: {
  street: string;
  postalcode: string;
  city: string;
  country?: string;
}): string {
  return [address.street, `${address.postalcode} ${address.city}`.trim(), address.country ?? '']
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** Product safety information required online (GPSR Art. 19, docs/product.md §10.1). */
function ProductSafety({
  manufacturer,
  headingLevel: Heading,
}: {
  manufacturer: Manufacturer | null;
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <section className="rounded-2xl bg-brand-50 p-4 text-sm" aria-label="Produktsicherheit">
      <Heading className="mb-2 text-base font-bold text-brand-800">Produktsicherheit</Heading>
      {manufacturer === null ? (
        <p>Hersteller unbekannt.</p>
      ) : (
        <dl className="flex flex-col gap-2">
          <div>
            <dt className="font-semibold">Hersteller</dt>
            <dd>
              {manufacturer.name}
              {manufacturer.address !== null && <>, {formatAddress(manufacturer.address)}</>}
              {manufacturer.email !== null && (
                <>
                  {' · '}
                  <a href={`mailto:${manufacturer.email}`} className="underline">
                    {manufacturer.email}
                  </a>
                </>
              )}
            </dd>
          </div>
          {!manufacturer.isEurope && manufacturer.euResponsible !== null && (
            <div>
              <dt className="font-semibold">Verantwortliche Person in der EU</dt>
              <dd>
                {manufacturer.euResponsible.name},{' '}
                {formatAddress(manufacturer.euResponsible.address)}
                {manufacturer.euResponsible.email !== null && (
                  <>
                    {' · '}
                    <a href={`mailto:${manufacturer.euResponsible.email}`} className="underline">
                      {manufacturer.euResponsible.email}
                    </a>
                  </>
                )}
              </dd>
            </div>
          )}
        </dl>
      )}
      <p className="mt-2 text-muted">
        Gebrauchter Artikel, von uns geprüft. Bitte Knöpfe, Kordeln und Reißverschlüsse vor dem
        Gebrauch kontrollieren.
      </p>
    </section>
  );
}
