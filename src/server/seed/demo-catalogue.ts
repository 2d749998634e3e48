import {
  SIZES,
  type Category,
  type Condition,
  type DiscountType,
  type Season,
} from '../../domain/catalog.ts';
import type { PicturePattern, PictureShape, PictureSpec } from './generate-picture.ts';
import { createRandom, type Random } from './prng.ts';

// The demo shop a newcomer sees after `npm start`: brands, sellers, about 160 products, coupons,
// vouchers and reviews. A pure function of `now` and a seed: no database, no clock, no
// Math.random, so every run and every machine gets the same shop, dated relative to `now`.
// All contact data below is DEMO DATA: real brand names, but the e-mail addresses use the
// reserved `.example` domain and the streets are made up, so nothing reaches a real company.

type DemoAddress = {
  street: string;
  postalcode: string;
  city: string;
  /** German country name, as shown on the product page. */
  country: string;
};

type DemoBrand = {
  name: string;
  manufacturerName: string;
  email: string;
  address: DemoAddress;
  /** True when the manufacturer sits in the EU; otherwise the EU responsible person follows. */
  isEurope: boolean;
  euResponsibleName: string | null;
  addressEurope: DemoAddress | null;
  emailEurope: string | null;
  /** 1 to 5. */
  rating: number;
};

type DemoSeller = { number: number; name: string };

/** Matches the products table: a reservation is an active product with reservedUntil/reservedBy. */
type DemoProductStatus = 'active' | 'inactive' | 'sold';

export type DemoProduct = {
  itemNumber: number;
  category: Category;
  /** The brand's `name`. */
  brand: string;
  name: string;
  /** Size in cm (clothing 50–152, sleeping bags 70–130); null for Tonies, which have none. */
  size: number | null;
  /** Head circumference in cm for hats, e.g. [44, 46] or [48]; empty otherwise. */
  sizeHat: number[];
  priceCents: number;
  condition: Condition;
  season: Season;
  sale: boolean;
  /** Sale discount in percent; 0 when not on sale. */
  discount: number;
  sellerNumber: number;
  /** e.g. 'Kiste 12'; null means 'Keine Kiste'. */
  storageLocation: string | null;
  createdAt: Date;
  status: DemoProductStatus;
  reservedUntil: Date | null;
  reservedBy: string | null;
  soldAt: Date | null;
  pictureCount: number;
  /** One spec per picture (pictureCount of them): render with generatePicture, store with saveImage. */
  pictures: PictureSpec[];
};

type DemoCoupon = {
  code: string;
  discountType: DiscountType;
  /** Whole percent for 'percentage', else 0. */
  discountPercent: number;
  /** Cents for 'fixed', else 0. */
  discountAmountCents: number;
  description: string;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  onePerEmail: boolean;
};

type DemoVoucher = {
  /** XXXX-XXXX-XXXX-XXXX, upper-case letters and digits. */
  code: string;
  number: number;
  initialValueCents: number;
  remainingValueCents: number;
};

type DemoReview = {
  reviewId: string;
  reviewer: { displayName: string; profilePhotoUrl: string | null };
  /** ISO 8601, as Google's reviews API sends it. */
  createTime: string;
  comment: string;
};

export type DemoCatalogue = {
  brands: DemoBrand[];
  sellers: DemoSeller[];
  products: DemoProduct[];
  coupons: DemoCoupon[];
  vouchers: DemoVoucher[];
  reviews: DemoReview[];
};

export type DemoCatalogueOptions = {
  /** Dates (createdAt, reservations, reviews, coupon validity) are relative to this instant. */
  now: Date;
  /** Another seed gives another, equally valid shop. */
  seed?: number;
  /** How many products; at least 40 so every state and category appears. Default 160. */
  productCount?: number;
};

/** The client id holding the demo reservations: a fixed UUID v4 no real browser will have. */
/** How many items `npm start` seeds, numbered from FIRST_DEMO_ITEM_NUMBER on. */
export const DEMO_PRODUCT_COUNT = 160;
export const FIRST_DEMO_ITEM_NUMBER = 1001;

export const DEMO_RESERVATION_CLIENT_ID = '5eed0000-de30-4000-8000-000000000001';

const DEFAULT_DEMO_SEED = 20_251_128;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// --- Brands --------------------------------------------------------------------------------

const DE = 'Deutschland';

function brand(
  name: string,
  manufacturerName: string,
  domain: string,
  address: DemoAddress,
  rating: number,
  euResponsible?: { name: string; address: DemoAddress },
): DemoBrand {
  return {
    name,
    manufacturerName,
    email: `kontakt@${domain}.example`,
    address,
    isEurope: euResponsible === undefined,
    euResponsibleName: euResponsible?.name ?? null,
    addressEurope: euResponsible?.address ?? null,
    emailEurope: euResponsible ? `eu-vertretung@${domain}.example` : null,
    rating,
  };
}

// Demo data: cities are where the brands are at home, streets and e-mail addresses are invented.
const BRANDS: DemoBrand[] = [
  brand(
    'Sterntaler',
    'Sterntaler GmbH',
    'sterntaler',
    { street: 'Sternenweg 12', postalcode: '66763', city: 'Dillingen/Saar', country: DE },
    5,
  ),
  brand(
    'Name it',
    'Bestseller A/S',
    'name-it',
    { street: 'Eksempelvej 3', postalcode: '7330', city: 'Brande', country: 'Dänemark' },
    4,
  ),
  brand(
    'H&M',
    'H & M Hennes & Mauritz AB',
    'hm',
    { street: 'Exempelgatan 46', postalcode: '106 38', city: 'Stockholm', country: 'Schweden' },
    3,
  ),
  brand(
    'Topomini',
    "Ernsting's family GmbH & Co. KG",
    'topomini',
    { street: 'Musterstraße 8', postalcode: '48653', city: 'Coesfeld', country: DE },
    3,
  ),
  brand(
    's.Oliver',
    's.Oliver Bernd Freier GmbH & Co. KG',
    's-oliver',
    { street: 'Beispielweg 1', postalcode: '97228', city: 'Rottendorf', country: DE },
    4,
  ),
  brand(
    'Petit Bateau',
    'Petit Bateau SAS',
    'petit-bateau',
    { street: "12 rue de l'Exemple", postalcode: '10000', city: 'Troyes', country: 'Frankreich' },
    5,
  ),
  brand(
    'JAKO-O',
    'JAKO-O GmbH',
    'jako-o',
    { street: 'Am Musterpark 28', postalcode: '96476', city: 'Bad Rodach', country: DE },
    4,
  ),
  brand(
    'Engel Natur',
    'Engel GmbH',
    'engel-natur',
    { street: 'Wollgasse 5', postalcode: '72827', city: 'Wannweil', country: DE },
    5,
  ),
  brand(
    'Frugi',
    'Frugi Ltd.',
    'frugi',
    {
      street: '1 Example Lane',
      postalcode: 'TR13 0AA',
      city: 'Helston',
      country: 'Vereinigtes Königreich',
    },
    4,
    {
      name: 'Beispiel EU-Vertretung GmbH',
      address: { street: 'Vertretungsallee 4', postalcode: '10115', city: 'Berlin', country: DE },
    },
  ),
  brand(
    'Lässig',
    'Lässig GmbH',
    'laessig',
    { street: 'Probegasse 7', postalcode: '64832', city: 'Babenhausen', country: DE },
    4,
  ),
  brand(
    'Alana',
    'dm-drogerie markt GmbH + Co. KG',
    'alana',
    { street: 'Musterallee 20', postalcode: '76185', city: 'Karlsruhe', country: DE },
    4,
  ),
  brand(
    'Reima',
    'Reima Oy',
    'reima',
    { street: 'Esimerkkikatu 7', postalcode: '01510', city: 'Vantaa', country: 'Finnland' },
    5,
  ),
  brand(
    'LEGO Wear',
    'Kabooki A/S',
    'lego-wear',
    { street: 'Eksempelvej 11', postalcode: '7190', city: 'Billund', country: 'Dänemark' },
    3,
  ),
  brand(
    'Tonies',
    'tonies GmbH',
    'tonies',
    { street: 'Beispielstraße 119', postalcode: '40211', city: 'Düsseldorf', country: DE },
    5,
  ),
  brand(
    'Polarn O. Pyret',
    'Polarn O. Pyret AB',
    'polarn-o-pyret',
    { street: 'Exempelvägen 9', postalcode: '111 22', city: 'Stockholm', country: 'Schweden' },
    4,
  ),
  brand(
    'Mini Boden',
    'Boden Ltd.',
    'mini-boden',
    {
      street: '8 Sample Street',
      postalcode: 'W3 0AA',
      city: 'London',
      country: 'Vereinigtes Königreich',
    },
    2,
    {
      name: 'Muster Produktvertretung GmbH',
      address: { street: 'Hafenweg 15', postalcode: '20457', city: 'Hamburg', country: DE },
    },
  ),
];

/** Brands whose second-hand prices run a little higher. */
const PREMIUM_BRANDS = new Set([
  'Petit Bateau',
  'Engel Natur',
  'Reima',
  'Frugi',
  'Mini Boden',
  'Polarn O. Pyret',
]);

// --- Sellers -------------------------------------------------------------------------------

const SELLERS: DemoSeller[] = [
  'Anna K.',
  'Julia M.',
  'Sandra B.',
  'Katrin S.',
  'Melanie W.',
  'Lena H.',
  'Sabine F.',
  'Christina R.',
  'Nicole T.',
  'Miriam L.',
].map((name, index) => ({ number: 101 + index, name }));

// --- Product templates ---------------------------------------------------------------------

type Template = {
  category: Category;
  name: string;
  shape: PictureShape;
  /** Body sizes in cm, or sleeping bag lengths. Empty for Tonies. */
  sizes: readonly number[];
  seasons: readonly Season[];
  /** Price range in cents for an item in 'Sehr gut' condition. */
  priceCents: readonly [number, number];
  brands: readonly string[];
  /** How often it appears within its category. */
  weight: number;
  /** Whether the picture (and name) may show stripes, dots or stars. */
  patterned: boolean;
  /** Hats: sizeHat is filled from the head circumference matching the body size. */
  hat?: true;
};

function sizesBetween(min: number, max: number): number[] {
  return SIZES.filter((size) => size >= min && size <= max);
}

const BABY = [
  'Sterntaler',
  'H&M',
  'Name it',
  'Topomini',
  'Petit Bateau',
  'Engel Natur',
  'JAKO-O',
  'Alana',
];
const KIDS = [
  'H&M',
  'Name it',
  's.Oliver',
  'Topomini',
  'JAKO-O',
  'Frugi',
  'Mini Boden',
  'Polarn O. Pyret',
];
const OUTDOOR = ['Reima', 'JAKO-O', 'Name it', 'Sterntaler', 'Polarn O. Pyret', 'LEGO Wear'];

const CLOTHING_TEMPLATES: Omit<Template, 'category'>[] = [
  {
    name: 'Body Langarm',
    shape: 'longsleeve-bodysuit',
    sizes: sizesBetween(50, 92),
    seasons: ['-', 'Übergang'],
    priceCents: [250, 600],
    brands: BABY,
    weight: 10,
    patterned: true,
  },
  {
    name: 'Body Kurzarm',
    shape: 'bodysuit',
    sizes: sizesBetween(50, 92),
    seasons: ['Sommer'],
    priceCents: [250, 500],
    brands: BABY,
    weight: 7,
    patterned: true,
  },
  {
    name: 'T-Shirt',
    shape: 'tshirt',
    sizes: sizesBetween(80, 152),
    seasons: ['Sommer'],
    priceCents: [250, 700],
    brands: [...KIDS, 'LEGO Wear'],
    weight: 10,
    patterned: true,
  },
  {
    name: 'Langarmshirt',
    shape: 'longsleeve',
    sizes: sizesBetween(74, 152),
    seasons: ['-', 'Übergang'],
    priceCents: [300, 800],
    brands: KIDS,
    weight: 9,
    patterned: true,
  },
  {
    name: 'Pullover',
    shape: 'longsleeve',
    sizes: sizesBetween(80, 152),
    seasons: ['Übergang', 'Winter'],
    priceCents: [500, 1400],
    brands: [...KIDS, 'Petit Bateau', 'Engel Natur'],
    weight: 7,
    patterned: true,
  },
  {
    name: 'Kapuzenpullover',
    shape: 'hoodie',
    sizes: sizesBetween(92, 152),
    seasons: ['Übergang'],
    priceCents: [600, 1500],
    brands: [...KIDS, 'LEGO Wear'],
    weight: 5,
    patterned: true,
  },
  {
    name: 'Sweatjacke',
    shape: 'jacket',
    sizes: sizesBetween(86, 152),
    seasons: ['Übergang'],
    priceCents: [700, 1600],
    brands: KIDS,
    weight: 4,
    patterned: true,
  },
  {
    name: 'Strickjacke',
    shape: 'jacket',
    sizes: sizesBetween(62, 128),
    seasons: ['Übergang'],
    priceCents: [500, 1500],
    brands: ['Engel Natur', 'Petit Bateau', 'JAKO-O', 'H&M', 'Sterntaler'],
    weight: 3,
    patterned: false,
  },
  {
    name: 'Kleid',
    shape: 'dress',
    sizes: sizesBetween(74, 152),
    seasons: ['Sommer', '-'],
    priceCents: [600, 1800],
    brands: [...KIDS, 'Petit Bateau'],
    weight: 7,
    patterned: true,
  },
  {
    name: 'Latzhose',
    shape: 'overalls',
    sizes: sizesBetween(62, 110),
    seasons: ['-', 'Übergang'],
    priceCents: [600, 1500],
    brands: ['Sterntaler', 'JAKO-O', 'Topomini', 'Name it', 'Frugi', 'Petit Bateau'],
    weight: 5,
    patterned: true,
  },
  {
    name: 'Matschhose',
    shape: 'overalls',
    sizes: sizesBetween(80, 128),
    seasons: ['Übergang'],
    priceCents: [800, 2000],
    brands: OUTDOOR,
    weight: 3,
    patterned: false,
  },
  {
    name: 'Jeans',
    shape: 'trousers',
    sizes: sizesBetween(80, 152),
    seasons: ['-'],
    priceCents: [500, 1200],
    brands: ['H&M', 's.Oliver', 'Name it', 'Topomini', 'JAKO-O'],
    weight: 6,
    patterned: false,
  },
  {
    name: 'Leggings',
    shape: 'trousers',
    sizes: sizesBetween(74, 140),
    seasons: ['-'],
    priceCents: [250, 600],
    brands: KIDS,
    weight: 5,
    patterned: true,
  },
  {
    name: 'Shorts',
    shape: 'shorts',
    sizes: sizesBetween(92, 152),
    seasons: ['Sommer'],
    priceCents: [300, 800],
    brands: KIDS,
    weight: 5,
    patterned: true,
  },
  {
    name: 'Regenjacke',
    shape: 'jacket',
    sizes: sizesBetween(86, 140),
    seasons: ['Übergang'],
    priceCents: [1000, 2500],
    brands: OUTDOOR,
    weight: 3,
    patterned: false,
  },
  {
    name: 'Winterjacke',
    shape: 'puffer-jacket',
    sizes: sizesBetween(86, 152),
    seasons: ['Winter'],
    priceCents: [1500, 3900],
    brands: [...OUTDOOR, 's.Oliver', 'H&M'],
    weight: 4,
    patterned: false,
  },
  {
    name: 'Schneeanzug',
    shape: 'puffer-jacket',
    sizes: sizesBetween(74, 104),
    seasons: ['Winter'],
    priceCents: [1800, 3900],
    brands: ['Reima', 'Sterntaler', 'Name it', 'Polarn O. Pyret'],
    weight: 2,
    patterned: false,
  },
  {
    name: 'Schlafanzug',
    shape: 'longsleeve',
    sizes: sizesBetween(80, 140),
    seasons: ['-'],
    priceCents: [400, 1000],
    brands: KIDS,
    weight: 3,
    patterned: true,
  },
];
const CLOTHING: Template[] = CLOTHING_TEMPLATES.map((template) => ({
  ...template,
  category: 'Kleidung',
}));

const SLEEPING_BAG_SIZES = [70, 90, 110, 130] as const;
const SLEEPING_BAG_BRANDS = [
  'Alana',
  'Sterntaler',
  'Lässig',
  'JAKO-O',
  'Engel Natur',
  'Petit Bateau',
];
const SLEEPING_BAG_TEMPLATES: Pick<Template, 'name' | 'seasons' | 'priceCents' | 'weight'>[] = [
  { name: 'Schlafsack', seasons: ['-', 'Übergang'], priceCents: [900, 2500], weight: 5 },
  { name: 'Sommerschlafsack', seasons: ['Sommer'], priceCents: [700, 1800], weight: 3 },
  { name: 'Winterschlafsack', seasons: ['Winter'], priceCents: [1200, 2900], weight: 3 },
];
const SLEEPING_BAGS: Template[] = SLEEPING_BAG_TEMPLATES.map((template) => ({
  ...template,
  category: 'Schlafsack',
  shape: 'sleeping-bag',
  sizes: SLEEPING_BAG_SIZES,
  brands: SLEEPING_BAG_BRANDS,
  patterned: true,
}));

const ACCESSORY_TEMPLATES: Omit<Template, 'category'>[] = [
  {
    name: 'Mütze',
    shape: 'beanie',
    sizes: sizesBetween(62, 128),
    seasons: ['Übergang', 'Winter'],
    priceCents: [250, 800],
    brands: ['Sterntaler', 'Reima', 'Engel Natur', 'H&M', 'Name it', 'JAKO-O'],
    weight: 5,
    patterned: true,
    hat: true,
  },
  {
    name: 'Wintermütze',
    shape: 'beanie',
    sizes: sizesBetween(74, 140),
    seasons: ['Winter'],
    priceCents: [400, 1000],
    brands: ['Sterntaler', 'Reima', 'Polarn O. Pyret', 'Name it'],
    weight: 3,
    patterned: false,
    hat: true,
  },
  {
    name: 'Sonnenhut',
    shape: 'sun-hat',
    sizes: sizesBetween(62, 128),
    seasons: ['Sommer'],
    priceCents: [300, 900],
    brands: ['Sterntaler', 'Lässig', 'Reima', 'H&M'],
    weight: 3,
    patterned: true,
    hat: true,
  },
  {
    name: 'Fäustlinge',
    shape: 'mittens',
    sizes: sizesBetween(74, 122),
    seasons: ['Winter'],
    priceCents: [300, 900],
    brands: ['Reima', 'Sterntaler', 'Engel Natur', 'Lässig'],
    weight: 3,
    patterned: true,
  },
  {
    name: 'Schal',
    shape: 'scarf',
    sizes: sizesBetween(86, 140),
    seasons: ['Übergang', 'Winter'],
    priceCents: [300, 800],
    brands: ['Sterntaler', 'H&M', 'Engel Natur', 'JAKO-O'],
    weight: 2,
    patterned: true,
  },
];
const ACCESSORIES: Template[] = ACCESSORY_TEMPLATES.map((template) => ({
  ...template,
  category: 'Accessoires',
}));

const TONIE_NAMES = [
  'Tonie Figur Die Maus',
  'Tonie Figur Bobo Siebenschläfer',
  'Tonie Figur Benjamin Blümchen',
  'Tonie Figur Bibi Blocksberg',
  'Tonie Figur Conni',
  'Tonie Figur Der Grüffelo',
  'Tonie Figur Pumuckl',
  'Tonie Figur Das kleine Gespenst',
  'Tonie Figur Peppa Wutz',
  'Tonie Figur Sandmännchen',
  'Kreativ-Tonie Pirat',
  'Kreativ-Tonie Fee',
];

/** Head circumference in cm for a child of the given body size, as hats are labelled. */
function hatSizesFor(bodySize: number, random: Random): number[] {
  const head = Math.round(35 + bodySize * 0.14); // 62 cm → 44, 92 cm → 48, 128 cm → 53
  const even = head - (head % 2);
  return random.chance(0.5) ? [even] : [even, even + 2];
}

const PATTERN_NAMES: Record<Exclude<PicturePattern, 'plain'>, string> = {
  stripes: 'gestreift',
  dots: 'gepunktet',
  stars: 'mit Sternen',
};

// --- Generator -----------------------------------------------------------------------------

/** Friday noon-ish instants over the last eight weeks: new items come every Friday. */
function createdAtDates(now: Date, count: number, random: Random): Date[] {
  const friday = new Date(now);
  friday.setUTCDate(friday.getUTCDate() - ((friday.getUTCDay() + 2) % 7)); // back to Friday
  const dates: Date[] = [];
  for (let i = 0; i < count; i++) {
    const week = random.int(0, 7);
    const date = new Date(friday.getTime() - week * 7 * DAY);
    date.setUTCHours(random.int(6, 16), random.int(0, 59), random.int(0, 59), 0);
    // This Friday's batch may still be ahead of `now`; it then belongs to last week.
    dates.push(date.getTime() > now.getTime() ? new Date(date.getTime() - 7 * DAY) : date);
  }
  return dates.sort((a, b) => a.getTime() - b.getTime());
}

function priceFor(template: Template, brandName: string, condition: Condition, random: Random) {
  const [min, max] = template.priceCents;
  let cents = random.int(min, max);
  if (PREMIUM_BRANDS.has(brandName)) cents *= 1.25;
  if (condition === 'Gut') cents *= 0.85;
  if (condition === 'Geliebt') cents *= 0.65;
  // Second-hand prices end in ,00 or ,50; between 2,50 € and 39,00 €.
  return Math.min(3900, Math.max(250, Math.round(cents / 50) * 50));
}

type Draft = Omit<
  DemoProduct,
  'itemNumber' | 'createdAt' | 'status' | 'reservedUntil' | 'reservedBy' | 'soldAt'
>;

function draftProduct(template: Template, seed: number, random: Random): Draft {
  const brandName = random.pick(template.brands);
  const condition = random.weighted<Condition>([
    ['Sehr gut', 45],
    ['Gut', 40],
    ['Geliebt', 15],
  ]);
  const pattern: PicturePattern = template.patterned
    ? random.weighted<PicturePattern>([
        ['plain', 40],
        ['stripes', 25],
        ['dots', 20],
        ['stars', 15],
      ])
    : 'plain';
  const size = template.sizes.length > 0 ? random.pick(template.sizes) : null;
  const name =
    template.category === 'Tonies'
      ? template.name
      : template.category === 'Schlafsack'
        ? `${template.name} ${size} cm`
        : pattern === 'plain'
          ? template.name
          : `${template.name} ${PATTERN_NAMES[pattern]}`;
  const sale = random.chance(0.15);
  const seller = random.pick(SELLERS);
  // Each seller's items sit in two boxes of their own; some are not boxed yet.
  const box = (seller.number - 101) * 2 + random.int(1, 2);
  const pictureCount = random.weighted([
    [1, 30],
    [2, 45],
    [3, 25],
  ]);
  return {
    category: template.category,
    brand: brandName,
    name,
    // A hat is sized by head circumference only; its body size just picks a fitting one.
    size: template.hat ? null : size,
    sizeHat: template.hat && size !== null ? hatSizesFor(size, random) : [],
    priceCents: priceFor(template, brandName, condition, random),
    condition,
    season: random.pick(template.seasons),
    sale,
    discount: sale
      ? random.weighted([
          [20, 3],
          [30, 2],
          [50, 1],
        ])
      : 0,
    sellerNumber: seller.number,
    storageLocation: random.chance(0.15) ? null : `Kiste ${box}`,
    pictureCount,
    pictures: Array.from({ length: pictureCount }, (_, view) => ({
      shape: template.shape,
      pattern,
      seed,
      view,
    })),
  };
}

function pickTemplate(templates: readonly Template[], random: Random): Template {
  return random.weighted(templates.map((template) => [template, template.weight] as const));
}

function createProducts(now: Date, seed: number, count: number, random: Random): DemoProduct[] {
  // Category mix of a children's second-hand shop: mostly clothing.
  const tonies = Math.max(4, Math.round(count * 0.05));
  const sleepingBags = Math.max(4, Math.round(count * 0.09));
  const accessories = Math.max(4, Math.round(count * 0.11));
  const clothing = count - tonies - sleepingBags - accessories;

  const toniesNames = random.shuffle(TONIE_NAMES);
  const templates: Template[] = [
    ...Array.from({ length: clothing }, () => pickTemplate(CLOTHING, random)),
    ...Array.from({ length: sleepingBags }, () => pickTemplate(SLEEPING_BAGS, random)),
    ...Array.from({ length: accessories }, () => pickTemplate(ACCESSORIES, random)),
    ...Array.from({ length: tonies }, (_, i) => ({
      category: 'Tonies' as const,
      name: toniesNames[i % toniesNames.length] ?? 'Tonie Figur',
      shape: 'figure' as const,
      sizes: [],
      seasons: ['-'] as const,
      priceCents: [700, 1400] as const,
      brands: ['Tonies'],
      weight: 1,
      patterned: false,
    })),
  ];

  // Older items have lower item numbers, as labels are printed in order.
  const dates = createdAtDates(now, count, random);
  const drafts = random
    .shuffle(templates)
    .map((template, index) => draftProduct(template, seed * 31 + index * 7919, random));
  const products: DemoProduct[] = drafts.map((draft, index) => ({
    ...draft,
    itemNumber: FIRST_DEMO_ITEM_NUMBER + index,
    createdAt: dates[index] ?? now,
    status: 'active',
    reservedUntil: null,
    reservedBy: null,
    soldAt: null,
  }));

  // A few items are reserved right now, some sold, some taken offline.
  const [reserved, sold, inactive] = [4, 6, 3];
  const chosen = random.shuffle(products);
  for (const product of chosen.slice(0, reserved)) {
    product.reservedUntil = new Date(now.getTime() + 15 * MINUTE);
    product.reservedBy = DEMO_RESERVATION_CLIENT_ID;
  }
  for (const product of chosen.slice(reserved, reserved + sold)) {
    product.status = 'sold';
    const soldAt = product.createdAt.getTime() + random.int(1, 10) * DAY;
    product.soldAt = new Date(Math.min(soldAt, now.getTime() - 60 * MINUTE));
  }
  for (const product of chosen.slice(reserved + sold, reserved + sold + inactive)) {
    product.status = 'inactive';
  }
  return products;
}

function createCoupons(now: Date): DemoCoupon[] {
  const none = { validFrom: null, validUntil: null, usageLimit: null, onePerEmail: false };
  return [
    {
      ...none,
      code: 'WILLKOMMEN10',
      discountType: 'percentage',
      discountPercent: 10,
      discountAmountCents: 0,
      description: '10 % Rabatt auf deine erste Bestellung',
      onePerEmail: true,
    },
    {
      ...none,
      code: 'FUENFER',
      discountType: 'fixed',
      discountPercent: 0,
      discountAmountCents: 500,
      description: '5,00 € Rabatt auf deine Bestellung',
      usageLimit: 100,
    },
    {
      ...none,
      code: 'GRATISVERSAND',
      discountType: 'freedelivery',
      discountPercent: 0,
      discountAmountCents: 0,
      description: 'Kostenloser Versand für deine Bestellung',
      validFrom: new Date(now.getTime() - 7 * DAY),
      validUntil: new Date(now.getTime() + 60 * DAY),
    },
    {
      ...none,
      code: 'SOMMER20',
      discountType: 'percentage',
      discountPercent: 20,
      discountAmountCents: 0,
      description: 'Sommeraktion: 20 % auf alles (abgelaufen)',
      validFrom: new Date(now.getTime() - 120 * DAY),
      validUntil: new Date(now.getTime() - 30 * DAY),
    },
  ];
}

// No 0/O or 1/I, so a code read aloud or typed from paper is not mistaken.
const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function voucherCode(random: Random): string {
  const group = () =>
    Array.from({ length: 4 }, () => VOUCHER_ALPHABET[random.int(0, 31)] ?? 'A').join('');
  return [group(), group(), group(), group()].join('-');
}

function createVouchers(random: Random): DemoVoucher[] {
  const values: [number, number][] = [
    [1000, 1000],
    [2500, 2500],
    [5000, 5000],
    [2500, 1240],
    [1000, 350],
    [5000, 0],
  ];
  return values.map(([initialValueCents, remainingValueCents], index) => ({
    code: voucherCode(random),
    number: index + 1,
    initialValueCents,
    remainingValueCents,
  }));
}

const REVIEWS: { name: string; daysAgo: number; comment: string }[] = [
  {
    name: 'Sarah Becker',
    daysAgo: 6,
    comment:
      'Super Laden! Die Sachen sind wirklich wie beschrieben, alles gewaschen und ordentlich zusammengelegt. Wir haben einen Schneeanzug und zwei Mützen für den Winter gefunden und dabei richtig gespart. Die Abholung an der Station hat problemlos geklappt und das Team ist total freundlich. Gerne wieder!',
  },
  {
    name: 'Thomas Schulz',
    daysAgo: 13,
    comment: 'Schnelle Lieferung, faire Preise. Sehr zu empfehlen.',
  },
  {
    name: 'Laura Hoffmann',
    daysAgo: 21,
    comment:
      'Ich verkaufe seit einem Jahr die zu klein gewordenen Sachen meiner Tochter hier und kaufe gleichzeitig die nächste Größe. Das ist so viel nachhaltiger als ständig neu zu kaufen. Jeden Freitag schaue ich, was Neues dazugekommen ist – man muss schnell sein, die schönen Teile sind oft am selben Tag weg!',
  },
  { name: 'Markus Wagner', daysAgo: 34, comment: 'Toller Service, Paket war super verpackt.' },
  {
    name: 'Jana Richter',
    daysAgo: 45,
    comment:
      'Der Schlafsack war wie neu, unser Kleiner schläft seitdem viel besser. Danke für die nette Beratung am Telefon!',
  },
  {
    name: 'Katharina Klein',
    daysAgo: 58,
    comment:
      'Wir waren zum ersten Mal hier und sind begeistert. Die Auswahl an Bodys und Strampelanzügen in Größe 62 und 68 ist riesig, die Qualität durchweg gut. Besonders schön finde ich, dass bei jedem Artikel der Zustand ehrlich angegeben ist. Bei einer Latzhose war ein kleiner Fleck, der war aber auch genau so beschrieben. Fünf Sterne!',
  },
  { name: 'Daniel Neumann', daysAgo: 73, comment: 'Alles bestens, gerne wieder.' },
  {
    name: 'Stefanie Schwarz',
    daysAgo: 90,
    comment:
      'Die Tonie-Figuren waren vollständig und funktionieren einwandfrei. Preis-Leistung top!',
  },
  {
    name: 'Nina Zimmermann',
    daysAgo: 112,
    comment:
      'Ich liebe diesen Shop! Nachhaltig, günstig und mit ganz viel Herz geführt. Mit dem Gutschein zur Geburt unserer Tochter haben wir die komplette Erstausstattung zusammenbekommen – von Bodys über Mützen bis zum Sommerschlafsack. Die Bezahlung per PayPal war unkompliziert und die Bestellung kam schon zwei Tage später an.',
  },
  {
    name: 'Michael Braun',
    daysAgo: 140,
    comment: 'Freundliches Team, faire Preise, schnelle Antwort auf meine Frage.',
  },
  {
    name: 'Lisa Krüger',
    daysAgo: 175,
    comment:
      'Tolle Winterjacke von Reima für einen Bruchteil des Neupreises gefunden. Sieht aus wie neu!',
  },
  {
    name: 'Andrea Hartmann',
    daysAgo: 230,
    comment: 'Sehr empfehlenswert, vor allem für schnell wachsende Kinder.',
  },
];

function createReviews(now: Date): DemoReview[] {
  return REVIEWS.map((review, index) => {
    const createTime = new Date(now.getTime() - review.daysAgo * DAY);
    createTime.setUTCHours(8 + ((index * 5) % 12), (index * 17) % 60, 0, 0);
    return {
      reviewId: `demo-review-${String(index + 1).padStart(2, '0')}`,
      reviewer: { displayName: review.name, profilePhotoUrl: null },
      createTime: createTime.toISOString(),
      comment: review.comment,
    };
  });
}

/**
 * The whole demo shop as plain data, ready to insert. Deterministic: the same `now` and `seed`
 * always give the same catalogue. Product pictures are described by PictureSpec, not rendered.
 */
export function createDemoCatalogue(options: DemoCatalogueOptions): DemoCatalogue {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const count = options.productCount ?? DEMO_PRODUCT_COUNT;
  if (!Number.isInteger(count) || count < 40) {
    throw new RangeError(`productCount must be an integer of at least 40, got ${count}`);
  }
  const random = createRandom(seed);
  return {
    brands: BRANDS.map((entry) => ({
      ...entry,
      address: { ...entry.address },
      addressEurope: entry.addressEurope ? { ...entry.addressEurope } : null,
    })),
    sellers: SELLERS.map((seller) => ({ ...seller })),
    products: createProducts(options.now, seed, count, random),
    coupons: createCoupons(options.now),
    vouchers: createVouchers(random),
    reviews: createReviews(options.now),
  };
}
