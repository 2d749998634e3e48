import type { AuditLogEntry } from '../../../../../domain/api/audit-log.ts';
import { readAuditSubject } from '../../../../../domain/audit-subject.ts';
import { formatDateTime } from '../../../components/query-state.tsx';
import { describeOutcome } from '../lib/describe-outcome.ts';

/** The filters an entry's numbers lead to (the page's URL parameters). */
export type AuditLogFilterName = 'order' | 'item' | 'seller';

type OnFilter = (name: AuditLogFilterName, value: string) => void;

function Outcome({ statusCode }: { statusCode: number }) {
  const outcome = describeOutcome(statusCode);
  return (
    <span className={outcome.ok ? 'font-semibold text-brand-800' : 'font-semibold text-sale'}>
      {outcome.label}
    </span>
  );
}

/** The order, items and seller an entry is about, each a button that shows only its changes. */
function SubjectFilters({ entry, onFilter }: { entry: AuditLogEntry; onFilter: OnFilter }) {
  const subject = readAuditSubject(entry.details);
  const sellers = new Set<number>();
  if (subject.sellerNumber !== undefined) sellers.add(subject.sellerNumber);
  for (const item of subject.items ?? []) {
    if (item.sellerNumber != null) sellers.add(item.sellerNumber);
  }
  const filters: { name: AuditLogFilterName; value: number; label: string }[] = [
    ...(subject.orderNumber === undefined
      ? []
      : [{ name: 'order' as const, value: subject.orderNumber, label: 'Bestellung' }]),
    ...(subject.items ?? [])
      .slice(0, 5)
      .map((item) => ({ name: 'item' as const, value: item.number, label: 'Artikel' })),
    ...[...sellers].map((number) => ({
      name: 'seller' as const,
      value: number,
      label: 'Verkäufer',
    })),
  ];
  if (filters.length === 0) return null;
  return (
    <ul aria-label="Nur diese zeigen" className="mt-2 flex flex-wrap gap-2">
      {filters.map((filter) => (
        <li key={`${filter.name}-${filter.value}`}>
          <button
            type="button"
            className="min-h-9 rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/40 ring-inset hover:bg-brand-100"
            aria-label={`Nur ${filter.label} ${filter.value} zeigen`}
            onClick={() => onFilter(filter.name, String(filter.value))}
          >
            {filter.label} {filter.value}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Details({ entry }: { entry: AuditLogEntry }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-muted">Technische Details</summary>
      <p className="mt-1 text-xs break-all text-muted">
        {entry.method} {entry.url}
      </p>
      {Object.keys(entry.details).length > 0 && (
        <pre className="mt-1 max-h-64 overflow-auto rounded-lg bg-ink/5 p-2 text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
          {JSON.stringify(entry.details, null, 2)}
        </pre>
      )}
    </details>
  );
}

const AMOUNT = /([−-]?\d[\d.]*,\d\d\s€)/;

/**
 * A sentence of the log with its amounts kept in one piece: breaking anywhere (for long names
 * and e-mail addresses) would otherwise split '273,75 €' over two lines in a narrow column.
 */
export function Sentence({ text }: { text: string }) {
  return text.split(AMOUNT).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** The audit log: cards on small screens, a table from lg on; each entry a German sentence. */
export function AuditLogList({
  entries,
  filtered,
  onFilter,
}: {
  entries: AuditLogEntry[];
  filtered: boolean;
  onFilter: OnFilter;
}) {
  if (entries.length === 0) {
    return (
      <p className="rounded-2xl bg-white px-4 py-8 text-center text-muted ring-1 ring-ink/10">
        {filtered ? 'Keine Änderungen zu diesen Filtern.' : 'Noch keine Änderungen protokolliert.'}
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Änderungen" className="flex flex-col gap-3 lg:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
            <p className="text-sm text-muted">
              {formatDateTime(entry.createdAt)} · <Outcome statusCode={entry.statusCode} />
            </p>
            <p className="mt-1 font-bold [overflow-wrap:anywhere]">
              <Sentence text={entry.sentence} />
            </p>
            <p className="text-sm break-all">{entry.userEmail}</p>
            <SubjectFilters entry={entry} onFilter={onFilter} />
            <Details entry={entry} />
          </li>
        ))}
      </ul>
      <table
        aria-label="Änderungen"
        className="hidden w-full border-collapse rounded-2xl bg-white text-left ring-1 ring-ink/10 lg:table"
      >
        <thead>
          <tr className="border-b border-ink/10 text-sm">
            <th scope="col" className="p-3">
              Zeit
            </th>
            <th scope="col" className="p-3">
              Was
            </th>
            <th scope="col" className="p-3">
              Person
            </th>
            <th scope="col" className="p-3">
              Ergebnis
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-ink/5 align-top last:border-0">
              <td className="p-3 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
              <td className="p-3">
                <span className="font-semibold [overflow-wrap:anywhere]">
                  <Sentence text={entry.sentence} />
                </span>
                <SubjectFilters entry={entry} onFilter={onFilter} />
                <Details entry={entry} />
              </td>
              <td className="p-3 break-all">{entry.userEmail}</td>
              <td className="p-3 whitespace-nowrap">
                <Outcome statusCode={entry.statusCode} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
