import { portfolioTexts as t } from '@angelbridge/contracts/portfolio-texts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '../../../components/load-states';
import { errorMessage } from '../../../lib/api-client';
import { loadPortfolioMetrics } from '../../updates/routes';
import { usePortfolio } from '../api/get-portfolio';
import { InvestmentsTable } from '../components/investments-table';
import { PortfolioTotals } from '../components/portfolio-totals';

// recharts is large: the chart is its own chunk, loaded once there is something to draw
const PortfolioChart = lazy(() =>
  import('../components/portfolio-chart').then((m) => ({ default: m.PortfolioChart })),
);
// each company's latest numbers with a sparkline (issue 34): features/updates owns metrics
const PortfolioMetrics = lazy(() => loadPortfolioMetrics().then((m) => ({ default: m.PortfolioMetrics })));

/** /portfolio (investors): investments with a completed agreement, their totals, a chart and one ZIP. */
export function PortfolioPage() {
  const portfolio = usePortfolio();
  let content: ReactNode;
  if (portfolio.isPending) content = <Loading label={t.loading} heights={[90, 260, 140]} />;
  else if (portfolio.isError)
    content = (
      <Alert color="red" title={t.loadError}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(portfolio.error)}</Text>
          <Button size="xs" onClick={() => void portfolio.refetch()}>
            {t.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  else if (portfolio.data.investments.length === 0)
    content = (
      <Alert color="gray" title={t.title}>
        {t.empty}{' '}
        <Anchor component={Link} to={webPaths.invest}>
          {t.browsePitches}
        </Anchor>
      </Alert>
    );
  else {
    const { data } = portfolio;
    content = (
      <Stack gap="lg">
        <PortfolioTotals totals={data} />
        <section aria-labelledby="portfolio-chart-title">
          <Title order={2} size="h4" id="portfolio-chart-title" mb="sm">
            {t.chartTitle}
          </Title>
          <Suspense fallback={<Loading label={t.chartLoading} heights={[260]} />}>
            <PortfolioChart rows={data.by_year_and_instrument} />
          </Suspense>
        </section>
        <Suspense fallback={<Loading label="Loading your companies' metrics" heights={[120]} />}>
          <PortfolioMetrics />
        </Suspense>
        <section aria-labelledby="portfolio-investments-title">
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={2} size="h4" id="portfolio-investments-title">
              {t.investmentsTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {t.count(data.investments.length)}
            </Text>
          </Group>
          <InvestmentsTable investments={data.investments} />
        </section>
      </Stack>
    );
  }
  const downloadUrl = portfolio.data?.download_url ?? null;
  return (
    <Container size="lg" py="xl">
      <title>{`${t.title} · AngelBridge`}</title>
      <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.intro}</Text>
        </Stack>
        <Group gap="xs">
          {portfolio.isFetching && !portfolio.isPending && <Loader size="xs" aria-label={t.loading} />}
          {downloadUrl && (
            <Button component="a" href={downloadUrl} download title={t.downloadHint}>
              {t.downloadAgreements}
            </Button>
          )}
        </Group>
      </Group>
      {content}
    </Container>
  );
}
