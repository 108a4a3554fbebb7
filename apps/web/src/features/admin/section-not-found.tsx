import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A path under /admin that no section draws. */
export function SectionNotFound() {
  return (
    <Stack gap="sm">
      <title>Not found · Admin · AngelBridge</title>
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text>There is no such page in the console.</Text>
      <Anchor component={Link} to={`${webPaths.admin}/dashboard`}>
        Go to the dashboard
      </Anchor>
    </Stack>
  );
}
