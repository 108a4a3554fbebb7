import type { ShownPitchCard } from '@angelbridge/contracts';
import { Stack, Title } from '@mantine/core';
import { CardGrid, PitchCard } from '../../../discovery/index';

/**
 * A founder's visible pitches under their profile (§7 investment_data), newest first, each opening its
 * pitch page. Nothing at all for a founder without one, or an investor.
 */
export function FounderPitches({ pitches, firstName }: { pitches: ShownPitchCard[]; firstName: string }) {
  if (pitches.length === 0) return null;
  const owner = firstName.trim();
  return (
    <Stack component="section" aria-labelledby="founder-pitches" gap="md" mt="xl">
      <Title order={2} size="h3" id="founder-pitches">
        {owner ? `Pitches by ${owner}` : 'Pitches'}
      </Title>
      <CardGrid>
        {pitches.map((pitch) => (
          <PitchCard key={pitch._id} pitch={pitch} />
        ))}
      </CardGrid>
    </Stack>
  );
}
