import { qrRedirectResponseSchema } from '../../../../domain/api/tracking.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// POST /api/redirect/qrcode?target=&source= (docs/product.md §7.1): records the scan and answers
// where to go.

interface RedirectQrCodeInput {
  target: string | null;
  source: string | null;
}

export function redirectQrCode({ target, source }: RedirectQrCodeInput) {
  const params = new URLSearchParams();
  if (target !== null) params.set('target', target);
  if (source !== null) params.set('source', source);
  const query = params.toString();
  return apiRequest(
    `/api/redirect/qrcode${query === '' ? '' : `?${query}`}`,
    qrRedirectResponseSchema,
    {
      method: 'POST',
    },
  );
}
