import { z } from 'zod';

/** One setting as the admin page shows it (decision 056). */
export const shopSettingSchema = z.object({
  key: z.string(),
  /** What is in effect now: the environment's value, else the owner's, else the default. */
  value: z.string(),
  /** Set in the server's environment: shown, not editable here. */
  fixedByEnvironment: z.boolean(),
});

/** GET and PUT /api/admin/settings. */
export const shopSettingsSchema = z.object({
  /** The revision of the saved settings; a save names the one its form was loaded at. */
  revision: z.number().int().min(0),
  settings: z.array(shopSettingSchema),
  /** Why the saved settings are not in effect, when they are not; else null. */
  problem: z.string().nullable(),
});

/** The body of PUT /api/admin/settings: the changed values (empty text clears an optional one). */
export const saveShopSettingsSchema = z.object({
  revision: z.number().int().min(0),
  values: z.record(z.string().max(60), z.string().max(500)),
});

export type ShopSetting = z.infer<typeof shopSettingSchema>;
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type SaveShopSettings = z.infer<typeof saveShopSettingsSchema>;
