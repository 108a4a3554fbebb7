import { OTP_LENGTH } from '@angelbridge/contracts';
import { Input, PinInput } from '@mantine/core';
import { type ClipboardEvent, type ReactNode, useId, useRef } from 'react';
import { READABLE_DESCRIPTION } from './readable-description';

export interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The digits of a pasted text, when there are 1 to OTP_LENGTH of them ("12 34", "Code: 1234");
 * anything else is not a code and is ignored.
 */
export function digitsFromPaste(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  return digits.length >= 1 && digits.length <= OTP_LENGTH ? digits : null;
}

/** The 4-digit one-time code: one box per digit, typing moves on, pasting 1 to 4 digits fills them in. */
export function OtpInput({
  value,
  onChange,
  label = 'Verification code',
  description,
  error,
  disabled,
  autoFocus,
}: OtpInputProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsFromPaste(event.clipboardData.getData('text/plain'));
    if (digits === null) return;
    onChange(digits);
    const boxes = rootRef.current?.querySelectorAll<HTMLInputElement>('input');
    boxes?.[Math.min(digits.length, OTP_LENGTH - 1)]?.focus();
  };

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      description={description}
      error={error}
      labelProps={{ id: `${id}-label` }}
      errorProps={{ id: `${id}-error` }}
      styles={READABLE_DESCRIPTION}
    >
      <PinInput
        rootRef={rootRef}
        mt={6}
        length={OTP_LENGTH}
        type="number"
        size="lg"
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-labelledby={`${id}-label`}
        getInputProps={(index) => ({
          'aria-label': `Digit ${index + 1} of ${OTP_LENGTH}`,
          'aria-describedby': error ? `${id}-error` : undefined,
          onPaste: handlePaste,
        })}
      />
    </Input.Wrapper>
  );
}
