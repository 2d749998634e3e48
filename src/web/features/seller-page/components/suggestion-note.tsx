import type { PriceSuggestionAnswer } from '../../../../domain/api/seller-bags.ts';

/** "Vorschlag: 6,50 € (aus 12 Verkäufen)", and the note when the shop would not take it. */
export function SuggestionNote({ suggestion }: { suggestion: PriceSuggestionAnswer }) {
  return (
    <div className="text-sm">
      <p className={suggestion.kind === 'none' ? 'text-muted' : 'font-semibold text-brand-800'}>
        {suggestion.text}
      </p>
      {suggestion.belowMinimum !== null && (
        <p className="font-semibold text-sale">{suggestion.belowMinimum}</p>
      )}
    </div>
  );
}
