import { LIVE_COMMITMENT_STATUSES, type RoundProgress } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmStep } from '../../../components/confirm-step';
import { Loading } from '../../../components/load-states';
import { errorMessage } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { notify } from '../../../lib/notify';
import { usePitchRound } from '../api/get-pitch-round';
import { useWithdrawCommitment } from '../api/withdraw-commitment';
import { CommitDialog } from './commit-dialog';
import { formatMoney } from './commitment-words';
import { ConditionList } from './condition-list';
import { LeadCard } from './lead-card';
import { LeadOfferDialog } from './lead-offer-dialog';
import { RoundProgressBar } from './round-progress-bar';
import { CommitmentStatusBadge } from './status-badge';

interface PanelProps {
  pitchId: string;
  pitchName: string;
  /** What the public page already showed, kept while the caller's own view of the round loads. */
  publicProgress: RoundProgress | null;
}

type Open = 'commit' | 'withdraw' | 'lead' | null;

/**
 * The round on a pitch's page for a signed-in person (loaded only for them): the progress, the confirmed
 * lead and "Join this round", the investor's own commitment with Amend and Withdraw, and "Offer to lead";
 * for the owner, a way to their Round page. What each may do is the server's answer (/getPitchRound).
 */
export function InvestorRoundPanel({ pitchId, pitchName, publicProgress }: PanelProps) {
  const round = usePitchRound(pitchId);
  const withdraw = useWithdrawCommitment();
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (round.isPending)
    return (
      <Stack gap="sm">
        {publicProgress && <RoundProgressBar progress={publicProgress} />}
        <Loading label="Loading the round" heights={[96]} />
      </Stack>
    );
  if (round.isError)
    return (
      <Alert color="red" title="The round could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(round.error)}</Text>
          <Button size="xs" onClick={() => void round.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );

  const data = round.data;
  const progress = data.round_progress ?? publicProgress;
  const mine = data.my_commitment;
  const live = mine !== null && (LIVE_COMMITMENT_STATUSES as readonly string[]).includes(mine.status);
  const open_ = data.round.state === 'open';
  const close = () => {
    setOpen(null);
    setFailure(null);
  };
  const confirmWithdraw = () => {
    if (!mine) return;
    setFailure(null);
    withdraw.mutate(mine._id, {
      onSuccess: (answer) => {
        notify(answer.message);
        close();
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <Stack gap="md">
      {progress && <RoundProgressBar progress={progress} />}
      {data.is_owner && (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between">
            <Text>Your round is {data.round.state === 'open' ? 'open' : 'closing'}.</Text>
            <Button component={Link} to={hrefFor(webPaths.pitchRound, { id: pitchId })}>
              Manage the round
            </Button>
          </Group>
        </Paper>
      )}
      {data.lead && (
        <LeadCard lead={data.lead} onJoin={data.may_commit && !live ? () => setOpen('commit') : null} />
      )}
      {mine && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-commitment-title">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="my-commitment-title">
              Your commitment
            </Title>
            <CommitmentStatusBadge status={mine.status} />
          </Group>
          <Text fw={700} size="lg">
            {formatMoney(mine.amount)}
          </Text>
          <ConditionList commitment={mine} />
          {live && open_ && (
            <Group mt="sm" gap="xs">
              {data.may_commit && (
                <Button variant="light" onClick={() => setOpen('commit')}>
                  Amend
                </Button>
              )}
              <Button variant="light" color="red.9" onClick={() => setOpen('withdraw')}>
                Withdraw
              </Button>
            </Group>
          )}
        </Paper>
      )}
      {!mine && data.may_commit && (
        <Group>
          <Button size="md" onClick={() => setOpen('commit')}>
            Commit
          </Button>
          <Text size="sm" c="gray.7">
            From {formatMoney(data.amount_min)} (minimum per investor) up to {formatMoney(data.amount_max)}{' '}
            (the target)
          </Text>
        </Group>
      )}
      {!data.is_owner && !data.may_commit && !live && data.cannot_commit_reason && (
        <Text size="sm" c="gray.7">
          {data.cannot_commit_reason}
        </Text>
      )}
      {(data.may_offer_to_lead || data.my_lead_offer) && (
        <Group>
          {data.may_offer_to_lead && (
            <Button variant="outline" onClick={() => setOpen('lead')}>
              {data.my_lead_offer ? 'Update your offer to lead' : 'Offer to lead'}
            </Button>
          )}
          {data.my_lead_offer && (
            <Text size="sm" c="gray.7">
              {data.my_lead_offer.confirmed
                ? 'The founder confirmed you as the lead of this round.'
                : 'You offered to lead this round; the founder has not confirmed a lead from your offer yet.'}
            </Text>
          )}
        </Group>
      )}
      <CommitDialog
        opened={open === 'commit'}
        onClose={close}
        pitchId={pitchId}
        pitchName={pitchName}
        amountMin={data.amount_min}
        amountMax={data.amount_max}
        existing={live ? mine : null}
      />
      <LeadOfferDialog
        opened={open === 'lead'}
        onClose={close}
        pitchId={pitchId}
        pitchName={pitchName}
        existing={data.my_lead_offer}
      />
      <ConfirmStep
        opened={open === 'withdraw'}
        title="Withdraw your commitment"
        confirmLabel="Withdraw"
        color="red.9"
        busy={withdraw.isPending}
        failure={failure}
        onConfirm={confirmWithdraw}
        onClose={close}
      >
        <Text>
          Withdraw your commitment of {mine ? formatMoney(mine.amount) : ''} to {pitchName}? The founder will
          be told. You may commit again while the round is open.
        </Text>
      </ConfirmStep>
    </Stack>
  );
}
