import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './home.module.css';

/** §2: the banner whose two buttons both lead to sign-up, where the visitor picks a side. */
export function JoinBanner() {
  return (
    <section className={classes.banner} aria-labelledby="home-join">
      <Container size="lg">
        <Group justify="space-between" gap="lg">
          <div>
            <Title order={2} id="home-join" className={classes.bannerTitle}>
              Ready to cross the bridge?
            </Title>
            <Text size="lg" mt={4}>
              Founders and angels meet here every day.
            </Text>
          </div>
          <Group gap="sm">
            <Button component={Link} to={webPaths.signup} size="md" variant="white">
              Join as an Entrepreneur
            </Button>
            <Button component={Link} to={webPaths.signup} size="md" variant="outline" color="white">
              Join as an investor
            </Button>
          </Group>
        </Group>
      </Container>
    </section>
  );
}
