import { Group, RangeSlider, Text } from '@mantine/core';

const dollars = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });

/** §9: sliders read in plain dollars. */
export const formatDollars = (amount: number) => `$${dollars.format(amount)}`;

/** A step that gives about a hundred stops across the range, rounded to 1, 2 or 5 times a power of ten. */
export function niceStep(low: number, high: number): number {
  const raw = (high - low) / 100;
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const best = [1, 2, 5, 10].find((f) => f * power >= raw) ?? 10;
  return best * power;
}

interface AmountRangeProps {
  label: string;
  /** The server's bounds over everything that could be listed. */
  bounds: { min: number; max: number };
  value: [number, number];
  onChange: (value: [number, number]) => void;
}

/** The two-handle amount slider; the chosen amounts are written out beside it for everyone to read. */
export function AmountRange({ label, bounds, value, onChange }: AmountRangeProps) {
  const empty = bounds.max <= bounds.min;
  const step = niceStep(bounds.min, bounds.max);
  return (
    <div>
      <Text component="div" fw={600} size="sm" id="amount-range-label">
        {label}
      </Text>
      <Group justify="space-between" mt={4} mb="xs">
        <Text size="sm" aria-live="polite">
          {formatDollars(value[0])} – {formatDollars(value[1])}
        </Text>
      </Group>
      <RangeSlider
        min={bounds.min}
        max={empty ? bounds.min + 1 : bounds.max}
        step={step}
        minRange={0}
        value={value}
        onChange={onChange}
        disabled={empty}
        label={formatDollars}
        thumbFromLabel={`${label}: from`}
        thumbToLabel={`${label}: to`}
        mx={8}
      />
    </div>
  );
}

/** The slider's position for the amounts in the URL, kept inside the bounds. */
export function rangeValue(
  bounds: { min: number; max: number },
  min?: number,
  max?: number,
): [number, number] {
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  return [clamp(min ?? bounds.min), clamp(max ?? bounds.max)];
}
