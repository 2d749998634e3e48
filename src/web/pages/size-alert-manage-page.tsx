import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../components/ui/link.tsx';
import type { SizeAlert } from '../../domain/api/size-alerts.ts';
import type { AlertWish } from '../../domain/size-alerts.ts';
import { PageHead } from '../components/page-head.tsx';
import { Button } from '../components/ui/button.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';
import { useProductFilters } from '../features/products/api/get-product-filters.ts';
import {
  useAlert,
  useChangeAlert,
  useConfirmAlert,
  useUnsubscribeAlert,
} from '../features/size-alerts/api/size-alerts.ts';
import { AlertWishFields } from '../features/size-alerts/components/alert-wish-fields.tsx';
import { paths } from '../lib/paths.ts';

/**
 * /groessen-alarm/:token, the link in every size-alert mail: confirm (one tap, never on opening
 * the page, so a mail scanner that opens links confirms nothing), change the sizes, unsubscribe.
 */
export function SizeAlertManagePage() {
  const { token = '' } = useParams();
  const alert = useAlert(token);
  const unsubscribe = useUnsubscribeAlert(token);

  let content;
  if (unsubscribe.isSuccess) {
    content = (
      <p role="status" className="rounded-2xl bg-brand-50 p-5 font-semibold">
        Du bist abgemeldet. Wir schicken dir keinen Größen-Alarm mehr und haben deine Adresse
        gelöscht.
      </p>
    );
  } else if (alert.data) {
    content = (
      <ManageAlert token={token} alert={alert.data} onUnsubscribe={() => unsubscribe.mutate()} />
    );
  } else if (alert.isError) {
    content =
      'status' in alert.error && alert.error.status === 404 ? (
        <p className="rounded-2xl bg-sun-100 p-5">
          Diesen Link gibt es nicht (mehr). Vielleicht hast du dich schon abgemeldet, oder du hast
          die Anmeldung nicht innerhalb von drei Tagen bestätigt.{' '}
          <Link to={paths.sizeAlert.getHref()} className="font-semibold underline">
            Neu anmelden
          </Link>
        </p>
      ) : (
        <ErrorState onRetry={() => void alert.refetch()} retrying={alert.isFetching} />
      );
  } else {
    content = <p role="status">Wird geladen …</p>;
  }
  return (
    <>
      <PageHead />
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-4 text-3xl font-extrabold tracking-tight text-brand-800">
          Dein Größen-Alarm
        </h1>
        {content}
      </div>
    </>
  );
}

function ManageAlert({
  token,
  alert,
  onUnsubscribe,
}: {
  token: string;
  alert: SizeAlert;
  onUnsubscribe: () => void;
}) {
  const confirm = useConfirmAlert(token);
  const change = useChangeAlert(token);
  const [wish, setWish] = useState<AlertWish>({
    sizes: alert.sizes,
    categories: alert.categories,
    brands: alert.brands,
    seasons: alert.seasons,
  });
  const brands = useProductFilters(null).data?.brands ?? [];

  if (!alert.confirmed) {
    return (
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink/10">
        <p>
          Fast geschafft: Bitte bestätige, dass du den Größen-Alarm für{' '}
          <strong>{alert.email}</strong> bekommen möchtest (Gr. {alert.sizes.join(', ')}).
        </p>
        <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
          Anmeldung bestätigen
        </Button>
        {confirm.error && (
          <p role="alert" className="font-semibold text-sale">
            {confirm.error.message}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="rounded-2xl bg-brand-50 p-5">
        {confirm.isSuccess ? 'Danke, dein Größen-Alarm ist bestätigt! ' : ''}Jeden Freitag bekommt{' '}
        <strong>{alert.email}</strong> die neuen Artikel in Gr. {alert.sizes.join(', ')}.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(wish);
        }}
        className="flex flex-col gap-5"
      >
        <h2 className="text-xl font-bold">Auswahl ändern</h2>
        <AlertWishFields wish={wish} brands={brands} onChange={setWish} />
        {wish.sizes.length === 0 && (
          <p className="font-semibold text-sale">Bitte wähle mindestens eine Größe.</p>
        )}
        {change.isSuccess && <p role="status">Gespeichert.</p>}
        {change.error && (
          <p role="alert" className="font-semibold text-sale">
            {change.error.message}
          </p>
        )}
        <Button type="submit" disabled={change.isPending || wish.sizes.length === 0}>
          Speichern
        </Button>
      </form>
      <section className="rounded-2xl bg-white p-5 ring-1 ring-ink/10">
        <h2 className="text-xl font-bold">Abmelden</h2>
        <p className="mt-1">
          Du bekommst dann keinen Größen-Alarm mehr; wir löschen deine Adresse.
        </p>
        <Button variant="secondary" className="mt-3" onClick={onUnsubscribe}>
          Vom Größen-Alarm abmelden
        </Button>
      </section>
    </div>
  );
}
