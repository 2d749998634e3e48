import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../../../components/ui/button.tsx';

/**
 * The guard rail before an unusual item is saved (domain/listing-guard-rails.ts): each question
 * by name, then "Ja, einstellen" or "Zurück" to the form.
 */
export function ListingConfirmDialog({
  questions,
  onConfirm,
  onCancel,
}: {
  /** Empty: the dialog is closed. */
  questions: string[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root open={questions.length > 0} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[min(22rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-brand-800">Bitte bestätigen</Dialog.Title>
          <Dialog.Description asChild>
            <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 font-semibold">
              {questions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ul>
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">Zurück</Button>
            </Dialog.Close>
            <Button onClick={onConfirm}>Ja, einstellen</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
