import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import classes from '../components/home.module.css';
import { PricingPlans } from '../components/pricing-plans';

const VALUES = [
  {
    title: 'Both sides of the bridge',
    text: 'Entrepreneurs and investors get the same care: a clear pitch for one is a quick decision for the other.',
  },
  {
    title: 'Contact on your terms',
    text: 'Founders decide who sees their contact details. Investors ask, founders allow or deny.',
  },
  {
    title: 'People before paperwork',
    text: 'Behind every pitch is a team. We show who they are, what they have done and where they are headed.',
  },
];

/** /about-us and /about: who we are, and what AngelBridge costs (§1). */
export function AboutPage() {
  const { signedIn } = useSession();
  return (
    <>
      <title>About Us · AngelBridge</title>
      <section className={classes.hero} aria-labelledby="about-title">
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Title order={1} id="about-title" className={classes.heroTitle}>
              About Us
            </Title>
            <Text className={classes.heroClaim}>
              We connect the people with ideas to the people who fund them
            </Text>
            <Text size="lg" className={classes.heroText}>
              AngelBridge began with a simple observation: great ventures stall not for lack of ideas or
              money, but because the founder and the angel never meet. We built the place where they do.
            </Text>
          </Stack>
        </Container>
      </section>
      <section className={classes.section} aria-labelledby="about-values">
        <Container size="lg">
          <Title order={2} id="about-values" className={classes.sectionTitle} mb="xl">
            What we stand for
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
            {VALUES.map((value) => (
              <Stack key={value.title} gap="xs">
                <Title order={3} size="h4">
                  {value.title}
                </Title>
                <Text c="gray.7">{value.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </section>
      <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="about-pricing">
        <Container size="lg">
          <Stack gap="xs" mb={40} align="center" ta="center">
            <Text className={classes.eyebrow}>Pricing</Text>
            <Title order={2} id="about-pricing" className={classes.sectionTitle}>
              Start free, pay for help only when you want it
            </Title>
          </Stack>
          <PricingPlans />
        </Container>
      </section>
      <section className={classes.section} aria-labelledby="about-contact">
        <Container size="md" ta="center">
          <Title order={2} id="about-contact" className={classes.sectionTitle}>
            Questions about AngelBridge?
          </Title>
          <Text c="gray.7" mt="sm" size="lg">
            Tell us what you are working on and we will get back to you.
          </Text>
          <Group justify="center" mt="xl">
            <Button component={Link} to={webPaths.contactUsPage} size="md">
              Contact Us
            </Button>
            {!signedIn && (
              <Button component={Link} to={webPaths.signup} size="md" variant="outline">
                Join AngelBridge
              </Button>
            )}
          </Group>
        </Container>
      </section>
    </>
  );
}
