import { useState } from 'react';
import { bankAccountBodySchema } from '../../../../../domain/api/payouts.ts';
import { Field, FormError, Notice, fieldAria, inputClass } from '../../../components/form.tsx';
import { formatDateTime } from '../../../components/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/admin-session.ts';
import { useBankAccount, useRevealIban, useSaveBankAccount } from '../api/payouts.ts';

/**
 * The seller's bank account for payouts (decision 072): masked; the whole IBAN only on request,
 * which the audit log records; the owner enters or changes IBAN and holder.
 */
export function BankAccountPanel({
  sellerNumber,
  sellerName,
}: {
  sellerNumber: number;
  sellerName: string;
}) {
  const status = useBankAccount(sellerNumber);
  const save = useSaveBankAccount(sellerNumber);
  const reveal = useRevealIban(sellerNumber);
  const [editing, setEditing] = useState(false);
  const [iban, setIban] = useState('');
  // null until she types: the holder on file, or the seller's name, which may arrive after she
  // opened the form (an empty holder sent before it came was a bare "Die Anfrage ist ungültig.").
  const [typedHolder, setTypedHolder] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ iban?: string; holder?: string }>({});
  const [saved, setSaved] = useState(false);
  const account = status.data?.bankAccount ?? null;
  const holder = typedHolder ?? account?.holder ?? sellerName;

  const startEditing = () => {
    setIban('');
    setTypedHolder(null);
    setFieldErrors({});
    setSaved(false);
    save.reset();
    reveal.reset();
    setEditing(true);
  };

  return (
    <section
      aria-labelledby="bank-account-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 print:hidden"
    >
      <h2 id="bank-account-heading" className="text-xl font-extrabold text-brand-800">
        Bankverbindung für Auszahlungen
      </h2>
      {status.isPending ? (
        <p className="text-sm text-muted">Wird geladen …</p>
      ) : account === null ? (
        <p className="text-sm text-muted" data-testid="bank-account-state">
          Keine IBAN hinterlegt: Diese Verkäuferin ist in keinem Auszahlungslauf.
        </p>
      ) : (
        <dl className="flex flex-col gap-1 text-sm" data-testid="bank-account-state">
          <div>
            <dt className="text-xs text-muted">Kontoinhaber:in</dt>
            <dd className="font-semibold break-words">{account.holder}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">IBAN</dt>
            <dd className="font-mono tabular-nums">{reveal.data?.iban ?? account.ibanMasked}</dd>
          </div>
          <p className="text-xs text-muted">Geändert am {formatDateTime(account.updatedAt)}</p>
        </dl>
      )}
      {saved && !editing && <Notice>Die Bankverbindung ist gespeichert.</Notice>}
      <FormError message={status.error ? errorMessage(status.error) : null} />
      <FormError message={reveal.error ? errorMessage(reveal.error) : null} />
      {!editing && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={startEditing}>
            {account === null ? 'IBAN eintragen' : 'Bankverbindung ändern'}
          </Button>
          {account !== null && reveal.data === undefined && (
            <Button
              variant="secondary"
              disabled={reveal.isPending}
              onClick={() => reveal.mutate()}
              title="Wird im Änderungsprotokoll vermerkt"
            >
              Ganze IBAN anzeigen
            </Button>
          )}
        </div>
      )}
      {account !== null && !editing && reveal.data === undefined && (
        <p className="text-xs text-muted">
          Wer die ganze IBAN ansieht, wird im Änderungsprotokoll vermerkt.
        </p>
      )}
      {editing && (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = bankAccountBodySchema.safeParse({ iban, holder });
            if (!parsed.success) {
              const errors: { iban?: string; holder?: string } = {};
              for (const issue of parsed.error.issues) {
                const field = issue.path[0] === 'iban' ? 'iban' : 'holder';
                errors[field] ??= issue.message;
              }
              setFieldErrors(errors);
              return;
            }
            setFieldErrors({});
            save.mutate(parsed.data, {
              onSuccess: () => {
                setEditing(false);
                setSaved(true);
                reveal.reset();
              },
            });
          }}
        >
          <FormError message={save.error ? errorMessage(save.error) : null} />
          <Field
            id="bank-iban"
            label="IBAN"
            error={fieldErrors.iban}
            hint="Mit oder ohne Leerzeichen, z. B. DE89 3704 0044 0532 0130 00"
          >
            <input
              {...fieldAria('bank-iban', { hint: true, error: fieldErrors.iban })}
              className={`${inputClass} font-mono`}
              value={iban}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              inputMode="text"
              onChange={(event) => setIban(event.target.value)}
            />
          </Field>
          <Field id="bank-holder" label="Kontoinhaber:in" error={fieldErrors.holder}>
            <input
              {...fieldAria('bank-holder', { error: fieldErrors.holder })}
              className={inputClass}
              value={holder}
              autoComplete="off"
              onChange={(event) => setTypedHolder(event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              Speichern
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Abbrechen
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
