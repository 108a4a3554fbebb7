import type { ShownPitch } from '@angelbridge/contracts';
import { Box, Text, Title } from '@mantine/core';
import { PitchCarousel } from './fund-raise/pitch-carousel';

/** After a search or filter: pitches it left out that sit close to what was asked for (similar_pitch). */
export function SimilarToResults({ pitches }: { pitches: ShownPitch[] }) {
  return (
    <Box component="section" aria-labelledby="similar-to-results" mt={48}>
      <Title order={2} size="h3" id="similar-to-results">
        Similar Pitches
      </Title>
      <Text c="gray.7" mb="md">
        Close to your search, though outside its filters.
      </Text>
      <PitchCarousel pitches={pitches} label="Similar pitches" />
    </Box>
  );
}
