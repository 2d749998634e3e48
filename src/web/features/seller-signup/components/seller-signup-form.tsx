import { useState, type FormEvent } from 'react';
import { sellerSignupBodySchema } from '../../../../domain/api/seller-signup.ts';
import { IBAN_MESSAGES } from '../../../../domain/payouts/iban.ts';
import {
  CONSIGNMENT_TERMS_VERSION,
  SIGNUP_CONFIRM_HOURS,
  UNSOLD_CHOICE_LABELS,
  UNSOLD_CHOICES,
} from '../../../../domain/seller-signup.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { useRequestSignup } from '../api/seller-signup.ts';

const IBAN_REFUSALS: ReadonlySet<string> = new Set(Object.values(IBAN_MESSAGES));

const input =
  'mt-1 block h-12 w-full rounded-xl border border-ink/20 bg-white px-4 text-base focus:border-brand-600 focus:outline-none';

type Field = 'name' | 'email' | 'phone' | 'iban' | 'holder' | 'unsoldChoice' | 'acceptsTerms';

const textOf = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
};

/**
 * The sign-up on /verkaufen (decision 075): checked with the server's own schema first, so each
 * field shows its German message; the server checks the IBAN's digits again and answers. The
 * fields are read from the form when it is sent, so what she typed while the page was still
 * loading stays; `post` keeps her IBAN out of any address should she send before that.
 */
export function SellerSignupForm() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const request = useRequestSignup();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = textOf(form, 'name');
    const holder = textOf(form, 'holder');
    const body = {
      name,
      email: textOf(form, 'email'),
      phone: textOf(form, 'phone'),
      iban: textOf(form, 'iban'),
      holder: holder.trim() === '' ? name : holder,
      unsoldChoice: textOf(form, 'unsoldChoice'),
      acceptsTerms: form.get('acceptsTerms') === 'on',
      termsVersion: CONSIGNMENT_TERMS_VERSION,
    };
    const parsed = sellerSignupBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    request.mutate({ ...body, acceptsTerms: true, unsoldChoice: parsed.data.unsoldChoice });
  };

  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-2xl bg-brand-50 p-5 font-semibold">
        {request.data.message}
      </p>
    );
  }

  // The server's IBAN check (its check digits) answers at the IBAN field, the rest below.
  const refusal = request.error?.message;
  const ibanRefused = refusal !== undefined && IBAN_REFUSALS.has(refusal);
  const shown = { ...errors, ...(ibanRefused && !errors.iban ? { iban: refusal } : {}) };
  const error = (key: Field) =>
    shown[key] ? (
      <p id={`signup-${key}-error`} className="mt-1 text-sm font-semibold text-sale">
        {shown[key]}
      </p>
    ) : null;
  const text = (
    key: Exclude<Field, 'unsoldChoice' | 'acceptsTerms'>,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div>
      <label htmlFor={`signup-${key}`} className="font-semibold">
        {label}
      </label>
      <input
        id={`signup-${key}`}
        name={key}
        className={input}
        aria-invalid={shown[key] ? true : undefined}
        aria-describedby={shown[key] ? `signup-${key}-error` : undefined}
        {...props}
      />
      {error(key)}
    </div>
  );

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
      {text('name', 'Dein Name', { autoComplete: 'name' })}
      {text('email', 'Deine E-Mail-Adresse', {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
      })}
      {text('phone', 'Telefon (freiwillig)', { type: 'tel', autoComplete: 'tel' })}
      {text('iban', 'IBAN für deine Auszahlungen', {
        autoComplete: 'off',
        autoCapitalize: 'characters',
        spellCheck: false,
        placeholder: 'DE…',
      })}
      {text('holder', 'Kontoinhaberin (wenn nicht du selbst)', { autoComplete: 'off' })}
      <fieldset aria-describedby={errors.unsoldChoice ? 'signup-unsoldChoice-error' : undefined}>
        <legend className="font-semibold">
          Was soll mit Sachen passieren, die bis zum Ende ihrer Zeit nicht verkauft sind?
        </legend>
        <div className="mt-1 flex flex-col">
          {UNSOLD_CHOICES.map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="unsoldChoice"
                className="size-5 accent-brand-700"
                value={choice}
              />
              {UNSOLD_CHOICE_LABELS[choice]}
            </label>
          ))}
        </div>
        {error('unsoldChoice')}
      </fieldset>
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            name="acceptsTerms"
            aria-invalid={errors.acceptsTerms ? true : undefined}
            aria-describedby={errors.acceptsTerms ? 'signup-acceptsTerms-error' : undefined}
          />
          <span>
            Ich habe die{' '}
            <Link to={paths.consignmentTerms.getHref()} className="underline">
              Kommissionsbedingungen
            </Link>{' '}
            gelesen und stimme ihnen zu.
          </span>
        </label>
        {error('acceptsTerms')}
      </div>
      <p className="text-sm text-muted">
        Du bekommst zuerst eine E-Mail mit einem Bestätigungslink; ohne Bestätigung löschen wir
        deine Angaben nach {SIGNUP_CONFIRM_HOURS} Stunden. Deine IBAN speichern wir verschlüsselt.
        Mehr dazu in der{' '}
        <Link to={paths.privacy.getHref()} className="underline">
          Datenschutzerklärung
        </Link>
        .
      </p>
      {refusal !== undefined && !ibanRefused ? (
        <p role="alert" className="font-semibold text-sale">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Wird gesendet …' : 'Als Verkäuferin anmelden'}
      </Button>
    </form>
  );
}
