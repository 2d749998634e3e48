import { zodResolver } from '@hookform/resolvers/zod';
import * as Collapsible from '@radix-ui/react-collapsible';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { withdrawalRequestSchema } from '../../../../domain/api/withdrawals.ts';
import type { WithdrawalRequest } from '../../../../domain/api/withdrawals.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDeclareWithdrawal } from '../api/declare-withdrawal.ts';
import type { WithdrawalPrefill } from '../lib/withdrawal-prefill.ts';

const field =
  'mt-1 block min-h-11 w-full rounded-xl bg-white px-3 ring-1 ring-ink/30 focus-visible:ring-2';

/**
 * The withdrawal function (§ 356a BGB, docs/product.md §10.1): a clearly labelled 'Vertrag
 * widerrufen' button opens the form (name, order identification, e-mail for the receipt, no login);
 * a second button labelled only 'Widerruf bestätigen' sends it. The receipt with date and time is
 * shown and mailed.
 */
export function WithdrawalForm({
  defaultOpen = false,
  prefill = null,
}: {
  defaultOpen?: boolean;
  /** Opened from an order: its number and the customer's name are already filled in. */
  prefill?: WithdrawalPrefill | null;
}) {
  const [open, setOpen] = useState(defaultOpen || prefill !== null);
  // A page may learn only after taking over the server's HTML that a link asked for the form
  // (withdrawal-page.tsx): it opens then, once.
  const [openedByLink, setOpenedByLink] = useState(defaultOpen);
  if (defaultOpen && !openedByLink) {
    setOpenedByLink(true);
    setOpen(true);
  }
  const mutation = useDeclareWithdrawal();
  const ids = { name: useId(), order: useId(), email: useId(), message: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WithdrawalRequest>({
    resolver: zodResolver(withdrawalRequestSchema),
    defaultValues: { name: prefill?.name ?? '', orderNumber: prefill?.orderNumber ?? '' },
  });

  if (mutation.data !== undefined) {
    return (
      <p role="status" className="mt-3 rounded-2xl bg-brand-100 p-4 font-semibold text-brand-800">
        {mutation.data.message}
      </p>
    );
  }

  const error = (id: string, message: string | undefined) =>
    message === undefined ? null : (
      <p id={`${id}-fehler`} className="mt-1 text-sm font-semibold text-sale">
        {message}
      </p>
    );

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="mt-3">
      <Collapsible.Trigger asChild>
        <Button variant={open ? 'secondary' : 'primary'}>Vertrag widerrufen</Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <form
          noValidate
          onSubmit={(event) => void handleSubmit((values) => mutation.mutate(values))(event)}
          className="mt-4 flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10"
        >
          <div>
            <label htmlFor={ids.name} className="font-semibold">
              Dein Name
            </label>
            <input
              id={ids.name}
              autoComplete="name"
              aria-invalid={errors.name !== undefined}
              aria-describedby={errors.name ? `${ids.name}-fehler` : undefined}
              className={field}
              {...register('name')}
            />
            {error(ids.name, errors.name?.message)}
          </div>
          <div>
            <label htmlFor={ids.order} className="font-semibold">
              Bestellnummer
            </label>
            <input
              id={ids.order}
              aria-invalid={errors.orderNumber !== undefined}
              aria-describedby={errors.orderNumber ? `${ids.order}-fehler` : undefined}
              className={field}
              {...register('orderNumber')}
            />
            {error(ids.order, errors.orderNumber?.message)}
          </div>
          <div>
            <label htmlFor={ids.email} className="font-semibold">
              E-Mail-Adresse für die Eingangsbestätigung
            </label>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              aria-invalid={errors.email !== undefined}
              aria-describedby={errors.email ? `${ids.email}-fehler` : undefined}
              className={field}
              {...register('email')}
            />
            {error(ids.email, errors.email?.message)}
          </div>
          <div>
            <label htmlFor={ids.message} className="font-semibold">
              Nachricht (freiwillig)
            </label>
            <textarea
              id={ids.message}
              rows={3}
              className={`${field} py-2`}
              {...register('message')}
            />
          </div>
          {mutation.isError && (
            <p role="alert" className="font-semibold text-sale">
              {mutation.error.message}
            </p>
          )}
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              Widerruf bestätigen
            </Button>
          </div>
        </form>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
