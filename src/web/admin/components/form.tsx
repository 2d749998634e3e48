import type { ReactNode } from 'react';

export const inputClass =
  'block min-h-11 w-full rounded-xl border font-normal border-ink/25 bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-sale focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:bg-ink/5';

export const smallButtonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/40 ring-inset hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';

/** The accessible attributes of an input with an optional hint and error below it. */
export function fieldAria(
  id: string,
  { error, hint }: { error?: string | undefined; hint?: ReactNode },
): { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string } {
  const describedBy = [hint !== undefined ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': Boolean(error),
    ...(describedBy !== '' ? { 'aria-describedby': describedBy } : {}),
  };
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error, linked through ids (pair with `fieldAria`). */
export function Field({ id, label, error, hint, className = '', children }: FieldProps) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint !== undefined && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A server or form error above a form, read out when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (message == null || message === '') return null;
  return (
    <p role="alert" className="rounded-xl bg-sale/10 px-4 py-3 font-semibold text-sale">
      {message}
    </p>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-800">
      {children}
    </p>
  );
}
