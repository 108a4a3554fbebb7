import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Button, Container, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { ReportButton } from '../../reports/index';
import { type ProfileKind, useScoutedPitches, useScoutedProfile } from '../api/get-scout-investor-by-id';
import { FounderPitches } from '../components/public-profile/founder-pitches';
import { ProfileCard } from '../components/public-profile/profile-card';

function kindFrom(value: unknown): ProfileKind | null {
  return value === 'investor' || value === 'entrepreneur' ? value : null;
}

function ProfileSkeleton() {
  return (
    <Paper withBorder radius="lg" p="xl" role="status" aria-busy="true" aria-label="Loading profile">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Stack align="center">
            <Skeleton circle height={160} />
            <Skeleton height={28} width="70%" />
            <Skeleton height={20} width="30%" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="lg">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/** /investor/profile/{id} (§2): works from a card (type in state and URL) and from a pasted link. */
export function PublicProfilePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const type =
    kindFrom((location.state as { userType?: unknown } | null)?.userType) ?? kindFrom(params.get('type'));
  const profile = useScoutedProfile(id, type);
  const pitches = useScoutedPitches(id, type);

  // Back goes where the visitor came from; a profile opened from a link has no such page, so go to scouting.
  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(hrefFor(webPaths.scout, { type: profile.data?.type ?? type ?? 'investor' }));
  };

  let content: ReactNode;
  if (profile.isPending) content = <ProfileSkeleton />;
  else if (profile.data) {
    content = (
      <>
        <ProfileCard person={profile.data} />
        <Group justify="flex-end">
          <ReportButton type="profile" id={id} ownerId={id} label="Report this profile" />
        </Group>
        <FounderPitches pitches={pitches.data ?? []} firstName={profile.data.first_name} />
      </>
    );
  } else {
    const status = profile.error instanceof ApiError ? profile.error.status : 0;
    const missing = status === 404 || status === 400;
    content = (
      <Alert color={missing ? 'gray' : 'red'} title={missing ? 'Profile not found' : 'Error'}>
        <Title order={1} size="h4" mb="xs">
          {missing ? 'Profile not found' : 'Could not load this profile'}
        </Title>
        <Text size="sm">
          {missing
            ? 'This person is not on AngelBridge, or has not finished their profile yet.'
            : 'Something went wrong, please try again later or contact support.'}
        </Text>
      </Alert>
    );
  }

  return (
    <Container size="lg" py="xl">
      <title>
        {profile.data
          ? `${profile.data.first_name} ${profile.data.last_name} · AngelBridge`
          : 'Profile · AngelBridge'}
      </title>
      <Button variant="subtle" onClick={back} mb="md" leftSection={<span aria-hidden="true">←</span>}>
        Back
      </Button>
      {content}
    </Container>
  );
}
