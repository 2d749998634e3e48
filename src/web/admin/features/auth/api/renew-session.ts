import { sessionTokenSchema } from '../../../../../domain/api/auth.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/users/renew → {token, expiresAt} for a still valid admin token; 401 once expired. */
export function renewSession(token: string) {
  return apiRequest('/api/users/renew', sessionTokenSchema, { method: 'POST', token });
}
