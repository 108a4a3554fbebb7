import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PlaceholderPageProps {
  title: string;
  text: string;
  children?: ReactNode;
}

/** A page whose content arrives with a later issue: its title and one line, so the route is real now. */
export function PlaceholderPage({ title, text, children }: PlaceholderPageProps) {
  return (
    <Container size="md" py="xl">
      <title>{`${title} · AngelBridge`}</title>
      <Title order={1}>{title}</Title>
      <Text mt="sm" size="lg">
        {text}
      </Text>
      {children}
    </Container>
  );
}
