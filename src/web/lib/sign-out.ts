import { createContext, useContext } from 'react';

/**
 * Signing out (docs/product.md §4.1). It empties the cart as well, which is the shop's business and
 * not the admin's: the shop's layout around the admin's routes provides it
 * (app/layout/admin-area-layout.tsx, app/layout/use-admin-sign-out.ts) to the guarded admin
 * layout, which may not import the shop's features (decisions 053, 058).
 */
export const SignOutContext = createContext<(() => void) | null>(null);

export function useSignOut(): () => void {
  const signOut = useContext(SignOutContext);
  if (signOut === null) throw new Error('useSignOut outside the admin area layout');
  return signOut;
}
