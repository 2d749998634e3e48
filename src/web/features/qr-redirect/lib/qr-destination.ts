import { QR_TARGETS } from '../../../../domain/api/tracking.ts';
import type { QrTarget } from '../../../../domain/api/tracking.ts';

export interface QrDestination {
  /** Leave the shop (facebook, instagram) or navigate inside it. */
  external: boolean;
  url: string;
}

/** Where the server's answer sends the visitor: absolute URLs leave the shop, paths stay inside. */
export function qrDestination(url: string): QrDestination {
  if (/^https?:\/\//i.test(url)) return { external: true, url };
  return { external: false, url: url.startsWith('/') ? url : '/' };
}

/**
 * Where to go when the server cannot be asked: the shop's own targets still work, the social
 * links only when known.
 */
export function fallbackQrDestination(
  target: string | null,
  social: { facebook: string; instagram: string } | undefined,
  shopPath: string,
): QrDestination {
  const known: QrTarget | null = (QR_TARGETS as readonly string[]).includes(target ?? '')
    ? (target as QrTarget)
    : null;
  if (known === 'shop') return { external: false, url: shopPath };
  if ((known === 'facebook' || known === 'instagram') && social !== undefined) {
    return qrDestination(social[known]);
  }
  return { external: false, url: '/' };
}
