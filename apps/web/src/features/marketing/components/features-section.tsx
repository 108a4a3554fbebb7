import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { headlineCad, usePlatformStats } from '../../discovery/index';
import { BellGlyph, CompassGlyph, SendGlyph, TeamGlyph } from './feature-icons';
import classes from './home.module.css';

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Collaborative team building',
    text: 'Find co-founders, advisors and early hires who share your drive, and bring them onto your pitch.',
    icon: <TeamGlyph />,
  },
  {
    title: 'Tailored project discovery',
    text: 'Filter pitches by project type, sector and ticket size, so the right ideas find the right backers.',
    icon: <CompassGlyph />,
  },
  {
    title: 'Effortless proposal submission',
    text: 'A guided pitch builder takes you from overview to funding ask, team, documents and milestones.',
    icon: <SendGlyph />,
  },
  {
    title: 'Real-time updates',
    text: 'Know the moment an investor asks for your details, and answer every request from one place.',
    icon: <BellGlyph />,
  },
];

/** §1: the headline figure, then the four key features (reached by /#features). */
export function FeaturesSection() {
  // the sum raised on published pitches (the hero's figure), where SPEC.md typed '$1 Million'
  const { data: stats } = usePlatformStats();
  return (
    <>
      <section className={classes.raised} aria-labelledby="home-raised">
        <Container size="lg">
          <Title order={2} id="home-raised" className={classes.raisedTitle}>
            {stats ? `${headlineCad(stats.capital_raised)} raised for our members` : 'Raised for our members'}
          </Title>
          <Text size="lg" mt="xs">
            Founders on AngelBridge have closed rounds with angels they met here.
          </Text>
        </Container>
      </section>
      <section id="features" className={classes.section} aria-labelledby="home-features">
        <Container size="xl">
          <Stack gap="xs" mb={40} align="center" ta="center">
            <Text className={classes.eyebrow}>Key features</Text>
            <Title order={2} id="home-features" className={classes.sectionTitle}>
              Everything a deal needs, in one place
            </Title>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
            {FEATURES.map((feature) => (
              <Stack key={feature.title} gap="sm">
                <ThemeIcon size={52} radius="md" variant="light" className={classes.featureIcon}>
                  {feature.icon}
                </ThemeIcon>
                <Title order={3} size="h4">
                  {feature.title}
                </Title>
                <Text c="gray.7">{feature.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </section>
    </>
  );
}
