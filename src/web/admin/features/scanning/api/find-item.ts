import { useMutation } from '@tanstack/react-query';
import { adminProductSchema } from '../../../../../domain/api/admin-products.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

/** GET /api/admin/products/by-number/:itemNumber: the item a scan or a typed number names. */
export function useFindItemByNumber() {
  const request = useAdminRequest();
  return useMutation({
    mutationFn: (itemNumber: number) =>
      request(`/api/admin/products/by-number/${itemNumber}`, adminProductSchema),
  });
}
