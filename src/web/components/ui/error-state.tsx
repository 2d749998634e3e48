import { GENERIC_ERROR_TEXT, RETRY_LABEL } from '../../../domain/texts.ts';
import { Button } from './button.tsx';

interface ErrorStateProps {
  onRetry: () => void;
  /** True while the retry runs: the button is disabled so it is not pressed twice. */
  retrying?: boolean;
  message?: string;
}

/** The generic error screen (docs/product.md §8.1): its text and a 'Versuche es erneut' button. */
export function ErrorState({
  onRetry,
  retrying = false,
  message = GENERIC_ERROR_TEXT,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-ink/10"
    >
      <p className="text-lg font-semibold">{message}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {RETRY_LABEL}
      </Button>
    </div>
  );
}
