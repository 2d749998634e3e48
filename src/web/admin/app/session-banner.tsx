import { Button } from '../../components/ui/button.tsx';
import { expiringText } from './session-timing.ts';
import type { SessionWarning } from './session-timing.ts';

/** The warning before (and after) the admin's session runs out, at the bottom within thumb reach. */
export function SessionBanner({
  warning,
  onStay,
  onSignInAgain,
}: {
  warning: SessionWarning;
  onStay: () => void;
  onSignInAgain: () => void;
}) {
  if (warning === null) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 bg-sun-100 px-4 py-3 text-center font-semibold text-ink shadow-[0_-2px_8px_rgb(0_0_0/0.12)] print:hidden"
    >
      {warning.kind === 'expiring' ? (
        <>
          <p>{expiringText(warning.minutesLeft)}</p>
          <Button onClick={onStay}>Angemeldet bleiben</Button>
        </>
      ) : (
        <>
          <p>Deine Anmeldung ist abgelaufen. Deine Eingaben bleiben erhalten.</p>
          <Button onClick={onSignInAgain}>Wieder anmelden</Button>
        </>
      )}
    </div>
  );
}
