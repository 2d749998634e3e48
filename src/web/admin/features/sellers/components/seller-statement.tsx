import { Printer } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { createPayoutBodySchema } from '../../../../../domain/api/sellers.ts';
import { formatEuros } from '../../../../../domain/money.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { parseEuroInput } from '../../../lib/euro-input.ts';
import { Field, FormError, Notice, fieldAria, inputClass } from '../../../components/form.tsx';
import { PrintPortal } from '../../../components/print-portal.tsx';
import { formatDate } from '../../../components/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SHOP_NAME } from '../../../../lib/site.ts';
import { useDownloadStatement, useRecordPayout } from '../api/statement.ts';
import type { SellerStatement } from '../api/statement.ts';

function Totals({ statement }: { statement: SellerStatement }) {
  const { totals } = statement;
  return (
    <dl className="flex flex-col gap-0.5">
      {[
        { label: 'Verkaufswert', value: totals.salesValue },
        { label: `Anteil (${statement.sharePercent} %)`, value: totals.shareOwed },
        { label: 'Ausgezahlt', value: totals.paidOut },
      ].map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt>{row.label}</dt>
          <dd className="whitespace-nowrap tabular-nums">{formatEuros(row.value)}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t border-ink/20 pt-1 font-bold">
        <dt>Offener Betrag</dt>
        <dd className="whitespace-nowrap tabular-nums" data-testid="statement-balance">
          {formatEuros(totals.balance)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Her sales, read at payout time on a phone: one card per sale with price and share in full view
 * there, a table from the small breakpoint on and on paper.
 */
function SalesTable({ statement }: { statement: SellerStatement }) {
  if (statement.sales.length === 0) return <p className="text-muted">Noch keine Verkäufe.</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-ink/10 text-sm sm:hidden print:hidden">
        {statement.sales.map((sale) => (
          <li
            key={`${sale.orderNumber}-${sale.itemNumber}`}
            data-testid="statement-sale"
            className="flex flex-col gap-1 py-2"
          >
            <p className="font-semibold break-words">
              Nr. {sale.itemNumber} · {sale.name}
            </p>
            <p className="text-muted">
              {sale.category} · Bestellung {sale.orderNumber} · {formatDate(sale.soldAt)}
            </p>
            <dl className="grid grid-cols-2 gap-2">
              <div>
                <dt className="text-xs text-muted">Preis</dt>
                <dd className="tabular-nums">{formatEuros(sale.salePrice)}</dd>
              </div>
              <div className="text-right">
                <dt className="text-xs text-muted">Anteil</dt>
                <dd className="font-bold tabular-nums">{formatEuros(sale.share)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table print:table">
        <thead className="border-b border-ink/20">
          <tr>
            <th scope="col" className="py-1.5 pr-3">
              Artikel
            </th>
            <th scope="col" className="py-1.5 pr-3">
              Bezeichnung
            </th>
            <th scope="col" className="py-1.5 pr-3">
              Bestellung
            </th>
            <th scope="col" className="py-1.5 pr-3">
              Datum
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right">
              Preis
            </th>
            <th scope="col" className="py-1.5 text-right">
              Anteil
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.sales.map((sale) => (
            <tr
              key={`${sale.orderNumber}-${sale.itemNumber}`}
              data-testid="statement-sale"
              className="border-b border-ink/5"
            >
              <td className="py-1.5 pr-3 tabular-nums">{sale.itemNumber}</td>
              <td className="py-1.5 pr-3 break-words">
                {sale.name}
                <span className="text-muted"> · {sale.category}</span>
              </td>
              <td className="py-1.5 pr-3 tabular-nums">{sale.orderNumber}</td>
              <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">
                {formatDate(sale.soldAt)}
              </td>
              <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">
                {formatEuros(sale.salePrice)}
              </td>
              <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                {formatEuros(sale.share)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Payouts({ statement }: { statement: SellerStatement }) {
  const statementPdf = useDownloadStatement();
  if (statement.payouts.length === 0) return <p className="text-muted">Noch keine Auszahlungen.</p>;
  return (
    <>
      <FormError message={statementPdf.error ? errorMessage(statementPdf.error) : null} />
      <ul className="flex flex-col divide-y divide-ink/10 text-sm">
        {statement.payouts.map((payout) => (
          <li key={payout.createdAt} className="flex justify-between gap-3 py-1.5">
            <span>
              {formatDate(payout.createdAt)}
              {payout.note !== '' && <span className="text-muted"> · {payout.note}</span>}
              {payout.hasStatement && (
                <>
                  {' · '}
                  <button
                    type="button"
                    className="font-semibold text-brand-800 underline print:hidden"
                    onClick={() => statementPdf.mutate(payout.id)}
                  >
                    Abrechnung (PDF)
                  </button>
                </>
              )}
            </span>
            <span className="font-semibold whitespace-nowrap tabular-nums">
              {formatEuros(payout.amount)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function PayoutForm({ statement }: { statement: SellerStatement }) {
  const payout = useRecordPayout(statement.seller.number);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<{ amount: string; note: string }>({ defaultValues: { amount: '', note: '' } });
  const submit = handleSubmit((values) => {
    const amount = parseEuroInput(values.amount);
    const parsed = createPayoutBodySchema.safeParse({ amount: amount ?? 0, note: values.note });
    if (amount === null || !parsed.success) {
      setError('amount', {
        message:
          amount === null
            ? 'Bitte gib einen Betrag an, z. B. 12,50.'
            : (parsed.error?.issues[0]?.message ?? 'Bitte prüfe den Betrag.'),
      });
      return;
    }
    payout.mutate(parsed.data, { onSuccess: () => reset() });
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start print:hidden"
    >
      <Field id="payout-amount" label="Betrag in €" error={errors.amount?.message}>
        <input
          className={inputClass}
          inputMode="decimal"
          {...fieldAria('payout-amount', { error: errors.amount?.message })}
          {...register('amount')}
        />
      </Field>
      <Field id="payout-note" label="Notiz (optional)">
        <input className={inputClass} placeholder="z. B. bar ausgezahlt" {...register('note')} />
      </Field>
      <Button type="submit" disabled={payout.isPending} className="sm:mt-6">
        Auszahlung erfassen
      </Button>
      <div className="sm:col-span-3">
        <FormError message={payout.error === null ? null : errorMessage(payout.error)} />
        {payout.isSuccess && <Notice>Die Auszahlung ist erfasst.</Notice>}
      </div>
    </form>
  );
}

function PrintedStatement({ statement }: { statement: SellerStatement }) {
  const { seller, items } = statement;
  return (
    <article className="flex flex-col gap-5 text-[11pt]">
      <header className="flex items-start justify-between gap-4 border-b-2 border-brand-700 pb-3">
        <div>
          <p className="text-2xl font-extrabold text-brand-800">{SHOP_NAME}</p>
          <p className="text-lg font-bold">Abrechnung für Verkäufer {seller.number}</p>
          <p>{seller.name}</p>
        </div>
        <p>Stand {formatDate(new Date().toISOString())}</p>
      </header>
      <p>
        Artikel: {items.online} online, {items.reserved} reserviert, {items.sold} verkauft,{' '}
        {items.inactive} offline
      </p>
      <section>
        <h2 className="mb-1 font-bold">Verkäufe</h2>
        <SalesTable statement={statement} />
      </section>
      <section>
        <h2 className="mb-1 font-bold">Auszahlungen</h2>
        <Payouts statement={statement} />
      </section>
      <section className="ml-auto w-72">
        <Totals statement={statement} />
      </section>
    </article>
  );
}

/** The seller's statement: item counts, sales with share, payouts, balance; printable. */
export function SellerStatementPanel({ statement }: { statement: SellerStatement }) {
  const { items } = statement;
  return (
    <section className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-ink/10 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-extrabold text-brand-800">Abrechnung</h2>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" /> Abrechnung drucken
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {[
          { label: 'Online', value: items.online },
          { label: 'Reserviert', value: items.reserved },
          { label: 'Verkauft', value: items.sold },
          { label: 'Offline', value: items.inactive },
        ].map((tile) => (
          <div key={tile.label} className="rounded-2xl bg-brand-50 p-3">
            <p className="text-sm font-semibold text-muted">{tile.label}</p>
            <p className="text-2xl font-extrabold text-brand-800">{tile.value}</p>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="font-bold">Verkäufe</h3>
          <SalesTable statement={statement} />
        </div>
        <div className="flex flex-col gap-4">
          <div className="rounded-2xl bg-cream p-3">
            <Totals statement={statement} />
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="font-bold">Auszahlungen</h3>
            <Payouts statement={statement} />
          </div>
        </div>
      </div>
      <PayoutForm statement={statement} />
      <PrintPortal>
        <PrintedStatement statement={statement} />
      </PrintPortal>
    </section>
  );
}
