import { messages, type ShownPitch } from '@angelbridge/contracts';
import { Text, Title } from '@mantine/core';
import { CardGrid, PitchCard } from '../../../discovery/index';
import { PitchMatchesProvider } from '../../../matching/index';

/** §2 'Similar Pitches' grid under the tabs. */
export function SimilarPitches({ pitches }: { pitches: ShownPitch[] }) {
  return (
    <section aria-labelledby="similar-pitches">
      <Title order={2} size="h3" mb="md" id="similar-pitches">
        Similar Pitches
      </Title>
      {pitches.length === 0 ? (
        <Text>{messages.empty.similarPitches}</Text>
      ) : (
        <PitchMatchesProvider pitchIds={pitches.map((pitch) => pitch._id)}>
          <CardGrid>
            {pitches.map((pitch) => (
              <PitchCard key={pitch._id} pitch={pitch} />
            ))}
          </CardGrid>
        </PitchMatchesProvider>
      )}
    </section>
  );
}
