import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { PitchRoundSlot } from '../../commitments/index';
import { isTeaser, usePitchById } from '../../discovery/index';
import { ReportButton } from '../../reports/index';
import { PitchFaq } from '../components/pitch-view/pitch-faq';
import { PitchHeader } from '../components/pitch-view/pitch-header';
import { PitchTabs } from '../components/pitch-view/pitch-tabs';
import { PitchTeaserView } from '../components/pitch-view/pitch-teaser-view';
import { PitchViewSkeleton } from '../components/pitch-view/pitch-view-skeleton';
import { SimilarPitches } from '../components/pitch-view/similar-pitches';

function Unavailable({ missing, retry }: { missing: boolean; retry: () => void }) {
  return (
    <Stack align="flex-start">
      <title>Pitch not found · AngelBridge</title>
      <Title order={1}>{missing ? 'Pitch not found' : 'Error'}</Title>
      <Text>
        {missing
          ? 'This pitch does not exist, or its owner has hidden or removed it.'
          : 'Something went wrong, please try again later or contact support.'}
      </Text>
      {!missing && <Button onClick={retry}>Try again</Button>}
      <Anchor component={Link} to={webPaths.invest}>
        Browse all pitches
      </Anchor>
    </Stack>
  );
}

/** /project/{id} (§2): loads the pitch by its id, so a pasted or shared link works like a card click. */
export function PitchDetailPage() {
  const { id = '' } = useParams();
  const query = usePitchById(id);
  const data = query.data;
  // The similar pitches render just after the pitch itself, so its name and tabs paint first.
  const showSimilar = useDeferredValue(data !== undefined, false);
  let content: ReactNode;
  if (query.isPending) content = <PitchViewSkeleton />;
  else if (!data) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    content = <Unavailable missing={status === 404 || status === 400} retry={() => void query.refetch()} />;
  } else {
    const pitch = data.investment_data;
    content = isTeaser(pitch) ? (
      <Stack gap={48}>
        <title>{`${pitch.name_of_pitch} · AngelBridge`}</title>
        <PitchTeaserView pitch={pitch} />
        <Group justify="flex-end">
          <ReportButton type="pitch" id={pitch._id} label="Report this pitch" />
        </Group>
        {showSimilar && <SimilarPitches pitches={data.similar_pitch} />}
      </Stack>
    ) : (
      <Stack gap={48}>
        <title>{`${pitch.name_of_pitch} · AngelBridge`}</title>
        <PitchHeader pitch={pitch} answersWithinDays={data.answers_within_days} />
        <PitchRoundSlot pitchId={pitch._id} pitchName={pitch.name_of_pitch} progress={pitch.round_progress} />
        {/* A new pitch starts on its first page, whatever page the previous one was showing. */}
        <PitchTabs key={pitch._id} pitch={pitch} />
        <PitchFaq pitchId={pitch._id} faq={data.faq} />
        <Group justify="flex-end">
          <ReportButton type="pitch" id={pitch._id} label="Report this pitch" />
        </Group>
        {showSimilar && <SimilarPitches pitches={data.similar_pitch} />}
      </Stack>
    );
  }
  return (
    <Container size="xl" py="xl">
      {content}
    </Container>
  );
}
