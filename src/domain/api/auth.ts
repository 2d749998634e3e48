import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 12;

export const accountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const signUpBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'Bitte gib deinen Namen an.' }).max(100),
  email: z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse an.' }).max(200),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, {
      error: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
    })
    .max(200),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email: z.string().trim().min(1, { error: 'Bitte gib deine E-Mail-Adresse an.' }).max(200),
  password: z.string().min(1, { error: 'Bitte gib dein Passwort an.' }).max(200),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** A session token and when it stops being accepted (its `exp` claim, ISO 8601). */
export const sessionTokenSchema = z.object({ token: z.string(), expiresAt: z.iso.datetime() });
export const signInResponseSchema = sessionTokenSchema.extend({ user: accountSchema });
export const accountListSchema = z.array(
  accountSchema.extend({ createdAt: z.iso.datetime(), lastSignInAt: z.iso.datetime().nullable() }),
);
export const setAdminBodySchema = z.object({ isAdmin: z.boolean() });

/** Every error of the API: a German message for people, the status code for programs. */
export const errorSchema = z.object({ error: z.string(), message: z.string() });
