import { z } from 'zod';
import { CHECKOUT_PAYMENT_METHOD_IDS } from '../../../../domain/catalog.ts';
import { DELIVERY_METHODS, needsShippingAddress } from '../../../../domain/delivery.ts';
import { isPaymentMethodAllowed } from '../../../../domain/payment-rules.ts';
import { ORDER_MESSAGES } from '../../../../domain/api/orders.ts';

// The checkout forms (react-hook-form + zod) with German messages. What they produce is the order
// call's userData, deliveryMethod and paymentMethod (domain/api/orders.ts).

const required = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `Bitte gib ${what} ein.` });

export const userDataFormSchema = z.object({
  firstName: required('deinen Vornamen').max(100, { error: 'Höchstens 100 Zeichen.' }),
  lastName: required('deinen Nachnamen').max(100, { error: 'Höchstens 100 Zeichen.' }),
  emailAddress: z
    .string()
    .trim()
    .min(1, { error: 'Bitte gib deine E-Mail-Adresse ein.' })
    .pipe(z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.' }))
    .pipe(z.string().max(254, { error: 'Höchstens 254 Zeichen.' })),
  phone: z
    .string()
    .trim()
    .max(50, { error: 'Höchstens 50 Zeichen.' })
    .regex(/^[0-9+()/ -]*$/, { error: 'Bitte nur Ziffern, Leerzeichen und + ( ) / - verwenden.' }),
});
export type UserDataForm = z.infer<typeof userDataFormSchema>;

export const deliveryFormSchema = z
  .object({
    deliveryMethod: z.enum(DELIVERY_METHODS, { error: 'Bitte wähle eine Lieferart.' }),
    street: z.string().trim().max(200, { error: 'Höchstens 200 Zeichen.' }),
    postalCode: z.string().trim().max(20, { error: 'Höchstens 20 Zeichen.' }),
    city: z.string().trim().max(100, { error: 'Höchstens 100 Zeichen.' }),
  })
  .superRefine((value, context) => {
    if (!needsShippingAddress(value.deliveryMethod)) return;
    if (value.street === '') {
      context.addIssue({
        code: 'custom',
        path: ['street'],
        message: 'Bitte gib Straße und Hausnummer für die Lieferung ein.',
      });
    }
    if (!/^\d{5}$/.test(value.postalCode)) {
      context.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: 'Bitte gib eine fünfstellige Postleitzahl ein.',
      });
    }
    if (value.city === '') {
      context.addIssue({
        code: 'custom',
        path: ['city'],
        message: 'Bitte gib den Ort für die Lieferung ein.',
      });
    }
  });
export type DeliveryForm = z.infer<typeof deliveryFormSchema>;

export const paymentFormSchema = z
  .object({
    paymentMethod: z.enum(CHECKOUT_PAYMENT_METHOD_IDS, {
      error: 'Bitte wähle eine Bezahlmethode.',
    }),
    deliveryMethod: z.enum(DELIVERY_METHODS),
  })
  .refine((value) => isPaymentMethodAllowed(value.paymentMethod, value.deliveryMethod), {
    path: ['paymentMethod'],
    message: ORDER_MESSAGES.cashOnlyWithPickup,
  });
export type PaymentForm = z.infer<typeof paymentFormSchema>;
