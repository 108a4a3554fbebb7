import { keyTermsLine, type RoundTerms } from '@angelbridge/contracts';
import { agreementTexts as t } from '@angelbridge/contracts/agreement-texts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';

function Item({ label, children }: { label: string; children: string }) {
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

/** The saved terms in words, as every agreement of the round will state them. */
export function TermsSummary({ terms }: { terms: RoundTerms }) {
  const place = [terms.incorporation.region, terms.incorporation.country_name].filter(Boolean).join(', ');
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
        <Item label="Company">{terms.company_legal_name}</Item>
        <Item label="Incorporated in">{place}</Item>
        <Item label="Governing law">{terms.governing_law}</Item>
        <Item label="Signs for the company">{`${terms.signatory_name}, ${terms.signatory_title}`}</Item>
        <Item label="Terms">{keyTermsLine(terms.instrument, terms.instrument_terms)}</Item>
        <Item label="Agreement">
          {terms.template === 'uploaded' && terms.agreement_file_name
            ? `Your PDF ${terms.agreement_file_name}, with AngelBridge's cover and signature pages`
            : `AngelBridge's “${t.documentTitle}”`}
        </Item>
      </SimpleGrid>
      <Text size="xs" c="gray.7">
        Saved {formatDateTime(terms.updated_at)}
      </Text>
    </Stack>
  );
}
