import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AmountInput, type AmountValue } from './amount-input';

let last: AmountValue | undefined;

function Harness({ initial }: { initial: AmountValue }) {
  const [value, setValue] = useState<AmountValue>(initial);
  last = value;
  return (
    <AmountInput
      label="Target"
      value={value}
      onChange={(next) => {
        last = next;
        setValue(next);
      }}
    />
  );
}

const box = () => screen.getByRole('textbox', { name: 'Target' }) as HTMLInputElement;

describe('amount input', () => {
  it('when it starts at the default 0, then it reads C$ 0', () => {
    renderWithProviders(<Harness initial={0} />);
    expect(box().value).toBe('C$ 0');
  });

  it('when digits are typed, then it keeps the whole number and shows it in C$ with separators', () => {
    renderWithProviders(<Harness initial={0} />);
    fireEvent.change(box(), { target: { value: 'C$ 1250000' } });
    expect(last).toBe(1_250_000);
    expect(box().value).toBe('C$ 1,250,000');
  });

  it('when letters, signs or a decimal point are typed, then only the digits count', () => {
    renderWithProviders(<Harness initial={0} />);
    fireEvent.change(box(), { target: { value: 'C$ 12a3' } });
    expect(last).toBe(123);
    fireEvent.change(box(), { target: { value: 'C$ -45' } });
    expect(last).toBe(45);
    expect(box().value).not.toContain('-');
    fireEvent.change(box(), { target: { value: 'C$ 7.5' } });
    expect(box().value).not.toContain('.');
    expect(Number.isInteger(last)).toBe(true);
  });

  it('when it is emptied, then the value is empty rather than a silent 0', () => {
    renderWithProviders(<Harness initial={500} />);
    fireEvent.change(box(), { target: { value: '' } });
    expect(last).toBe('');
  });
});
