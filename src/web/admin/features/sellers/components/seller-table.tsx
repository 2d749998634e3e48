import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../../components/ui/link.tsx';
import { sellerSchema } from '../../../../../domain/api/sellers.ts';
import type { Seller } from '../../../../../domain/api/sellers.ts';
import { paths } from '../../../../lib/paths.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import {
  Field,
  FormError,
  fieldAria,
  inputClass,
  smallButtonClass,
} from '../../../components/form.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useSaveSeller } from '../api/save-seller.ts';
import { formatGermanDay } from '../../../../../domain/calendar.ts';
import { berlinDay } from '../../../../../domain/report-series.ts';

interface SellerFormValues {
  number: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function SellerEditor({
  seller,
  onDone,
  idPrefix,
  suggestedNumber,
}: {
  seller: Seller | null;
  onDone: () => void;
  idPrefix: string;
  suggestedNumber: number;
}) {
  const save = useSaveSeller();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SellerFormValues>({
    defaultValues: {
      number: String(seller?.number ?? suggestedNumber),
      name: seller?.name ?? '',
      email: seller?.email ?? '',
      phone: seller?.phone ?? '',
      notes: seller?.notes ?? '',
    },
  });

  const submit = handleSubmit((values) => {
    const parsed = sellerSchema.safeParse({
      number: /^\d+$/.test(values.number) ? Number(values.number) : NaN,
      name: values.name,
      email: orNull(values.email),
      phone: orNull(values.phone),
      notes: orNull(values.notes),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'name') as keyof SellerFormValues;
        setError(field, {
          message: field === 'number' ? 'Bitte gib eine Nummer von 1 bis 99999 an.' : issue.message,
        });
      }
      return;
    }
    save.mutate({ seller: parsed.data, isNew: seller === null }, { onSuccess: onDone });
  });

  const text = (name: keyof SellerFormValues, label: string, type = 'text') => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <input
          type={type}
          inputMode={name === 'number' ? 'numeric' : undefined}
          readOnly={name === 'number' && seller !== null}
          className={inputClass}
          {...fieldAria(id, { error })}
          {...register(name)}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FormError message={save.isError ? errorMessage(save.error) : null} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {text('number', 'Nummer')}
        {text('name', 'Name')}
        {text('email', 'E-Mail', 'email')}
        {text('phone', 'Telefon', 'tel')}
        {text('notes', 'Notizen')}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Wird gespeichert …' : 'Speichern'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}

/** The seller list: add a seller, edit one in place, open their items. */
export function SellerTable({
  sellers,
}: {
  sellers: (Seller & { productCount: number; leftAt?: string | null })[];
}) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const suggestedNumber = sellers.reduce((max, seller) => Math.max(max, seller.number), 100) + 1;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          Neuer Verkäufer
        </Button>
      </div>
      {editing === 'new' && (
        <div className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
          <h2 className="mb-3 font-bold">Neuer Verkäufer</h2>
          <SellerEditor
            seller={null}
            idPrefix="seller-new"
            suggestedNumber={suggestedNumber}
            onDone={() => setEditing(null)}
          />
        </div>
      )}
      <ul className="flex flex-col gap-2">
        {sellers.map((seller) => (
          <li
            key={seller.number}
            className="relative rounded-2xl bg-white p-4 ring-1 ring-ink/10 has-[a[data-row-link]:hover]:bg-brand-50"
          >
            {editing === seller.number ? (
              <SellerEditor
                seller={seller}
                idPrefix={`seller-${seller.number}`}
                suggestedNumber={suggestedNumber}
                onDone={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex min-w-0 flex-col">
                  {/* The name leads to the seller's page, and so does a tap anywhere on the row
                      (the link's box covers it); the buttons lie above that box. */}
                  <Link
                    to={paths.adminSeller.getHref(seller.number)}
                    data-row-link=""
                    className="font-bold break-words text-brand-800 underline-offset-2 after:absolute after:inset-0 after:rounded-2xl hover:underline"
                  >
                    {seller.number} – {seller.name}
                  </Link>
                  <p className="text-sm text-muted">
                    {[seller.email, seller.phone, seller.notes].filter(Boolean).join(' · ') ||
                      'Keine Kontaktdaten'}
                  </p>
                  {seller.leftAt != null && (
                    <p className="text-sm font-semibold text-sale">
                      Hat am {formatGermanDay(berlinDay(new Date(seller.leftAt)))} aufgehört
                    </p>
                  )}
                </div>
                <div className="relative flex flex-wrap gap-2">
                  <Link to={paths.adminSeller.getHref(seller.number)} className={smallButtonClass}>
                    {seller.productCount} Artikel
                  </Link>
                  <button
                    type="button"
                    className={smallButtonClass}
                    onClick={() => setEditing(seller.number)}
                    aria-label={`Verkäufer ${seller.number} bearbeiten`}
                  >
                    Bearbeiten
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
