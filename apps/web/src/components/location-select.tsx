import { Loader, Select, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCities } from '../lib/reference/get-cities';
import { useStates } from '../lib/reference/get-states';
import { CountrySelect } from './country-select';

export interface Location {
  country: string;
  state: string;
  city: string;
}

/** §4: a new country empties state and city; a new state empties city. '' means nothing chosen. */
export function nextLocation(current: Location, change: Partial<Location>): Location {
  if (change.country !== undefined && change.country !== current.country) {
    return { country: change.country, state: '', city: '' };
  }
  if (change.state !== undefined && change.state !== current.state) {
    return { ...current, state: change.state, city: '' };
  }
  if (change.city !== undefined) return { ...current, city: change.city };
  return current;
}

interface LocationSelectProps {
  value: Location;
  onChange: (value: Location) => void;
  errors?: { country?: ReactNode; state?: ReactNode; city?: ReactNode };
  required?: boolean;
}

function placeOptions(places: readonly { _id: string; name: string }[] | undefined) {
  return (places ?? []).map((place) => ({ value: place._id, label: place.name }));
}

/** Country, then state, then city: each list loads once its parent is chosen. */
export function LocationSelect({ value, onChange, errors = {}, required }: LocationSelectProps) {
  const states = useStates(value.country || null);
  const cities = useCities(value.state || null);
  const set = (change: Partial<Location>) => onChange(nextLocation(value, change));

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <CountrySelect
        label="Country"
        withIsd={false}
        value={value.country || null}
        onChange={(country) => set({ country: country?._id ?? '' })}
        defaultAlpha2={null}
        error={errors.country}
        required={required}
      />
      <Select
        label="State"
        placeholder={value.country ? 'Choose a state' : 'Choose a country first'}
        data={placeOptions(states.data)}
        value={value.state || null}
        onChange={(state) => set({ state: state ?? '' })}
        disabled={!value.country}
        searchable
        nothingFoundMessage={states.isPending ? 'Loading states…' : 'No state matches'}
        rightSection={states.isFetching ? <Loader size="xs" /> : undefined}
        error={states.isError ? 'The list of states could not be loaded.' : errors.state}
        required={required}
      />
      <Select
        label="City"
        placeholder={value.state ? 'Choose a city' : 'Choose a state first'}
        data={placeOptions(cities.data)}
        value={value.city || null}
        onChange={(city) => set({ city: city ?? '' })}
        disabled={!value.state}
        searchable
        nothingFoundMessage={cities.isPending ? 'Loading cities…' : 'No city matches'}
        rightSection={cities.isFetching ? <Loader size="xs" /> : undefined}
        error={cities.isError ? 'The list of cities could not be loaded.' : errors.city}
        required={required}
      />
    </SimpleGrid>
  );
}
