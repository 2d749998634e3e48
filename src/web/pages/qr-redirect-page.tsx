import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getSiteInfoQueryOptions } from '../lib/get-site-info.ts';
import { PageHead } from '../components/page-head.tsx';
import { redirectQrCode } from '../features/qr-redirect/api/redirect-qr-code.ts';
import {
  fallbackQrDestination,
  qrDestination,
} from '../features/qr-redirect/lib/qr-destination.ts';
import type { QrDestination } from '../features/qr-redirect/lib/qr-destination.ts';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../lib/paths.ts';

/**
 * /redirect/qrcode and /r/qr (docs/product.md §7.1): records the scan with target and source, then
 * goes to facebook, instagram, the clothing shop or home.
 */
export function QrRedirectPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const target = searchParams.get('target');
    const source = searchParams.get('source');
    const go = (destination: QrDestination) => {
      if (destination.external) window.location.replace(destination.url);
      else void navigate(destination.url, { replace: true });
    };
    redirectQrCode({ target, source })
      .then((answer) => go(qrDestination(answer.url)))
      .catch(async (error: unknown) => {
        console.warn('QR-Code-Aufruf konnte nicht erfasst werden', error);
        const site = await queryClient.fetchQuery(getSiteInfoQueryOptions()).catch(() => undefined);
        go(fallbackQrDestination(target, site?.social, paths.clothing.getHref()));
      });
  }, [searchParams, navigate, queryClient]);

  return (
    <div role="status" className="py-16 text-center text-lg">
      <PageHead />
      <h1 className="text-2xl font-bold text-brand-800">Einen Moment bitte …</h1>
      <p className="mt-2">Wir leiten dich weiter.</p>
    </div>
  );
}
