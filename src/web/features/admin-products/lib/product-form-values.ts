import { productInputSchema } from '../../../../domain/api/admin-products.ts';
import type { AdminProduct, ProductInput } from '../../../../domain/api/admin-products.ts';
import type { Category, Condition, Season } from '../../../../domain/catalog.ts';
import { eurosToCents, formatEuroAmount } from '../../../../domain/money.ts';

/** What the item form holds: text as typed, turned into a ProductInput on submit. */
export interface ProductFormValues {
  name: string;
  brand: string;
  size: string;
  hatMin: string;
  hatMax: string;
  season: Season | '';
  condition: Condition | '';
  sellerNumber: string;
  storageLocation: string;
  price: string;
  sale: boolean;
  discount: string;
  isActive: boolean;
}

type ProductFormField = keyof ProductFormValues;

/** What stays from one entry to the next: the box, the seller and the season. */
export interface EntryDefaults {
  storageLocation: string;
  sellerNumber: string;
  season: Season | '';
}

export const EMPTY_ENTRY_DEFAULTS: EntryDefaults = {
  storageLocation: '',
  sellerNumber: '',
  season: '',
};

export function emptyFormValues(defaults: EntryDefaults = EMPTY_ENTRY_DEFAULTS): ProductFormValues {
  return {
    name: '',
    brand: '',
    size: '',
    hatMin: '',
    hatMax: '',
    condition: '',
    price: '',
    sale: false,
    discount: '',
    isActive: true,
    ...defaults,
  };
}

/** German price text ('4,99', '4.99', '5') as euros, or null when it is no price. */
export function parseEuroText(text: string): number | null {
  const trimmed = text.trim().replace(/\s*€$/, '');
  if (!/^\d{1,5}([.,]\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** Euros as the form shows them: 4.5 → '4,50'. */
export function euroText(euros: number): string {
  return formatEuroAmount(eurosToCents(euros));
}

export function formValuesOf(product: AdminProduct): ProductFormValues {
  const [hatMin, hatMax] = [Math.min(...product.sizeHat), Math.max(...product.sizeHat)];
  return {
    name: product.name,
    brand: product.brand ?? '',
    size: product.size === null ? '' : String(product.size),
    hatMin: product.sizeHat.length > 0 ? String(hatMin) : '',
    hatMax: product.sizeHat.length > 1 ? String(hatMax) : '',
    season: product.season,
    condition: product.condition,
    sellerNumber: product.sellerNumber === null ? '' : String(product.sellerNumber),
    storageLocation: product.adminInfo.storageLocation ?? '',
    price: euroText(product.price),
    sale: product.sale,
    discount: product.discount === 0 ? '' : String(product.discount),
    isActive: product.status !== 'inactive',
  };
}

type FormResult =
  | { ok: true; input: ProductInput }
  | { ok: false; errors: Partial<Record<ProductFormField, string>> };

const whole = (text: string): number | null =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;

/**
 * Checks the form and builds the body of POST/PUT /api/admin/products, validated with the
 * shared productInputSchema so the browser and the server agree on every rule.
 */
export function toProductInput(
  values: ProductFormValues,
  category: Category,
  imageIds: string[],
): FormResult {
  const errors: Partial<Record<ProductFormField, string>> = {};
  const price = parseEuroText(values.price);
  if (price === null) errors.price = 'Bitte gib einen Preis wie 4,99 an.';
  if (values.season === '') errors.season = 'Bitte wähle die Saison.';
  if (values.condition === '') errors.condition = 'Bitte wähle den Zustand.';

  let size: number | null = null;
  let sizeHat: number[] = [];
  if (category === 'Kleidung' || category === 'Schlafsack') {
    size = whole(values.size);
    if (size === null) {
      errors.size =
        category === 'Kleidung' ? 'Bitte wähle die Größe.' : 'Bitte gib die Länge in cm an.';
    }
  }
  if (category === 'Accessoires' && (values.hatMin !== '' || values.hatMax !== '')) {
    const min = whole(values.hatMin);
    const max = values.hatMax.trim() === '' ? min : whole(values.hatMax);
    if (min === null) errors.hatMin = 'Bitte gib die kleinste Hutgröße als Zahl an.';
    else if (max === null || max < min) {
      errors.hatMax = 'Die größte Hutgröße muss eine Zahl ab der kleinsten sein.';
    } else sizeHat = min === max ? [min] : [min, max];
  }
  const discount = values.discount.trim() === '' ? 0 : whole(values.discount);
  if (discount === null) errors.discount = 'Bitte gib den Rabatt als ganze Zahl an.';

  const candidate = {
    category,
    name: values.name,
    brand: values.brand.trim() === '' ? null : values.brand.trim(),
    size,
    sizeHat,
    price: price ?? 0,
    sale: values.sale,
    discount: discount ?? 0,
    condition: values.condition === '' ? undefined : values.condition,
    season: values.season === '' ? undefined : values.season,
    sellerNumber: values.sellerNumber === '' ? null : Number(values.sellerNumber),
    storageLocation: values.storageLocation.trim() === '' ? null : values.storageLocation.trim(),
    imageIds,
    isActive: values.isActive,
  };
  const parsed = productInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(String(issue.path[0] ?? ''));
      if (field !== null && errors[field] === undefined)
        errors[field] = germanIssue(field, issue.message);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    if (Object.keys(errors).length === 0) errors.name = 'Bitte prüfe die Angaben.';
    return { ok: false, errors };
  }
  return { ok: true, input: parsed.data };
}

function fieldOfPath(path: string): ProductFormField | null {
  switch (path) {
    case 'sizeHat':
      return 'hatMin';
    case 'name':
    case 'brand':
    case 'size':
    case 'price':
    case 'discount':
    case 'condition':
    case 'season':
    case 'sellerNumber':
    case 'storageLocation':
      return path;
    default:
      return null;
  }
}

/** The schema's own messages are German; bounds without one get a German sentence here. */
function germanIssue(field: ProductFormField, message: string): string {
  if (/[äöüß]|Bitte|Der |Für /.test(message)) return message;
  switch (field) {
    case 'size':
      return 'Die Größe muss zwischen 20 und 200 liegen.';
    case 'hatMin':
      return 'Hutgrößen liegen zwischen 30 und 70.';
    case 'discount':
      return 'Der Rabatt liegt zwischen 0 und 100 %.';
    case 'price':
      return 'Der Preis liegt zwischen 0 und 10.000 €.';
    case 'name':
      return 'Die Bezeichnung hat höchstens 120 Zeichen.';
    case 'storageLocation':
      return 'Der Lagerort hat höchstens 50 Zeichen.';
    default:
      return 'Bitte prüfe diese Angabe.';
  }
}
