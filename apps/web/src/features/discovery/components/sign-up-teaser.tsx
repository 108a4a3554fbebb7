import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';

/** §2: between the listing's sections, guests are invited to join. */
export function SignUpTeaser() {
  return (
    <Paper
      radius="md"
      p={{ base: 'lg', sm: 'xl' }}
      bg="bridge.9"
      c="white"
      component="aside"
      aria-labelledby="teaser-title"
    >
      <Title order={2} size="h3" id="teaser-title">
        Back the ideas you believe in
      </Title>
      <Text mt="xs" maw={640}>
        Join AngelBridge to contact the teams behind these pitches, or to publish a pitch of your own.
      </Text>
      <Group mt="lg">
        <Button
          component={Link}
          to={hrefFor(webPaths.signup, { type: 'investor' })}
          variant="white"
          color="dark"
        >
          Sign Up as an Investor
        </Button>
        <Button
          component={Link}
          to={hrefFor(webPaths.signup, { type: 'entrepreneur' })}
          variant="outline"
          color="white"
        >
          Sign Up as an Entrepreneur
        </Button>
      </Group>
    </Paper>
  );
}
