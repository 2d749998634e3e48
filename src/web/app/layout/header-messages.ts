import { MAX_SIZE, MIN_SIZE } from '../../../domain/catalog.ts';
import { RETURN_RIGHT_DAYS } from '../../../domain/constants.ts';
import { DELIVERY_PRICES_CENTS } from '../../../domain/delivery.ts';
import { formatEuro } from '../../../domain/money.ts';

/** The header's marketing promises (docs/product.md §1.2), from the domain's numbers. */
export function headerMessages(pickupCity: string | null): string[] {
  return [
    `Versand innerhalb Deutschlands ${formatEuro(DELIVERY_PRICES_CENTS.liefernDHL)}`,
    pickupCity === null
      ? 'Kostenlose Abholung an unserer Abholstation'
      : `Kostenlose Abholung an der Abholstation in ${pickupCity}`,
    `${RETURN_RIGHT_DAYS} Tage Rückgaberecht`,
    'Jeden Freitag neue Artikel',
    `Größen ${MIN_SIZE} bis ${MAX_SIZE}`,
  ];
}
