import { hasPasswordSymbol, STRONG_PASSWORD_MIN, STRONG_PASSWORD_SPECIALS } from '@angelbridge/contracts';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';

const RULES = [
  {
    label: `At least ${STRONG_PASSWORD_MIN} characters`,
    test: (p: string) => p.length >= STRONG_PASSWORD_MIN,
  },
  { label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'A number', test: (p: string) => /[0-9]/.test(p) },
  {
    label: `A special character (any symbol, such as ${STRONG_PASSWORD_SPECIALS})`,
    test: hasPasswordSymbol,
  },
] as const;

interface PasswordRulesProps {
  password: string;
  /** Lets the password field point at this list with aria-describedby. */
  id?: string;
}

/**
 * The strong-password rules with a tick for each one met, so people see what is missing while typing
 * instead of after submitting. The words of the errors themselves come from the contract.
 */
export function PasswordRules({ password, id }: PasswordRulesProps) {
  return (
    <List id={id} size="sm" spacing={2} mt={4} aria-label="Password rules" listStyleType="none">
      {RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item
            key={rule.label}
            icon={
              <ThemeIcon
                size={16}
                radius="xl"
                color={met ? 'teal' : 'gray'}
                variant={met ? 'filled' : 'light'}
                aria-hidden="true"
              >
                <Text span size="xs" lh={1}>
                  {met ? '✓' : '•'}
                </Text>
              </ThemeIcon>
            }
          >
            <Text span size="sm" c={met ? 'teal.9' : 'gray.7'}>
              {rule.label}
              <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
