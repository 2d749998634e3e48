import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';

interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input with its German error message under it, tied by aria-describedby. */
export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-fehler`;
  const hintId = `${id}-hinweis`;
  const describedBy = [error !== undefined ? errorId : null, hint !== undefined ? hintId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        className="mt-1 block min-h-11 w-full rounded-xl bg-white px-3 ring-1 ring-ink/30 focus-visible:ring-2 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-sale"
        {...input}
      />
      {hint !== undefined && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-sale">
          {error}
        </p>
      )}
    </div>
  );
}
