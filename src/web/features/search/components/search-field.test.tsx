import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchSuggestions } from '../../../../domain/api/search.ts';
import { fakeApi, json } from '../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../lib/testing/render.tsx';
import { SearchField } from './search-field.tsx';

// The header's search field and its suggestions (decisions 045, 062): a combobox that controls a
// listbox; the arrows move through the suggestions and round through the field, Enter takes the
// chosen one (or searches what is typed), Escape closes the list. The server answers each typed
// text with searches it has counted.

type Suggestions = SearchSuggestions['suggestions'];
const MINI: Suggestions = [
  { kind: 'Marke', label: 'Mini Rodini', query: 'Mini Rodini', items: 5 },
  { kind: 'Marke', label: 'Minymo', query: 'Minymo', items: 3 },
];
const ANSWERS: Record<string, Suggestions> = {
  m: [...MINI, { kind: 'Artikel', label: 'Mütze', query: 'Mütze', items: 2 }],
  mi: MINI,
  min: MINI,
  'Jacke 9': [
    { kind: 'Größe', label: 'Gr. 92', query: 'Jacke 92', items: 4 },
    { kind: 'Größe', label: 'Gr. 98', query: 'Jacke 98', items: 1 },
  ],
};

async function setup(
  answer: (q: string) => Response | Promise<Response> = (q) =>
    json({ suggestions: ANSWERS[q] ?? [] }),
) {
  const api = fakeApi({
    'GET /api/search/suggestions': (request) => answer(request.query.get('q') ?? ''),
  });
  // No timer between keystrokes: on a busy machine a timer between "m" and "i" could outlast the
  // field's typing pause, and the test would see a pause the user never made.
  const user = userEvent.setup({ delay: null });
  const { location } = renderInApp(<SearchField />, { path: '/shop/kleidung' });
  const field = screen.getByRole('combobox', { name: 'Artikel suchen' });
  await user.click(field);
  const asked = () => api.requestsTo('GET /api/search/suggestions').map((r) => r.query.get('q'));
  return { user, field, location, api, asked };
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
  it("lists the server's suggestions with what each finds, asking once typing pauses", async () => {
    const { user, field, asked } = await setup();

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
    // "m" was typed too fast to be asked for on its own.
    expect(asked()).toEqual(['mi']);
  });

  it('keeps the suggestions that still fit while the next ones load', async () => {
    let release = () => {};
    const { user, field } = await setup((q) => {
      if (q !== 'mu') return json({ suggestions: ANSWERS[q] ?? [] });
      return new Promise<Response>((resolve) => {
        release = () =>
          resolve(
            json({ suggestions: [{ kind: 'Artikel', label: 'Mütze', query: 'Mütze', items: 2 }] }),
          );
      });
    });
    await user.type(field, 'm');
    expect((await suggestions()).map((option) => option.textContent)).toEqual([
      'Mini RodiniMarke · 5',
      'MinymoMarke · 3',
      'MützeArtikel · 2',
    ]);

    await user.type(field, 'u');
    // Only "Mütze" still completes "mu"; its number is still what its search finds.
    await waitFor(async () =>
      expect((await suggestions()).map((option) => option.textContent)).toEqual([
        'MützeArtikel · 2',
      ]),
    );
    release();
    await waitFor(async () =>
      expect((await suggestions()).map((option) => option.textContent)).toEqual([
        'MützeArtikel · 2',
      ]),
    );
  });

  it('lists nothing when the server has nothing that finds something', async () => {
    const { user, field, asked } = await setup();
    await user.type(field, 'xyz');
    await waitFor(() => expect(asked()).toContain('xyz'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
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
    expect(options.map((option) => option.textContent)).toEqual([
      'Jacke 92Größe · 4',
      'Jacke 98Größe · 1',
    ]);

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
