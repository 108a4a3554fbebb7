import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import { EntrepreneurCards, FundraisingPitches, InvestorRows } from '../../discovery/index';
import classes from './home.module.css';

function Heading({ id, title, more }: { id: string; title: string; more: { to: string; label: string } }) {
  return (
    <Group justify="space-between" align="flex-end" mb="md">
      <Title order={2} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      <Anchor component={Link} to={more.to} fw={600}>
        {more.label}
      </Anchor>
    </Group>
  );
}

function Block({ id, children }: { id: string; children: ReactNode }) {
  return <section aria-labelledby={id}>{children}</section>;
}

/** §1: live data from /getFundRaiseData: pitches raising money, investors, and founders to scout. */
export function FundraiseShowcase() {
  return (
    <div className={classes.section}>
      <Container size="xl">
        <Stack gap={64}>
          <Block id="home-pitches">
            <Heading
              id="home-pitches"
              title="Pitches currently fundraising"
              more={{ to: webPaths.funding, label: 'See all funding' }}
            />
            <FundraisingPitches limit={9} />
          </Block>
          <Grid gap={48}>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Block id="home-investors">
                <Heading
                  id="home-investors"
                  title="Investors"
                  more={{ to: hrefFor(webPaths.scout, { type: 'investor' }), label: 'Scout investors' }}
                />
                <Text c="gray.7" mb="md">
                  Where they invest from, and the amounts they put into a deal.
                </Text>
                <InvestorRows limit={6} />
              </Block>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Block id="home-scout">
                <Heading
                  id="home-scout"
                  title="Scout entrepreneurs"
                  more={{
                    to: hrefFor(webPaths.scout, { type: 'entrepreneur' }),
                    label: 'Scout entrepreneurs',
                  }}
                />
                <Text c="gray.7" mb="md">
                  Founders building on AngelBridge right now.
                </Text>
                <EntrepreneurCards limit={4} compact />
              </Block>
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
    </div>
  );
}
