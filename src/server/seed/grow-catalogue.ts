import type pg from 'pg';

// A catalogue of any size in one statement, worded like the shop's own items (item types,
// colours, patterns, real brand names, seasons), so the benchmark's searches find what a parent
// would type. Used by `npm run bench` (20,000 items) and the search tests.

const TYPES = [
  ['Kleidung', 'Body Langarm'],
  ['Kleidung', 'Body Kurzarm'],
  ['Kleidung', 'T-Shirt'],
  ['Kleidung', 'Langarmshirt'],
  ['Kleidung', 'Pullover'],
  ['Kleidung', 'Kapuzenpullover'],
  ['Kleidung', 'Sweatjacke'],
  ['Kleidung', 'Strickjacke'],
  ['Kleidung', 'Kleid'],
  ['Kleidung', 'Latzhose'],
  ['Kleidung', 'Matschhose'],
  ['Kleidung', 'Jeans'],
  ['Kleidung', 'Leggings'],
  ['Kleidung', 'Regenjacke'],
  ['Kleidung', 'Winterjacke'],
  ['Kleidung', 'Schneeanzug'],
  ['Kleidung', 'Schlafanzug'],
  ['Schlafsack', 'Schlafsack'],
  ['Schlafsack', 'Winterschlafsack'],
  ['Accessoires', 'Mütze'],
  ['Accessoires', 'Sonnenhut'],
  ['Accessoires', 'Schal'],
  ['Tonies', 'Tonie Figur Die Maus'],
  ['Tonies', 'Tonie Figur Bibi Blocksberg'],
] as const;

const COLOURS = ['rot', 'blau', 'grün', 'gelb', 'rosa', 'grau', 'senfgelb', 'dunkelblau', 'beige'];
const PATTERNS = ['', ' gestreift', ' gepunktet', ' mit Sternen'];

const GROWN_BRANDS = [
  'Sterntaler',
  'Reima',
  'Engel Natur',
  'H&M',
  'Name it',
  'JAKO-O',
  'Mini Rodini',
  'Polarn O. Pyret',
  'Lässig',
  'Petit Bateau',
  'Maxomorra',
  'Frugi',
  'Alana',
  'Topomini',
  'Lana Natural Wear',
  'Vertbaudet',
];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`;

/**
 * The columns of grown item number `g` (1 is the newest) that depend on nothing but `g`: what it
 * is, its brand (from an array `ids` of brand ids in scope), size, price, condition, season,
 * words, picture, seller (one of `sellers`, numbered from 101) and box. In the order of
 * GROWN_ITEM_COLUMNS.
 */
export function grownItemSelect(sellers = 30): string {
  const types = sqlArray(TYPES.map(([, name]) => name));
  const categories = sqlArray(TYPES.map(([category]) => category));
  const category = `(${categories})[1 + g % ${TYPES.length}]`;
  const type = `(${types})[1 + g % ${TYPES.length}]`;
  return `
      ${category} as category,
      ${type} || (${sqlArray(PATTERNS)})[1 + (g / 7) % ${PATTERNS.length}] as name,
      ids[1 + (g * 7 + g / 24) % cardinality(ids)] as brand_id,
      case when ${category} = 'Accessoires' and ${type} <> 'Schal' then null
           when ${category} = 'Tonies' then null
           when ${category} = 'Schlafsack' then (array[70,90,110,130])[1 + g % 4]
           else (array[50,56,62,68,74,80,86,92,98,104,110,116,122,128,134,140,146,152])[1 + (g / 24) % 18] end as size,
      case when ${category} = 'Accessoires' and ${type} <> 'Schal'
           then array[44 + 2 * (g % 5)] else '{}'::integer[] end as size_hat,
      250 + (g * 37) % 3650 as price_cents,
      g % 7 = 0 as sale,
      case when g % 7 = 0 then 30 else 0 end as discount,
      (array['Sehr gut','Gut','Geliebt'])[1 + g % 3] as condition,
      (array['Sommer','-','Übergang','Winter'])[1 + (g / 5) % 4] as season,
      'Farbe: ' || (${sqlArray(COLOURS)})[1 + (g / 11) % ${COLOURS.length}] || '. Gut erhalten.' as description,
      '[{"id":"0123456789abcdef0123456789abcdef","width":800,"height":800}]'::jsonb as images,
      101 + g % ${sellers} as seller_number,
      'Kiste ' || (g % 60) as storage_location`;
}

/** The columns grownItemSelect() fills, in its order. */
export const GROWN_ITEM_COLUMNS = `category, name, brand_id, size, size_hat, price_cents, sale, discount,
  condition, season, description, images, seller_number, storage_location`;

/** The brand ids of the grown brands as `brand_ids(ids)`, for grownItemSelect(). */
export const GROWN_BRAND_IDS = `brand_ids as (select array_agg(id order by id) ids from brands
  where name = any(${sqlArray(GROWN_BRANDS)}))`;

/** The grown brands and `sellers` sellers (numbers 101…), where missing. */
export async function growBrandsAndSellers(client: pg.Client | pg.PoolClient, sellers = 30) {
  await client.query(
    `insert into brands (name) select b.name from unnest(${sqlArray(GROWN_BRANDS)}::text[]) b(name)
     where not exists (select 1 from brands where brands.name = b.name)`,
  );
  await client.query(
    `insert into sellers (number, name) select 100 + g, 'Verkäuferin ' || g from generate_series(1, ${sellers}) g
     on conflict do nothing`,
  );
}

/** Adds `count` items (every tenth sold, every seventh reduced) and the brands they need. */
export async function growCatalogue(client: pg.Client | pg.PoolClient, count: number) {
  await growBrandsAndSellers(client);
  await client.query(`
    with ${GROWN_BRAND_IDS}
    insert into products (${GROWN_ITEM_COLUMNS}, status, created_at, listed_at)
    select ${grownItemSelect()},
      case when g % 10 = 0 then 'sold' else 'active' end,
      now() - (g || ' minutes')::interval,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${count}) g, brand_ids;
  `);
}
