import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Container, Group, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PhotoNudge } from '../../../components/photo-nudge';
import { useSession } from '../../../lib/session';
import { MyInvestmentList } from '../../contact-requests/index';
import { MyPitchGrid } from '../components/my-pitch-grid';

/** §2: 'My Pitches' for entrepreneurs; investors see 'My Investment'. */
export function PitchListPage() {
  const { userType } = useSession();
  const investor = userType === 'investor';
  const title = investor ? 'My Investment' : 'My Pitches';
  return (
    <Container size="lg" py="xl">
      <title>{`${title} · AngelBridge`}</title>
      <Group justify="space-between" mb="lg">
        <Title order={1}>{title}</Title>
        {investor ? (
          <Button component={Link} to={webPaths.myCommitments} variant="light">
            My commitments
          </Button>
        ) : (
          <Button component={Link} to={webPaths.addPitch}>
            Add Pitch
          </Button>
        )}
      </Group>
      <PhotoNudge where="dashboard" />
      {investor ? <MyInvestmentList /> : <MyPitchGrid />}
    </Container>
  );
}
