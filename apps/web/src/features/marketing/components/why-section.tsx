import { Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BulbGlyph, FolderGlyph, GlobeGlyph, TeamGlyph } from './feature-icons';
import classes from './home.module.css';

const AUDIENCES = [
  {
    title: 'For entrepreneurs',
    benefits: [
      {
        icon: <GlobeGlyph />,
        title: 'A global angel network',
        text: 'Put your pitch in front of investors from many countries, not only the ones you already know.',
      },
      {
        icon: <TeamGlyph />,
        title: 'Team building support',
        text: 'Present the team behind the idea, and find the people still missing from it.',
      },
    ],
  },
  {
    title: 'For investors',
    benefits: [
      {
        icon: <BulbGlyph />,
        title: 'Discover ideas',
        text: 'Browse pitches by project type and amount, and scout the founders behind them.',
      },
      {
        icon: <FolderGlyph />,
        title: 'Offers, contracts and investments in one place',
        text: 'Ask for contact details, follow your requests and manage every deal from one account.',
      },
    ],
  },
];

/** §1: the "Why" section, one column for each side of the bridge (reached by /#why). */
export function WhySection() {
  return (
    <section id="why" className={`${classes.section} ${classes.tinted}`} aria-labelledby="home-why">
      <Container size="xl">
        <Stack gap="xs" mb={40} align="center" ta="center">
          <Text className={classes.eyebrow}>Why AngelBridge</Text>
          <Title order={2} id="home-why" className={classes.sectionTitle}>
            Built for both sides of the deal
          </Title>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {AUDIENCES.map((audience) => (
            <Card key={audience.title} withBorder radius="lg" padding="xl">
              <Title order={3} mb="md">
                {audience.title}
              </Title>
              <List spacing="lg" listStyleType="none" m={0} p={0}>
                {audience.benefits.map((benefit) => (
                  <List.Item key={benefit.title}>
                    <Group wrap="nowrap" align="flex-start">
                      <ThemeIcon size={44} radius="md" variant="light">
                        {benefit.icon}
                      </ThemeIcon>
                      <div>
                        <Text fw={700}>{benefit.title}</Text>
                        <Text c="gray.7">{benefit.text}</Text>
                      </div>
                    </Group>
                  </List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
