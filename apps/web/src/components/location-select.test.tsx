import { getCitiesByStateId, getCountries, getStatesByCountryId } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answer, sent } from '../test/api';
import { CANADA, FRANCE } from '../test/places';
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

function answerPlaces() {
  answer(getCountries, { success: true, message: 'ok', country_data: [CANADA, FRANCE] });
  answer(getStatesByCountryId, ({ country_id }) => ({
    success: true,
    message: 'ok',
    states_data: country_id === CANADA._id ? [ONTARIO, QUEBEC] : [BRETAGNE],
  }));
  answer(getCitiesByStateId, ({ state_id }) => ({
    success: true,
    message: 'ok',
    city_data: state_id === ONTARIO._id ? [TORONTO] : [],
  }));
}

const shown = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as Location;

async function pick(label: string, option: string | RegExp) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('LocationSelect', () => {
  it('when nothing is chosen, then state and city wait for their parent', async () => {
    answerPlaces();
    renderWithProviders(<Harness initial={{ country: '', state: '', city: '' }} />);
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('when a country, state and city are picked in turn, then each list loads for its parent', async () => {
    answerPlaces();
    renderWithProviders(<Harness initial={{ country: '', state: '', city: '' }} />);
    await pick('Country', /Canada/);
    await pick('State', 'Ontario');
    await pick('City', 'Toronto');
    expect(shown()).toEqual({ country: CANADA._id, state: ONTARIO._id, city: TORONTO._id });
    expect(sent(getStatesByCountryId).map((call) => call.body)).toEqual([{ country_id: CANADA._id }]);
    expect(sent(getCitiesByStateId).map((call) => call.body)).toEqual([{ state_id: ONTARIO._id }]);
  });

  it('when the country is changed, then the chosen state and city are cleared and the new states load', async () => {
    answerPlaces();
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
    answerPlaces();
    renderWithProviders(<Harness initial={{ country: '', state: '', city: '' }} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    const option = await screen.findByRole('option', { name: 'Canada' });
    expect(option.textContent).toContain('Canada');
    expect(option.textContent).not.toMatch(/\+ ?1|\(/);
    fireEvent.click(option);
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement).value).toBe('Canada');
  });

  it('when the state is changed, then the city is cleared', async () => {
    answerPlaces();
    renderWithProviders(<Harness initial={{ country: CANADA._id, state: ONTARIO._id, city: TORONTO._id }} />);
    await pick('State', 'Quebec');
    expect(shown()).toEqual({ country: CANADA._id, state: QUEBEC._id, city: '' });
  });
});
