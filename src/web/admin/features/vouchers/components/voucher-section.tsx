import { ChevronDown, Printer } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createVoucherBodySchema } from '../../../../../domain/api/vouchers.ts';
import { formatEuros } from '../../../../../domain/money.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { parseEuroInput } from '../../../lib/euro-input.ts';
import {
  Field,
  FormError,
  fieldAria,
  inputClass,
  smallButtonClass,
} from '../../../components/form.tsx';
import { PrintPortal } from '../../../components/print-portal.tsx';
import { QueryState, formatDate, formatDateTime } from '../../../components/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useCreateVoucher, useVouchers } from '../api/vouchers.ts';
import type { AdminVoucher } from '../api/vouchers.ts';
import { GiftCard } from './gift-card.tsx';

const LEDGER_LABELS: Record<AdminVoucher['ledger'][number]['kind'], string> = {
  issue: 'Ausgestellt',
  redeem: 'Eingelöst',
  release: 'Zurückgebucht',
};

function VoucherForm({ onCreated }: { onCreated: (voucher: AdminVoucher) => void }) {
  const create = useCreateVoucher();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<{ value: string; validUntil: string }>({
    defaultValues: { value: '', validUntil: '' },
  });
  const submit = handleSubmit((values) => {
    const parsed = createVoucherBodySchema.safeParse({
      value: parseEuroInput(values.value) ?? undefined,
      validUntil: values.validUntil === '' ? null : values.validUntil,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] === 'validUntil' ? 'validUntil' : 'value';
        setError(name, { message: issue.message });
      }
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (voucher) => {
        reset();
        onCreated(voucher);
      },
    });
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/10 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <Field id="voucher-value" label="Wert in €" error={errors.value?.message}>
        <input
          className={inputClass}
          inputMode="decimal"
          placeholder="25,00"
          {...fieldAria('voucher-value', { error: errors.value?.message })}
          {...register('value')}
        />
      </Field>
      <Field
        id="voucher-valid-until"
        label="Gültig bis (optional)"
        error={errors.validUntil?.message}
      >
        <input
          type="date"
          className={inputClass}
          {...fieldAria('voucher-valid-until', { error: errors.validUntil?.message })}
          {...register('validUntil')}
        />
      </Field>
      <Button type="submit" disabled={create.isPending} className="sm:mt-6">
        Wertgutschein ausstellen
      </Button>
      <div className="sm:col-span-3">
        <FormError message={create.error === null ? null : errorMessage(create.error)} />
      </div>
    </form>
  );
}

function VoucherRow({ voucher, onPrint }: { voucher: AdminVoucher; onPrint: () => void }) {
  const [open, setOpen] = useState(false);
  const expired = voucher.validUntil !== null && new Date(voucher.validUntil) < new Date();
  return (
    <li className="rounded-2xl bg-white p-3 ring-1 ring-ink/10">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-mono font-bold break-all">{voucher.code}</span>
        <span className="text-sm text-muted">Nr. {voucher.number}</span>
        <span className="text-sm">
          {formatEuros(voucher.initialValue)} · eingelöst {formatEuros(voucher.usedValue)} ·{' '}
          <strong>Rest {formatEuros(voucher.remainingValue)}</strong>
        </span>
        <span className={`text-sm ${expired ? 'font-semibold text-sale' : 'text-muted'}`}>
          {voucher.validUntil === null
            ? 'ohne Ablauf'
            : `${expired ? 'abgelaufen am' : 'gültig bis'} ${formatDate(voucher.validUntil)}`}
        </span>
        <span className="ml-auto flex gap-2">
          <button type="button" className={smallButtonClass} onClick={onPrint}>
            <Printer aria-hidden="true" className="size-4" /> Drucken
          </button>
          <button
            type="button"
            className={smallButtonClass}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            Buchungen
            <ChevronDown
              aria-hidden="true"
              className={`size-4 motion-safe:transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
        </span>
      </div>
      {open && (
        <ul className="mt-2 flex flex-col divide-y divide-ink/10 border-t border-ink/10 text-sm">
          {voucher.ledger.map((entry) => (
            <li
              key={`${entry.kind}-${entry.createdAt}-${entry.amount}`}
              className="flex flex-wrap justify-between gap-x-3 py-1.5"
            >
              <span>
                {formatDateTime(entry.createdAt)} · {LEDGER_LABELS[entry.kind]}
                {entry.orderNumber !== null && ` · Bestellung ${entry.orderNumber}`}
              </span>
              <span className={`font-semibold ${entry.amount < 0 ? 'text-sale' : ''}`}>
                {entry.amount > 0 ? '+' : ''}
                {formatEuros(entry.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Gift cards: issue one (code shown big, printable), the list with each card's ledger. */
export function VoucherSection() {
  const vouchers = useVouchers();
  const [created, setCreated] = useState<AdminVoucher | null>(null);
  const [printing, setPrinting] = useState<AdminVoucher | null>(null);
  const toPrint = printing ?? created;

  const print = (voucher: AdminVoucher) => {
    setPrinting(voucher);
    // Let the portal render the chosen card before the print dialog opens.
    setTimeout(() => window.print(), 50);
  };

  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-extrabold text-brand-800">Wertgutscheine</h2>
      <VoucherForm
        onCreated={(voucher) => {
          setPrinting(null);
          setCreated(voucher);
        }}
      />
      {created !== null && (
        <div
          role="status"
          className="flex flex-col items-center gap-2 rounded-2xl bg-brand-50 p-5 text-center ring-1 ring-brand-700/30"
        >
          <p className="font-semibold text-brand-800">
            Neuer Wertgutschein über {formatEuros(created.initialValue)}
            {created.validUntil !== null && `, gültig bis ${formatDate(created.validUntil)}`}
          </p>
          <p
            data-testid="new-voucher-code"
            className="font-mono text-2xl font-extrabold tracking-wider break-all sm:text-4xl"
          >
            {created.code}
          </p>
          <Button onClick={() => print(created)}>
            <Printer aria-hidden="true" className="size-5" /> Drucken
          </Button>
        </div>
      )}
      <QueryState
        isPending={vouchers.isPending}
        error={vouchers.error}
        onRetry={() => void vouchers.refetch()}
      />
      {vouchers.data !== undefined &&
        (vouchers.data.length === 0 ? (
          <p className="text-muted">Noch keine Wertgutscheine.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {vouchers.data.map((voucher) => (
              <VoucherRow key={voucher._id} voucher={voucher} onPrint={() => print(voucher)} />
            ))}
          </ul>
        ))}
      {toPrint !== null && (
        <PrintPortal>
          <GiftCard voucher={toPrint} />
        </PrintPortal>
      )}
    </section>
  );
}
