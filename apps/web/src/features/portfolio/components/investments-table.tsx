import {
  COMMITMENT_STATUS_LABELS,
  INSTRUMENT_LABELS,
  type PortfolioInvestment,
  portfolioTexts as t,
} from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import cards from '../../../components/row-cards.module.css';
import { ToneBadge } from '../../../components/tone-badge';
import { hrefFor } from '../../../lib/href-for';
import { formatDay, formatMoney } from './portfolio-words';

const c = t.columns;

/** The investor's investments, newest signature first; on a phone (≤ 1024 px) each row is a card. */
export function InvestmentsTable({ investments }: { investments: PortfolioInvestment[] }) {
  return (
    <Table.ScrollContainer minWidth={900} className={cards.scroll}>
      <Table verticalSpacing="sm" className={cards.table} aria-label={t.investmentsTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.company}</Table.Th>
            <Table.Th>{c.amount}</Table.Th>
            <Table.Th>{c.keyTerms}</Table.Th>
            <Table.Th>{c.signed}</Table.Th>
            <Table.Th>{c.funded}</Table.Th>
            <Table.Th>{c.status}</Table.Th>
            <Table.Th>{c.agreement}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {investments.map((row) => (
            <Row key={row.commitment_id} row={row} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Row({ row }: { row: PortfolioInvestment }) {
  const funded = row.status === 'funded';
  return (
    <Table.Tr data-testid="portfolio-investment">
      <Table.Td data-label={c.company}>
        <Text fw={600} size="sm">
          {row.company_legal_name}
        </Text>
        <Anchor component={Link} to={hrefFor(webPaths.project, { id: row.pitch_id })} size="xs">
          {row.name_of_pitch}
        </Anchor>
      </Table.Td>
      <Table.Td data-label={c.amount}>
        <Text fw={700} size="sm">
          {formatMoney(row.amount_received ?? row.amount)}
        </Text>
      </Table.Td>
      <Table.Td data-label={c.keyTerms}>
        <Text size="sm">{row.key_terms}</Text>
        <Text size="xs" c="dimmed">
          {INSTRUMENT_LABELS[row.instrument]}
        </Text>
      </Table.Td>
      <Table.Td data-label={c.signed}>{formatDay(row.signed_at)}</Table.Td>
      <Table.Td data-label={c.funded}>{row.funded_on ? formatDay(row.funded_on) : t.notFundedYet}</Table.Td>
      <Table.Td data-label={c.status}>
        <ToneBadge tone={funded ? 'green' : 'grape'}>{COMMITMENT_STATUS_LABELS[row.status]}</ToneBadge>
      </Table.Td>
      <Table.Td data-label={c.agreement}>
        {row.agreement_url ? (
          <Anchor
            href={row.agreement_url}
            target="_blank"
            rel="noopener"
            size="sm"
            aria-label={`${t.openAgreement}: ${row.company_legal_name}`}
          >
            {t.openAgreement}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t.noLink}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
