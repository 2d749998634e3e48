import { useEffect, useState, type RefObject } from 'react';
import type { Suggestion } from '../../../../domain/search-suggestions.ts';
import { useSearchSuggestions } from '../api/get-search-suggestions.ts';
import { SEARCH_SUGGESTIONS_ID } from './search-suggestions-id.ts';

const optionId = (index: number) => `${SEARCH_SUGGESTIONS_ID}-${index}`;

/**
 * The suggestions under the search field: a listbox the field controls (arrow keys, Enter,
 * Escape), each suggestion the whole search it stands for.
 */
export function SearchSuggestions({
  inputRef,
  text,
  onPick,
  onOpenChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  onPick: (query: string) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const suggestions = useSearchSuggestions(text);
  const [focused, setFocused] = useState(true);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const open = focused && suggestions.length > 0 && dismissed !== text;

  // A new word typed: no suggestion is chosen any more.
  const [activeFor, setActiveFor] = useState(text);
  if (activeFor !== text) {
    setActiveFor(text);
    setActive(-1);
  }
  useEffect(() => onOpenChange(open), [open, onOpenChange]);

  useEffect(() => {
    const input = inputRef.current;
    if (input === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDismissed(input.value);
      } else if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the field itself: the arrows go round through it.
        setActive((index) => {
          const next = index + step;
          if (next >= suggestions.length) return -1;
          return next < -1 ? suggestions.length - 1 : next;
        });
      } else if (open && event.key === 'Enter' && active >= 0 && suggestions[active]) {
        event.preventDefault();
        onPick(suggestions[active].query);
      }
    };
    const onFocus = () => setFocused(true);
    // A tap on a suggestion lands before the field loses its focus (pointerdown below).
    const onBlur = () => setFocused(false);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    return () => {
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
    };
  }, [inputRef, open, active, suggestions, onPick]);

  useEffect(() => {
    const input = inputRef.current;
    if (input === null) return;
    if (open && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
  }, [inputRef, open, active]);

  if (!open)
    return <ul id={SEARCH_SUGGESTIONS_ID} role="listbox" aria-label="Suchvorschläge" hidden />;
  return (
    <ul
      id={SEARCH_SUGGESTIONS_ID}
      role="listbox"
      aria-label="Suchvorschläge"
      className="absolute inset-x-0 top-12 z-40 overflow-hidden rounded-2xl bg-white py-1 shadow-lg ring-1 ring-ink/10"
    >
      {suggestions.map((suggestion, index) => (
        <SuggestionOption
          key={`${suggestion.kind}-${suggestion.label}`}
          suggestion={suggestion}
          id={optionId(index)}
          active={index === active}
          onPick={onPick}
        />
      ))}
    </ul>
  );
}

function SuggestionOption({
  suggestion,
  id,
  active,
  onPick,
}: {
  suggestion: Suggestion;
  id: string;
  active: boolean;
  onPick: (query: string) => void;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // pointerdown, not click: the field's blur would close the list before a click lands.
      onPointerDown={(event) => {
        event.preventDefault();
        onPick(suggestion.query);
      }}
      className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 text-left aria-selected:bg-brand-50 hover:bg-brand-50"
    >
      <span className="min-w-0 truncate">{suggestion.query}</span>
      <span className="shrink-0 text-xs text-muted">
        {suggestion.kind} · {suggestion.items}
      </span>
    </li>
  );
}
