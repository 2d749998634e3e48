import { useState } from 'react';
import {
  type LabelProduct,
  type ShippingLabel,
} from '../../../../../domain/api/shipping-labels.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { Field, FormError, fieldAria, inputClass } from '../../../components/form.tsx';
import { formatDateTime } from '../../../components/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { LabelProductChoice } from './label-product-choice.tsx';
import type { AdminOrderDetail } from '../api/orders.ts';
import {
  useCancelShippingLabel,
  useCreateShippingLabel,
  useDownloadShippingLabel,
  useShippingLabels,
} from '../api/shipping-labels.ts';
import { parseParcelWeight } from '../lib/parcel-weight.ts';

/** „Versandlabel“ on a DHL order: make, print and cancel the DHL label; a return label after a withdrawal. */
export function ShippingLabelPanel({ detail }: { detail: AdminOrderDetail }) {
  const orderId = detail.order._id;
  const labels = useShippingLabels(orderId);
  const create = useCreateShippingLabel(orderId);
  const cancel = useCancelShippingLabel(orderId);
  const download = useDownloadShippingLabel(orderId);
  const [product, setProduct] = useState<LabelProduct>('paket');
  const [weight, setWeight] = useState('');
  const [weightError, setWeightError] = useState<string | undefined>(undefined);
  if (detail.order.deliveryMethod !== 'liefernDHL') return null;

  const list = labels.data?.labels ?? [];
  const outbound = list.find((label) => label.kind === 'outbound' && label.cancelledAt === null);
  const returns = list.filter((label) => label.kind === 'return');
  const cancelled = list.filter((label) => label.cancelledAt !== null);
  const shipped = detail.shippedAt !== null;
  const canCreate =
    outbound === undefined && !shipped && (detail.status === 'paid' || detail.status === 'packed');
  const returnDue = returns.length === 0 && (detail.withdrawals.length > 0 || shipped);
  const failure = create.error ?? cancel.error ?? download.error ?? labels.error;
  const busy = create.isPending || cancel.isPending;

  const printButton = (label: ShippingLabel, text: string) => (
    <Button
      variant="secondary"
      disabled={download.isPending}
      onClick={() => download.mutate(label)}
    >
      {text}
    </Button>
  );

  return (
    <section
      aria-labelledby="shipping-label-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/10 print:hidden"
    >
      <h2 id="shipping-label-heading" className="text-lg font-bold text-brand-800">
        Versandlabel
      </h2>
      {labels.data?.mode === 'simulator' && (
        <p className="rounded-xl bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">
          Testmodus: Label ohne DHL
        </p>
      )}
      {labels.data?.setupHint != null && (
        <p className="text-sm [overflow-wrap:anywhere] text-muted">{labels.data.setupHint}</p>
      )}

      {outbound !== undefined && (
        <div className="flex flex-col gap-2">
          <p className="[overflow-wrap:anywhere]">
            Sendungsnummer <span className="font-semibold">{outbound.shipmentNumber}</span>
            <span className="block text-sm text-muted">
              {outbound.productCode} · erstellt {formatDateTime(outbound.createdAt)}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            {printButton(outbound, 'Label drucken')}
            {!shipped && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => cancel.mutate(outbound.id)}
              >
                Label stornieren
              </Button>
            )}
          </div>
        </div>
      )}

      {canCreate && (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = parseParcelWeight(weight);
            setWeightError(parsed.ok ? undefined : parsed.message);
            if (parsed.ok) create.mutate({ kind: 'outbound', product, weightKg: parsed.kg });
          }}
        >
          <LabelProductChoice
            name="label-product"
            legend="Produkt"
            value={product}
            onChange={setProduct}
          />
          <Field
            id="label-weight"
            label="Gewicht in kg"
            hint="Leer lassen für 1 kg."
            error={weightError}
            className="max-w-48"
          >
            <input
              className={inputClass}
              inputMode="decimal"
              autoComplete="off"
              placeholder="1"
              value={weight}
              onChange={(event) => setWeight(event.target.value)}
              {...fieldAria('label-weight', { error: weightError, hint: true })}
            />
          </Field>
          <Button type="submit" disabled={busy} className="self-start">
            {create.isPending ? 'Label wird erstellt …' : 'Label erstellen'}
          </Button>
        </form>
      )}

      {returns.map((label) => (
        <div key={label.id} className="flex flex-col gap-2">
          <p className="[overflow-wrap:anywhere]">
            Retoure <span className="font-semibold">{label.shipmentNumber}</span>
          </p>
          {printButton(label, 'Retourenlabel drucken')}
        </div>
      ))}
      {returnDue && (
        <Button
          variant="secondary"
          disabled={busy}
          className="self-start"
          onClick={() => create.mutate({ kind: 'return' })}
        >
          Retourenlabel erstellen
        </Button>
      )}

      {cancelled.length > 0 && (
        <ul className="text-sm text-muted">
          {cancelled.map((label) => (
            <li key={label.id} className="[overflow-wrap:anywhere]">
              {label.shipmentNumber} · storniert {formatDateTime(label.cancelledAt ?? '')}
            </li>
          ))}
        </ul>
      )}
      {failure != null && <FormError message={errorMessage(failure)} />}
    </section>
  );
}
