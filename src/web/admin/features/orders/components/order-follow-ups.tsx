import { CheckCircle2, CircleDashed, MinusCircle, XCircle } from 'lucide-react';
import {
  FOLLOW_UP_LABELS,
  FOLLOW_UP_STATUS_LABELS,
  type FollowUpStatus,
} from '../../../../../domain/order-events.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { FormError } from '../../../components/form.tsx';
import { formatDateTime } from '../../../components/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useRetryFollowUp, type AdminOrderDetail } from '../api/orders.ts';

const ICONS: Record<FollowUpStatus, typeof CheckCircle2> = {
  pending: CircleDashed,
  done: CheckCircle2,
  failed: XCircle,
  skipped: MinusCircle,
};

/**
 * "Was danach passiert": the work the order's events left (invoices, mails, refunds) and how far
 * it is, so the owner sees a failed mail and tries it again (decision 054). A refund is tried
 * again from its own row under "Erstattungen".
 */
export function OrderFollowUps({ detail }: { detail: AdminOrderDetail }) {
  const retry = useRetryFollowUp(detail.order._id);
  if (detail.followUps.length === 0) return null;
  return (
    <section
      aria-labelledby="follow-ups"
      className="rounded-2xl bg-white p-4 ring-1 ring-ink/10 print:hidden"
    >
      <h2 id="follow-ups" className="mb-2 text-lg font-bold text-brand-800">
        Was danach passiert
      </h2>
      <ul className="flex flex-col divide-y divide-ink/10 text-sm">
        {detail.followUps.map((step) => {
          const Icon = ICONS[step.status];
          const failed = step.status === 'failed';
          return (
            <li key={step.id} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Icon
                  aria-hidden="true"
                  className={`size-4 shrink-0 ${failed ? 'text-sale' : 'text-brand-700'}`}
                />
                <span className="font-semibold">{FOLLOW_UP_LABELS[step.kind]}</span>
                <span className={failed ? 'font-bold text-sale' : 'text-muted'}>
                  {step.status === 'pending' && step.attempts > 0
                    ? `${step.attempts}. Versuch fehlgeschlagen, wird wiederholt`
                    : FOLLOW_UP_STATUS_LABELS[step.status]}
                  {step.doneAt !== null && ` · ${formatDateTime(step.doneAt)}`}
                </span>
              </div>
              {step.lastError !== null && (
                <p className="pl-6 break-words text-muted">Grund: {step.lastError}</p>
              )}
              {failed && step.kind !== 'send-refund' && (
                <div className="pl-6">
                  <Button
                    variant="secondary"
                    disabled={retry.isPending}
                    onClick={() => retry.mutate(step.id)}
                  >
                    Erneut versuchen
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {retry.error !== null && <FormError message={errorMessage(retry.error)} />}
    </section>
  );
}
