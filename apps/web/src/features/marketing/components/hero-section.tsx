import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import { useSession } from '../../../lib/session';
import { HeroArt } from './hero-art';
import classes from './home.module.css';

/** §1 and §9: static figures, shown as the product states them. */
export const HOME_FIGURES = [
  { value: '40+', label: 'Investor community' },
  { value: '10+', label: 'Ventures connected' },
  { value: '$1M+', label: 'Capital deployed' },
  { value: '31', label: 'Unicorn partners' },
] as const;

/** 'Begin your Pitch' leads each visitor to the first step that is theirs to take. */
function beginPitchPath(userType: string | null): string {
  if (userType === 'entrepreneur') return webPaths.addPitch;
  return hrefFor(webPaths.signup, { type: 'entrepreneur' });
}

export function HeroSection() {
  const { signedIn, userType } = useSession();
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
              <dd className={classes.statValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
