import { Select, TextInput } from '@mantine/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { focusFirstError } from './zod-form';

afterEach(cleanup);

describe('focusFirstError', () => {
  it('when the first invalid field is a searchable select, then it gets focus but its list stays closed', async () => {
    renderWithProviders(
      <form>
        <Select label="Country" searchable data={['Canada', 'France']} error="Country is required." />
        <TextInput label="City" error="City is required." />
      </form>,
    );
    focusFirstError();
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(document.activeElement).toBe(country));
    await waitFor(() => expect(country.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('option', { name: 'Canada' })).toBeNull();
    expect(screen.getByText('Country is required.')).toBeTruthy();
  });

  it('when the first invalid field is a text box, then it gets focus', async () => {
    renderWithProviders(
      <form>
        <TextInput label="Name" />
        <TextInput label="City" error="City is required." />
      </form>,
    );
    focusFirstError();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'City' })));
  });
});
