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

/** Adds `count` items (every tenth sold, every seventh reduced) and the brands they need. */
export async function growCatalogue(client: pg.Client | pg.PoolClient, count: number) {
  await client.query(
    `insert into brands (name) select b.name from unnest(${sqlArray(GROWN_BRANDS)}::text[]) b(name)
     where not exists (select 1 from brands where brands.name = b.name)`,
  );
  await client.query(
    `insert into sellers (number, name) select 100 + g, 'Verkäuferin ' || g from generate_series(1, 30) g
     on conflict do nothing`,
  );
  const types = `${sqlArray(TYPES.map(([, name]) => name))}`;
  const categories = `${sqlArray(TYPES.map(([category]) => category))}`;
  await client.query(`
    with brand_ids as (select array_agg(id order by id) ids from brands where name = any(${sqlArray(GROWN_BRANDS)}))
    insert into products (category, name, brand_id, size, size_hat, price_cents, sale, discount,
                          condition, season, description, images, seller_number, storage_location,
                          status, created_at, listed_at)
    select
      (${categories})[1 + g % ${TYPES.length}],
      (${types})[1 + g % ${TYPES.length}] || (${sqlArray(PATTERNS)})[1 + (g / 7) % ${PATTERNS.length}],
      ids[1 + (g * 7 + g / 24) % cardinality(ids)],
      case when (${categories})[1 + g % ${TYPES.length}] = 'Accessoires' and (${types})[1 + g % ${TYPES.length}] <> 'Schal' then null
           when (${categories})[1 + g % ${TYPES.length}] = 'Tonies' then null
           when (${categories})[1 + g % ${TYPES.length}] = 'Schlafsack' then (array[70,90,110,130])[1 + g % 4]
           else (array[50,56,62,68,74,80,86,92,98,104,110,116,122,128,134,140,146,152])[1 + (g / 24) % 18] end,
      case when (${categories})[1 + g % ${TYPES.length}] = 'Accessoires' and (${types})[1 + g % ${TYPES.length}] <> 'Schal'
           then array[44 + 2 * (g % 5)] else '{}'::integer[] end,
      250 + (g * 37) % 3650,
      g % 7 = 0,
      case when g % 7 = 0 then 30 else 0 end,
      (array['Sehr gut','Gut','Geliebt'])[1 + g % 3],
      (array['Sommer','-','Übergang','Winter'])[1 + (g / 5) % 4],
      'Farbe: ' || (${sqlArray(COLOURS)})[1 + (g / 11) % ${COLOURS.length}] || '. Gut erhalten.',
      '[{"id":"0123456789abcdef0123456789abcdef","width":800,"height":800}]'::jsonb,
      101 + g % 30,
      'Kiste ' || (g % 60),
      case when g % 10 = 0 then 'sold' else 'active' end,
      now() - (g || ' minutes')::interval,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${count}) g, brand_ids;
  `);
}
