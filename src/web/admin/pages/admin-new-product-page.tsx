import { useState } from 'react';
import { Link } from '../../components/ui/link.tsx';
import type { AdminProduct } from '../../../domain/api/admin-products.ts';
import { SEASONS } from '../../../domain/catalog.ts';
import { formatPublishAt } from '../../../domain/publication.ts';
import type { Category } from '../../../domain/catalog.ts';
import { paths } from '../../lib/paths.ts';
import { errorMessage } from '../lib/admin-session.ts';
import { AdminHeading } from '../components/query-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useBrands } from '../features/brands/api/list-brands.ts';
import { usePriceFactors } from '../features/prices/api/price-factors.ts';
import { useCreateProduct } from '../features/products/api/admin-product.ts';
import { DraftOffer } from '../features/products/components/draft-offer.tsx';
import { restoredPhotoEntry } from '../features/products/components/photo-picker.tsx';
import { ProductForm } from '../features/products/components/product-form.tsx';
import { useProductDraft } from '../features/products/lib/use-product-draft.ts';
import {
  EMPTY_ENTRY_DEFAULTS,
  emptyFormValues,
} from '../features/products/lib/product-form-values.ts';
import type { EntryDefaults } from '../features/products/lib/product-form-values.ts';
import { PrintLabels } from '../features/labels/components/print-labels.tsx';
import { useSellers } from '../features/sellers/api/list-sellers.ts';
import { PageHead } from '../../components/page-head.tsx';

/** What became of the new item: online, a draft, or planned for a time. */
function createdText(product: AdminProduct): string {
  if (product.status !== 'draft') return 'Der Artikel ist online.';
  return product.publishAt === null
    ? 'Der Artikel ist als Entwurf gespeichert.'
    : `Der Artikel geht am ${formatPublishAt(product.publishAt)} online.`;
}

/** Box, seller and season stay from one entry to the next, also across reloads. */
const ENTRY_DEFAULTS_KEY = 'kinderkiste-admin-entry';

function readEntryDefaults(): EntryDefaults {
  try {
    const stored = JSON.parse(localStorage.getItem(ENTRY_DEFAULTS_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return EMPTY_ENTRY_DEFAULTS;
    const { storageLocation, sellerNumber, season } = stored as Record<string, unknown>;
    return {
      storageLocation: typeof storageLocation === 'string' ? storageLocation : '',
      sellerNumber: typeof sellerNumber === 'string' ? sellerNumber : '',
      season: SEASONS.find((entry) => entry === season) ?? '',
    };
  } catch {
    return EMPTY_ENTRY_DEFAULTS;
  }
}

function NewProductPage({ category, title }: { category: Category; title: string }) {
  const sellers = useSellers();
  const brands = useBrands();
  const factors = usePriceFactors();
  const create = useCreateProduct();
  const [entry, setEntry] = useState(0);
  const [created, setCreated] = useState<AdminProduct | null>(null);
  // What an untouched form holds; a draft is kept only once she changed something.
  const [blank, setBlank] = useState(() => emptyFormValues(readEntryDefaults()));
  const draft = useProductDraft(category, blank);

  const next = () => {
    create.reset();
    setCreated(null);
    setBlank(emptyFormValues(readEntryDefaults()));
    setEntry((count) => count + 1);
  };

  return (
    <section>
      <PageHead title={title} noIndex />
      <AdminHeading title={title} />
      {created !== null ? (
        <div
          role="status"
          className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-ink/10"
        >
          <p className="text-lg font-semibold">{createdText(created)}</p>
          <p className="text-4xl font-extrabold tracking-tight break-words text-brand-800 sm:text-7xl">
            Artikelnummer {created.itemNumber}
          </p>
          <div className="w-full max-w-xl text-left">
            <PrintLabels choice={{ items: [created.itemNumber] }} />
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={next} autoFocus>
              Nächster Artikel
            </Button>
            <Link
              to={paths.adminProduct.getHref(created._id)}
              className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-brand-800 ring-1 ring-brand-700/40 hover:bg-brand-50"
            >
              Bearbeiten
            </Link>
            <Link
              to={paths.product.getHref(created.itemNumber)}
              className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-brand-800 ring-1 ring-brand-700/40 hover:bg-brand-50"
            >
              Im Shop ansehen
            </Link>
          </div>
        </div>
      ) : draft.offer !== null ? (
        <DraftOffer draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />
      ) : (
        <ProductForm
          key={`${entry}-${draft.restored?.savedAt ?? 0}`}
          category={category}
          initialValues={draft.restored?.values ?? blank}
          initialPhotos={draft.restored?.photos.map((photo) =>
            restoredPhotoEntry(photo.imageId, photo.previewUrl),
          )}
          onValuesChange={draft.keep}
          sellers={sellers.data ?? []}
          brands={brands.data ?? []}
          priceFactors={factors.data}
          submitLabel="Artikel online stellen"
          pending={create.isPending}
          serverError={create.isError ? errorMessage(create.error) : null}
          onSubmit={(input, values) => {
            const defaults: EntryDefaults = {
              storageLocation: values.storageLocation,
              sellerNumber: values.sellerNumber,
              season: values.season,
            };
            localStorage.setItem(ENTRY_DEFAULTS_KEY, JSON.stringify(defaults));
            create.mutate(input, {
              onSuccess: (product) => {
                draft.clear();
                setCreated(product);
                window.scrollTo({ top: 0 });
              },
            });
          }}
        />
      )}
    </section>
  );
}

export function NewClothingPage() {
  return <NewProductPage category="Kleidung" title="Neue Kleidung" />;
}
export function NewSleepingBagPage() {
  return <NewProductPage category="Schlafsack" title="Neuer Schlafsack" />;
}
export function NewToniePage() {
  return <NewProductPage category="Tonies" title="Neuer Tonie" />;
}
export function NewAccessoryPage() {
  return <NewProductPage category="Accessoires" title="Neues Accessoire" />;
}
