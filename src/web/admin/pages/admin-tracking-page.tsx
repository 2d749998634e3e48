import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link.tsx';
import { paths } from '../../lib/paths.ts';
import { Field, inputClass, smallButtonClass } from '../components/form.tsx';
import { AdminHeading, QueryState, formatDateTime } from '../components/query-state.tsx';
import { useTracking, useTrackingClient } from '../features/reports/api/reports.ts';
import { PageHead } from '../../components/page-head.tsx';

const DAYS = [1, 7, 30, 90, 365] as const;
const CLIENTS_SHOWN = 20;
const KIND_LABELS = {
  opensite: 'Seite geöffnet',
  removeproduct: 'Aus dem Warenkorb entfernt',
  qrcode: 'QR-Code gescannt',
} as const;

function ClientTimeline({ clientId }: { clientId: string }) {
  const timeline = useTrackingClient(clientId);
  return (
    <div className="mt-2 rounded-xl bg-brand-50 p-3">
      <QueryState
        isPending={timeline.isPending}
        error={timeline.error}
        onRetry={() => void timeline.refetch()}
      />
      {timeline.data !== undefined && (
        <ol className="flex flex-col gap-1 text-sm">
          {timeline.data.map((event, index) => (
            <li key={index} className="[overflow-wrap:anywhere]">
              <span className="font-semibold">{formatDateTime(event.createdAt)}</span> ·{' '}
              {KIND_LABELS[event.kind]}
              {event.page !== null && ` · ${event.page}`}
              {event.cart.length > 0 && ` · ${event.cart.length} im Warenkorb`}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** /admin/tracking: what anonymous visitors did, and each visitor's timeline. */
export function AdminTrackingPage() {
  const [params, setParams] = useSearchParams();
  const days = DAYS.find((value) => String(value) === params.get('days')) ?? 30;
  const tracking = useTracking(days);
  const [openClient, setOpenClient] = useState<string | null>(null);
  const [allClients, setAllClients] = useState(false);
  const data = tracking.data;

  return (
    <section className="flex flex-col gap-4">
      <PageHead title="Nutzer-Tracking" noIndex />
      <AdminHeading title="Nutzer-Tracking" />
      <p className="text-sm text-muted">
        Nur Besucher, die der Shop-Statistik in den Cookie-Einstellungen zugestimmt haben. Ihre
        Kennung ist nicht die ihrer Reservierung und führt zu keiner Bestellung.
      </p>
      <Field id="tracking-days" label="Zeitraum" className="max-w-xs">
        <select
          id="tracking-days"
          className={inputClass}
          value={String(days)}
          onChange={(event) => setParams({ days: event.target.value }, { replace: true })}
        >
          {DAYS.map((value) => (
            <option key={value} value={String(value)}>
              {value === 1 ? 'Letzter Tag' : `Letzte ${value} Tage`}
            </option>
          ))}
        </select>
      </Field>
      <QueryState
        isPending={tracking.isPending}
        error={tracking.error}
        onRetry={() => void tracking.refetch()}
      />
      {data !== undefined && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <section className="rounded-2xl bg-white p-3 ring-1 ring-ink/10">
            <h2 className="mb-2 font-bold text-brand-800">Aufgerufene Seiten</h2>
            <ul className="flex flex-col gap-1 text-sm">
              {data.pages.length === 0 && <li className="text-muted">Keine Aufrufe.</li>}
              {data.pages.map((page) => (
                <li key={page.page} className="flex justify-between gap-3">
                  <span className="min-w-0 truncate" title={page.page}>
                    {page.page}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">{page.views}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="rounded-2xl bg-white p-3 ring-1 ring-ink/10">
            <h2 className="mb-2 font-bold text-brand-800">Aus dem Warenkorb entfernt</h2>
            <ul className="flex flex-col gap-1 text-sm">
              {data.removedProducts.length === 0 && (
                <li className="text-muted">Nichts entfernt.</li>
              )}
              {data.removedProducts.map((product) => (
                <li key={product.productId} className="flex justify-between gap-3">
                  <span className="min-w-0 truncate">
                    {product.itemNumber !== null ? (
                      <Link className="underline" to={paths.product.getHref(product.itemNumber)}>
                        Nr. {product.itemNumber}
                      </Link>
                    ) : (
                      'Gelöschter Artikel'
                    )}
                    {product.name !== null && ` · ${product.name}`}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">{product.removals}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="rounded-2xl bg-white p-3 ring-1 ring-ink/10 lg:col-span-2">
            <h2 className="mb-2 font-bold text-brand-800">Besucher ({data.clients.length})</h2>
            <ul className="flex flex-col divide-y divide-ink/10">
              {(allClients ? data.clients : data.clients.slice(0, CLIENTS_SHOWN)).map((client) => (
                <li key={client.clientId} className="py-2">
                  <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span className="min-w-0">
                      <span className="font-mono">{client.clientId.slice(0, 8)}</span> ·{' '}
                      {client.events} Ereignisse · {formatDateTime(client.firstSeen)} bis{' '}
                      {formatDateTime(client.lastSeen)}
                    </span>
                    <button
                      type="button"
                      className={smallButtonClass}
                      aria-expanded={openClient === client.clientId}
                      onClick={() =>
                        setOpenClient((current) =>
                          current === client.clientId ? null : client.clientId,
                        )
                      }
                    >
                      {openClient === client.clientId ? 'Verlauf schließen' : 'Verlauf'}
                    </button>
                  </div>
                  {openClient === client.clientId && <ClientTimeline clientId={client.clientId} />}
                </li>
              ))}
            </ul>
            {!allClients && data.clients.length > CLIENTS_SHOWN && (
              <button
                type="button"
                className={`${smallButtonClass} mt-2`}
                onClick={() => setAllClients(true)}
              >
                Alle {data.clients.length} Besucher zeigen
              </button>
            )}
          </section>
        </div>
      )}
    </section>
  );
}
