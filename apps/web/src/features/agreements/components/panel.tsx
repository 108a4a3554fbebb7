import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a page, named by its heading for screen readers (as the Round page's sections are). */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
