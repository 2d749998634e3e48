import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductFilters } from '../../../../domain/api/product.ts';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { SizeFilter } from './listing-filters.tsx';
import { MoreFilters } from './listing-more-filters.tsx';

// The size chips (issue 32): the search offers every category's sizes, and a hat's head size or
// a sleeping bag's length is no clothing size, so each kind has a heading of its own. (jsdom
// names a chip without the space its hidden word ends in, hence " ?" in the names.) And the
// sale box, whose count is only named where it is what ticking it finds.

const available = (sizeGroups: ProductFilters['sizeGroups']): ProductFilters => ({
  sizes: [...new Set(sizeGroups.flatMap((group) => group.sizes))].sort((a, b) => a - b),
  sizeGroups,
  brands: [],
  seasons: [],
  conditions: [],
  saleCount: 0,
});

const chipsOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('SizeFilter', () => {
  it('puts clothing sizes, sleeping-bag lengths and head sizes under their own headings', async () => {
    const onChange = vi.fn();
    render(
      <SizeFilter
        filters={parseListingSearch('')}
        available={available([
          { kind: 'clothing', sizes: [50, 92, 98] },
          { kind: 'sleepingBag', sizes: [70, 90] },
          { kind: 'head', sizes: [44, 48] },
        ])}
        onChange={onChange}
      />,
    );
    expect(chipsOf(screen.getByRole('group', { name: 'Größe' }))).toEqual([
      'Größe 50',
      'Größe 92',
      'Größe 98',
    ]);
    expect(chipsOf(screen.getByRole('group', { name: 'Schlafsacklänge' }))).toEqual([
      'Schlafsacklänge 70',
      'Schlafsacklänge 90',
    ]);
    expect(chipsOf(screen.getByRole('group', { name: 'Kopfumfang' }))).toEqual([
      'Kopfumfang 44',
      'Kopfumfang 48',
    ]);

    await userEvent.click(screen.getByRole('button', { name: /^Kopfumfang ?48$/ }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ sizes: [48] }));
  });

  it('says what a head size is even when it is the only kind', () => {
    render(
      <SizeFilter
        filters={parseListingSearch('')}
        available={available([{ kind: 'head', sizes: [46, 48] }])}
        onChange={() => {}}
      />,
    );
    const group = screen.getByRole('group', { name: 'Kopfumfang' });
    // Named by a heading on screen, not by a hidden label.
    const heading = document.getElementById(group.getAttribute('aria-labelledby') ?? '');
    expect(heading).toHaveTextContent('Kopfumfang');
    expect(heading).not.toHaveClass('sr-only');
    expect(chipsOf(group)).toEqual(['Kopfumfang 46', 'Kopfumfang 48']);
  });

  it('shows clothing sizes alone without a heading, as the clothing listing has them', () => {
    render(
      <SizeFilter
        filters={parseListingSearch('?groesse=92')}
        available={available([{ kind: 'clothing', sizes: [86, 92] }])}
        onChange={() => {}}
      />,
    );
    const group = screen.getByRole('group', { name: 'Größe' });
    expect(chipsOf(group)).toEqual(['Größe 86', 'Größe 92']);
    expect(screen.getByRole('button', { name: /^Größe ?92$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('group', { name: 'Größen' })).not.toBeInTheDocument();
  });
});

describe('MoreFilters', () => {
  const withSale: ProductFilters = { ...available([]), seasons: ['Winter'], saleCount: 26 };
  const saleBox = () => screen.getByRole('checkbox', { name: /Nur Sale-Artikel/ });

  it("names the listing's sale count while nothing else narrows the list", () => {
    render(
      <MoreFilters filters={parseListingSearch('')} available={withSale} onChange={vi.fn()} />,
    );
    expect(saleBox().closest('label')?.textContent).toBe('Nur Sale-Artikel(26)');
  });

  it('offers sale without a number beside a size or season, and on a search', () => {
    const { unmount } = render(
      <MoreFilters
        filters={parseListingSearch('?groesse=86')}
        available={withSale}
        onChange={vi.fn()}
      />,
    );
    expect(saleBox().closest('label')?.textContent).toBe('Nur Sale-Artikel');
    unmount();
    render(
      <MoreFilters
        filters={parseListingSearch('')}
        available={{ ...withSale, saleCountApplies: false }}
        onChange={vi.fn()}
      />,
    );
    expect(saleBox().closest('label')?.textContent).toBe('Nur Sale-Artikel');
  });
});
