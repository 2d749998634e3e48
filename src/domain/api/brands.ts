import { z } from 'zod';

const addressSchema = z.object({
  street: z.string().trim().max(200),
  postalcode: z.string().trim().max(20),
  city: z.string().trim().max(100),
});

/** A brand with its manufacturer's data (docs/product.md §3.8, with what GPSR needs: §10.1). */
export const brandSchema = z.object({
  brand: z.string().trim().min(1, { error: 'Bitte gib den Markennamen an.' }).max(100),
  manufacturerName: z.string().trim().max(200).nullable().default(null),
  email: z.string().trim().max(200).nullable().default(null),
  address: addressSchema.nullable().default(null),
  country: z.string().trim().max(100).nullable().default(null),
  isEurope: z.boolean().default(true),
  nameEurope: z.string().trim().max(200).nullable().default(null),
  addressEurope: addressSchema.nullable().default(null),
  emailEurope: z.string().trim().max(200).nullable().default(null),
  rating: z.number().int().min(1).max(5).nullable().default(null),
});
export type Brand = z.infer<typeof brandSchema>;

// --- What the owner may save (issue 20) -----------------------------------------------------
// The manufacturer's e-mail and address are shown to customers as the contact GPSR requires, so
// a saved brand must be reachable: one rule for the row editor and the server, with German
// messages on the field they concern. The answer schema above stays lenient, so a brand stored
// before this rule is still listed (and can be corrected).

/** C0 and C1 control characters, including line breaks: none belongs in a contact line. */
function hasControlCharacters(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** A postal code of another country: letters, digits, single spaces or dashes ('TR13 0AA'). */
const FOREIGN_POSTAL_CODE = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;
const GERMAN_POSTAL_CODE = /^\d{5}$/;

const inGermany = (country: string | null) =>
  country === null || country === '' || /^(deutschland|germany|de)$/i.test(country);

const BRAND_MESSAGES = {
  email: 'Bitte gib eine gültige E-Mail-Adresse an.',
  street: 'Bitte gib die Straße an.',
  city: 'Bitte gib den Ort an.',
  germanPostalCode:
    'Bitte gib eine fünfstellige Postleitzahl an (oder das Land, falls nicht Deutschland).',
  postalCode: 'Bitte gib eine gültige Postleitzahl an.',
  controlCharacters: 'Bitte ohne Zeilenumbrüche oder Steuerzeichen.',
} as const;

type Issue = { path: (string | number)[]; message: string };

/** Every field-level problem of a brand the owner wants to save; empty when it may be saved. */
export function brandProblems(brand: Brand): Issue[] {
  const issues: Issue[] = [];
  for (const [key, value] of Object.entries(brand)) {
    if (typeof value === 'string' && hasControlCharacters(value)) {
      issues.push({ path: [key], message: BRAND_MESSAGES.controlCharacters });
    }
  }
  for (const key of ['email', 'emailEurope'] as const) {
    const value = brand[key];
    if (value !== null && !z.email().safeParse(value).success) {
      issues.push({ path: [key], message: BRAND_MESSAGES.email });
    }
  }
  const checkAddress = (key: 'address' | 'addressEurope', german: boolean) => {
    const address = brand[key];
    if (address === null) return;
    for (const field of ['street', 'postalcode', 'city'] as const) {
      if (hasControlCharacters(address[field])) {
        issues.push({ path: [key, field], message: BRAND_MESSAGES.controlCharacters });
      }
    }
    if (address.street.trim() === '')
      issues.push({ path: [key, 'street'], message: BRAND_MESSAGES.street });
    if (address.city.trim() === '')
      issues.push({ path: [key, 'city'], message: BRAND_MESSAGES.city });
    const postalcode = address.postalcode.trim();
    if (german && !GERMAN_POSTAL_CODE.test(postalcode)) {
      issues.push({ path: [key, 'postalcode'], message: BRAND_MESSAGES.germanPostalCode });
    } else if (!german && !(postalcode.length <= 10 && FOREIGN_POSTAL_CODE.test(postalcode))) {
      issues.push({ path: [key, 'postalcode'], message: BRAND_MESSAGES.postalCode });
    }
  };
  checkAddress('address', inGermany(brand.country));
  // The EU responsible person may sit in any member state; its address has no country field.
  checkAddress('addressEurope', false);
  return issues;
}

const FIELD_LABELS: Record<string, string> = {
  brand: 'Marke',
  manufacturerName: 'Hersteller',
  email: 'E-Mail',
  'address.street': 'Straße',
  'address.postalcode': 'PLZ',
  'address.city': 'Ort',
  country: 'Land',
  nameEurope: 'EU-Verantwortlicher',
  emailEurope: 'E-Mail (EU)',
  'addressEurope.street': 'Straße (EU)',
  'addressEurope.postalcode': 'PLZ (EU)',
  'addressEurope.city': 'Ort (EU)',
};

/** One problem as a sentence naming its field, for an answer without a form ('PLZ: …'). */
export function describeBrandProblem(issue: {
  path: readonly PropertyKey[];
  message: string;
}): string {
  const label = FIELD_LABELS[issue.path.map(String).join('.')];
  return label === undefined ? issue.message : `${label}: ${issue.message}`;
}

/** POST /api/brands: the brand as the owner saves it, checked by `brandProblems`. */
export const brandInputSchema = brandSchema.superRefine((brand, context) => {
  for (const issue of brandProblems(brand)) {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
});

export const brandListItemSchema = brandSchema.extend({
  productCount: z.number().int().nonnegative().describe('Items of this brand still in the shop'),
  isComplete: z
    .boolean()
    .describe(
      'Manufacturer name, address and e-mail (and the EU address outside the EU) are known',
    ),
});
export const brandListSchema = z.array(brandListItemSchema);
