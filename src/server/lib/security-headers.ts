import type { FastifyInstance } from 'fastify';

/** What the shop's pages may load besides their own origin (decision 014). */
export interface PolicySources {
  googleAnalytics: boolean;
  googleAds: boolean;
  /** Host of the picture CDN (CDN_HOST), if any. */
  cdnHost: string | undefined;
}

type Directives = Record<string, string[]>;

// The hosts Google's CSP guide for the Google tag lists per product. They are allowed only when the
// product is configured; the browser still loads nothing from them before the visitor consents.
const GOOGLE_ANALYTICS: Directives = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
  ],
};

const GOOGLE_ADS: Directives = {
  'script-src': [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  'img-src': [
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://www.google.de',
  ],
  'connect-src': [
    'https://googleads.g.doubleclick.net',
    'https://www.googleadservices.com',
    'https://www.google.com',
  ],
  'frame-src': ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
};

/**
 * The policy of every response but the API docs. Scripts come only from the shop itself (the
 * built index.html has no inline script; its JSON-LD block is data, which CSP does not run) and
 * from the consented Google tag. Styles allow 'unsafe-inline': React and Radix set style
 * attributes (positions, sizes, the band's speed) and the admin's print view has a <style>
 * element; styles cannot run code.
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The pickup station's map is an OpenStreetMap page in a frame; its tiles load inside it.
    'frame-src': ['https://www.openstreetmap.org'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const add = (extra: Directives) => {
    for (const [name, values] of Object.entries(extra)) {
      directives[name] = [...new Set([...(directives[name] ?? []), ...values])];
    }
  };
  if (sources.cdnHost !== undefined) add({ 'img-src': [`https://${sources.cdnHost}`] });
  if (sources.googleAnalytics) add(GOOGLE_ANALYTICS);
  if (sources.googleAds) add(GOOGLE_ADS);
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Swagger UI (/api/docs) runs its own bundle, which sets style attributes and shows data: images;
 * it never loads anything from elsewhere, so only styles are relaxed compared with the shop.
 */
const API_DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const API_DOCS_PREFIX = '/api/docs';
const PICTURES_PREFIX = '/images/';

/**
 * Headers every response carries; the CSP follows the configured Google tags and picture CDN.
 * Set here rather than by @fastify/helmet: the policy differs per path (API docs, pictures) and
 * depends on the configuration, which is most of what helmet would need to be told (decision 026).
 */
export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const policy = contentSecurityPolicy({
    googleAnalytics: app.config.GOOGLE_ANALYTICS_ID !== undefined,
    googleAds: app.config.GOOGLE_ADS_ID !== undefined,
    cdnHost: app.config.CDN_HOST,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    const pathname = request.url.split('?', 1)[0] ?? '';
    const isApiDocs = pathname === API_DOCS_PREFIX || pathname.startsWith(`${API_DOCS_PREFIX}/`);
    reply.header('content-security-policy', isApiDocs ? API_DOCS_POLICY : policy);
    reply.header('permissions-policy', 'geolocation=(), microphone=(), payment=()');
    // Cross-origin isolation without breaking payments: a page opened from another site loses
    // its opener, while a window the shop opens (a payment provider's pop-up) keeps it.
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    reply.header('origin-agent-cluster', '?1');
    // Pictures may be embedded elsewhere (a CDN host, a webmail showing an order mail, a shared
    // link's preview); everything else is for the shop's own pages only.
    const isPicture = pathname.startsWith(PICTURES_PREFIX);
    reply.header('cross-origin-resource-policy', isPicture ? 'cross-origin' : 'same-origin');
    if (options.https) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
