import { useId, useState, type ReactNode } from 'react';
import type { LeftSeller } from '../../../../domain/api/seller-leave.ts';
import {
  SELLER_WISHES,
  SELLER_WISH_LABELS,
  type SellerPage,
} from '../../../../domain/api/seller-page.ts';
import { SHOP_TIME_ZONE } from '../../../../domain/calendar.ts';
import { formatEuros } from '../../../../domain/money.ts';
import { payoutOutlook } from '../../../../domain/payouts/payout-outlook.ts';
import { sizeLabel } from '../../../../domain/product-display.ts';
import { useSetSellerWish } from '../api/set-seller-wish.ts';
import { AnnounceBag } from './announce-bag.tsx';
import { AnnouncedItems } from './announced-items.tsx';
import { LeaveShop } from './leave-shop.tsx';
import { TermsNotice } from './terms-notice.tsx';
import { SellerOnlineItem } from './online-item.tsx';

// The seller's page, phone first: one column of cards, the open amount on top, nothing wider than
// the screen. Read-only but for the wish on sorted-out items.

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));

function Section(props: { title: string; count: number; empty: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-extrabold text-brand-800">
        {props.title} ({props.count})
      </h2>
      {props.count === 0 ? <p className="text-muted">{props.empty}</p> : props.children}
    </section>
  );
}

const cardList =
  'flex flex-col divide-y divide-ink/10 rounded-2xl bg-white px-4 shadow-sm ring-1 ring-ink/10';

function Totals({ page }: { page: SellerPage }) {
  const rows = [
    { label: 'Verkaufswert', value: page.totals.salesValue },
    { label: `Dein Anteil (${page.sharePercent} %)`, value: page.totals.shareOwed },
    { label: 'Schon ausgezahlt', value: page.totals.paidOut },
  ];
  const outlook = payoutOutlook(page.payout);
  return (
    <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-700/20">
      <p className="text-sm text-muted">Offener Betrag</p>
      <p className="text-3xl font-extrabold tabular-nums" data-testid="seller-page-balance">
        {formatEuros(page.totals.balance)}
      </p>
      <dl className="mt-3 flex flex-col gap-0.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt>{row.label}</dt>
            <dd className="whitespace-nowrap tabular-nums">{formatEuros(row.value)}</dd>
          </div>
        ))}
      </dl>
      {outlook.length > 0 && (
        <div
          className="mt-3 flex flex-col gap-1 border-t border-brand-700/20 pt-3 text-sm"
          data-testid="seller-page-payout-outlook"
        >
          {outlook.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      )}
    </div>
  );
}

function WishButtons(props: { token: string; item: SellerPage['sortedOut'][number] }) {
  const setWish = useSetSellerWish(props.token);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="group"
        aria-label={`Wunsch für Artikel ${props.item.itemNumber}`}
        className="flex gap-2"
      >
        {SELLER_WISHES.map((wish) => (
          <button
            key={wish}
            type="button"
            aria-pressed={props.item.wish === wish}
            disabled={setWish.isPending}
            onClick={() => setWish.mutate({ productId: props.item._id, wish })}
            className="min-h-11 flex-1 rounded-full px-4 font-semibold ring-1 ring-brand-700/40 ring-inset aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {SELLER_WISH_LABELS[wish]}
          </button>
        ))}
      </div>
      {setWish.error !== null && (
        <p role="alert" className="text-sm text-red-700">
          {setWish.error.message}
        </p>
      )}
    </div>
  );
}

export function SellerPageView({ token, page }: { token: string; page: SellerPage }) {
  const [left, setLeft] = useState<LeftSeller | null>(null);
  if (left !== null) {
    return (
      <div
        role="status"
        className="mx-auto my-10 flex max-w-xl flex-col gap-2 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-ink/10"
      >
        <h1 className="text-xl font-extrabold text-brand-800">Danke, {page.seller.name}!</h1>
        <p>{left.message}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 break-words">
      <header>
        <h1 className="text-2xl font-extrabold text-brand-800">Hallo {page.seller.name}!</h1>
        <p className="text-muted">
          Deine Verkäuferseite (Verkäufernummer {page.seller.number}). Hier siehst du, wie es deinen
          Sachen bei uns geht.
        </p>
      </header>
      <Totals page={page} />
      {page.terms.mustAccept ? (
        <TermsNotice token={token} terms={page.terms} />
      ) : (
        <AnnounceBag token={token} />
      )}
      <AnnouncedItems token={token} items={page.announced} />

      <Section title="Online" count={page.online.length} empty="Gerade ist nichts von dir online.">
        <ul className={cardList}>
          {page.online.map((item) => (
            <SellerOnlineItem key={item._id} item={item} choice={page.unsoldChoice} />
          ))}
        </ul>
      </Section>

      <Section title="Verkauft" count={page.sold.length} empty="Noch nichts verkauft.">
        <ul className={cardList}>
          {page.sold.map((sale) => (
            <li
              key={sale.itemNumber}
              className="flex flex-col gap-1 py-2"
              data-testid="seller-page-sale"
            >
              <p className="font-semibold">
                Nr. {sale.itemNumber} · {sale.name}
              </p>
              <p className="text-sm text-muted">
                {sale.category} · verkauft am {formatDate(sale.soldAt)}
              </p>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-muted">Preis</dt>
                  <dd className="tabular-nums">{formatEuros(sale.salePrice)}</dd>
                </div>
                <div className="text-right">
                  <dt className="text-muted">Dein Anteil</dt>
                  <dd className="font-bold tabular-nums">{formatEuros(sale.share)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Aussortiert" count={page.sortedOut.length} empty="Nichts aussortiert.">
        <p className="text-sm text-muted">
          Sag uns, ob du aussortierte Sachen abholen möchtest oder ob wir sie spenden sollen.
        </p>
        <ul className={cardList}>
          {page.sortedOut.map((item) => (
            <li key={item._id} className="flex flex-col gap-2 py-2">
              <p className="font-semibold">
                Nr. {item.itemNumber} · {item.name}
                {sizeLabel(item) === '' ? '' : ` · ${sizeLabel(item)}`}
              </p>
              <WishButtons token={token} item={item} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Auszahlungen" count={page.payouts.length} empty="Noch keine Auszahlungen.">
        <ul className={cardList}>
          {page.payouts.map((payout) => (
            <li key={payout.createdAt} className="flex flex-wrap justify-between gap-3 py-2">
              <span>
                {formatDate(payout.createdAt)}
                {payout.statementPath !== null && (
                  <>
                    {' · '}
                    <a
                      href={payout.statementPath}
                      target="_blank"
                      rel="noopener"
                      className="font-semibold text-brand-800 underline"
                    >
                      Abrechnung (PDF)
                    </a>
                  </>
                )}
              </span>
              <span className="font-semibold tabular-nums">{formatEuros(payout.amount)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <LeaveShop token={token} onLeft={setLeft} />
    </div>
  );
}
