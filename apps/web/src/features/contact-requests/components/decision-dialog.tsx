import {
  CONTACT_EXPIRY_DAYS,
  CONTACT_NOTE_MAX,
  type ContactDecision,
  type ContactExpiryDays,
  type ContactRequestRow,
} from '@angelbridge/contracts';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

export interface DecisionChoice {
  reason: string;
  expiresInDays: ContactExpiryDays | null;
}

interface DecisionDialogProps {
  row: ContactRequestRow | null;
  decision: ContactDecision;
  onClose: () => void;
  onConfirm: (choice: DecisionChoice) => void;
}

/** The expiry offered first: the shortest. */
const DEFAULT_EXPIRY = String(CONTACT_EXPIRY_DAYS[0]);

/** Allow (with an optional reason and expiry) or Deny (with an optional reason) one request. */
export function DecisionDialog({ row, decision, onClose, onConfirm }: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  const [expiry, setExpiry] = useState<string>(DEFAULT_EXPIRY);
  const allow = decision === 'allow';
  const name = row ? `${row.first_name} ${row.last_name}`.trim() : '';
  const close = () => {
    setReason('');
    setExpiry(DEFAULT_EXPIRY);
    onClose();
  };
  return (
    <Modal opened={row !== null} onClose={close} title={allow ? 'Allow access' : 'Deny access'} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm({
            reason: reason.trim(),
            expiresInDays: expiry === 'none' ? null : (Number(expiry) as ContactExpiryDays),
          });
          setReason('');
          setExpiry(DEFAULT_EXPIRY);
        }}
      >
        <Stack>
          <Text size="sm">
            {allow
              ? `${name} will see the team's names, phone numbers and e-mail addresses for ${row?.name_of_pitch ?? ''}.`
              : `${name} will not see the team's contact details for ${row?.name_of_pitch ?? ''}.`}
          </Text>
          {allow && (
            <Radio.Group label="Access expires" value={expiry} onChange={setExpiry}>
              <Group mt="xs">
                {CONTACT_EXPIRY_DAYS.map((days) => (
                  <Radio key={days} value={String(days)} label={`${days} days`} />
                ))}
                <Radio value="none" label="No expiry" />
              </Group>
            </Radio.Group>
          )}
          <Textarea
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={CONTACT_NOTE_MAX}
            description={`${reason.length}/${CONTACT_NOTE_MAX}`}
            rows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color={allow ? 'teal.9' : 'red.9'}>
              {allow ? 'Allow' : 'Deny'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
