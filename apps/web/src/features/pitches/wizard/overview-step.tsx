import {
  FIELD_LIMITS,
  messages,
  OTHERS_PROJECT_TYPE,
  type Pitch,
  pitchOverviewForm,
} from '@angelbridge/contracts';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useProjectTypes } from '../../../lib/reference/get-project-types';
import { focusFirstError, zodFormValidate } from '../../../lib/zod-form';
import { type CoverChoice, CoverField } from './cover-field';
import { StepActions } from './step-actions';
import { showStepError } from './step-errors';
import { STEP } from './steps';
import { useStepSaver, useWizard } from './wizard-context';

interface OverviewValues {
  name_of_company: string;
  location: string;
  name_of_pitch: string;
  short_summary: string;
  /** One highlight per line. */
  highlight: string;
  project_type: string;
  other_name: string;
}

function toValues(pitch: Pitch | undefined): OverviewValues {
  return {
    name_of_company: pitch?.name_of_company ?? '',
    location: pitch?.location ?? '',
    name_of_pitch: pitch?.name_of_pitch ?? '',
    short_summary: pitch?.short_summary ?? '',
    highlight: pitch?.highlight.join('\n') ?? '',
    project_type: pitch?.project_type?._id ?? '',
    other_name: pitch?.other_name ?? '',
  };
}

const limit = FIELD_LIMITS.pitchOverview;

const toRequest = (values: OverviewValues) => ({
  ...values,
  highlight: values.highlight.split('\n').map((line) => line.trim()),
});

export function OverviewStep() {
  const { pitch, pitchId, saveStep, goTo } = useWizard();
  const types = useProjectTypes();
  const form = useForm<OverviewValues>({
    initialValues: toValues(pitch),
    validate: zodFormValidate(pitchOverviewForm, toRequest),
  });
  const othersId = types.data?.find((type) => type.label === OTHERS_PROJECT_TYPE)?.value;
  const [cover, setCover] = useState<CoverChoice>({ kind: 'keep' });
  const [coverError, setCoverError] = useState<string | null>(null);

  useStepSaver(STEP.overview, async () => {
    if (form.validate().hasErrors) {
      focusFirstError();
      return null;
    }
    try {
      // Without pitch_id the add call creates the draft.
      const body = {
        action: 'overview' as const,
        pitch_id: pitchId ?? undefined,
        ...toRequest(form.values),
        ...(cover.kind === 'remove' ? { remove_cover: true } : {}),
      };
      setCoverError(null);
      const saved = await saveStep({ body, cover: cover.kind === 'new' ? cover.file : null });
      form.resetDirty();
      setCover({ kind: 'keep' });
      return saved;
    } catch (error) {
      // a refused cover is said on the cover field; the form's fields keep what they hold
      if (error instanceof ApiError && error.errors.cover) {
        setCoverError(error.errors.cover);
        return null;
      }
      showStepError(form, error, 'name_of_company', messages.errors.tryAgain);
      return null;
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void goTo(STEP.details);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name of company"
            required
            maxLength={limit.name_of_company}
            {...form.getInputProps('name_of_company')}
          />
          <TextInput
            label="Location"
            required
            maxLength={limit.location}
            {...form.getInputProps('location')}
          />
        </SimpleGrid>
        <TextInput
          label="Name of pitch"
          required
          maxLength={limit.name_of_pitch}
          {...form.getInputProps('name_of_pitch')}
        />
        <Textarea
          label="Short summary"
          required
          autosize
          minRows={3}
          maxLength={limit.short_summary}
          {...form.getInputProps('short_summary')}
        />
        <Textarea
          label="Highlights"
          description="One highlight per line."
          required
          autosize
          minRows={3}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          {...form.getInputProps('highlight')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Project type"
            required
            searchable
            placeholder={types.isPending ? 'Loading…' : 'Choose one'}
            data={types.data ?? []}
            {...form.getInputProps('project_type')}
            value={form.values.project_type || null}
            onChange={(value) => {
              form.setFieldValue('project_type', value ?? '');
              // §2: choosing a type other than 'Others' empties the other type's name.
              if (value !== othersId) form.setFieldValue('other_name', '');
            }}
          />
          {othersId !== undefined && form.values.project_type === othersId && (
            <TextInput
              label="Other project type"
              maxLength={limit.other_name}
              {...form.getInputProps('other_name')}
            />
          )}
        </SimpleGrid>
        <CoverField
          currentUrl={pitch?.img ?? null}
          pitchName={form.values.name_of_pitch}
          choice={cover}
          onChange={(next) => {
            setCoverError(null);
            setCover(next);
          }}
          error={coverError}
        />
      </Stack>
      <StepActions />
    </form>
  );
}
