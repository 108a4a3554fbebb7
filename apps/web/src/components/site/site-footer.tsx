import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './site-footer.module.css';

export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" className={classes.inner}>
        <Text size="sm">© {new Date().getFullYear()} AngelBridge</Text>
        <Group gap="md" component="nav" aria-label="Legal">
          <Anchor component={Link} to="/term-condition" size="sm" className={classes.link}>
            Terms &amp; Conditions
          </Anchor>
          <Anchor component={Link} to="/privacy" size="sm" className={classes.link}>
            Privacy Policy
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
