import type { LeadOffer, RoundLead } from '@angelbridge/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmStep } from '../../../components/confirm-step';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useConfirmLead } from '../api/confirm-lead';

interface RoundLeadSectionProps {
  pitchId: string;
  lead: RoundLead | null;
  offers: LeadOffer[];
  /** A closing round's lead cannot change (the server says so too). */
  open: boolean;
}

function MemoAndConflicts({ memo, conflicts }: { memo: string; conflicts: string }) {
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {memo}
      </Text>
      <Text size="sm">
        <Text span fw={600} size="sm">
          Conflicts of interest:
        </Text>{' '}
        {conflicts}
      </Text>
    </>
  );
}

/** The founder's lead: the confirmed one (with Remove), and the offers, each with Confirm lead. */
export function RoundLeadSection({ pitchId, lead, offers, open }: RoundLeadSectionProps) {
  const confirm = useConfirmLead(pitchId);
  const [choice, setChoice] = useState<LeadOffer | 'remove' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setChoice(null);
    setFailure(null);
  };
  const send = () => {
    if (!choice) return;
    setFailure(null);
    confirm.mutate(choice === 'remove' ? null : choice.investor_id, {
      onSuccess: (answer) => {
        notify(answer.message);
        close();
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };
  const waiting = offers.filter((offer) => !offer.confirmed);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="lead-title"
    >
      <Title order={2} size="h4" id="lead-title" mb="sm">
        Lead investor
      </Title>
      <Stack gap="md">
        {lead ? (
          <Stack gap={4}>
            <Text fw={700}>{lead.name}</Text>
            <MemoAndConflicts memo={lead.memo} conflicts={lead.conflicts} />
            {open && (
              <Button
                variant="light"
                color="red.9"
                mt="xs"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => setChoice('remove')}
              >
                Remove lead
              </Button>
            )}
          </Stack>
        ) : (
          <Text c="gray.7">
            No lead yet. An investor with a commitment may offer to lead; confirm one here.
          </Text>
        )}
        {waiting.length > 0 && (
          <Stack gap="sm">
            <Title order={3} size="h5">
              Offers to lead
            </Title>
            {waiting.map((offer) => (
              <Paper key={offer.investor_id} withBorder radius="sm" p="sm" data-testid="lead-offer">
                <Group justify="space-between" align="flex-start">
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600}>{offer.name}</Text>
                    <MemoAndConflicts memo={offer.memo} conflicts={offer.conflicts} />
                  </Stack>
                  {open && !lead && (
                    <Button onClick={() => setChoice(offer)} aria-label={`Confirm lead: ${offer.name}`}>
                      Confirm lead
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmStep
        opened={choice !== null}
        title={choice === 'remove' ? 'Remove the lead' : 'Confirm the lead'}
        confirmLabel={choice === 'remove' ? 'Remove lead' : 'Confirm lead'}
        color={choice === 'remove' ? 'red.9' : undefined}
        busy={confirm.isPending}
        failure={failure}
        onConfirm={send}
        onClose={close}
      >
        {choice === 'remove' ? (
          <Text>
            {lead?.name} will no longer lead this round. Commitments that require a lead stop being met.
          </Text>
        ) : choice ? (
          <Stack gap="xs">
            <Text>
              {choice.name} becomes the lead of this round. Investors see their memo and conflicts on the
              pitch page, and commitments that require a lead are met.
            </Text>
            <MemoAndConflicts memo={choice.memo} conflicts={choice.conflicts} />
          </Stack>
        ) : null}
      </ConfirmStep>
    </Paper>
  );
}
