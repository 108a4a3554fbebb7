import { Alert, Button, Container } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { GENERIC_ERROR_MESSAGE } from '../lib/api-client';

/**
 * Shown when a page throws or its chunk fails to load (typically after a new release replaced the files),
 * which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="Error" role="alert">
        {GENERIC_ERROR_MESSAGE}
      </Alert>
      <Button mt="md" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Container>
  );
}
