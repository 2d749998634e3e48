import { useState, type FormEvent } from 'react';
import { Link } from '../components/ui/link.tsx';
import { alertWishSchema } from '../../domain/api/size-alerts.ts';
import { UNCONFIRMED_DAYS, type AlertWish } from '../../domain/size-alerts.ts';
import { PageHead } from '../components/page-head.tsx';
import { Button } from '../components/ui/button.tsx';
import { useProductFilters } from '../features/products/api/get-product-filters.ts';
import { useRequestAlert } from '../features/size-alerts/api/size-alerts.ts';
import { AlertWishFields } from '../features/size-alerts/components/alert-wish-fields.tsx';
import { paths } from '../lib/paths.ts';

const EMPTY_WISH: AlertWish = { sizes: [], categories: [], brands: [], seasons: [] };
const field =
  'mt-1 block h-12 w-full rounded-xl border border-ink/20 bg-white px-4 text-base focus:border-brand-600 focus:outline-none';

/** /groessen-alarm: a parent asks for the Friday mail of new items in her sizes (decision 046). */
export function SizeAlertPage() {
  const [wish, setWish] = useState<AlertWish>(() => {
    // "Neu in Gr. 98" links carry the size: /groessen-alarm?groesse=98
    const size = Number(new URLSearchParams(globalThis.location?.search ?? '').get('groesse'));
    return Number.isInteger(size) && size > 0 ? { ...EMPTY_WISH, sizes: [size] } : EMPTY_WISH;
  });
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const brands = useProductFilters(null).data?.brands ?? [];
  const request = useRequestAlert();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setProblem('Bitte gib eine gültige E-Mail-Adresse ein.');
      return;
    }
    const parsed = alertWishSchema.safeParse(wish);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Bitte prüfe deine Auswahl.');
      return;
    }
    setProblem(null);
    request.mutate({ email: email.trim(), ...parsed.data });
  };

  return (
    <>
      <PageHead />
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-800">Größen-Alarm</h1>
        <p className="mt-2 text-lg">
          Jeden Freitag kommen neue Einzelstücke dazu. Wir schicken dir freitags eine E-Mail mit den
          neuen Artikeln in deinen Größen – mit Bildern und Links, kostenlos und jederzeit
          abbestellbar.
        </p>
        {request.isSuccess ? (
          <p role="status" className="mt-6 rounded-2xl bg-brand-50 p-5 font-semibold">
            {request.data.message}
          </p>
        ) : (
          <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-6">
            <AlertWishFields wish={wish} brands={brands} onChange={setWish} />
            <div>
              <label htmlFor="alert-email" className="font-semibold">
                Deine E-Mail-Adresse
              </label>
              <input
                id="alert-email"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={field}
              />
            </div>
            <p className="text-sm text-muted">
              Du bekommst zuerst eine E-Mail mit einem Bestätigungslink. Erst wenn du ihn anklickst,
              schicken wir dir den Größen-Alarm; ohne Bestätigung löschen wir deine Adresse nach{' '}
              {UNCONFIRMED_DAYS} Tagen. Jede E-Mail enthält einen Link zum Abmelden. Mehr dazu in
              der{' '}
              <Link to={paths.privacy.getHref()} className="underline">
                Datenschutzerklärung
              </Link>
              .
            </p>
            {(problem ?? request.error?.message) && (
              <p role="alert" className="font-semibold text-sale">
                {problem ?? request.error?.message}
              </p>
            )}
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Wird gesendet …' : 'Größen-Alarm anfordern'}
            </Button>
          </form>
        )}
      </div>
    </>
  );
}
