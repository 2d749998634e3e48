import { Download } from 'lucide-react';
import { Link } from '../../components/ui/link.tsx';
import { formatEuros } from '../../../domain/money.ts';
import { formatGermanDay } from '../../../domain/calendar.ts';
import { paths } from '../../lib/paths.ts';
import { PageHead } from '../../components/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormError, Notice, smallButtonClass } from '../components/form.tsx';
import { AdminHeading, QueryState, formatDateTime } from '../components/query-state.tsx';
import { errorMessage } from '../lib/admin-session.ts';
import {
  useDownloadPayoutFile,
  usePayoutOverview,
  useStartPayoutRun,
} from '../features/payouts/api/payouts.ts';
import { CancelRun } from '../features/payouts/components/cancel-run.tsx';

/**
 * /admin/auszahlungen: who is due and how much, one button for the run, its SEPA file to upload
 * in the online banking, and the past runs (decision 072).
 */
export function AdminPayoutsPage() {
  const overview = usePayoutOverview();
  const start = useStartPayoutRun();
  const download = useDownloadPayoutFile();
  const data = overview.data;
  const run = start.data;

  return (
    <section className="flex flex-col gap-4">
      <PageHead title="Auszahlungen" noIndex />
      <AdminHeading title="Auszahlungen" />
      <p className="text-sm text-muted">
        Ausgezahlt wird der Anteil an Artikeln, deren Widerrufsfrist vorbei ist. Ein Auszahlungslauf
        schreibt eine SEPA-Überweisungsdatei für alle fälligen Verkäuferinnen; lade sie in deinem
        Online-Banking hoch. Jede Verkäuferin bekommt ihre Abrechnung per E-Mail und auf ihrer
        Seite.
      </p>
      <QueryState
        isPending={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
      {data !== undefined && (
        <>
          <section
            aria-labelledby="payout-due-heading"
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10"
          >
            <h2 id="payout-due-heading" className="text-xl font-extrabold text-brand-800">
              Fällig
            </h2>
            <p data-testid="payout-due-summary" className="font-semibold">
              {data.dueCount === 0
                ? 'Im Moment ist keine Auszahlung fällig.'
                : `${data.dueCount} ${data.dueCount === 1 ? 'Verkäuferin' : 'Verkäuferinnen'} · zusammen ${formatEuros(data.dueTotal)}`}
            </p>
            <p className="text-sm text-muted">
              Ausgezahlt wird ab {formatEuros(data.minimum)} (Einstellungen → Auszahlungen).
            </p>
            {!data.debtorReady && (
              <FormError message="Für die Überweisungsdatei fehlt die IBAN des Shop-Kontos. Trag sie unter Einstellungen → Auszahlungen ein." />
            )}
            {data.sellers.length > 0 && (
              <ul className="flex flex-col divide-y divide-ink/10 text-sm">
                {data.sellers.map((seller) => (
                  <li
                    key={seller.sellerNumber}
                    data-testid="payout-seller"
                    className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
                  >
                    <div className="min-w-0">
                      <Link
                        to={paths.adminSeller.getHref(seller.sellerNumber)}
                        className="font-semibold break-words text-brand-800 underline"
                      >
                        {seller.sellerNumber} · {seller.name}
                      </Link>
                      <p className="text-muted">
                        {seller.ibanMasked ?? 'Keine IBAN'}
                        {seller.pending > 0 &&
                          ` · ${formatEuros(seller.pending)} noch in der Widerrufsfrist`}
                      </p>
                    </div>
                    <div className="text-right">
                      <p className="font-bold tabular-nums">{formatEuros(seller.balance)}</p>
                      <p className={seller.due ? 'text-brand-800' : 'text-muted'}>
                        {seller.due
                          ? seller.left
                            ? 'fällig (hat aufgehört: auch unter dem Mindestbetrag)'
                            : 'fällig'
                          : seller.reason}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <FormError message={start.error ? errorMessage(start.error) : null} />
            <div>
              <Button
                disabled={start.isPending || !data.debtorReady}
                onClick={() => {
                  if (
                    data.dueCount === 0 ||
                    window.confirm(
                      `Auszahlungslauf über ${formatEuros(data.dueTotal)} an ${data.dueCount} ${
                        data.dueCount === 1 ? 'Verkäuferin' : 'Verkäuferinnen'
                      } starten? Die Beträge werden sofort als ausgezahlt gebucht.`,
                    )
                  ) {
                    start.mutate();
                  }
                }}
              >
                Auszahlungslauf starten
              </Button>
            </div>
            {run !== undefined && (
              <div className="flex flex-col gap-2">
                <Notice>
                  Auszahlungslauf {run.id}: {run.payoutCount}{' '}
                  {run.payoutCount === 1 ? 'Überweisung' : 'Überweisungen'} über{' '}
                  {formatEuros(run.total)} gebucht. Lade jetzt die Datei herunter und im
                  Online-Banking hoch.
                </Notice>
                <div>
                  <Button
                    onClick={() => download.mutate(run)}
                    disabled={download.isPending}
                    data-testid="payout-file-download"
                  >
                    <Download aria-hidden="true" className="size-4" />
                    SEPA-Datei herunterladen
                  </Button>
                </div>
              </div>
            )}
          </section>

          <section
            aria-labelledby="payout-runs-heading"
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10"
          >
            <h2 id="payout-runs-heading" className="text-xl font-extrabold text-brand-800">
              Bisherige Auszahlungsläufe
            </h2>
            <FormError message={download.error ? errorMessage(download.error) : null} />
            {data.runs.length === 0 ? (
              <p className="text-sm text-muted">Noch keine.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-ink/10 text-sm">
                {data.runs.map((past) => (
                  <li
                    key={past.id}
                    data-testid="payout-run"
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                  >
                    <div>
                      <p className="font-semibold">
                        Lauf {past.id} · {formatEuros(past.total)} an {past.payoutCount}{' '}
                        {past.payoutCount === 1 ? 'Verkäuferin' : 'Verkäuferinnen'}
                      </p>
                      <p className="text-muted">
                        {formatDateTime(past.createdAt)} · Ausführung ab{' '}
                        {formatGermanDay(past.executionDate)}
                      </p>
                      {past.cancelledAt !== null && (
                        <p className="font-semibold text-sale">
                          Storniert am {formatDateTime(past.cancelledAt)}: nicht ausgezahlt
                        </p>
                      )}
                    </div>
                    {past.cancellable && <CancelRun runId={past.id} />}
                    <button
                      type="button"
                      className={smallButtonClass}
                      disabled={download.isPending}
                      onClick={() => download.mutate(past)}
                    >
                      <Download aria-hidden="true" className="size-4" />
                      <span>
                        SEPA-Datei<span className="sr-only"> von Lauf {past.id}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
