import type { UseFormReturnType } from '@mantine/form';
import { failureMessage, focusFirstError, serverFieldErrors } from '../../../lib/zod-form';

/**
 * A refused save (§8): the server's field messages go on their fields; anything else shows on the first
 * field of the step, with the step's fallback when the server gave no reason.
 */
export function showStepError<V>(
  form: UseFormReturnType<V>,
  error: unknown,
  firstField: keyof V & string,
  fallback: string,
) {
  const fields = Object.keys(form.values as object);
  const { fieldErrors, otherErrors } = serverFieldErrors(error, fields);
  // List items ('highlight.2') belong to the field that holds the list.
  const errors: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(fieldErrors)) errors[key.split('.')[0] ?? key] = message;
  if (Object.keys(errors).length === 0 || otherErrors.length > 0) {
    errors[firstField] = otherErrors[0] ?? failureMessage(error, fallback);
  }
  form.setErrors(errors as Parameters<typeof form.setErrors>[0]);
  focusFirstError();
}
