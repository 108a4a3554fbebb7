import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Box, Button, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PitchMatchesContextValue, useRecommendedPitches } from '../../matching/index';
import { CardGridSkeleton } from './fund-raise/card-grid';
import { PitchCarousel } from './fund-raise/pitch-carousel';

/**
 * "Recommended for you" (issue 22): for a signed-in investor only, the pitches that best fit their
 * thesis, each card with its match. Asked by the browser after the page, never server-rendered.
 */
export function RecommendedForYou({ limit = 6 }: { limit?: number }) {
  const { investor, data, isPending, isError, refetch } = useRecommendedPitches(limit);
  if (!investor) return null;
  return (
    <Box component="section" aria-labelledby="recommended-for-you">
      <Title order={2} size="h3" id="recommended-for-you">
        Recommended for you
      </Title>
      <Text size="sm" c="gray.7" mt={4}>
        Pitches that fit your investor thesis best. Open a match to see why.
      </Text>
      <Box mt="md" aria-busy={isPending}>
        {isPending ? (
          <CardGridSkeleton label="Loading recommendations" />
        ) : isError ? (
          <Alert color="red" title="Recommendations could not be loaded">
            <Button variant="light" size="xs" mt="xs" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <>
            {data.thesis_note && (
              <Alert color="blue" mb="md" title="Your thesis is empty">
                {data.thesis_note} <Link to={webPaths.profileInvestor}>Edit your profile</Link>
              </Alert>
            )}
            {data.pitch_data.length === 0 ? (
              <Text>No pitches to recommend yet: you have asked about every pitch that fits.</Text>
            ) : (
              <PitchMatchesContextValue value={new Map(data.pitch_data.map((p) => [p._id, p.match]))}>
                <PitchCarousel pitches={data.pitch_data} label="Recommended pitches" />
              </PitchMatchesContextValue>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
