import { RETURN_RIGHT_DAYS } from '../../domain/constants.ts';
import { DELIVERY_PRICES_CENTS } from '../../domain/delivery.ts';
import { formatEuro } from '../../domain/money.ts';

/** Marketing facts (docs/product.md §1.2, §9) as the content pages say them, from the domain. */
export const SHIPPING_DHL = formatEuro(DELIVERY_PRICES_CENTS.liefernDHL);
export const SHIPPING_LOCAL = formatEuro(DELIVERY_PRICES_CENTS.liefernInnerhalb);
export const PICKUP_PRICE = formatEuro(DELIVERY_PRICES_CENTS.abholen);
export const RETURN_DAYS = RETURN_RIGHT_DAYS;
