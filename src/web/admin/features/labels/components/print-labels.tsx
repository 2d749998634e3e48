import { useId, useState } from 'react';
import {
  LABEL_LAYOUTS,
  LABEL_LAYOUT_IDS,
  labelsPerPage,
} from '../../../../../domain/label-layouts.ts';
import type { LabelLayoutId } from '../../../../../domain/label-layouts.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormError, inputClass } from '../../../components/form.tsx';
import { errorMessage } from '../../../lib/admin-session.ts';
import { useDownloadItemLabels, type LabelChoice } from '../api/item-labels.ts';

/** Her printer does not change from one label to the next: the layout is remembered. */
const LAYOUT_KEY = 'kinderkiste-admin-label-layout';

function storedLayout(): LabelLayoutId {
  try {
    const stored = localStorage.getItem(LAYOUT_KEY);
    return LABEL_LAYOUT_IDS.find((id) => id === stored) ?? 'a4-3474';
  } catch {
    return 'a4-3474';
  }
}

/**
 * Print labels (decision 073): which printer (an A4 sheet or the label printer), where on a
 * partly used sheet to begin, and the button that makes the PDF. `choice` says which items.
 */
export function PrintLabels({
  choice,
  buttonText = 'Etikett drucken',
  disabled = false,
}: {
  choice: Omit<LabelChoice, 'layout' | 'start'>;
  buttonText?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [layout, setLayout] = useState<LabelLayoutId>(storedLayout);
  const [start, setStart] = useState(1);
  const download = useDownloadItemLabels();
  const sheet = LABEL_LAYOUTS[layout];
  const positions = labelsPerPage(sheet);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm font-semibold">
          Drucker
          <select
            id={`${id}-layout`}
            className={inputClass}
            value={layout}
            onChange={(event) => {
              const next = LABEL_LAYOUT_IDS.find((entry) => entry === event.target.value);
              if (next === undefined) return;
              setLayout(next);
              setStart(1);
              localStorage.setItem(LAYOUT_KEY, next);
            }}
          >
            {LABEL_LAYOUT_IDS.map((entry) => (
              <option key={entry} value={entry}>
                {LABEL_LAYOUTS[entry].name}
              </option>
            ))}
          </select>
        </label>
        {positions > 1 && (
          <label className="flex w-36 flex-col gap-1 text-sm font-semibold">
            Beginnen bei Feld
            <select
              className={inputClass}
              value={start}
              onChange={(event) => setStart(Number(event.target.value))}
            >
              {Array.from({ length: positions }, (_, index) => index + 1).map((position) => (
                <option key={position} value={position}>
                  {position} (Reihe {Math.ceil(position / sheet.columns)})
                </option>
              ))}
            </select>
          </label>
        )}
        <Button
          disabled={disabled || download.isPending}
          onClick={() => download.mutate({ ...choice, layout, start })}
        >
          {download.isPending ? 'PDF wird erstellt …' : buttonText}
        </Button>
      </div>
      <FormError message={download.isError ? errorMessage(download.error) : null} />
    </div>
  );
}
