// The visitor's choice per service, apart from the services' texts and Google's consent mode
// (consent-services.ts): the consent store needs only this on every page, the rest comes with the
// banner and the widget (decision 070).

export const CONSENT_SERVICES = ['ads', 'analytics', 'maps', 'tracking'] as const;
export type ConsentService = (typeof CONSENT_SERVICES)[number];

/** One switch per service; false until the visitor switches it on. */
export type ConsentChoices = Record<ConsentService, boolean>;

export const NO_CONSENT: ConsentChoices = {
  ads: false,
  analytics: false,
  maps: false,
  tracking: false,
};
