import { useOfferedPaymentMethods } from '../lib/get-site-info.ts';

/** The offered payment methods as a German list for running text: "PayPal, Klarna, …". */
export function OfferedPaymentMethods() {
  return (
    <>
      {useOfferedPaymentMethods()
        .map((method) => method.label)
        .join(', ')}
    </>
  );
}
