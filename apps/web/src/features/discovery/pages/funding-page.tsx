import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import {
  EntrepreneurCards,
  FundraisingPitches,
  InvestorCards,
} from '../components/fund-raise/fund-raise-sections';

interface SectionProps {
  id: string;
  title: string;
  intro: string;
  more: { to: string; label: string };
  children: ReactNode;
}

function FundingSection({ id, title, intro, more, children }: SectionProps) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="flex-end" mb="md">
        <div>
          <Title order={2} id={id}>
            {title}
          </Title>
          <Text c="gray.7">{intro}</Text>
        </div>
        <Anchor component={Link} to={more.to} fw={600}>
          {more.label}
        </Anchor>
      </Group>
      {children}
    </section>
  );
}

/** /funding: the pitches raising money now, and the entrepreneurs and investors behind the deals. */
export function FundingPage() {
  return (
    <Container size="xl" py="xl">
      <title>Funding · AngelBridge</title>
      <Stack gap={56}>
        <div>
          <Title order={1}>Funding</Title>
          <Text size="lg" mt="xs" c="gray.7">
            Pitches raising money right now, and the people who build and back them.
          </Text>
        </div>
        <FundingSection
          id="funding-pitches"
          title="Pitches currently fundraising"
          intro="Open rounds from founders on AngelBridge."
          more={{ to: webPaths.invest, label: 'Browse all pitches' }}
        >
          <FundraisingPitches layout="grid" priority />
        </FundingSection>
        <FundingSection
          id="funding-entrepreneurs"
          title="Entrepreneurs"
          intro="Founders looking for partners, talent and capital."
          more={{ to: hrefFor(webPaths.scout, { type: 'entrepreneur' }), label: 'Scout entrepreneurs' }}
        >
          <EntrepreneurCards />
        </FundingSection>
        <FundingSection
          id="funding-investors"
          title="Investors"
          intro="Angels ready to back the next idea, with the range they invest in."
          more={{ to: hrefFor(webPaths.scout, { type: 'investor' }), label: 'Scout investors' }}
        >
          <InvestorCards />
        </FundingSection>
      </Stack>
    </Container>
  );
}
