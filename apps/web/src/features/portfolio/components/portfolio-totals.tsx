import {
  type getPortfolio,
  INSTRUMENT_LABELS,
  type ResponseOf,
  portfolioTexts as t,
} from '@angelbridge/contracts';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from './portfolio-words';

type Totals = Pick<
  ResponseOf<typeof getPortfolio>,
  'total_amount' | 'totals_by_instrument' | 'totals_by_year'
>;

/** The totals in words: what the chart draws, readable without it. */
export function PortfolioTotals({ totals }: { totals: Totals }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          {t.totalLabel}
        </Text>
        <Text fw={700} fz="xl" data-testid="portfolio-total">
          {formatMoney(totals.total_amount)}
        </Text>
      </Paper>
      <TotalsCard
        title={t.byInstrumentTitle}
        rows={totals.totals_by_instrument.map((row) => ({
          key: row.instrument,
          label: INSTRUMENT_LABELS[row.instrument],
          amount: row.amount,
          count: row.count,
        }))}
      />
      <TotalsCard
        title={t.byYearTitle}
        rows={totals.totals_by_year.map((row) => ({
          key: String(row.year),
          label: String(row.year),
          amount: row.amount,
          count: row.count,
        }))}
      />
    </SimpleGrid>
  );
}

interface TotalRow {
  key: string;
  label: string;
  amount: number;
  count: number;
}

function TotalsCard({ title, rows }: { title: string; rows: TotalRow[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Title order={2} size="h5">
          {title}
        </Title>
        <Table aria-label={title} verticalSpacing={2}>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td ta="right">{formatMoney(row.amount)}</Table.Td>
                <Table.Td ta="right" c="dimmed">
                  {t.count(row.count)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
