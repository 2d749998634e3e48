import { AlertTriangle, Ban, ShoppingBag, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from '../../components/ui/link.tsx';
import { formatEuros } from '../../../domain/money.ts';
import { formatPublishAt } from '../../../domain/publication.ts';
import { paths } from '../../lib/paths.ts';
import { useAdminSession } from '../lib/admin-session.ts';
import { AdminHeading, QueryState } from '../components/query-state.tsx';
import { useAccounts, useDashboard } from '../features/reports/api/reports.ts';
import { AccountList } from '../features/reports/components/account-list.tsx';
import { TurnoverLimit } from '../features/reports/components/turnover-limit.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { SizeAlertsPanel } from '../features/size-alerts/size-alerts-panel.tsx';

function Tile({ label, value, href }: { label: string; value: string; href?: string }) {
  const body = (
    <>
      <span className="text-sm font-semibold text-muted">{label}</span>
      <span className="text-2xl font-extrabold text-brand-800">{value}</span>
    </>
  );
  const className = 'flex flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-ink/10';
  return href === undefined ? (
    <div className={className}>{body}</div>
  ) : (
    <Link to={href} className={`${className} hover:bg-brand-50`}>
      {body}
    </Link>
  );
}

type Dashboard = NonNullable<ReturnType<typeof useDashboard>['data']>;

type NeedsYouLine = { href: string; Icon: LucideIcon; text: string; alarm: boolean };

const plural = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${count} ${many}`;

/**
 * "Braucht dich": what went wrong, in red, then what waits for her without being wrong, calmer;
 * each line leads to the list where she deals with it.
 */
function needsYouLines(data: Dashboard): NeedsYouLine[] {
  const lines: NeedsYouLine[] = [];
  if (data.ordersHeldByWithdrawal > 0)
    lines.push({
      href: `${paths.adminOrderHistory.getHref()}?held=true`,
      Icon: Ban,
      text: `${plural(data.ordersHeldByWithdrawal, 'Bestellung', 'Bestellungen')} mit Widerruf vor dem Versand: nicht versenden, stornieren`,
      alarm: true,
    });
  if (data.failedFollowUps > 0)
    lines.push({
      href: `${paths.adminOrderHistory.getHref()}?attention=true`,
      Icon: AlertTriangle,
      text:
        data.failedFollowUps === 1
          ? '1 Rechnung, E-Mail oder Erstattung ist fehlgeschlagen'
          : `${data.failedFollowUps} Rechnungen, E-Mails oder Erstattungen sind fehlgeschlagen`,
      alarm: true,
    });
  if (data.signupsWaiting > 0)
    lines.push({
      href: paths.adminSellerList.getHref(),
      Icon: UserPlus,
      text:
        data.signupsWaiting === 1
          ? '1 neue Verkäuferin wartet auf deine Freigabe'
          : `${data.signupsWaiting} neue Verkäuferinnen warten auf deine Freigabe`,
      alarm: false,
    });
  if (data.announcedWaiting.items > 0)
    lines.push({
      href: paths.adminBags.getHref(),
      Icon: ShoppingBag,
      text: `${plural(data.announcedWaiting.items, 'angemeldeter Artikel', 'angemeldete Artikel')} in ${plural(data.announcedWaiting.bags, 'Tasche', 'Taschen')} noch nicht angenommen`,
      alarm: false,
    });
  return lines;
}

function NeedsYou({ lines }: { lines: NeedsYouLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul aria-label="Braucht dich" className="flex flex-col gap-2">
      {lines.map(({ href, Icon, text, alarm }) => (
        <li key={href}>
          <Link
            to={href}
            className={
              alarm
                ? 'flex items-center gap-2 rounded-2xl bg-sale/10 p-4 font-bold text-sale hover:bg-sale/15'
                : 'flex items-center gap-2 rounded-2xl bg-brand-50 p-4 font-bold text-brand-800 ring-1 ring-brand-700/20 hover:bg-brand-100'
            }
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            {text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /admin/dashboard: today at a glance, quick entry, and who may use the admin area. */
export function AdminDashboardPage() {
  const dashboard = useDashboard();
  const accounts = useAccounts();
  const { email } = useAdminSession();
  const data = dashboard.data;
  return (
    <section className="flex flex-col gap-6">
      <PageHead title="Übersicht" noIndex />
      <AdminHeading title="Übersicht" />
      <QueryState
        isPending={dashboard.isPending}
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
      {data !== undefined && <NeedsYou lines={needsYouLines(data)} />}
      {data !== undefined && (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Tile
            label="Bestellungen heute"
            value={`${data.today.orders} · ${formatEuros(data.today.revenue)}`}
          />
          <Tile
            label="Diese Woche"
            value={`${data.week.orders} · ${formatEuros(data.week.revenue)}`}
          />
          <Tile
            label="Zu packen"
            value={String(data.ordersToPack)}
            href={paths.adminPackList.getHref()}
          />
          <Tile label="Unbezahlt" value={String(data.unpaidOrders)} />
          <Tile
            label="Artikel online"
            value={String(data.itemsOnline)}
            href={paths.adminProducts.getHref()}
          />
          <Tile label="Gerade reserviert" value={String(data.reservedNow)} />
          <Tile label="Neu diese Woche" value={String(data.itemsAddedThisWeek)} />
          <Tile label="Widerrufe (30 Tage)" value={String(data.withdrawals)} />
        </div>
      )}
      {data !== undefined && <TurnoverLimit turnover={data.turnover} />}
      {data !== undefined && (
        <section aria-labelledby="next-publications" className="flex flex-col gap-2">
          <h2 id="next-publications" className="text-xl font-extrabold text-brand-800">
            Geht als Nächstes online
          </h2>
          {data.nextPublications.length === 0 ? (
            <p className="text-muted">Nichts geplant.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-ink/10 rounded-2xl bg-white ring-1 ring-ink/10">
              {data.nextPublications.map((item) => (
                <li key={item.id}>
                  <Link
                    to={paths.adminProduct.getHref(item.id)}
                    className="flex flex-wrap items-baseline gap-x-3 px-3 py-2 hover:bg-brand-50"
                  >
                    <span className="font-bold whitespace-nowrap">
                      {formatPublishAt(item.publishAt)}
                    </span>
                    <span className="min-w-0 break-words">
                      Nr. {item.itemNumber} · {item.category} · {item.name}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-muted">
            {data.scheduledItems === 1
              ? '1 Artikel geplant'
              : `${data.scheduledItems} Artikel geplant`}
            {' · '}
            <Link
              to={`${paths.adminProducts.getHref()}?status=draft`}
              className="font-semibold text-brand-800 underline"
            >
              {data.drafts === 1 ? '1 Entwurf' : `${data.drafts} Entwürfe`} ohne Termin
            </Link>
          </p>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        {[
          { label: 'Neue Kleidung', href: paths.adminNewClothing.getHref() },
          { label: 'Neuer Schlafsack', href: paths.adminNewSleepingBag.getHref() },
          { label: 'Neues Accessoire', href: paths.adminNewAccessory.getHref() },
          { label: 'Neuer Tonie', href: paths.adminNewTonie.getHref() },
          { label: 'Gutscheine', href: paths.adminVouchers.getHref() },
        ].map((entry) => (
          <Link
            key={entry.href}
            to={entry.href}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {entry.label}
          </Link>
        ))}
      </div>
      <SizeAlertsPanel />
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-extrabold text-brand-800">Konten</h2>
        <QueryState
          isPending={accounts.isPending}
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
        {accounts.data !== undefined && <AccountList accounts={accounts.data} ownEmail={email} />}
      </section>
    </section>
  );
}
