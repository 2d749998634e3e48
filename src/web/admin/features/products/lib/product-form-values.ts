import { productInputSchema } from '../../../../../domain/api/admin-products.ts';
import type { AdminProduct, ProductInput } from '../../../../../domain/api/admin-products.ts';
import type { Category, Condition, Season } from '../../../../../domain/catalog.ts';
import { eurosToCents, formatEuroAmount } from '../../../../../domain/money.ts';
import {
  berlinWallTimeOf,
  instantOfBerlinWallTime,
  nextFridayMorning,
} from '../../../../../domain/publication.ts';
import type { Publication } from '../../../../../domain/publication.ts';

export type PublicationMode = Publication['mode'];

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
  description: string;
  defects: string;
  /** Online now, offline, a draft, or planned for the Berlin date and time below. */
  publication: PublicationMode;
  publishDate: string;
  publishTime: string;
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

export function emptyFormValues(
  defaults: EntryDefaults = EMPTY_ENTRY_DEFAULTS,
  now: Date = new Date(),
): ProductFormValues {
  // "New items every Friday": a planned item is suggested for the next Friday morning.
  const suggestion = nextFridayMorning(now);
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
    description: '',
    defects: '',
    publication: 'online',
    publishDate: suggestion.date,
    publishTime: suggestion.time,
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

/** The publication choice an item's current state stands for. */
export function publicationModeOf(product: AdminProduct): PublicationMode {
  if (product.status === 'draft') return product.publishAt === null ? 'draft' : 'scheduled';
  // An announced item being taken in (decision 074): online is what the owner does most.
  return product.status === 'inactive' ? 'offline' : 'online';
}

/**
 * The choices the form offers: a new item, a draft or an item a seller announced (decision 074)
 * can go online, stay a draft or be planned; an item that was in the shop can only be online or
 * offline (decision 038).
 */
export function publicationModesFor(product: AdminProduct | null): PublicationMode[] {
  if (
    product === null ||
    product.status === 'draft' ||
    product.status === 'announced' ||
    product.status === 'rejected'
  ) {
    return ['online', 'draft', 'scheduled'];
  }
  if (product.status === 'sold') return [];
  return ['online', 'offline'];
}

export function formValuesOf(product: AdminProduct, now: Date = new Date()): ProductFormValues {
  const [hatMin, hatMax] = [Math.min(...product.sizeHat), Math.max(...product.sizeHat)];
  const planned =
    product.publishAt === null
      ? nextFridayMorning(now)
      : berlinWallTimeOf(new Date(product.publishAt));
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
    description: product.description,
    defects: product.defects,
    publication: publicationModeOf(product),
    publishDate: planned.date,
    publishTime: planned.time,
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
  now: Date = new Date(),
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
  // Only an item on sale has a discount (the server stores 0 otherwise): what is left in the
  // hidden field after 'Im Sale' was unticked blocks nothing.
  const discount = !values.sale || values.discount.trim() === '' ? 0 : whole(values.discount);
  if (discount === null) errors.discount = 'Bitte gib den Rabatt als ganze Zahl an.';

  let publication: Publication = { mode: values.publication } as Publication;
  if (values.publication === 'scheduled') {
    const publishAt = instantOfBerlinWallTime({
      date: values.publishDate,
      time: values.publishTime,
    });
    if (publishAt === null) errors.publishDate = 'Bitte gib Datum und Uhrzeit an.';
    else if (publishAt.getTime() <= now.getTime()) {
      errors.publishDate = 'Der geplante Zeitpunkt liegt in der Vergangenheit.';
    } else publication = { mode: 'scheduled', publishAt: publishAt.toISOString() };
  }

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
    description: values.description,
    defects: values.defects,
    publication,
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
    case 'description':
    case 'defects':
      return path;
    case 'publication':
      return 'publishDate';
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
    case 'publishDate':
      return 'Bitte gib Datum und Uhrzeit an.';
    default:
      return 'Bitte prüfe diese Angabe.';
  }
}
