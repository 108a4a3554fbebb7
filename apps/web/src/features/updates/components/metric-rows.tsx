import {
  METRIC_KEY_MAX,
  METRIC_LABEL_MAX,
  METRIC_UNIT_LABELS,
  METRIC_UNITS,
  UPDATE_METRICS_MAX,
} from '@angelbridge/contracts';
import {
  Autocomplete,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type EditorValues, emptyRow, type KnownMetric } from './editor-values';
import { formatPeriod, lastMonth } from './update-words';

interface MetricRowsProps {
  form: UseFormReturnType<EditorValues>;
  /** What the pitch reported before, offered by key so the same numbers are quick to report each month. */
  known: KnownMetric[];
  disabled: boolean;
}

const UNIT_OPTIONS = METRIC_UNITS.map((unit) => ({ value: unit, label: METRIC_UNIT_LABELS[unit] }));

/** The update's numbers: up to UPDATE_METRICS_MAX rows of key, label, value, unit and month. */
export function MetricRows({ form, known, disabled }: MetricRowsProps) {
  const rows = form.values.metrics;
  const full = rows.length >= UPDATE_METRICS_MAX;
  const month = lastMonth();
  const missing = known.filter(
    (metric) => !rows.some((row) => row.key === metric.key && row.period === month),
  );
  const add = (metrics: KnownMetric[]) =>
    form.setFieldValue(
      'metrics',
      [
        ...rows,
        ...(metrics.length > 0
          ? metrics.map((metric) => emptyRow(metric, month))
          : [emptyRow(undefined, month)]),
      ].slice(0, UPDATE_METRICS_MAX),
    );
  // a known key fills its label and unit; the person may still change them
  const pick = (index: number, key: string) => {
    const metric = known.find((one) => one.key === key);
    if (!metric) return;
    form.setFieldValue(`metrics.${index}.label`, metric.label);
    form.setFieldValue(`metrics.${index}.unit`, metric.unit);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {`Numbers by month, at most ${UPDATE_METRICS_MAX}. Use the same key each month (for example mrr) and investors see it as a chart.`}
      </Text>
      {rows.map((row, index) => (
        <Fieldset key={row.rowId} legend={`Metric ${index + 1}`} data-testid="metric-row" p="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="xs">
            <Autocomplete
              label="Key"
              description="e.g. mrr"
              withAsterisk
              maxLength={METRIC_KEY_MAX}
              data={known.map((metric) => metric.key)}
              renderOption={({ option }) => {
                const metric = known.find((one) => one.key === option.value);
                return metric ? `${metric.key}: ${metric.label}` : option.value;
              }}
              onOptionSubmit={(key) => pick(index, key)}
              disabled={disabled}
              {...form.getInputProps(`metrics.${index}.key`)}
            />
            <TextInput
              label="Label"
              description="What investors read"
              withAsterisk
              maxLength={METRIC_LABEL_MAX}
              disabled={disabled}
              {...form.getInputProps(`metrics.${index}.label`)}
            />
            <TextInput
              label="Value"
              description={row.unit === 'percent' ? 'Up to 2 decimals' : 'A whole number'}
              withAsterisk
              inputMode="decimal"
              disabled={disabled}
              {...form.getInputProps(`metrics.${index}.value`)}
            />
            <NativeSelect
              label="Unit"
              data={UNIT_OPTIONS}
              disabled={disabled}
              {...form.getInputProps(`metrics.${index}.unit`)}
            />
            <TextInput
              label="Month"
              description="The month it counts"
              type="month"
              placeholder="YYYY-MM"
              withAsterisk
              disabled={disabled}
              {...form.getInputProps(`metrics.${index}.period`)}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              disabled={disabled}
              onClick={() => form.removeListItem('metrics', index)}
              aria-label={`Remove metric ${index + 1}${row.label ? ` (${row.label})` : ''}`}
            >
              Remove
            </Button>
          </Group>
        </Fieldset>
      ))}
      <Group gap="sm">
        <Button variant="light" onClick={() => add([])} disabled={disabled || full}>
          Add a metric
        </Button>
        {missing.length > 0 && (
          <Button variant="default" onClick={() => add(missing)} disabled={disabled || full}>
            {`Add ${missing.length === 1 ? missing[0]?.label : `${missing.length} previous metrics`} for ${formatPeriod(month)}`}
          </Button>
        )}
      </Group>
      {full && (
        <Text size="sm" c="gray.7" role="status">
          {`That is the most an update can hold: ${UPDATE_METRICS_MAX} metrics.`}
        </Text>
      )}
    </Stack>
  );
}
