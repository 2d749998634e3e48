import { createContext, useContext } from 'react';

/**
 * Signing out (docs/product.md §4.1). It empties the cart as well, which is the shop's business and
 * not the admin's: the shop's layout provides it (app/layout/use-admin-sign-out.ts) to every page
 * under it, the guarded admin layout included, which may not import the shop's features
 * (decision 053).
 */
export const SignOutContext = createContext<(() => void) | null>(null);

export function useSignOut(): () => void {
  const signOut = useContext(SignOutContext);
  if (signOut === null) throw new Error('useSignOut outside the app layout');
  return signOut;
}
