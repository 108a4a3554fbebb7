import {
  followTexts,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  type SavedSearchAlert,
} from '@angelbridge/contracts';
import { Alert, Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSaveSearch } from '../../follows/index';
import { type ListingFilters, toInvestmentRequest } from './listing-filters';

const ALERT_CHOICES: { value: SavedSearchAlert; label: string; description: string }[] = [
  {
    value: 'immediate',
    label: 'Right away',
    description: 'A notification and an e-mail for each new pitch.',
  },
  {
    value: 'daily',
    label: 'Daily digest',
    description: 'A notification now, one e-mail a day listing them.',
  },
  { value: 'off', label: 'No alerts', description: 'Keep the search to run it yourself.' },
];

/** The URL's filters as a saved search stores them (the listing's own request). */
export function savedFiltersOf(filters: ListingFilters): SavedSearch['filters'] {
  const request = toInvestmentRequest(filters);
  return {
    expertise: filters.expertise,
    ...(request.search_query ? { search_query: String(request.search_query) } : {}),
    ...(request.investment_range
      ? { investment_range: request.investment_range as { min: number; max: number } }
      : {}),
    ...(filters.stage?.length ? { stage: filters.stage } : {}),
    ...(filters.country?.length ? { country: filters.country } : {}),
  };
}

export function SaveSearchDialog({ filters, onClose }: { filters: ListingFilters; onClose: () => void }) {
  const save = useSaveSearch();
  const [name, setName] = useState(filters.q || '');
  const [alert, setAlert] = useState<SavedSearchAlert>('immediate');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(followTexts.nameRequired);
    if (trimmed.length > SAVED_SEARCH_NAME_MAX) return setNameError(followTexts.nameTooLong);
    setNameError(null);
    setFormError(null);
    save.mutate(
      { name: trimmed, filters: savedFiltersOf(filters), alert },
      {
        onSuccess: (answer) => {
          notify(answer.message);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors?.name) setNameError(error.errors.name);
          else setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Save this search">
      <form onSubmit={submit} noValidate>
        <Stack>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label="Name"
            required
            data-autofocus
            maxLength={SAVED_SEARCH_NAME_MAX}
            value={name}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Radio.Group
            label="Alerts for new matching pitches"
            value={alert}
            onChange={(value) => setAlert(value as SavedSearchAlert)}
          >
            <Stack gap="xs" mt="xs">
              {ALERT_CHOICES.map((choice) => (
                <Radio
                  key={choice.value}
                  value={choice.value}
                  label={choice.label}
                  description={choice.description}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
