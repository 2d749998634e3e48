import type { ReactNode } from 'react';
import { AdminSessionContext } from '../admin-session.ts';
import type { AdminSession } from '../admin-session.ts';

/** The token the admin's calls carry in the component tests (decision 055). */
export const TEST_ADMIN_TOKEN = 'test-admin-token';

/**
 * The signed-in admin as the guarded admin layout provides her (app/admin-layout.tsx): a token,
 * no renewal, and no "Anmeldung abgelaufen" dialog (a 401 stays a 401).
 */
const session: AdminSession = {
  token: TEST_ADMIN_TOKEN,
  email: 'inhaberin@kinderkiste.example',
  reauthenticate: () => Promise.resolve(null),
  noteActivity: () => {},
};

export function WithAdminSession({ children }: { children: ReactNode }) {
  return <AdminSessionContext value={session}>{children}</AdminSessionContext>;
}
