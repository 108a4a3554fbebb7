import '@mantine/dates/styles.layer.css';
import { FIELD_LIMITS, type Milestone, messages, milestoneForm } from '@angelbridge/contracts';
import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify';
import { focusFirstError, zodFormValidate } from '../../../lib/zod-form';
import { showStepError } from '../wizard/step-errors';
import { useWizard } from '../wizard/wizard-context';

interface MilestoneValues {
  milestone_name: string;
  description: string;
  /** 'YYYY-MM-DD', or '' before one is picked. */
  target_date: string;
}

const toValues = (milestone: Milestone | null): MilestoneValues => ({
  milestone_name: milestone?.milestone_name ?? '',
  description: milestone?.description ?? '',
  target_date: milestone?.target_date ?? '',
});

interface MilestoneFormProps {
  /** The milestone being edited; null adds one. */
  editing: Milestone | null;
  onDone: () => void;
}

export function MilestoneForm({ editing, onDone }: MilestoneFormProps) {
  const { pitchId, saveStep, saving } = useWizard();
  const form = useForm<MilestoneValues>({
    initialValues: toValues(editing),
    validate: zodFormValidate(milestoneForm),
  });

  const submit = form.onSubmit(
    async (values) => {
      if (!pitchId) return;
      try {
        await saveStep({
          body: {
            action: 'milestones',
            pitch_id: pitchId,
            ...(editing ? { milestone_id: editing._id } : {}),
            ...values,
          },
        });
        notify(editing ? 'Milestone updated.' : 'Milestone added.');
        form.reset();
        onDone();
      } catch (error) {
        showStepError(form, error, 'milestone_name', messages.errors.unexpected);
      }
    },
    () => focusFirstError(),
  );

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
      <Title order={3} size="h5" mb="sm">
        {editing ? 'Edit milestone' : 'Add a milestone'}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Milestone name"
            required
            maxLength={FIELD_LIMITS.milestone.milestone_name}
            {...form.getInputProps('milestone_name')}
          />
          <DateInput
            label="Target date"
            required
            valueFormat="YYYY-MM-DD"
            placeholder="YYYY-MM-DD"
            clearable
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('target_date')}
            value={form.values.target_date || null}
            onChange={(value) => form.setFieldValue('target_date', value ?? '')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          required
          autosize
          minRows={2}
          maxLength={FIELD_LIMITS.milestone.description}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          {editing && (
            <Button variant="default" onClick={onDone} disabled={saving}>
              Cancel edit
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {editing ? 'Update Milestone' : 'Add Milestone'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
