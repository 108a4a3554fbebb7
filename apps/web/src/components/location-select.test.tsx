import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CANADA, FRANCE, stubApi } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { type Location, LocationSelect, nextLocation } from './location-select';

const ONTARIO = { _id: '0b7c0a3e-1111-4c8e-9b7a-1d2e3f4a5b6c', name: 'Ontario' };
const QUEBEC = { _id: '0b7c0a3e-2222-4c8e-9b7a-1d2e3f4a5b6c', name: 'Quebec' };
const TORONTO = { _id: '0b7c0a3e-3333-4c8e-9b7a-1d2e3f4a5b6c', name: 'Toronto' };
const BRETAGNE = { _id: '0b7c0a3e-4444-4c8e-9b7a-1d2e3f4a5b6c', name: 'Bretagne' };

describe('nextLocation', () => {
  const full: Location = { country: 'c', state: 's', city: 'x' };

  it('when the country changes, then state and city are cleared', () => {
    expect(nextLocation(full, { country: 'd' })).toEqual({ country: 'd', state: '', city: '' });
  });

  it('when the state changes, then the city is cleared and the country kept', () => {
    expect(nextLocation(full, { state: 't' })).toEqual({ country: 'c', state: 't', city: '' });
  });

  it('when the same country is chosen again, then nothing is lost', () => {
    expect(nextLocation(full, { country: 'c' })).toBe(full);
  });

  it('when the city changes, then only the city changes', () => {
    expect(nextLocation(full, { city: 'y' })).toEqual({ country: 'c', state: 's', city: 'y' });
  });
});

function Harness({ initial }: { initial: Location }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LocationSelect value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function stubPlaces() {
  return stubApi({
    '/getCountries': () => ({ json: { success: true, message: 'ok', country_data: [CANADA, FRANCE] } }),
    '/state/getByCountryId': (body) => ({
      json: {
        success: true,
        message: 'ok',
        states_data:
          (body as { country_id: string }).country_id === CANADA._id ? [ONTARIO, QUEBEC] : [BRETAGNE],
      },
    }),
    '/city/getByStateId': (body) => ({
      json: {
        success: true,
        message: 'ok',
        city_data: (body as { state_id: string }).state_id === ONTARIO._id ? [TORONTO] : [],
      },
    }),
  });
}

const shown = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as Location;

async function pick(label: string, option: string | RegExp) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('LocationSelect', () => {
  it('when nothing is chosen, then state and city wait for their parent', async () => {
    stubPlaces();
    renderWithProviders(<Harness initial={{ country: '', state: '', city: '' }} />);
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('when a country, state and city are picked in turn, then each list loads for its parent', async () => {
    const fetch = stubPlaces();
    renderWithProviders(<Harness initial={{ country: '', state: '', city: '' }} />);
    await pick('Country', /Canada/);
    await pick('State', 'Ontario');
    await pick('City', 'Toronto');
    expect(shown()).toEqual({ country: CANADA._id, state: ONTARIO._id, city: TORONTO._id });
    const paths = fetch.mock.calls.map(([url]) => String(url));
    expect(paths).toContain('/api/state/getByCountryId');
    expect(paths).toContain('/api/city/getByStateId');
  });

  it('when the country is changed, then the chosen state and city are cleared and the new states load', async () => {
    stubPlaces();
    renderWithProviders(<Harness initial={{ country: CANADA._id, state: ONTARIO._id, city: TORONTO._id }} />);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).value).toBe('Toronto'),
    );
    await pick('Country', /France/);
    expect(shown()).toEqual({ country: FRANCE._id, state: '', city: '' });
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).disabled).toBe(true);
    await pick('State', 'Bretagne');
    expect(shown()).toEqual({ country: FRANCE._id, state: BRETAGNE._id, city: '' });
  });

  it('when the home country is picked, then the list and the field show country names only, no ISD codes', async () => {
    stubPlaces();
    renderWithProviders(<Harness initial={{ country: '', state: '', city: '' }} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    const option = await screen.findByRole('option', { name: 'Canada' });
    expect(option.textContent).toContain('Canada');
    expect(option.textContent).not.toMatch(/\+ ?1|\(/);
    fireEvent.click(option);
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement).value).toBe('Canada');
  });

  it('when the state is changed, then the city is cleared', async () => {
    stubPlaces();
    renderWithProviders(<Harness initial={{ country: CANADA._id, state: ONTARIO._id, city: TORONTO._id }} />);
    await pick('State', 'Quebec');
    expect(shown()).toEqual({ country: CANADA._id, state: QUEBEC._id, city: '' });
  });
});
