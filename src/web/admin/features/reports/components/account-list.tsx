import type { z } from 'zod';
import type { accountListSchema } from '../../../../../domain/api/auth.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { FormError, smallButtonClass } from '../../../components/form.tsx';
import { formatDateTime } from '../../../components/query-state.tsx';
import { useSetAdmin } from '../api/reports.ts';

/** Accounts: grant admin rights to new sign-ups, revoke them (never one's own). */
export function AccountList({
  accounts,
  ownEmail,
}: {
  accounts: z.output<typeof accountListSchema>;
  ownEmail: string;
}) {
  const setAdmin = useSetAdmin();
  return (
    <div className="flex flex-col gap-2">
      <FormError message={setAdmin.isError ? errorMessage(setAdmin.error) : null} />
      <ul className="flex flex-col divide-y divide-ink/10 rounded-2xl bg-white ring-1 ring-ink/10">
        {accounts.map((account) => {
          const own = account.email.toLowerCase() === ownEmail.toLowerCase();
          return (
            <li
              key={account.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div className="flex min-w-0 flex-col">
                <p className="font-bold">
                  {account.name}{' '}
                  <span
                    className={`ml-1 rounded-full px-2 py-0.5 text-xs ${account.isAdmin ? 'bg-brand-100 text-brand-800' : 'bg-sun-100'}`}
                  >
                    {account.isAdmin ? 'Admin' : 'Wartet auf Freischaltung'}
                  </span>
                </p>
                <p className="truncate text-sm text-muted">
                  {account.email} · angelegt {formatDateTime(account.createdAt)}
                  {account.lastSignInAt !== null &&
                    ` · zuletzt angemeldet ${formatDateTime(account.lastSignInAt)}`}
                </p>
              </div>
              {!own && (
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={setAdmin.isPending}
                  onClick={() => setAdmin.mutate({ id: account.id, isAdmin: !account.isAdmin })}
                >
                  {account.isAdmin ? 'Adminrechte entziehen' : 'Als Admin freischalten'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
