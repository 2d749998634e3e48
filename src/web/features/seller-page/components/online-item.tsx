import { Link } from '../../../components/ui/link.tsx';
import type { SellerPage } from '../../../../domain/api/seller-page.ts';
import { formatGermanDay } from '../../../../domain/calendar.ts';
import { END_CHOICE_SENTENCES, ENDED_CHOICE_SENTENCES } from '../../../../domain/item-ends.ts';
import { formatEuros } from '../../../../domain/money.ts';
import { sizeLabel } from '../../../../domain/product-display.ts';
import { paths } from '../../../lib/paths.ts';

type OnlineItem = SellerPage['online'][number];

/** What follows the last day for a seller without a stored choice (the owner made her). */
const NO_CHOICE_SENTENCE = 'Danach sprechen wir mit dir ab, was mit ihm passiert.';
const ENDED_NO_CHOICE_SENTENCE = 'Wir sprechen mit dir ab, was mit ihm passiert.';

function daysText(days: number): string {
  if (days === 0) return 'seit heute online';
  return days === 1 ? 'seit 1 Tag online' : `seit ${days} Tagen online`;
}

/**
 * One of her items in the shop (decision 076): its price now, how long it has been online, the
 * next price step and its day, and its last day with what happens then.
 */
export function SellerOnlineItem({
  item,
  choice,
}: {
  item: OnlineItem;
  choice: SellerPage['unsoldChoice'];
}) {
  const size = sizeLabel(item);
  const reduced = item.price < item.regularPrice;
  return (
    <li className="flex flex-col gap-1 py-2" data-testid="seller-page-online">
      <div className="flex items-baseline justify-between gap-3">
        <Link
          to={paths.product.getHref(item.itemNumber)}
          className="font-semibold text-brand-800 underline"
        >
          Nr. {item.itemNumber} · {item.name}
          {size === '' ? '' : ` · ${size}`}
        </Link>
        <span className="whitespace-nowrap tabular-nums">
          {reduced && <s className="mr-1 text-sm text-muted">{formatEuros(item.regularPrice)}</s>}
          {formatEuros(item.price)}
        </span>
      </div>
      <p className="text-sm text-muted">
        {daysText(item.daysOnline)}
        {item.nextStep !== null &&
          ` · ab ${formatGermanDay(item.nextStep.from)}: \u2212${item.nextStep.percent}\u00a0% (${formatEuros(item.nextStep.price)})`}
      </p>
      {item.timeOver ? (
        <p className="text-sm text-muted">
          Zeit im Shop vorbei (letzter Tag: {formatGermanDay(item.lastDay)}).{' '}
          {choice === null ? ENDED_NO_CHOICE_SENTENCE : ENDED_CHOICE_SENTENCES[choice]}
        </p>
      ) : (
        <p className="text-sm text-muted">
          Letzter Tag online: {formatGermanDay(item.lastDay)}.{' '}
          {choice === null ? NO_CHOICE_SENTENCE : END_CHOICE_SENTENCES[choice]}
        </p>
      )}
    </li>
  );
}
