import type { AuditLogEntry } from '../../../../../domain/api/audit-log.ts';
import { formatDateTime } from '../../../components/query-state.tsx';
import { describeAction, describeOutcome } from '../lib/describe-action.ts';

function Outcome({ statusCode }: { statusCode: number }) {
  const outcome = describeOutcome(statusCode);
  return (
    <span className={outcome.ok ? 'font-semibold text-brand-800' : 'font-semibold text-sale'}>
      {outcome.label}
    </span>
  );
}

function Details({ entry }: { entry: AuditLogEntry }) {
  if (Object.keys(entry.details).length === 0) return null;
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer text-muted">Details</summary>
      <pre className="mt-1 max-h-64 overflow-auto rounded-lg bg-ink/5 p-2 text-xs break-all whitespace-pre-wrap">
        {JSON.stringify(entry.details, null, 2)}
      </pre>
    </details>
  );
}

/** The audit log: cards on small screens, a table from lg on. */
export function AuditLogList({ entries }: { entries: AuditLogEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="rounded-2xl bg-white px-4 py-8 text-center text-muted ring-1 ring-ink/10">
        Noch keine Änderungen protokolliert.
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Änderungen" className="flex flex-col gap-3 lg:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
            <p className="text-sm text-muted">{formatDateTime(entry.createdAt)}</p>
            <p className="mt-1 font-bold [overflow-wrap:anywhere]">{describeAction(entry)}</p>
            <p className="text-sm break-all">{entry.userEmail}</p>
            <p className="mt-1 text-sm">
              <Outcome statusCode={entry.statusCode} />
            </p>
            <p className="mt-1 text-xs break-all text-muted">{entry.url}</p>
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
              Person
            </th>
            <th scope="col" className="p-3">
              Aktion
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
              <td className="p-3 break-all">{entry.userEmail}</td>
              <td className="p-3">
                <span className="font-semibold">{describeAction(entry)}</span>
                <span className="block text-xs break-all text-muted">{entry.url}</span>
                <Details entry={entry} />
              </td>
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
