import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * 'Liste teilen': a link that holds the item numbers (decision 044). The phone's share sheet
 * where there is one, else the clipboard; when neither works the link is shown to copy by hand.
 * Nothing is stored on the server and nothing goes to anyone but whom the visitor sends it to.
 */
export function ShareListButton({ itemNumbers }: { itemNumbers: readonly number[] }) {
  const [shown, setShown] = useState<string | null>(null);
  const share = async () => {
    const url = new URL(paths.sharedWishList.getHref(itemNumbers), window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Meine Merkliste', url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link zur Merkliste kopiert.');
      setShown(url);
    } catch {
      setShown(url);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-5" />
        Liste teilen
      </Button>
      {shown !== null && (
        <label className="flex flex-col gap-1 text-sm">
          Link zu deiner Merkliste
          <input
            readOnly
            value={shown}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 w-full min-w-0 rounded-xl border border-ink/20 px-3"
          />
        </label>
      )}
    </div>
  );
}
