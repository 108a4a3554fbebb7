import { saveSearch } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { SaveSearchDialog } from './save-search-dialog';

const TYPE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const filters = { q: 'solar', expertise: [TYPE_ID], min: 1000, max: 50_000 };

describe('Save this search', () => {
  it('when the investor names it and picks the daily digest, then the URL filters are saved with both', async () => {
    answer(saveSearch, (body) => ({
      success: true,
      message: 'Search saved.',
      saved_search: {
        _id: '3f4a5b6c-7d8e-4f9a-8b1c-2d3e4f5a6b7c',
        name: String(body.name),
        filters: { expertise: [TYPE_ID] },
        alert: 'daily',
        created_at: '2026-11-27T10:00:00.000Z',
      },
    }));
    const onClose = vi.fn();
    renderWithProviders(<SaveSearchDialog filters={filters} onClose={onClose} />);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect((name as HTMLInputElement).value).toBe('solar');
    fireEvent.change(name, { target: { value: 'Solar deals' } });
    fireEvent.click(screen.getByRole('radio', { name: /Daily digest/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(saveSearch).map((c) => c.body)).toEqual([
      {
        name: 'Solar deals',
        alert: 'daily',
        filters: {
          expertise: [TYPE_ID],
          search_query: 'solar',
          investment_range: { min: 1000, max: 50_000 },
        },
      },
    ]);
  });

  it('when the name is empty, then it says so and sends nothing', async () => {
    renderWithProviders(<SaveSearchDialog filters={{ q: '', expertise: [TYPE_ID] }} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the search a name.')).toBeTruthy();
    expect(sent(saveSearch)).toEqual([]);
  });

  it('when the server refuses the name, then its reason shows on the field', async () => {
    answer(
      saveSearch,
      refusal(400, 'You already have a saved search with this name.', {
        errors: { name: 'You already have a saved search with this name.' },
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<SaveSearchDialog filters={filters} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You already have a saved search with this name.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
