import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container size="sm" py={64} ta="center">
      <title>Page not found · AngelBridge</title>
      <Title order={1}>404 PAGE NOT FOUND</Title>
      <Text mt="md" size="lg">
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to={webPaths.home} mt="xl" size="md">
        Back to home
      </Button>
    </Container>
  );
}
