import { Alert, Button, Group, Text } from '@mantine/core';
import { formatPhone } from '../../../lib/phone';
import type { PendingChange } from './contact-verification-dialog';

interface PendingChangesNoticeProps {
  pending: PendingChange[];
  onEnterCode: () => void;
}

/** Reminds that a saved e-mail or phone is not in use until its code is entered, and reopens the dialog. */
export function PendingChangesNotice({ pending, onEnterCode }: PendingChangesNoticeProps) {
  if (pending.length === 0) return null;
  return (
    <Alert color="yellow" title="Waiting for your code">
      {pending.map((change) => (
        <Text key={change.kind} size="sm">
          {change.kind === 'email'
            ? `Your new e-mail ${change.email} is used once you enter its code.`
            : `Your new mobile number ${formatPhone(change.mobile_number, change.isd_code).text} is used once you enter its code.`}
        </Text>
      ))}
      <Group mt="sm">
        <Button size="xs" variant="light" color="yellow" onClick={onEnterCode}>
          Enter code
        </Button>
      </Group>
    </Alert>
  );
}
