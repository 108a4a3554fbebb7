import type { RegisterRequest } from '@angelbridge/contracts';
import { Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';

/** The words for each field the contract can still refuse, in the order the form shows them. */
const NEEDS: [field: string, words: string][] = [
  ['first_name', 'your first name'],
  ['last_name', 'your last name'],
  ['email', 'a valid e-mail address'],
  ['country_id', 'your country'],
  ['mobile_number', 'your mobile number'],
  ['password', 'a password that meets the rules'],
  ['cPassword', 'the same password again'],
];

/**
 * What the sign-up form still needs before it can be sent, in words. The contract decides, by its
 * errors for these values (`errors`); until its schema has arrived (null: the server's render, the
 * hydration, the first moments after), the empty fields are what is missing, which for an untouched form
 * is the same list.
 */
export function signupMissing(
  values: Omit<RegisterRequest, 'user_type'> & { terms: boolean },
  errors: FormErrors | null,
) {
  const { terms, ...account } = values;
  const refused = new Set(
    errors
      ? Object.keys(errors).map((path) => path.split('.')[0])
      : Object.entries(account).flatMap(([field, value]) => (String(value ?? '').trim() ? [] : [field])),
  );
  const missing = NEEDS.filter(([field]) => refused.has(field)).map(([, words]) => words);
  if (!terms) missing.push('agreeing to the terms');
  return missing;
}

/**
 * Says why Next is disabled, next to it, and announces it (aria-live) as the list changes; the button
 * points at it with aria-describedby. Nothing shows once Next can be pressed.
 */
export function SignupMissing({ id, missing, show }: { id: string; missing: string[]; show: boolean }) {
  return (
    <Text id={id} size="sm" c="dimmed" aria-live="polite" ta="center">
      {show && missing.length > 0 ? `Still needed: ${missing.join(', ')}.` : ''}
    </Text>
  );
}
