import { messages, type ScoutedUser } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Avatar, Group, Paper, SimpleGrid, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import type { ScoutKind } from './listing-filters';
import classes from './scout.module.css';

/** §9: the hero shows the first 3 results. */
export const HERO_COUNT = 3;

/** §2's static headline: a marketing figure, not a count of the list. */
const HEADLINE: Record<ScoutKind, { figure: string; rest: string }> = {
  investor: { figure: '40+', rest: 'Registered Investors' },
  entrepreneur: { figure: '700+', rest: 'Registered Entrepreneurs' },
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
  const { figure, rest } = HEADLINE[type];
  const top = (people ?? []).slice(0, HERO_COUNT);
  return (
    <Paper radius="lg" p={{ base: 'lg', md: 'xl' }} className={classes.hero}>
      <Title order={1} className={classes.headline}>
        <span className={classes.figure}>{figure}</span> {rest}
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
