import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId } from 'react';

interface PasswordFieldProps extends PasswordInputProps {
  /** Ids of more text that describes the field (the password rules), read after the error. */
  describedBy?: string;
}

/**
 * A password input with a show/hide toggle that keyboard users can reach, and that tells assistive
 * technology when it is invalid and which message explains why (Mantine's own leaves both out).
 */
export function PasswordField({ describedBy, error, ...props }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedByIds = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <PasswordInput
      {...props}
      error={error}
      errorProps={{ id: errorId }}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedByIds}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
    />
  );
}
