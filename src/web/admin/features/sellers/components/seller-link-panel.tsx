import { Copy, Share2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormError, Notice } from '../../../components/form.tsx';
import { formatDateTime } from '../../../components/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/admin-session.ts';
import {
  useCreateSellerLink,
  useRevokeSellerLink,
  useSellerLink,
  useSendSellerLink,
} from '../api/seller-link.ts';

/** The phone's share sheet, where the browser has one (not in most desktop browsers). */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The seller's private link (decision 043). Only a hash is stored, so the full URL is shown once,
 * right after "Link erstellen"; mailing it makes a fresh one.
 */
export function SellerLinkPanel({ sellerNumber }: { sellerNumber: number }) {
  const status = useSellerLink(sellerNumber);
  const create = useCreateSellerLink(sellerNumber);
  const send = useSendSellerLink(sellerNumber);
  const revoke = useRevokeSellerLink(sellerNumber);
  const [notice, setNotice] = useState<string | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const urlField = useRef<HTMLInputElement>(null);
  const busy = create.isPending || send.isPending || revoke.isPending;
  const link = status.data?.link ?? null;
  const error = create.error ?? send.error ?? revoke.error ?? status.error;
  const reset = () => {
    setNotice(null);
    setCopyFailed(false);
    create.reset();
    send.reset();
    revoke.reset();
  };

  return (
    <section
      aria-labelledby="seller-link-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 print:hidden"
    >
      <h2 id="seller-link-heading" className="text-xl font-extrabold text-brand-800">
        Verkäuferseite
      </h2>
      <p className="text-sm text-muted" data-testid="seller-link-state">
        {status.isPending
          ? 'Wird geladen …'
          : link === null
            ? 'Kein gültiger Link.'
            : `Link erstellt am ${formatDateTime(link.createdAt)} · ${
                link.lastOpenedAt === null
                  ? 'noch nie geöffnet'
                  : `zuletzt geöffnet am ${formatDateTime(link.lastOpenedAt)}`
              }`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy}
          onClick={() => {
            reset();
            create.mutate();
          }}
        >
          Link erstellen
        </Button>
        <Button
          variant="secondary"
          disabled={busy || status.data?.emailOnFile !== true}
          title={status.data?.emailOnFile === false ? 'Keine E-Mail-Adresse hinterlegt' : undefined}
          onClick={() => {
            reset();
            send.mutate(undefined, {
              onSuccess: ({ sentTo }) =>
                setNotice(`Ein neuer Link wurde an ${sentTo} gesendet; der alte gilt nicht mehr.`),
            });
          }}
        >
          Link per E-Mail senden
        </Button>
        <Button
          variant="secondary"
          disabled={busy || link === null}
          onClick={() => {
            reset();
            revoke.mutate(undefined, {
              onSuccess: () => setNotice('Der Link wurde widerrufen und öffnet nichts mehr.'),
            });
          }}
        >
          Link widerrufen
        </Button>
      </div>
      {status.data?.emailOnFile === false && (
        <p className="text-sm text-muted">
          Für den Versand per E-Mail bitte zuerst eine E-Mail-Adresse beim Bearbeiten eintragen.
        </p>
      )}
      {create.data !== undefined && (
        <div className="flex flex-col gap-1">
          <label htmlFor="seller-link-url" className="text-sm font-semibold">
            Neuer Link (wird nur jetzt angezeigt; der alte gilt nicht mehr)
          </label>
          <input
            id="seller-link-url"
            readOnly
            value={create.data.url}
            onFocus={(event) => event.currentTarget.select()}
            ref={urlField}
            className="w-full min-w-0 rounded-xl border border-ink/20 px-3 py-2 font-mono text-sm"
          />
          <div className="mt-1 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                const { url } = create.data;
                setNotice(null);
                setCopyFailed(false);
                navigator.clipboard.writeText(url).then(
                  () => setNotice('Link kopiert.'),
                  () => {
                    // No clipboard (an old browser, no permission): the link is ready to copy.
                    setCopyFailed(true);
                    urlField.current?.focus();
                  },
                );
              }}
            >
              <Copy aria-hidden="true" className="size-5" />
              Link kopieren
            </Button>
            {canShare() && (
              <Button
                variant="secondary"
                onClick={() => {
                  setNotice(null);
                  navigator
                    .share({ title: 'Deine Verkäuferseite', url: create.data.url })
                    .catch(() => {
                      // Closing the share sheet is a choice; the link stays here to copy.
                    });
                }}
              >
                <Share2 aria-hidden="true" className="size-5" />
                Teilen
              </Button>
            )}
          </div>
          {copyFailed && (
            <p role="alert" className="text-sm font-semibold text-sale">
              Kopieren ging nicht. Der Link ist markiert: kopiere ihn von Hand.
            </p>
          )}
        </div>
      )}
      {notice !== null && <Notice>{notice}</Notice>}
      <FormError message={error === null ? null : errorMessage(error)} />
    </section>
  );
}
