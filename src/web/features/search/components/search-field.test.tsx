import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchWords } from '../../../../domain/api/search.ts';
import { fakeApi, json } from '../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../lib/testing/render.tsx';
import { SearchField } from './search-field.tsx';

// The header's search field and its suggestions (decision 045): a combobox that controls a
// listbox; the arrows move through the suggestions and round through the field, Enter takes the
// chosen one (or searches what is typed), Escape closes the list.

const words: SearchWords = {
  brands: [
    { name: 'Minymo', items: 3 },
    { name: 'Mini Rodini', items: 5 },
  ],
  itemTypes: [{ name: 'Jacke', items: 4 }],
  sizes: [86, 92, 98],
};

async function setup() {
  const api = fakeApi({ 'GET /api/search/words': json(words) });
  const user = userEvent.setup();
  const { location } = renderInApp(<SearchField />, { path: '/shop/kleidung' });
  const field = screen.getByRole('combobox', { name: 'Artikel suchen' });
  await user.click(field);
  // The list's code and the shop's words load when the field is first used.
  await waitFor(() => expect(api.requestsTo('GET /api/search/words')).toHaveLength(1));
  return { user, field, location, api };
}

/** The suggestions as the list shows them, and which one is chosen. */
async function suggestions() {
  const list = await screen.findByRole('listbox', { name: 'Suchvorschläge' });
  return within(list).getAllByRole('option');
}

function chosen(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-activedescendant');
  return id === null ? null : (document.getElementById(id)?.textContent ?? null);
}

describe('SearchField', () => {
  it('suggests matching brands, the one with most items first', async () => {
    const { user, field } = await setup();

    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'mi');

    const options = await suggestions();
    expect(options.map((option) => option.textContent)).toEqual([
      'Mini RodiniMarke · 5',
      'MinymoMarke · 3',
    ]);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', 'suchvorschlaege');
    expect(options.every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('moves through the suggestions with the arrow keys and round through the field', async () => {
    const { user, field } = await setup();
    await user.type(field, 'mi');
    const [first, second] = await suggestions();

    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(chosen(field)).toBe('Mini RodiniMarke · 5');
    // The focus stays in the field: typing goes on there.
    expect(field).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(chosen(field)).toBe('MinymoMarke · 3');

    await user.keyboard('{ArrowDown}');
    expect(chosen(field)).toBeNull();
    expect(field).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowUp}');
    expect(chosen(field)).toBe('MinymoMarke · 3');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(chosen(field)).toBeNull();
  });

  it('searches for the chosen suggestion on Enter', async () => {
    const { user, field, location } = await setup();
    await user.type(field, 'mi');
    await suggestions();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(location.href).toBe('/suche?q=Minymo');
    expect(field).toHaveValue('Minymo');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches for what is typed on Enter when no suggestion is chosen', async () => {
    const { user, field, location } = await setup();
    await user.type(field, 'mi');
    await suggestions();

    await user.keyboard('{Enter}');

    expect(location.href).toBe('/suche?q=mi');
  });

  it('keeps the words typed before and suggests sizes for a number', async () => {
    const { user, field, location } = await setup();
    await user.type(field, 'Jacke 9');

    const options = await suggestions();
    expect(options.map((option) => option.textContent)).toEqual(['Jacke 92Größe', 'Jacke 98Größe']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location.href).toBe('/suche?q=Jacke%2098');
  });

  it('closes the list on Escape, and opens it again with the next letter', async () => {
    const { user, field, location } = await setup();
    await user.type(field, 'mi');
    await suggestions();
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(field).toHaveValue('mi');
    // With the list closed, the arrows choose nothing and Enter searches what is typed.
    await user.keyboard('{ArrowDown}');
    expect(field).not.toHaveAttribute('aria-activedescendant');

    await user.type(field, 'n');
    const options = await suggestions();
    expect(options.map((option) => option.textContent)).toEqual([
      'Mini RodiniMarke · 5',
      'MinymoMarke · 3',
    ]);
    expect(chosen(field)).toBeNull();
    await user.keyboard('{Escape}{Enter}');
    expect(location.href).toBe('/suche?q=min');
  });

  it('forgets the chosen suggestion when another letter is typed', async () => {
    const { user, field } = await setup();
    await user.type(field, 'mi');
    await suggestions();
    await user.keyboard('{ArrowDown}');
    expect(chosen(field)).toBe('Mini RodiniMarke · 5');

    await user.type(field, 'n');

    expect(chosen(field)).toBeNull();
  });
});
