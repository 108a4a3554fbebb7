import { NumberInput, type NumberInputProps } from '@mantine/core';

export type AmountValue = number | '';

interface AmountInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  value?: AmountValue;
  onChange: (value: AmountValue) => void;
}

/**
 * A whole amount in Canadian dollars (§5, §9): only digits get in, and it reads 'C$ 25,000'. Emptied, it
 * gives '' so the form can say the amount is required instead of silently sending 0.
 */
export function AmountInput({ value, onChange, ...props }: AmountInputProps) {
  return (
    <NumberInput
      {...props}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next) || 0)}
      prefix="C$ "
      thousandSeparator=","
      allowNegative={false}
      allowDecimal={false}
      allowLeadingZeros={false}
      hideControls
      inputMode="numeric"
      min={0}
      clampBehavior="none"
    />
  );
}
