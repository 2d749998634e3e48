import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';

/**
 * Sign-out (docs/product.md §4.1): empties cart and payment method, clears the stored user info and
 * shipping address, and forgets every admin query. Used by the header's admin menu, and given to
 * the admin layout through lib/sign-out.ts by the admin area layout; the guarded admin layout then leads
 * to /admin/signin.
 */
export function useClearAdminSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const cart = useCartStore.getState();
    cart.clear();
    cart.setPaymentMethod(null);
    cart.setShippingAddress(null);
    cart.setOrderInfo({ paymentMethod: null });
    useAuthStore.getState().setUserInfo(null);
    queryClient.removeQueries({ queryKey: ['admin'] });
  }, [queryClient]);
}
