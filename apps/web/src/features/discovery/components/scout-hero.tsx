import { messages, type PlatformStats, type ScoutedUser } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Avatar, Group, Paper, SimpleGrid, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import { usePlatformStats } from '../api/get-platform-stats';
import { headlineCount } from './headline-figures';
import type { ScoutKind } from './listing-filters';
import classes from './scout.module.css';

/** §9: the hero shows the first 3 results. */
export const HERO_COUNT = 3;

/**
 * §2's headline, counted from the data (/getPlatformStats) where SPEC.md typed '40+' (docs/spec-notes.md):
 * everyone a guest can find of the kind, not only the page of the list shown, rounded down.
 */
const HEADLINE: Record<ScoutKind, { count: (stats: PlatformStats) => number; rest: string }> = {
  investor: { count: (s) => s.investors, rest: 'Registered Investors' },
  entrepreneur: { count: (s) => s.entrepreneurs, rest: 'Registered Entrepreneurs' },
};

function Featured({ person }: { person: ScoutedUser }) {
  const name = [person.first_name.trim() || messages.empty.name, person.last_name.trim()].join(' ').trim();
  return (
    <UnstyledButton
      component={Link}
      to={hrefFor(webPaths.investorProfile, { id: person._id }, { type: person.type })}
      state={{ userType: person.type }}
      className={classes.featured}
    >
      <Group wrap="nowrap" gap="sm">
        <Avatar src={person.photo} alt="" size={52} radius="xl" color="bridge" name={name} />
        <div className={classes.featuredText}>
          <Text fw={700} truncate>
            {name}
          </Text>
          <Text size="sm" truncate>
            {person.country_id?.name || messages.empty.country}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}

interface ScoutHeroProps {
  type: ScoutKind;
  people: ScoutedUser[] | undefined;
  loading: boolean;
}

export function ScoutHero({ type, people, loading }: ScoutHeroProps) {
  const { count, rest } = HEADLINE[type];
  const { data: stats } = usePlatformStats();
  const top = (people ?? []).slice(0, HERO_COUNT);
  return (
    <Paper radius="lg" p={{ base: 'lg', md: 'xl' }} className={classes.hero}>
      <Title order={1} className={classes.headline}>
        {/* '…' only on a page reached in the app: a served page comes with the numbers */}
        <span className={classes.figure}>{stats ? headlineCount(count(stats)) : '…'}</span> {rest}
      </Title>
      <Text mt="xs" size="lg" maw={640}>
        {type === 'investor'
          ? 'Angels who back early-stage founders. Find the ones who invest in what you build.'
          : 'Founders looking for partners, talent and capital. Find the team behind your next deal.'}
      </Text>
      {(loading || top.length > 0) && (
        <>
          <Title order={2} size="h5" mt="xl" mb="sm">
            {type === 'investor' ? 'Top investors' : 'Top entrepreneurs'}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {loading
              ? Array.from({ length: HERO_COUNT }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
                  <Skeleton key={i} height={76} radius="md" />
                ))
              : top.map((person) => <Featured key={person._id} person={person} />)}
          </SimpleGrid>
        </>
      )}
    </Paper>
  );
}
