import { useState } from 'react';
import { MAX_LABELS } from '../../../../../domain/api/item-labels.ts';
import { typedItemNumbers } from '../../../../../domain/item-label.ts';
import { berlinDay } from '../../../../../domain/report-series.ts';
import { inputClass } from '../../../components/form.tsx';
import type { LabelChoice } from '../api/item-labels.ts';
import { PrintLabels } from './print-labels.tsx';

type Which = 'today' | 'seller' | 'numbers';

/**
 * Labels for many items at once (decision 073): those entered today, a seller's items still to
 * sell (of today only, if she likes), or item numbers typed with ranges.
 */
export function LabelBatch({ sellers }: { sellers: { number: number; name: string }[] }) {
  const [which, setWhich] = useState<Which>('today');
  const [sellerNumber, setSellerNumber] = useState('');
  const [onlyToday, setOnlyToday] = useState(false);
  const [numbersText, setNumbersText] = useState('');
  const today = berlinDay(new Date());
  const typed = typedItemNumbers(numbersText, MAX_LABELS);

  let choice: Omit<LabelChoice, 'layout' | 'start'> | null = null;
  let hint: string | null = null;
  if (which === 'today') choice = { enteredOn: today };
  if (which === 'seller') {
    if (sellerNumber === '') hint = 'Bitte wähle einen Verkäufer.';
    else
      choice = { sellerNumber: Number(sellerNumber), ...(onlyToday ? { enteredOn: today } : {}) };
  }
  if (which === 'numbers') {
    if (typed === null) hint = 'Bitte gib Artikelnummern ein, z. B. 1001, 1005-1010.';
    else if (typed.length === 0) hint = 'Bitte gib mindestens eine Artikelnummer ein.';
    else choice = { items: typed };
  }

  const option = (value: Which, text: string) => (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="radio"
        name="label-batch"
        className="size-5 accent-brand-700"
        checked={which === value}
        onChange={() => setWhich(value)}
      />
      {text}
    </label>
  );

  return (
    <details className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        Etiketten drucken
      </summary>
      <div className="flex flex-col gap-3 pt-3">
        <fieldset className="flex flex-wrap gap-x-5">
          <legend className="sr-only">Welche Artikel</legend>
          {option('today', 'Heute angelegt')}
          {option('seller', 'Eines Verkäufers')}
          {option('numbers', 'Artikelnummern')}
        </fieldset>
        {which === 'seller' && (
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm font-semibold">
              Verkäufer der Etiketten
              <select
                className={inputClass}
                value={sellerNumber}
                onChange={(event) => setSellerNumber(event.target.value)}
              >
                <option value="">Bitte wählen</option>
                {sellers.map((seller) => (
                  <option key={seller.number} value={seller.number}>
                    {seller.number} · {seller.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={onlyToday}
                onChange={(event) => setOnlyToday(event.target.checked)}
              />
              nur heute angelegte
            </label>
          </div>
        )}
        {which === 'numbers' && (
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Artikelnummern für Etiketten
            <input
              className={inputClass}
              inputMode="numeric"
              placeholder="z. B. 1001, 1005-1010"
              value={numbersText}
              onChange={(event) => setNumbersText(event.target.value)}
            />
          </label>
        )}
        {hint !== null && <p className="text-sm text-muted">{hint}</p>}
        <PrintLabels
          choice={choice ?? {}}
          disabled={choice === null}
          buttonText="Etiketten drucken"
        />
      </div>
    </details>
  );
}
