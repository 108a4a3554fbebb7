import type { PlatformStats } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import { useSession } from '../../../lib/session';
import { headlineCad, headlineCount, usePlatformStats } from '../../discovery/index';
import { HeroArt } from './hero-art';
import classes from './home.module.css';

/**
 * §1's four figures, counted from the data (/getPlatformStats) where SPEC.md typed static text
 * (docs/spec-notes.md): each label says what is counted, and each number is rounded down.
 */
export const HOME_FIGURES: readonly { label: string; value: (stats: PlatformStats) => string }[] = [
  { label: 'Investor community', value: (s) => headlineCount(s.investors) },
  { label: 'Published pitches', value: (s) => headlineCount(s.pitches) },
  { label: 'Capital raised', value: (s) => headlineCad(s.capital_raised) },
  { label: 'Founders', value: (s) => headlineCount(s.entrepreneurs) },
];

/** 'Begin your Pitch' leads each visitor to the first step that is theirs to take. */
function beginPitchPath(userType: string | null): string {
  if (userType === 'entrepreneur') return webPaths.addPitch;
  return hrefFor(webPaths.signup, { type: 'entrepreneur' });
}

export function HeroSection() {
  const { signedIn, userType } = useSession();
  const { data: stats } = usePlatformStats();
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={32}>
          <Stack gap="lg" justify="center">
            <Title order={1} id="home-title" className={classes.heroTitle}>
              Empowering ideas
            </Title>
            <Text className={classes.heroClaim}>Bridging ambition and opportunity</Text>
            <Text size="lg" className={classes.heroText}>
              AngelBridge connects entrepreneurs with the angel investors who fund them: publish your pitch,
              build your team, and meet the people ready to back the next big idea.
            </Text>
            <Group gap="md">
              {(!signedIn || userType === 'entrepreneur') && (
                <Button
                  component={Link}
                  to={beginPitchPath(signedIn ? userType : null)}
                  size="lg"
                  color="lagoon.9"
                >
                  Begin your Pitch
                </Button>
              )}
              <Button component={Link} to={webPaths.invest} size="lg" variant="white">
                Explore pitches
              </Button>
            </Group>
          </Stack>
          <HeroArt className={classes.heroArt} />
        </SimpleGrid>
        <dl className={classes.stats}>
          {HOME_FIGURES.map((figure) => (
            <div key={figure.label} className={classes.stat}>
              <dt className={classes.statLabel}>{figure.label}</dt>
              <dd className={classes.statValue}>
                {/* after an in-app visit the figures load; a server-rendered home has them at first paint */}
                {stats ? figure.value(stats) : '…'}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
