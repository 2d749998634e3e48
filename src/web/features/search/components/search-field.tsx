import { Search, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchText } from '../../../../domain/first-load.ts';
import { MAX_SEARCH_LENGTH, SEARCH_PARAM } from '../../../../domain/search-query.ts';
import { paths } from '../../../lib/paths.ts';
import { SEARCH_SUGGESTIONS_ID } from './search-suggestions-id.ts';

// The list and its words load when the field is first used: the header stays light for the
// first page (decision 045).
const SearchSuggestions = lazy(() =>
  import('./search-suggestions.tsx').then(({ SearchSuggestions }) => ({
    default: SearchSuggestions,
  })),
);

/**
 * The header's search (decision 045). A plain form to /suche, so it works before the app has
 * started; with the app, suggestions appear while typing and the results page opens in place.
 */
export function SearchField({
  onDone,
  autoFocus = false,
}: {
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const searched = pathname === paths.search.path ? searchText(search) : '';
  const [text, setText] = useState(searched);
  const [used, setUsed] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // The field shows what the results page shows, also after going back or following a link.
  const [shown, setShown] = useState(searched);
  if (shown !== searched) {
    setShown(searched);
    setText(searched);
  }
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const go = (query: string) => {
    const trimmed = query.trim();
    if (trimmed === '') return;
    setText(trimmed);
    setSuggesting(false);
    inputRef.current?.blur();
    onDone?.();
    void navigate(paths.search.getHref(trimmed));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(text);
  };

  return (
    <form
      role="search"
      action={paths.search.path}
      method="get"
      onSubmit={submit}
      className="relative flex w-full items-center"
    >
      <label htmlFor="shop-search" className="sr-only">
        Artikel suchen
      </label>
      <input
        ref={inputRef}
        id="shop-search"
        type="search"
        name={SEARCH_PARAM}
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Suche: Jacke 98, Mütze, Marke …"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={SEARCH_SUGGESTIONS_ID}
        aria-expanded={suggesting}
        onFocus={() => setUsed(true)}
        onChange={(event) => setText(event.target.value)}
        // Room for the buttons at its end: "Suchen", and "Suche leeren" once something is typed.
        className={`h-11 w-full min-w-0 rounded-full border border-ink/20 bg-white pl-4 text-base placeholder:text-muted focus:border-brand-600 focus:outline-none [&::-webkit-search-cancel-button]:hidden ${text === '' ? 'pr-12' : 'pr-20'}`}
      />
      {text !== '' && (
        <button
          type="button"
          onClick={() => {
            setText('');
            inputRef.current?.focus();
          }}
          className="absolute right-11 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-brand-50"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Suche leeren</span>
        </button>
      )}
      <button
        type="submit"
        className="absolute right-1 inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">Suchen</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <SearchSuggestions
            inputRef={inputRef}
            text={text}
            onPick={go}
            onOpenChange={setSuggesting}
          />
        </Suspense>
      )}
    </form>
  );
}
