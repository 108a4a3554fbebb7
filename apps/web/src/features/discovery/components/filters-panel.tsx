import type { Titled } from '@angelbridge/contracts';
import { Button, Checkbox, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { CountriesPicker, StageChecks } from '../../matching/index';
import { AmountRange, rangeValue } from './amount-range';
import type { ListingFilters } from './listing-filters';

interface FiltersPanelProps {
  title: string;
  typesLabel: string;
  amountLabel: string;
  options: Titled[];
  bounds: { min: number; max: number };
  filters: ListingFilters;
  onApply: (filters: ListingFilters) => void;
  /** Shows the round's filters, stage and country (/invest; issue 22). */
  withRound?: boolean;
}

/**
 * Project-type checkboxes and the amount slider. Choices wait for Show Results (§2), then go to the URL.
 * The parent remounts the panel (key) when the URL changes, so Back also resets what is ticked here.
 */
export function FiltersPanel({
  title,
  typesLabel,
  amountLabel,
  options,
  bounds,
  filters,
  onApply,
  withRound = false,
}: FiltersPanelProps) {
  const [stages, setStages] = useState<string[]>(filters.stage ?? []);
  const [countries, setCountries] = useState<string[]>(filters.country ?? []);
  const [types, setTypes] = useState<string[]>(filters.expertise);
  const [range, setRange] = useState<[number, number]>(rangeValue(bounds, filters.min, filters.max));

  const apply = () => {
    const next: ListingFilters = { q: filters.q, expertise: [...types].sort() };
    if (withRound && stages.length) next.stage = [...stages].sort();
    if (withRound && countries.length) next.country = [...countries].sort();
    // The whole range means "any amount": ask for none, so pitches added later are not cut off.
    if (range[0] > bounds.min || range[1] < bounds.max) {
      next.min = range[0];
      next.max = range[1];
    }
    onApply(next);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="filters-title">
      <Title order={2} size="h4" id="filters-title">
        {title}
      </Title>
      <Stack mt="md" gap="lg">
        <Checkbox.Group label={typesLabel} value={types} onChange={setTypes}>
          <Stack gap={8} mt="xs">
            {options.map((option) => (
              <Checkbox key={option._id} value={option._id} label={option.title} />
            ))}
          </Stack>
        </Checkbox.Group>
        <AmountRange label={amountLabel} bounds={bounds} value={range} onChange={setRange} />
        {withRound && (
          <>
            <StageChecks label="Stage" value={stages} onChange={setStages} />
            <CountriesPicker label="Country" value={countries} onChange={setCountries} />
          </>
        )}
        <Button onClick={apply}>Show Results</Button>
      </Stack>
    </Paper>
  );
}
