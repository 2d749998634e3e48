import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfoSchema, type SiteInfo } from '../../../domain/api/site.ts';
import type { Config } from '../../config.ts';

/** What GET /api/site tells: the identity and payment methods as the owner set them now. */
function siteInfoOf(config: Config): SiteInfo {
  return {
    shop: config.shop,
    siteUrl: config.SITE_URL.replace(/\/$/, ''),
    social: {
      facebook: config.SOCIAL_FACEBOOK_URL,
      instagram: config.SOCIAL_INSTAGRAM_URL,
      whatsapp: config.SOCIAL_WHATSAPP_URL,
    },
    pickupStation: {
      name: config.PICKUP_NAME,
      street: config.PICKUP_STREET,
      postalCode: config.PICKUP_POSTAL_CODE,
      city: config.PICKUP_CITY,
      openingHours: config.PICKUP_OPENING_HOURS,
    },
    google: {
      analyticsId: config.GOOGLE_ANALYTICS_ID ?? null,
      adsId: config.GOOGLE_ADS_ID ?? null,
    },
    paymentMethods: config.offeredPaymentMethods,
  };
}

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    {
      schema: {
        tags: ['site'],
        summary: 'The shop itself: legal identity, public address, social links, pickup station',
        response: { 200: siteInfoSchema },
      },
    },
    async () => siteInfoOf(await app.currentConfig()),
  );
};
