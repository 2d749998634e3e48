import { useState } from 'react';
import { FormError, smallButtonClass } from '../../../components/form.tsx';
import { errorMessage } from '../../../lib/admin-session.ts';
import { useCancelPayoutRun } from '../api/payouts.ts';

/**
 * Cancelling the newest run (decision 077): only after she ticks that the file never reached her
 * bank, because a cancelled run's shares are paid again in the next one.
 */
export function CancelRun({ runId }: { runId: number }) {
  const cancel = useCancelPayoutRun();
  const [asking, setAsking] = useState(false);
  const [notUploaded, setNotUploaded] = useState(false);
  if (!asking) {
    return (
      <button type="button" className={smallButtonClass} onClick={() => setAsking(true)}>
        Stornieren<span className="sr-only"> (Lauf {runId})</span>
      </button>
    );
  }
  return (
    <div className="flex w-full flex-col gap-2 rounded-xl bg-sale/5 p-3 ring-1 ring-sale/30">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={notUploaded}
          onChange={(event) => setNotUploaded(event.target.checked)}
        />
        <span>
          Ich habe die SEPA-Datei von Lauf {runId} <strong>nicht</strong> bei meiner Bank
          hochgeladen. Die Beträge werden wieder fällig und mit dem nächsten Lauf ausgezahlt.
        </span>
      </label>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButtonClass}
          disabled={!notUploaded || cancel.isPending}
          onClick={() => cancel.mutate(runId)}
        >
          Lauf {runId} stornieren
        </button>
        <button type="button" className={smallButtonClass} onClick={() => setAsking(false)}>
          Abbrechen
        </button>
      </div>
      <FormError message={cancel.error ? errorMessage(cancel.error) : null} />
    </div>
  );
}
