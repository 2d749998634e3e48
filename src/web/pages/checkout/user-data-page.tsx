import { useNavigate } from 'react-router';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { UserDataForm } from '../../features/checkout/components/user-data-form.tsx';
import { paths } from '../../lib/paths.ts';
import { UserDataIntro } from './checkout-start-frame.tsx';

/** /bestellung/benutzerdaten: who orders. */
export function UserDataPage() {
  const navigate = useNavigate();
  const userData = useCartStore((state) => state.orderInfo.userData);
  const setOrderInfo = useCartStore((state) => state.setOrderInfo);
  return (
    <>
      <UserDataIntro />
      <UserDataForm
        defaultValues={{
          firstName: userData?.firstName ?? '',
          lastName: userData?.lastName ?? '',
          emailAddress: userData?.emailAddress ?? '',
          phone: userData?.phone ?? '',
        }}
        onSubmit={(values) => {
          const { phone, ...rest } = values;
          const current = useCartStore.getState().orderInfo.userData;
          setOrderInfo({
            userData: {
              ...(current ?? {}),
              ...rest,
              ...(phone === '' ? { phone: undefined } : { phone }),
            },
          });
          void navigate(paths.checkoutDelivery.getHref());
        }}
      />
    </>
  );
}
