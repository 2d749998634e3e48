import { useMutation } from '@tanstack/react-query';
import { signInResponseSchema } from '../../../../../domain/api/auth.ts';
import type { SignInBody } from '../../../../../domain/api/auth.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/users/signin → {token, user}; 401 wrong, 403 not yet admin, 429 too many tries. */
export function signIn(body: SignInBody) {
  return apiRequest('/api/users/signin', signInResponseSchema, { method: 'POST', body });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
