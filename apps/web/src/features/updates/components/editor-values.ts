import {
  type InvestorUpdate,
  type MetricSeries,
  type MetricUnit,
  saveUpdateForm,
  type UpdateAudience,
} from '@angelbridge/contracts';
import { randomId } from '@mantine/hooks';
import { zodFormValidate } from '../../../lib/zod-form';
import type { SaveUpdateBody } from '../api/save-update';
import { lastMonth } from './update-words';

/** One metric row as typed: the value stays text until it is sent, so what was typed can be shown wrong. */
export interface MetricRow {
  /** React's key for the row; never sent. */
  rowId: string;
  key: string;
  label: string;
  value: string;
  unit: MetricUnit;
  period: string;
}

export interface EditorValues {
  title: string;
  body: string;
  audience: UpdateAudience;
  metrics: MetricRow[];
}

/** The request's fields the form shows; a server error on any of them (or under metrics) goes to its field. */
export const EDITOR_FIELDS = ['title', 'body', 'audience', 'metrics'] as const;

/** A metric a pitch reported before, offered by key: its newest label and unit. */
export type KnownMetric = Pick<MetricSeries, 'key' | 'label' | 'unit'>;

export function emptyRow(known?: KnownMetric, period = lastMonth()): MetricRow {
  return {
    rowId: randomId(),
    key: known?.key ?? '',
    label: known?.label ?? '',
    value: '',
    unit: known?.unit ?? 'count',
    period,
  };
}

export function initialValues(update: InvestorUpdate | null): EditorValues {
  return {
    title: update?.title ?? '',
    body: update?.body ?? '',
    audience: update?.audience ?? 'investors',
    metrics: (update?.metrics ?? []).map((metric) => ({
      rowId: randomId(),
      key: metric.key,
      label: metric.label,
      value: String(metric.value),
      unit: metric.unit,
      period: metric.period,
    })),
  };
}

/** "12,000" and "12 000" are read as 12000; anything else not a number is sent as typed, for the schema to name. */
function numberOf(text: string): number | string {
  const plain = text.replace(/[\s,]/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text.trim();
}

export function toBody(pitchId: string, updateId: string | null, values: EditorValues): SaveUpdateBody {
  return {
    ...(updateId ? { update_id: updateId } : {}),
    pitch_id: pitchId,
    title: values.title,
    body: values.body,
    audience: values.audience,
    metrics: values.metrics.map(({ key, label, value, unit, period }) => ({
      key: key.trim(),
      label,
      value: numberOf(value) as number,
      unit,
      period: period.trim(),
    })),
  };
}

/** The form checks with the contract's own schema and words, as the server will (D2). */
export const validateEditor = (pitchId: string, updateId: string | null) =>
  zodFormValidate<EditorValues, SaveUpdateBody>(saveUpdateForm, (values) =>
    toBody(pitchId, updateId, values),
  );

/** The update as the schema reads the form (numbers parsed, text trimmed), or null while anything is wrong. */
export function parsedUpdate(pitchId: string, updateId: string | null, values: EditorValues) {
  const result = saveUpdateForm.safeParse(toBody(pitchId, updateId, values));
  return result.success ? result.data : null;
}
