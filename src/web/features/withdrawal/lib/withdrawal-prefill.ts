import { paths } from '../../../lib/paths.ts';

// The withdrawal form opened from an order (/bestellung/:id): the order number travels in the
// query string (?bestellung=10001, no personal data, survives a reload), the customer's name in
// the navigation's state, so it stays out of URLs, server logs and referrers.

const ORDER_PARAM = 'bestellung';

/** What the form can be filled with before the customer types anything. */
export type WithdrawalPrefill = { orderNumber?: string; name?: string };

/** The navigation state a link to the form carries. */
export type WithdrawalLinkState = { withdrawalName: string };

/** The link from an order to the withdrawal form, filled with that order. */
export function withdrawalLinkFor(order: { orderNumber: number; name: string }): {
  to: string;
  state: WithdrawalLinkState;
} {
  const search = new URLSearchParams({ [ORDER_PARAM]: String(order.orderNumber) });
  return {
    to: `${paths.withdrawal.getHref()}?${search.toString()}#vertrag-widerrufen`,
    state: { withdrawalName: order.name },
  };
}

/** The prefill a visit to the withdrawal page brings: a plausible order number, a name. */
export function readWithdrawalPrefill(search: string, state: unknown): WithdrawalPrefill | null {
  const orderNumber = new URLSearchParams(search).get(ORDER_PARAM)?.trim() ?? '';
  const name =
    typeof state === 'object' &&
    state !== null &&
    'withdrawalName' in state &&
    typeof state.withdrawalName === 'string'
      ? state.withdrawalName.trim().slice(0, 200)
      : '';
  const prefill: WithdrawalPrefill = {
    ...(/^\d{1,12}$/.test(orderNumber) ? { orderNumber } : {}),
    ...(name !== '' ? { name } : {}),
  };
  return Object.keys(prefill).length === 0 ? null : prefill;
}
