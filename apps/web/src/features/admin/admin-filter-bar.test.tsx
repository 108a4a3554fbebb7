import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AdminFilterBar, AdminFilterSelect } from './admin-filter-bar';

const LABELS = { active: 'Active', suspended: 'Suspended' } as const;

describe('the admin filter bar', () => {
  it('when text is searched, then the trimmed text goes out; an empty box means no search', () => {
    const onSearch = vi.fn();
    const { container } = renderWithProviders(
      <AdminFilterBar label="Search users" searchLabel="Name or e-mail" onSearch={onSearch} />,
    );
    // jsdom gives <search> no role yet; browsers name the landmark by its label
    expect(container.querySelector('search[aria-label="Search users"]')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Name or e-mail' });
    fireEvent.change(box, { target: { value: '  farah  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch.mock.calls).toEqual([['farah'], [undefined]]);
  });

  it("when a filter's option is chosen, then its contract value goes out at once", async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <AdminFilterBar label="Search users" searchLabel="Name or e-mail" onSearch={() => {}}>
        <AdminFilterSelect
          label="Status"
          placeholder="Any status"
          options={['active', 'suspended'] as const}
          labels={LABELS}
          value={undefined}
          onChange={onChange}
          width={170}
        />
      </AdminFilterBar>,
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Suspended' }, { timeout: 10_000 }));
    expect(onChange).toHaveBeenCalledWith('suspended');
  });
});
