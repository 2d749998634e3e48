import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { userDataFormSchema } from '../lib/checkout-forms.ts';
import type { UserDataForm as UserDataValues } from '../lib/checkout-forms.ts';
import { TextField } from './text-field.tsx';

interface UserDataFormProps {
  defaultValues: Partial<UserDataValues>;
  onSubmit: (values: UserDataValues) => void;
}

/** Step 1: name, e-mail (for the confirmation) and an optional phone number. */
export function UserDataForm({ defaultValues, onSubmit }: UserDataFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UserDataValues>({
    resolver: zodResolver(userDataFormSchema),
    defaultValues: { firstName: '', lastName: '', emailAddress: '', phone: '', ...defaultValues },
  });
  return (
    <form
      noValidate
      aria-label="Deine Daten"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label="Vorname"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Nachname"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="E-Mail-Adresse"
        type="email"
        autoComplete="email"
        hint="Hierhin schicken wir die Bestellbestätigung."
        error={errors.emailAddress?.message}
        className="sm:col-span-2"
        {...register('emailAddress')}
      />
      <TextField
        label="Telefon (freiwillig)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        className="sm:col-span-2"
        {...register('phone')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          Weiter zur Lieferung
        </Button>
      </div>
    </form>
  );
}
