import { useState } from 'react';
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
  const [holder, setHolder] = useState('');
  const [saved, setSaved] = useState(false);
  const account = status.data?.bankAccount ?? null;

  const startEditing = () => {
    setIban('');
    setHolder(account?.holder ?? sellerName);
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
            save.mutate(
              { iban, holder },
              {
                onSuccess: () => {
                  setEditing(false);
                  setSaved(true);
                  reveal.reset();
                },
              },
            );
          }}
        >
          <FormError message={save.error ? errorMessage(save.error) : null} />
          <Field
            id="bank-iban"
            label="IBAN"
            hint="Mit oder ohne Leerzeichen, z. B. DE89 3704 0044 0532 0130 00"
          >
            <input
              {...fieldAria('bank-iban', { hint: true })}
              className={`${inputClass} font-mono`}
              value={iban}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              inputMode="text"
              onChange={(event) => setIban(event.target.value)}
            />
          </Field>
          <Field id="bank-holder" label="Kontoinhaber:in">
            <input
              {...fieldAria('bank-holder', {})}
              className={inputClass}
              value={holder}
              autoComplete="off"
              onChange={(event) => setHolder(event.target.value)}
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
