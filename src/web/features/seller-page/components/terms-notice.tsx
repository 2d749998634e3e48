import type { SellerPage } from '../../../../domain/api/seller-page.ts';
import { termsVersionDate } from '../../../../domain/seller-signup.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAcceptTerms } from '../api/leave-and-terms.ts';

/**
 * New consignment terms (decision 077): she accepted an earlier version online, so her page asks
 * her to read and accept this one; until then she cannot announce a bag.
 */
export function TermsNotice({ token, terms }: { token: string; terms: SellerPage['terms'] }) {
  const accept = useAcceptTerms(token);
  return (
    <section
      aria-labelledby="new-terms"
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-600/30"
    >
      <h2 id="new-terms" className="text-lg font-extrabold text-brand-800">
        Neue Kommissionsbedingungen
      </h2>
      <p>
        Unsere Kommissionsbedingungen haben sich geändert: Fassung vom{' '}
        {termsVersionDate(terms.currentVersion)}
        {terms.acceptedVersion === null
          ? '.'
          : ` (du hattest die Fassung vom ${termsVersionDate(terms.acceptedVersion)} bestätigt).`}{' '}
        Bitte lies sie und bestätige sie. Bis dahin kannst du keine neue Tasche anmelden; alles
        andere bleibt, wie es ist.
      </p>
      <p>
        <Link
          to={paths.consignmentTerms.getHref()}
          target="_blank"
          className="font-semibold text-brand-800 underline"
        >
          Kommissionsbedingungen lesen
        </Link>
      </p>
      <Button disabled={accept.isPending} onClick={() => accept.mutate(terms.currentVersion)}>
        Ich habe die neuen Bedingungen gelesen und akzeptiere sie
      </Button>
      {accept.error !== null && (
        <p role="alert" className="text-sm text-red-700">
          {accept.error.message}
        </p>
      )}
    </section>
  );
}
