import type { GetInputPropsReturnType } from '@mantine/form';
import { useId } from 'react';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  /** `form.getInputProps` of the new password and of its confirmation. */
  password: GetInputPropsReturnType;
  confirm: GetInputPropsReturnType;
}

/**
 * A new password with its rules ticked off while typing, and the field that confirms it. Renders the
 * fields side by side with the caller's, so they share the caller's spacing.
 */
export function NewPasswordFields({ label, confirmLabel, password, confirm }: NewPasswordFieldsProps) {
  const rulesId = useId();
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" required describedBy={rulesId} {...password} />
      <PasswordRules id={rulesId} password={password.value} />
      <PasswordField label={confirmLabel} autoComplete="new-password" required {...confirm} />
    </>
  );
}
