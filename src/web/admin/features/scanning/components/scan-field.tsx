import { Camera, CameraOff } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { NOT_AN_ITEM_NUMBER, scannedItemNumber } from '../../../../../domain/item-label.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { inputClass } from '../../../components/form.tsx';
import { CAMERA_PROBLEM_TEXTS, type CameraProblem } from '../lib/camera-codes.ts';

// The camera and ZXing come in their own chunk, fetched when she opens the camera.
const CameraView = lazy(() => import('./camera-view.tsx'));

/** The same label seen again within this time is one scan, not two. */
const REPEAT_MS = 2500;

/**
 * Scan a label or type its item number (decision 073): both go the same way, to `onNumber`.
 * Text that is no item number is said so and goes nowhere. Without a camera, or without
 * permission, the typed field stays, with a German hint why.
 */
export function ScanField({
  label,
  submitText,
  onNumber,
  pending = false,
  children,
}: {
  label: string;
  submitText: string;
  onNumber: (itemNumber: number) => void;
  pending?: boolean;
  /** What became of the last number: a notice or an error, below the field. */
  children?: ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [camera, setCamera] = useState(false);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [notANumber, setNotANumber] = useState(false);
  const lastScan = useRef({ text: '', at: 0 });

  const take = (scanned: string) => {
    const number = scannedItemNumber(scanned);
    setNotANumber(number === null);
    if (number !== null) onNumber(number);
  };

  const onCameraText = (scanned: string) => {
    const now = Date.now();
    if (scanned === lastScan.current.text && now - lastScan.current.at < REPEAT_MS) return;
    lastScan.current = { text: scanned, at: now };
    setText(scanned.trim());
    take(scanned);
  };

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/10">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          take(text);
        }}
      >
        <label htmlFor={`${id}-number`} className="sr-only">
          {label}
        </label>
        <input
          id={`${id}-number`}
          className={`${inputClass} min-w-0 flex-1 basis-40 text-lg`}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="go"
          placeholder="Artikelnummer"
          value={text}
          aria-invalid={notANumber}
          onChange={(event) => {
            setText(event.target.value);
            setNotANumber(false);
          }}
        />
        <Button type="submit" disabled={pending || text.trim() === ''}>
          {submitText}
        </Button>
        {problem === null && (
          <Button
            variant="secondary"
            aria-pressed={camera}
            onClick={() => setCamera((open) => !open)}
          >
            {camera ? (
              <CameraOff aria-hidden="true" className="size-5" />
            ) : (
              <Camera aria-hidden="true" className="size-5" />
            )}
            {camera ? 'Kamera aus' : 'Kamera'}
          </Button>
        )}
      </form>
      {camera && problem === null && (
        <Suspense fallback={<p className="text-sm text-muted">Kamera wird gestartet …</p>}>
          <CameraView
            onText={onCameraText}
            onProblem={(next) => {
              setProblem(next);
              setCamera(false);
            }}
          />
          <p className="text-sm text-muted">
            Halte das Etikett vor die Kamera, den QR-Code oder den Strichcode.
          </p>
        </Suspense>
      )}
      {problem !== null && (
        <p role="status" className="rounded-xl bg-ink/5 px-4 py-3 text-sm font-semibold">
          {CAMERA_PROBLEM_TEXTS[problem]}
        </p>
      )}
      {notANumber && (
        <p role="alert" className="rounded-xl bg-sale/10 px-4 py-3 font-semibold text-sale">
          {NOT_AN_ITEM_NUMBER}
        </p>
      )}
      {!notANumber && children}
    </div>
  );
}
