import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signInBodySchema } from '../../../../../domain/api/auth.ts';
import type { Account, SignInBody } from '../../../../../domain/api/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/admin-session.ts';
import { Field, FormError, fieldAria, inputClass } from '../../../components/form.tsx';
import { useSignIn } from '../api/sign-in.ts';

export function SignInForm({
  onSignedIn,
  defaultEmail = '',
}: {
  onSignedIn: (session: { token: string; user: Account }) => void;
  /** Signing in again after the session ran out: her address is already known. */
  defaultEmail?: string;
}) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInBody>({
    resolver: zodResolver(signInBodySchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const submit = handleSubmit((body) => signIn.mutate(body, { onSuccess: onSignedIn }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormError message={signIn.isError ? errorMessage(signIn.error) : null} />
      <Field id="signin-email" label="E-Mail-Adresse" error={errors.email?.message}>
        <input
          type="email"
          autoComplete="username"
          className={inputClass}
          {...fieldAria('signin-email', { error: errors.email?.message })}
          {...register('email')}
        />
      </Field>
      <Field id="signin-password" label="Passwort" error={errors.password?.message}>
        <input
          type="password"
          autoComplete="current-password"
          className={inputClass}
          {...fieldAria('signin-password', { error: errors.password?.message })}
          {...register('password')}
        />
      </Field>
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Anmeldung läuft …' : 'Anmelden'}
      </Button>
    </form>
  );
}
