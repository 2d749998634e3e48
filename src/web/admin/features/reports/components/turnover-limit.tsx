import { AlertTriangle } from 'lucide-react';
import type { z } from 'zod';
import type { dashboardSchema } from '../../../../../domain/api/reports.ts';
import { formatEuros } from '../../../../../domain/money.ts';

type Turnover = z.output<typeof dashboardSchema>['turnover'];

/**
 * This year's turnover against the small-business limit of § 19 UStG (decision 077), with the
 * warning in words when there is one: the bar alone would not say what to do.
 */
export function TurnoverLimit({ turnover }: { turnover: Turnover }) {
  const percent = Math.min(
    100,
    Math.round((turnover.currentYear / turnover.currentYearLimit) * 100),
  );
  const warning = turnover.level !== 'ok';
  return (
    <section aria-labelledby="turnover-limit" className="flex flex-col gap-2">
      <h2 id="turnover-limit" className="text-xl font-extrabold text-brand-800">
        Umsatz {turnover.year} und Kleinunternehmergrenze
      </h2>
      <p>
        <span className="font-bold">{formatEuros(turnover.currentYear)}</span> von{' '}
        {formatEuros(turnover.currentYearLimit)} ({percent} %) · Vorjahr{' '}
        {formatEuros(turnover.previousYear)} (Grenze {formatEuros(turnover.previousYearLimit)})
      </p>
      <div
        role="meter"
        aria-label="Anteil an der Umsatzgrenze von 100.000 €"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-ink/10"
      >
        <div
          className={`h-full ${warning ? 'bg-sale' : 'bg-brand-700'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {turnover.notice !== null && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-2xl bg-sale/10 p-4 font-bold text-sale"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {turnover.notice}
        </p>
      )}
      <p className="text-sm text-muted">
        Jeder Verkauf zählt voll, auch Kommissionsware (§ 3 Abs. 3 UStG); Rücknahmen sind abgezogen.
      </p>
    </section>
  );
}
