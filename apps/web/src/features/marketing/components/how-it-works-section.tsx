import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Card, Center, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import classes from './home.module.css';

/** §1: four steps, each told once for entrepreneurs and once for investors. */
export const HOW_IT_WORKS = [
  {
    title: 'Discover Ideas',
    entrepreneur: 'Explore what other founders are building and sharpen where your idea stands out.',
    investor: 'Browse pitches by project type, sector and amount to find ideas worth your time.',
  },
  {
    title: 'Build Teams',
    entrepreneur: 'Add co-founders and key people to your pitch, with their roles, experience and profiles.',
    investor: 'See who is behind every pitch, and scout founders whose experience you trust.',
  },
  {
    title: 'Develop Business Cases',
    entrepreneur: 'Set out your wow factor, why to invest, your target and the minimum per investor.',
    investor: 'Read the case, the documents and the milestones before you commit to a conversation.',
  },
  {
    title: 'Pitch and Scale',
    entrepreneur: 'Publish your pitch, answer contact requests and grow with the investors you choose.',
    investor: 'Request contact details, meet the founders and back the ventures you believe in.',
  },
] as const;

export function HowItWorksSection() {
  const { signedIn } = useSession();
  return (
    <section id="how-it-works" className={classes.section} aria-labelledby="home-how">
      <Container size="xl">
        <Stack gap="xs" mb={40} align="center" ta="center">
          <Text className={classes.eyebrow}>How it works</Text>
          <Title order={2} id="home-how" className={classes.sectionTitle}>
            From first idea to funded venture in four steps
          </Title>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" component="ol" m={0} p={0}>
          {HOW_IT_WORKS.map((step, index) => (
            <Card
              key={step.title}
              component="li"
              withBorder
              radius="lg"
              padding="lg"
              style={{ listStyle: 'none' }}
            >
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Title order={3} size="h4" mt="md">
                {step.title}
              </Title>
              <Text fw={700} size="sm" mt="md" c="var(--ab-accent-text)">
                Entrepreneurs
              </Text>
              <Text size="sm">{step.entrepreneur}</Text>
              <Text fw={700} size="sm" mt="sm" c="var(--ab-teal-text)">
                Investors
              </Text>
              <Text size="sm">{step.investor}</Text>
            </Card>
          ))}
        </SimpleGrid>
        <Center mt={40}>
          {signedIn ? (
            <Button component={Link} to={webPaths.pitchList} size="lg">
              Start Building Your Future Today
            </Button>
          ) : (
            <Button component={Link} to={webPaths.signup} size="lg">
              Start Building Your Project
            </Button>
          )}
        </Center>
      </Container>
    </section>
  );
}
