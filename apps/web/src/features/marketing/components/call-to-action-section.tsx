import type { UserType } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import { getSession } from '../../../lib/session';
import classes from './home.module.css';

interface Block {
  title: string;
  text: string;
  actions: { label: string; to: string }[];
}

/** §2 'Home call-to-action block', with D10's fix: the anonymous buttons lead to sign-up, not home. */
export const CALL_TO_ACTION: Record<UserType | 'anonymous', Block> = {
  entrepreneur: {
    title: 'Share your vision and connect with investors',
    text: 'Post a pitch for your next idea, or keep the ones you have fresh for the investors reading them.',
    actions: [
      { label: 'Post a New Pitch', to: webPaths.addPitch },
      { label: 'View Your Pitches', to: webPaths.pitchList },
    ],
  },
  investor: {
    title: 'Explore innovative ideas worth backing',
    text: 'Browse the pitches raising money now, and follow up on the founders you asked to meet.',
    actions: [
      { label: 'Browse Pitches', to: webPaths.invest },
      { label: 'View Your Contact Requests', to: webPaths.pitchRequest },
    ],
  },
  anonymous: {
    title: 'Join the community where ideas meet capital',
    text: 'Sign up as an entrepreneur to publish your pitch, or as an investor to find the next venture to back.',
    actions: [
      { label: 'Sign Up as an Entrepreneur', to: hrefFor(webPaths.signup, { type: 'entrepreneur' }) },
      { label: 'Sign Up as an Investor', to: hrefFor(webPaths.signup, { type: 'investor' }) },
    ],
  },
};

export function CallToActionSection() {
  // §2: the stored user type is read once, when the page loads.
  const [kind] = useState<UserType | 'anonymous'>(() => {
    const session = getSession();
    return session.signedIn && session.userType ? session.userType : 'anonymous';
  });
  const block = CALL_TO_ACTION[kind];
  return (
    <section className={classes.section} aria-labelledby="home-cta">
      <Container size="lg">
        <Paper radius="lg" p={{ base: 'lg', sm: 48 }} withBorder ta="center">
          <Title order={2} id="home-cta" className={classes.sectionTitle}>
            {block.title}
          </Title>
          <Text size="lg" c="gray.7" mt="sm" maw={640} mx="auto">
            {block.text}
          </Text>
          <Group justify="center" mt="xl">
            {block.actions.map((action, index) => (
              <Button
                key={action.to}
                component={Link}
                to={action.to}
                size="md"
                variant={index === 0 ? 'filled' : 'outline'}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        </Paper>
      </Container>
    </section>
  );
}
