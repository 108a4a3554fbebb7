import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Pitch and people cards: one column on phones, two on tablets, three on large screens (§2). */
export function CardGrid({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return (
    <SimpleGrid cols={compact ? { base: 1, sm: 2 } : { base: 1, sm: 2, lg: 3 }} spacing="lg">
      {children}
    </SimpleGrid>
  );
}

/**
 * The height each card really takes (measured at 390 px and desktop widths), so a skeleton takes the room
 * of what it stands for and nothing below it moves when the cards arrive (issue 11, CLS).
 */
const CARD_HEIGHT = {
  pitch: { base: 500, sm: 525 },
  person: { base: 257, sm: 257 },
} as const;

/** Shown while the cards are really loading: the same grid, the same number of cards as the list holds. */
interface CardGridSkeletonProps {
  count?: number;
  label: string;
  compact?: boolean;
  kind?: keyof typeof CARD_HEIGHT;
}

export function CardGridSkeleton({
  count = 3,
  label,
  compact = false,
  kind = 'person',
}: CardGridSkeletonProps) {
  return (
    <div aria-busy="true" aria-label={label} role="status">
      <CardGrid compact={compact}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <Card key={i} withBorder radius="md" padding="md" h={CARD_HEIGHT[kind]}>
            <Skeleton height={120} />
            <Skeleton height={16} mt="md" width="70%" />
            <Skeleton height={12} mt="sm" />
            <Skeleton height={12} mt={6} width="85%" />
          </Card>
        ))}
      </CardGrid>
    </div>
  );
}

export function EmptyCards({ text }: { text: string }) {
  return (
    <Stack align="center" py="xl">
      <Text c="gray.7">{text}</Text>
    </Stack>
  );
}
