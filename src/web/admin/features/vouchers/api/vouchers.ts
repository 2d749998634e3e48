import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminCouponListSchema,
  adminCouponSchema,
  type createCouponBodySchema,
} from '../../../../../domain/api/coupons.ts';
import { adminVoucherListSchema, adminVoucherSchema } from '../../../../../domain/api/vouchers.ts';
import { useAdminRequest } from '../../../lib/admin-session.ts';

export type AdminVoucher = z.output<typeof adminVoucherSchema>;
export type AdminCoupon = z.output<typeof adminCouponSchema>;
type CreateCouponBody = z.input<typeof createCouponBodySchema>;

const vouchersKey = ['admin', 'vouchers'] as const;
const couponsKey = ['admin', 'coupons'] as const;

/** GET /api/admin/vouchers: every gift card with its ledger. */
export function useVouchers() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: vouchersKey,
    queryFn: ({ signal }) => request('/api/admin/vouchers', adminVoucherListSchema, { signal }),
  });
}

/** POST /api/admin/vouchers: issues a gift card; answers with it (code included). */
export function useCreateVoucher() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { value: number; validUntil: string | null }) =>
      request('/api/admin/vouchers', adminVoucherSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vouchersKey }),
  });
}

/** GET /api/admin/coupons: every coupon with limits and usage. */
export function useCoupons() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => request('/api/admin/coupons', adminCouponListSchema, { signal }),
  });
}

/** POST /api/admin/coupons (409: the code exists). */
export function useCreateCoupon() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBody) =>
      request('/api/admin/coupons', adminCouponSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

/** POST /api/admin/coupons/:id/end: the coupon cannot be redeemed any more. */
export function useEndCoupon() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request(`/api/admin/coupons/${id}/end`, adminCouponSchema, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
