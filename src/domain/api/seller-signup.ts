import { z } from 'zod';
import { bankAccountBodySchema } from './payouts.ts';
import { UNSOLD_CHOICES } from '../seller-signup.ts';

// The seller sign-up's wire contract (decision 075).

export const SIGNUP_MESSAGES = {
  accepted:
    'Fast geschafft! Wir haben dir eine E-Mail geschickt. Bitte bestätige darin deine Anmeldung innerhalb von 48 Stunden – erst dann sehen wir sie.',
  termsRequired: 'Bitte lies die Kommissionsbedingungen und stimme ihnen zu.',
  termsChanged:
    'Die Kommissionsbedingungen wurden gerade geändert. Bitte lade die Seite neu, lies sie noch einmal und stimme erneut zu.',
  linkGone:
    'Dieser Bestätigungslink gilt nicht (mehr). Vielleicht ist er abgelaufen – dann melde dich bitte noch einmal an.',
  notFound: 'Diese Anmeldung gibt es nicht (mehr).',
} as const;

export const sellerSignupBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Bitte gib deinen Namen an.' })
    .max(100, { error: 'Der Name darf höchstens 100 Zeichen haben.' }),
  email: z
    .email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' })
    .max(254, { error: 'Bitte gib eine gültige E-Mail-Adresse ein.' }),
  phone: z
    .string()
    .trim()
    .max(40, { error: 'Die Telefonnummer darf höchstens 40 Zeichen haben.' })
    .optional()
    .transform((phone) => (phone ? phone : null)),
  iban: bankAccountBodySchema.shape.iban,
  holder: bankAccountBodySchema.shape.holder,
  unsoldChoice: z.enum(UNSOLD_CHOICES, {
    error: 'Bitte wähle, was mit unverkauften Sachen passieren soll.',
  }),
  acceptsTerms: z.literal(true, { error: SIGNUP_MESSAGES.termsRequired }),
  /** The version of the terms the page showed her (CONSIGNMENT_TERMS_VERSION). */
  termsVersion: z.string().min(1).max(20),
});
export type SellerSignupBody = z.input<typeof sellerSignupBodySchema>;

export const signupTokenParams = z.object({ token: z.string().min(20).max(100) });

export const signupConfirmedSchema = z.object({
  /** Approved at once (the owner's setting): she has her number and a mail with her link. */
  approved: z.boolean(),
  message: z.string(),
});

export const pendingSignupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  accountHolder: z.string(),
  ibanMasked: z.string(),
  unsoldChoice: z.enum(UNSOLD_CHOICES),
  termsVersion: z.string(),
  confirmedAt: z.iso.datetime(),
});
export type PendingSignup = z.infer<typeof pendingSignupSchema>;
export const pendingSignupListSchema = z.array(pendingSignupSchema);

export const signupApprovedSchema = z.object({ sellerNumber: z.number().int() });

/** GET /api/consignment-terms: the figures the terms page states, as the owner set them. */
export const consignmentTermsSchema = z.object({
  version: z.string(),
  sellerSharePercent: z.number().int(),
  sortOutDays: z.number().int(),
  payoutMinimumEuros: z.number().int(),
  priceSteps: z
    .array(z.object({ days: z.number().int(), percent: z.number().int() }))
    .describe('The price steps in effect (decision 076); empty: none'),
  pickupDays: z.number().int().describe('Days a seller has to pick up her items after our mail'),
});
export type ConsignmentTerms = z.infer<typeof consignmentTermsSchema>;
