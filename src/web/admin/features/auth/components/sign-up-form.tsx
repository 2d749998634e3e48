import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH, signUpBodySchema } from '../../../../../domain/api/auth.ts';
import type { SignUpBody } from '../../../../../domain/api/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/admin-session.ts';
import { Field, FormError, Notice, fieldAria, inputClass } from '../../../components/form.tsx';
import { useSignUp } from '../api/sign-up.ts';

export function SignUpForm() {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpBody>({
    resolver: zodResolver(signUpBodySchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  if (signUp.isSuccess) return <Notice>{signUp.data.message}</Notice>;

  const passwordHint = `Mindestens ${MIN_PASSWORD_LENGTH} Zeichen.`;
  return (
    <form
      onSubmit={handleSubmit((body) => signUp.mutate(body))}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormError message={signUp.isError ? errorMessage(signUp.error) : null} />
      <Field id="signup-name" label="Name" error={errors.name?.message}>
        <input
          autoComplete="name"
          className={inputClass}
          {...fieldAria('signup-name', { error: errors.name?.message })}
          {...register('name')}
        />
      </Field>
      <Field id="signup-email" label="E-Mail-Adresse" error={errors.email?.message}>
        <input
          type="email"
          autoComplete="email"
          className={inputClass}
          {...fieldAria('signup-email', { error: errors.email?.message })}
          {...register('email')}
        />
      </Field>
      <Field
        id="signup-password"
        label="Passwort"
        hint={passwordHint}
        error={errors.password?.message}
      >
        <input
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...fieldAria('signup-password', { error: errors.password?.message, hint: passwordHint })}
          {...register('password')}
        />
      </Field>
      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? 'Wird angelegt …' : 'Konto anlegen'}
      </Button>
    </form>
  );
}
