import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH } from '../../../components/site/nav-items';

function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading your profile">
      <Skeleton height={96} circle />
      {[1, 2, 3, 4, 5, 6].map((row) => (
        <Stack key={row} gap={6}>
          <Skeleton height={12} width={120} />
          <Skeleton height={36} />
        </Stack>
      ))}
    </Stack>
  );
}

interface ProfilePageFrameProps {
  title: string;
  description?: string;
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  children?: ReactNode;
}

/** The page around a profile form: title, then a skeleton while the profile loads, or why it did not. */
export function ProfilePageFrame({
  title,
  description,
  loading,
  error,
  onRetry,
  children,
}: ProfilePageFrameProps) {
  return (
    <Container size={800} px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <title>{`${title} · AngelBridge`}</title>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1}>{title}</Title>
        <Anchor component={Link} to={CHANGE_PASSWORD_PATH} fw={600}>
          Change password
        </Anchor>
      </Group>
      {description && (
        <Text c="gray.7" mt="xs">
          {description}
        </Text>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="lg">
        {loading ? (
          <ProfileSkeleton />
        ) : error ? (
          <Alert color="red" title="Error" role="alert">
            {error.message}
            {onRetry && (
              <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
                Try again
              </Button>
            )}
          </Alert>
        ) : (
          children
        )}
      </Paper>
    </Container>
  );
}
