import { Container, Title } from '@mantine/core';
import { useSession } from '../../../lib/session';
import { ContactRequestList } from '../components/contact-request-list';
import { MyInvestmentList } from '../components/my-investment-list';

/** §2 /pitchrequest: the owner's requests for every pitch; an investor sees the requests they sent. */
export function ContactRequestsPage() {
  const { userType } = useSession();
  const investor = userType === 'investor';
  const title = investor ? 'My Investment' : 'Contact Request Access';
  return (
    <Container size="lg" py="xl">
      <title>{`${title} · AngelBridge`}</title>
      <Title order={1} mb="lg">
        {title}
      </Title>
      {investor ? <MyInvestmentList /> : <ContactRequestList pitchId={null} />}
    </Container>
  );
}
