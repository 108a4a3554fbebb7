import { INSTRUMENT_LABELS, type PublicPitch, STAGE_LABELS } from '@angelbridge/contracts';
import { Grid, Group, Table, Text, Title } from '@mantine/core';
import { AnswersWithin } from '../../../../components/answers-within';
import { projectTypeName } from '../../../../lib/project-type-name';
import { formatCad, PitchImageFallback } from '../../../discovery/index';
import { FollowButton } from '../../../follows/index';
import { PitchMatchChip } from '../../../matching/index';
import classes from './pitch-view.module.css';
import { SharePitchButton } from './share-pitch-button';

/** §2: the pitch's name and location, its cover, and the Overview table. */
export function PitchHeader({
  pitch,
  answersWithinDays,
}: {
  pitch: PublicPitch;
  answersWithinDays: number | null;
}) {
  const rows: [string, string][] = [
    ['Company', pitch.name_of_company],
    ['Funding raised', formatCad(pitch.funding_raised)],
    ['Target', formatCad(pitch.target)],
    ['Project type', projectTypeName(pitch) || '—'],
  ];
  // the round (issue 22), where the founder gave it
  if (pitch.stage) rows.push(['Stage', STAGE_LABELS[pitch.stage]]);
  if (pitch.instrument) rows.push(['Instrument', INSTRUMENT_LABELS[pitch.instrument]]);
  if (pitch.valuation_cap) rows.push(['Valuation cap', formatCad(pitch.valuation_cap)]);
  if (pitch.close_date) rows.push(['Round closes', pitch.close_date]);
  if (pitch.country) rows.push(['Country', pitch.country.name]);
  return (
    <Grid gap="xl" align="stretch">
      <Grid.Col span={{ base: 12, md: 7 }}>
        {pitch.img ? (
          <img
            src={pitch.img}
            alt={`Cover of ${pitch.name_of_pitch}`}
            className={classes.cover}
            fetchPriority="high"
          />
        ) : (
          <PitchImageFallback title={pitch.name_of_pitch} className={classes.cover} />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Title order={1} className={classes.name}>
          {pitch.name_of_pitch}
        </Title>
        <Group gap={6} mt={6}>
          <Text c="gray.7">{pitch.location}</Text>
        </Group>
        <AnswersWithin days={answersWithinDays} size="sm" mt={4} />
        <Group mt="sm">
          <SharePitchButton pitch={pitch} />
          <FollowButton pitchId={pitch._id} pitchName={pitch.name_of_pitch} />
        </Group>
        <PitchMatchChip pitchId={pitch._id} />
        <Title order={2} size="h4" mt="lg" mb="xs" id="pitch-overview-table">
          Overview
        </Title>
        <Table withTableBorder variant="vertical" aria-labelledby="pitch-overview-table">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="45%">
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="gray.7" mt="xs">
          Minimum per investor {formatCad(pitch.min_per_investor)}
        </Text>
      </Grid.Col>
    </Grid>
  );
}
