import { Box, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Wider for the long sign-up forms. */
  width?: number;
}

/** The frame of every sign-in, sign-up and password page: one card, full width on a phone. */
export function AuthCard({ title, description, children, width = 460 }: AuthCardProps) {
  return (
    <Container size={width} px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <title>{`${title} · AngelBridge`}</title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="gray.7" mt="xs">
            {description}
          </Text>
        )}
        <Box mt="lg">{children}</Box>
      </Paper>
    </Container>
  );
}
