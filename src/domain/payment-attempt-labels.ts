/**
 * A payment attempt as the owner reads it on the order page: the provider's name and the state
 * in German, never the stored keys ('simulator', 'captured'). An unknown key (a provider added
 * later) is shown as it is rather than hidden.
 */

const PROVIDER_LABELS: Readonly<Record<string, string>> = {
  simulator: 'Zahlungssimulator',
  paypal: 'PayPal',
  klarna: 'Klarna',
};

const STATUS_LABELS: Readonly<Record<string, string>> = {
  created: 'begonnen',
  pending: 'wartet auf Bestätigung',
  captured: 'bestätigt',
  failed: 'abgebrochen oder abgelehnt',
  refunded: 'erstattet',
};

export function paymentProviderLabel(provider: string): string {
  return PROVIDER_LABELS[provider] ?? provider;
}

export function paymentAttemptStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
