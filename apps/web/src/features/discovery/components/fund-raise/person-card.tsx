import type { ScoutedUser } from '@angelbridge/contracts';
import { messages } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Avatar, Badge, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../../lib/href-for';
import classes from './cards.module.css';
import { formatCad } from './money';

const m = messages.empty;

function experience(person: ScoutedUser): string | null {
  const years = person.professional_experience?.years;
  if (years === undefined) return null;
  return `${years} ${years === 1 ? 'year' : 'years'} of experience`;
}

/**
 * A person to scout (§2 scout cards): photo, name, country, bio, experience or investment range, expertise
 * (investors) or skills (entrepreneurs),
 * with the spec's fallbacks. Opens the person's profile, telling it which kind of person it shows.
 */
export function PersonCard({ person, headingLevel = 3 }: { person: ScoutedUser; headingLevel?: 2 | 3 | 4 }) {
  const name = [person.first_name.trim() || m.name, person.last_name.trim()].filter(Boolean).join(' ');
  const range = person.investment_range;
  // founders are known by their skills, investors by the fields they know
  const tags = person.type === 'investor' ? person.expertise.map((e) => e.title) : (person.skills ?? []);
  const detail =
    person.type === 'investor'
      ? range && `${formatCad(range.min)} – ${formatCad(range.max)}`
      : experience(person);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card}>
      <Group wrap="nowrap" align="flex-start">
        <Avatar
          src={person.photo}
          alt=""
          size={64}
          radius="xl"
          color="bridge"
          // lists of people sit below a page's first screen: their photos must not hold back its largest picture
          imageProps={{ loading: 'lazy' }}
        />
        <div>
          <Title order={headingLevel} size="h5">
            <Link
              to={hrefFor(webPaths.investorProfile, { id: person._id }, { type: person.type })}
              state={{ userType: person.type }}
              className={classes.stretched}
            >
              {name}
            </Link>
          </Title>
          {person.company_or_organization && (
            <Text size="sm" c="gray.7">
              {person.company_or_organization}
            </Text>
          )}
          <Text size="sm" c="gray.7">
            {person.country_id?.name || m.country}
          </Text>
        </div>
      </Group>
      {/* The clamped text sits in the growing box, not as it: a clamp stretched taller than its three
          lines shows a fourth below the ellipsis. */}
      <div className={classes.body}>
        <Text size="sm" mt="sm" lineClamp={3}>
          {person.bio.trim() || m.bio}
        </Text>
      </div>
      {detail && (
        <Text size="sm" fw={600} mt="sm">
          {person.type === 'investor' ? `Invests ${detail}` : detail}
        </Text>
      )}
      <Group gap={6} mt="sm">
        {tags.length > 0 ? (
          tags.slice(0, 4).map((tag) => (
            <Badge key={tag} variant="light" size="sm">
              {tag}
            </Badge>
          ))
        ) : (
          <Text size="xs" c="gray.7">
            {person.type === 'investor' ? m.expertise : m.skills}
          </Text>
        )}
      </Group>
    </Card>
  );
}
