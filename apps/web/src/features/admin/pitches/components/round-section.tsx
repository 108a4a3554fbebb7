import { type AdminPitchRound, formatCommitmentAmount as money } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../../lib/format';
import { CommitmentsTable } from '../../commitments-table';

const STATE_WORDS: Record<AdminPitchRound['state'], string> = { open: 'Open', closing: 'Closing' };

/** The admin pitch page's round (issue 32): its state, totals, lead and newest commitments. */
export function RoundSection({ round }: { round: AdminPitchRound }) {
  const { totals } = round;
  const figures: [string, string][] = [
    ['Accepted', money(totals.accepted)],
    ['Indicated', money(totals.indicated)],
    ['Investors', String(totals.investors)],
    ['Of target', `${totals.percent_of_target}% of ${money(totals.target)}`],
  ];
  return (
    <section aria-labelledby="pitch-round">
      <Title order={2} size="h4" id="pitch-round" mb="xs">
        Round
      </Title>
      <Card withBorder mb="sm">
        <Group gap="xs" mb="xs">
          <Badge variant="light" color={round.state === 'closing' ? 'orange' : 'green'}>
            {STATE_WORDS[round.state]}
          </Badge>
          <Badge variant="light" color="gray">
            {round.show_progress ? 'Progress public' : 'Progress private'}
          </Badge>
          {round.closed_at && <Text size="xs">Closed {formatDate(round.closed_at)}</Text>}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={600} m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="sm" mt="xs">
          Lead:{' '}
          {round.lead ? (
            <Anchor component={Link} to={`${webPaths.admin}/users/${round.lead.investor_id}`}>
              {round.lead.name}
            </Anchor>
          ) : (
            'none confirmed'
          )}
        </Text>
      </Card>
      {round.commitments.length === 0 ? (
        <Text size="sm">No commitments.</Text>
      ) : (
        <CommitmentsTable rows={round.commitments} label="Commitments" />
      )}
    </section>
  );
}
