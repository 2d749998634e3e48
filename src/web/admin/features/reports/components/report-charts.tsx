import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Report, ReportQuery } from '../../../../../domain/api/reports.ts';
import { formatEuros } from '../../../../../domain/money.ts';

// Two small hand-made SVG charts (decision 042: no chart library for two charts). They are drawn
// in the pixels of their box, so text stays 12 px on a phone and the chart never gets wider than
// the screen. The numbers behind them are in the tables below and in each chart's label.

const HEIGHT = 200;
const MARGIN = { top: 12, right: 30, bottom: 26, left: 52 };
const GROUPING_NAMES: Record<ReportQuery['groupBy'], string> = {
  day: 'Tag',
  week: 'Woche',
  month: 'Monat',
};

/** The box's width in CSS pixels, following it as the window changes. */
function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => setWidth(Math.max(200, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** A round upper end for an axis: 1, 2 or 5 times a power of ten, at least `max`. */
function axisMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

const wholeEuros = (euros: number) =>
  `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(euros)} €`;

/** Revenue as bars and the number of orders as a line, per day, week or month. */
export function RevenueChart({ report, query }: { report: Report; query: ReportQuery }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 600);
  const { series } = report;
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const revenueMax = axisMax(Math.max(0, ...series.map((point) => point.revenue)));
  const ordersMax = axisMax(Math.max(0, ...series.map((point) => point.orders)));
  const slot = plotWidth / Math.max(1, series.length);
  const x = (index: number) => MARGIN.left + slot * (index + 0.5);
  const yRevenue = (euros: number) => MARGIN.top + plotHeight * (1 - euros / revenueMax);
  const yOrders = (orders: number) => MARGIN.top + plotHeight * (1 - orders / ordersMax);
  // About one label per 56 px, so '23.11.' and 'KW 48' never touch.
  const labelEvery = Math.max(1, Math.ceil(series.length / Math.max(1, plotWidth / 56)));
  const busiest = series.reduce<(typeof series)[number] | undefined>(
    (best, point) => (best === undefined || point.revenue > best.revenue ? point : best),
    undefined,
  );
  const grouping = GROUPING_NAMES[query.groupBy];
  const summary =
    busiest === undefined || busiest.revenue === 0
      ? `Umsatz und Bestellungen je ${grouping}: keine Bestellungen im Zeitraum.`
      : `Umsatz und Bestellungen je ${grouping}, ${series.length} Zeiträume. Höchster Umsatz ${formatEuros(busiest.revenue)} mit ${busiest.orders} Bestellungen (${busiest.label}). Alle Zahlen in der Tabelle „Zeitraum“.`;

  return (
    <figure className="flex flex-col gap-2 rounded-2xl bg-white p-3 ring-1 ring-ink/10">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="text-sm font-bold text-brand-800">
          Umsatz und Bestellungen je {grouping}
        </span>
        <span className="flex gap-3 text-xs text-muted" aria-hidden="true">
          <span className="flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm bg-brand-600" /> Umsatz (links)
          </span>
          <span className="flex items-center gap-1">
            <span className="inline-block h-0.5 w-4 bg-ink" /> Bestellungen (rechts)
          </span>
        </span>
      </figcaption>
      <div ref={box} className="w-full">
        <svg
          role="img"
          aria-label={summary}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="block max-w-full text-xs"
        >
          {[0, 0.5, 1].map((share) => (
            <g key={share}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={yRevenue(revenueMax * share)}
                y2={yRevenue(revenueMax * share)}
                className="stroke-ink/10"
              />
              <text
                x={MARGIN.left - 6}
                y={yRevenue(revenueMax * share)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-muted tabular-nums"
              >
                {wholeEuros(revenueMax * share)}
              </text>
              <text
                x={width - MARGIN.right + 6}
                y={yOrders(ordersMax * share)}
                dominantBaseline="middle"
                className="fill-muted tabular-nums"
              >
                {Number.isInteger(ordersMax * share) ? ordersMax * share : ''}
              </text>
            </g>
          ))}
          {series.map((point, index) => (
            <g key={point.start}>
              <rect
                x={x(index) - Math.max(1, slot * 0.35)}
                width={Math.max(2, slot * 0.7)}
                y={yRevenue(point.revenue)}
                height={Math.max(0, MARGIN.top + plotHeight - yRevenue(point.revenue))}
                rx={Math.min(3, slot * 0.2)}
                className="fill-brand-600"
              >
                <title>{`${point.label}: ${formatEuros(point.revenue)}, ${point.orders} Bestellungen`}</title>
              </rect>
              {index % labelEvery === 0 && (
                <text
                  x={x(index)}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="fill-muted tabular-nums"
                >
                  {point.label}
                </text>
              )}
            </g>
          ))}
          <polyline
            points={series.map((point, index) => `${x(index)},${yOrders(point.orders)}`).join(' ')}
            fill="none"
            strokeWidth={2}
            className="stroke-ink"
          />
          {series.map((point, index) => (
            <circle
              key={point.start}
              cx={x(index)}
              cy={yOrders(point.orders)}
              r={series.length > 60 ? 1.5 : 3}
              className="fill-ink"
            />
          ))}
        </svg>
      </div>
    </figure>
  );
}

/** Item value per category as horizontal bars, the amount written beside each. */
export function CategoryChart({ report }: { report: Report }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 600);
  const rows = report.byCategory;
  const labelWidth = 96;
  const valueWidth = 84;
  const rowHeight = 28;
  const barSpace = Math.max(20, width - labelWidth - valueWidth);
  const max = Math.max(0.01, ...rows.map((row) => row.itemValue));
  const summary =
    rows.length === 0
      ? 'Warenwert je Kategorie: keine verkauften Artikel im Zeitraum.'
      : `Warenwert je Kategorie: ${rows.map((row) => `${row.key} ${formatEuros(row.itemValue)} (${row.items} Artikel)`).join(', ')}.`;
  return (
    <figure className="flex flex-col gap-2 rounded-2xl bg-white p-3 ring-1 ring-ink/10">
      <figcaption className="text-sm font-bold text-brand-800">Warenwert je Kategorie</figcaption>
      <div ref={box} className="w-full">
        {rows.length === 0 ? (
          <p className="text-sm text-muted">Keine verkauften Artikel im Zeitraum.</p>
        ) : (
          <svg
            role="img"
            aria-label={summary}
            width={width}
            height={rows.length * rowHeight}
            viewBox={`0 0 ${width} ${rows.length * rowHeight}`}
            className="block max-w-full text-xs"
          >
            {rows.map((row, index) => {
              const y = index * rowHeight;
              return (
                <g key={row.key}>
                  <text x={0} y={y + rowHeight / 2} dominantBaseline="middle" className="fill-ink">
                    {row.key}
                  </text>
                  <rect
                    x={labelWidth}
                    y={y + 6}
                    height={rowHeight - 12}
                    width={Math.max(2, (barSpace - 8) * (row.itemValue / max))}
                    rx={3}
                    className="fill-brand-600"
                  />
                  <text
                    x={width}
                    y={y + rowHeight / 2}
                    textAnchor="end"
                    dominantBaseline="middle"
                    className="fill-ink font-semibold tabular-nums"
                  >
                    {formatEuros(row.itemValue)}
                  </text>
                </g>
              );
            })}
          </svg>
        )}
      </div>
    </figure>
  );
}
