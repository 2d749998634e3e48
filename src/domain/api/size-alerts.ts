import { z } from 'zod';
import { CATEGORIES, SEASONS } from '../catalog.ts';
import { MAX_ALERT_BRANDS, MAX_ALERT_SIZES } from '../size-alerts.ts';

// The size alerts' wire contract (issue 21 part 3, decision 046).

export const alertWishSchema = z.object({
  sizes: z
    .array(z.number().int().min(35).max(176))
    .min(1, 'Bitte wähle mindestens eine Größe.')
    .max(MAX_ALERT_SIZES),
  categories: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length).default([]),
  brands: z.array(z.string().trim().min(1).max(100)).max(MAX_ALERT_BRANDS).default([]),
  seasons: z.array(z.enum(SEASONS)).max(SEASONS.length).default([]),
});

export const subscribeSchema = alertWishSchema.extend({
  email: z.email('Bitte gib eine gültige E-Mail-Adresse ein.').max(254),
});

export const alertTokenParams = z.object({ token: z.string().min(20).max(100) });

export const alertSchema = z.object({
  email: z.string(),
  confirmed: z.boolean(),
  sizes: z.array(z.number().int()),
  categories: z.array(z.enum(CATEGORIES)),
  brands: z.array(z.string()),
  seasons: z.array(z.enum(SEASONS)),
});
export type SizeAlert = z.infer<typeof alertSchema>;

export const alertsSummarySchema = z.object({
  confirmed: z.number().int(),
  unconfirmed: z.number().int(),
  bySize: z.array(z.object({ size: z.number().int(), subscribers: z.number().int() })),
  lastRun: z
    .object({
      runDate: z.string(),
      startedAt: z.iso.datetime(),
      finishedAt: z.iso.datetime().nullable(),
      mailsSent: z.number().int(),
      withoutNewItems: z.number().int(),
      open: z.number().int(),
    })
    .nullable(),
});
export type AlertsSummary = z.infer<typeof alertsSummarySchema>;
