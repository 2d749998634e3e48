import { PRODUCT_LIST_STATUSES } from '../../../../../domain/api/admin-products.ts';
import type { ProductListStatus } from '../../../../../domain/api/admin-products.ts';
import { CATEGORIES } from '../../../../../domain/catalog.ts';
import { inputClass } from '../../../components/form.tsx';
import { STATUS_LABELS } from './admin-product-list.tsx';

const FILTER_LABELS: Record<ProductListStatus, string> = {
  ...STATUS_LABELS,
  draft: 'Entwurf (ohne Termin)',
  scheduled: 'Geplant',
};

export interface ProductFilterValues {
  search: string;
  category: string;
  sellerNumber: string;
  brand: string;
  status: string;
}

/** Search and filters of the admin item list; every change goes straight to the URL. */
export function ProductFilters({
  values,
  onChange,
  sellers,
  brands,
}: {
  values: ProductFilterValues;
  onChange: (name: keyof ProductFilterValues, value: string) => void;
  sellers: { number: number; name: string }[];
  brands: { brand: string }[];
}) {
  return (
    <form
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 lg:grid-cols-5"
    >
      <label className="col-span-2 flex flex-col gap-1 text-sm font-semibold lg:col-span-1">
        Suche
        <input
          type="search"
          className={inputClass}
          placeholder="Nummer, Bezeichnung, Marke"
          defaultValue={values.search}
          onChange={(event) => onChange('search', event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Kategorie
        <select
          className={inputClass}
          value={values.category}
          onChange={(event) => onChange('category', event.target.value)}
        >
          <option value="">Alle</option>
          {CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Verkäufer
        <select
          className={inputClass}
          value={values.sellerNumber}
          onChange={(event) => onChange('sellerNumber', event.target.value)}
        >
          <option value="">Alle</option>
          {sellers.map((seller) => (
            <option key={seller.number} value={String(seller.number)}>
              {seller.number} – {seller.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Marke
        <select
          className={inputClass}
          value={values.brand}
          onChange={(event) => onChange('brand', event.target.value)}
        >
          <option value="">Alle</option>
          {brands.map((brand) => (
            <option key={brand.brand}>{brand.brand}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Status
        <select
          className={inputClass}
          value={values.status}
          onChange={(event) => onChange('status', event.target.value)}
        >
          <option value="">Alle</option>
          {PRODUCT_LIST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {FILTER_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
