import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  saveShopSettingsSchema,
  shopSettingsSchema,
  type ShopSettings,
} from '../../../domain/api/shop-settings.ts';
import { SETTING_KEYS } from '../../../domain/shop-settings.ts';
import { priceStepsText } from '../../../domain/price-steps.ts';
import type { Config } from '../../config.ts';
import { noteAuditSubject } from '../../lib/audit-subject.ts';
import { fixedByEnvironment, readStoredSettings, saveSettings } from './shop-settings.service.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };

/** A setting's value in effect as the form shows it: text, payment methods comma-separated. */
function shownValue(config: Config, key: string): string {
  if (key === 'PAYMENT_METHODS') return config.offeredPaymentMethods.join(',');
  if (key === 'PRICE_STEPS') return priceStepsText(config.PRICE_STEPS);
  const value = config[key as keyof Config];
  return value === undefined || value === null ? '' : String(value);
}

export const shopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (revision: number): Promise<ShopSettings> => {
    const config = await app.currentConfig();
    return {
      revision,
      settings: SETTING_KEYS.map((key) => ({
        key,
        value: shownValue(config, key),
        fixedByEnvironment: fixedByEnvironment(app.config, key),
      })),
      problem: app.currentConfig.problem(),
    };
  };

  app.get(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'The settings the owner can change, with the values in effect now',
        response: { 200: shopSettingsSchema, ...adminErrors },
      },
    },
    async () => answer((await readStoredSettings(app.db)).revision),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary:
          'Saves changed settings all at once; 400 names the field a value breaks, 409 when ' +
          'the environment fixes it or somebody saved since the form was loaded',
        body: saveShopSettingsSchema,
        response: { 200: shopSettingsSchema, 400: errorSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const previous = await app.currentConfig();
      const { stored } = await saveSettings(app.db, app.config, request.body, app.clock.now());
      // The log tells what each changed setting was before: the body says what it became.
      noteAuditSubject(request, {
        settingsBefore: Object.fromEntries(
          Object.keys(request.body.values).map((key) => [key, shownValue(previous, key)]),
        ),
      });
      return answer(stored.revision);
    },
  );
};
