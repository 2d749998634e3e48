import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { accountSchema } from '../../../../../domain/api/auth.ts';
import type { SignUpBody } from '../../../../../domain/api/auth.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

const signUpResponseSchema = z.object({ user: accountSchema, message: z.string() });

/** POST /api/users/signup → 201; the account is no admin until an admin grants it. */
export function signUp(body: SignUpBody) {
  return apiRequest('/api/users/signup', signUpResponseSchema, { method: 'POST', body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
