import { Container, Title } from '@mantine/core';
import { ContactRequestList } from '../../../components/contact-requests/contact-request-list';
import { MyInvestmentList } from '../../../components/contact-requests/my-investment-list';
import { useSession } from '../../../lib/session';

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
