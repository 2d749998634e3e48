import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sentence } from './audit-log-list.tsx';

const SENTENCE =
  'abgelehnt: Auszahlung über 99.999,00\u00a0€ erfassen – höher als das offene Guthaben von 273,75\u00a0€.';

describe('a sentence of the Änderungsprotokoll', () => {
  it('keeps each amount in one piece and the rest free to wrap', () => {
    const { container } = render(
      <p>
        <Sentence text={SENTENCE} />
      </p>,
    );
    const amounts = [...container.querySelectorAll('span.whitespace-nowrap')].map(
      (span) => span.textContent,
    );
    expect(amounts).toEqual(['99.999,00\u00a0€', '273,75\u00a0€']);
    expect(container.textContent).toBe(
      'abgelehnt: Auszahlung über 99.999,00\u00a0€ erfassen – höher als das offene Guthaben von 273,75\u00a0€.',
    );
  });
});
