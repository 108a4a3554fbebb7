import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { digitsFromPaste, OtpInput } from './otp-input';

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <OtpInput
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const boxes = () =>
  [1, 2, 3, 4].map((n) => screen.getByRole('textbox', { name: `Digit ${n} of 4` }) as HTMLInputElement);
const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } });

describe('OtpInput', () => {
  it('when 1 to 4 digits are pasted, then they fill the boxes from the first and focus moves on', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    paste(boxes()[0] as HTMLElement, '12');
    expect(onChange).toHaveBeenLastCalledWith('12');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('when four digits are pasted into any box, then the whole code is filled', () => {
    renderWithProviders(<Harness />);
    paste(boxes()[2] as HTMLElement, '4 3 2 1');
    expect(boxes().map((b) => b.value)).toEqual(['4', '3', '2', '1']);
  });

  it('when the pasted text is not a code, then nothing changes', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    paste(boxes()[0] as HTMLElement, 'hello');
    paste(boxes()[0] as HTMLElement, '12345');
    expect(onChange).not.toHaveBeenCalled();
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '']);
  });

  it('when the group is read by a screen reader, then it has the label and each box says which digit it is', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(boxes()).toHaveLength(4);
  });
});

describe('digitsFromPaste', () => {
  it('keeps the digits of short codes and refuses anything else', () => {
    expect(digitsFromPaste('Code: 0429')).toBe('0429');
    expect(digitsFromPaste('7')).toBe('7');
    expect(digitsFromPaste('')).toBeNull();
    expect(digitsFromPaste('123456')).toBeNull();
  });
});
