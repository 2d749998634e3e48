import * as Dialog from '@radix-ui/react-dialog';
import type { Account } from '../../../domain/api/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { SignInForm } from '../features/auth/components/sign-in-form.tsx';

/**
 * "Anmeldung abgelaufen": signing in again over the page, so the form underneath keeps what she
 * typed and the save that met the 401 is sent afterwards (decision 039). A tap beside the dialog
 * does not close it: on a phone that happens by accident, and closing means leaving the page.
 */
export function ReauthDialog({
  open,
  email,
  onSignedIn,
  onCancel,
}: {
  open: boolean;
  email: string;
  onSignedIn: (session: { token: string; user: Account }) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50" />
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[70] max-h-[92dvh] w-[min(24rem,92vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-brand-800">
            Anmeldung abgelaufen
          </Dialog.Title>
          <Dialog.Description className="mt-2 mb-4 text-sm">
            Bitte melde dich noch einmal an. Deine Eingaben bleiben erhalten; was du gerade
            speichern wolltest, wird danach gesendet.
          </Dialog.Description>
          <SignInForm defaultEmail={email} onSignedIn={onSignedIn} />
          <Dialog.Close asChild>
            <Button variant="secondary" className="mt-3 w-full">
              Abbrechen und zur Anmeldeseite
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
