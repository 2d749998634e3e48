import { useQuery } from '@tanstack/react-query';
import { alertsSummarySchema } from '../../../../domain/api/size-alerts.ts';
import { QueryState } from '../../components/query-state.tsx';
import { useAdminRequest } from '../../lib/admin-session.ts';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The size alerts at a glance (decision 046): subscribers per size and the last Friday run. */
export function SizeAlertsPanel() {
  const request = useAdminRequest();
  const summary = useQuery({
    queryKey: ['admin', 'size-alerts'],
    queryFn: ({ signal }) => request('/api/admin/size-alerts', alertsSummarySchema, { signal }),
  });
  const data = summary.data;
  return (
    <section aria-labelledby="size-alerts" className="flex flex-col gap-3">
      <h2 id="size-alerts" className="text-xl font-extrabold text-brand-800">
        Größen-Alarm
      </h2>
      <QueryState
        isPending={summary.isPending}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
      {data !== undefined && (
        <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/10">
          <p data-testid="size-alert-counts">
            <strong>{data.confirmed}</strong> bestätigte Abonnent:innen
            {data.unconfirmed > 0 ? `, ${data.unconfirmed} noch unbestätigt` : ''}
          </p>
          {data.bySize.length > 0 && (
            <table className="w-full max-w-sm text-sm">
              <caption className="sr-only">Abonnent:innen je Größe</caption>
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-1 font-semibold">
                    Größe
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    Abonnent:innen
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.bySize.map((row) => (
                  <tr key={row.size} className="border-t border-ink/10">
                    <td className="py-1">Gr. {row.size}</td>
                    <td className="py-1 text-right tabular-nums">{row.subscribers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="text-sm" data-testid="size-alert-last-run">
            {data.lastRun === null
              ? 'Noch kein Versand. Der Größen-Alarm geht freitags um 9:00 Uhr raus.'
              : `Letzter Versand: ${dateTime.format(new Date(data.lastRun.startedAt))} – ${data.lastRun.mailsSent} E-Mails, ${data.lastRun.withoutNewItems} ohne neue Artikel${data.lastRun.open > 0 ? `, ${data.lastRun.open} offen` : ''}${data.lastRun.finishedAt === null ? ' (läuft noch)' : ''}.`}
          </p>
        </div>
      )}
    </section>
  );
}
