import { type Agreement, keyTermsLine } from '@angelbridge/contracts';
import { SimpleGrid, Text } from '@mantine/core';
import { formatDay, formatMoney } from './agreement-words';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={600} c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** What the agreement says, in short: the same fields the PDF states. */
export function AgreementFacts({ agreement }: { agreement: Agreement }) {
  const { fields } = agreement;
  const place = [fields.incorporation.region, fields.incorporation.country_name].filter(Boolean).join(', ');
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
      <Fact label="Investor">{fields.investor_legal_name}</Fact>
      <Fact label="Company">{`${fields.company_legal_name} (${place})`}</Fact>
      <Fact label="Amount">{formatMoney(fields.amount)}</Fact>
      <Fact label="Terms">{keyTermsLine(fields.instrument, fields.instrument_terms)}</Fact>
      <Fact label="Governing law">{fields.governing_law}</Fact>
      <Fact label="Dated">{formatDay(fields.date)}</Fact>
      <Fact label="Signs for the company">{`${fields.signatory_name}, ${fields.signatory_title}`}</Fact>
    </SimpleGrid>
  );
}
