import { Chip, Group, Input, Skeleton } from '@mantine/core';
import { useId } from 'react';
import { READABLE_DESCRIPTION } from './readable-description';

export interface ChipOption {
  value: string;
  label: string;
}

export interface ChipPickerProps {
  label: string;
  options: readonly ChipOption[];
  value: string[];
  onChange: (value: string[]) => void;
  description?: string;
  error?: React.ReactNode;
  required?: boolean;
  /** Shows placeholders while the options are still loading. */
  loading?: boolean;
  /** Shown when the options could not be loaded. */
  loadError?: string | null;
}

/**
 * Several choices from a short list, each a toggle chip. A labelled group, so a screen reader names the
 * question before the chips; each chip is a checkbox.
 */
export function ChipPicker({
  label,
  options,
  value,
  onChange,
  description,
  error,
  required,
  loading,
  loadError,
}: ChipPickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const message = loadError ?? error;
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={id}
      description={description}
      error={message}
      required={required}
      labelProps={{ id: labelId }}
      errorProps={{ id: errorId }}
      styles={READABLE_DESCRIPTION}
    >
      <Group
        gap="xs"
        mt={6}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={message ? errorId : undefined}
        aria-busy={loading || undefined}
      >
        {loading ? (
          [64, 96, 80, 112].map((width) => <Skeleton key={width} height={26} width={width} radius="xl" />)
        ) : (
          <Chip.Group multiple value={value} onChange={onChange}>
            {options.map((option) => (
              <Chip key={option.value} value={option.value} size="sm">
                {option.label}
              </Chip>
            ))}
          </Chip.Group>
        )}
      </Group>
    </Input.Wrapper>
  );
}
