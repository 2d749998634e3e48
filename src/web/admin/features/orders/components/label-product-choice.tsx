import {
  LABEL_PRODUCT_LABELS,
  LABEL_PRODUCTS,
  type LabelProduct,
} from '../../../../../domain/api/shipping-labels.ts';

/** Paket or Kleinpaket for DHL labels made now (decision 040), one radio each. */
export function LabelProductChoice({
  name,
  legend,
  value,
  onChange,
}: {
  /** The radio group's name: unique on the page. */
  name: string;
  legend: string;
  value: LabelProduct;
  onChange: (product: LabelProduct) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {LABEL_PRODUCTS.map((product) => (
        <label key={product} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={name}
            value={product}
            checked={value === product}
            onChange={() => onChange(product)}
            className="size-5 accent-brand-700"
          />
          {LABEL_PRODUCT_LABELS[product]}
        </label>
      ))}
    </fieldset>
  );
}
