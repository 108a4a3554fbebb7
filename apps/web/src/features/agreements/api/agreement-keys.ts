import type { AgreementStatus } from '@angelbridge/contracts/agreement-texts';

/** Query keys of features/agreements: every write invalidates `all`, since a list and a page may show the same agreement. */
export const agreementKeys = {
  all: ['agreements'] as const,
  roundTerms: (pitchId: string) => ['agreements', 'round-terms', pitchId] as const,
  list: (filter: { pitchId: string | null; status: AgreementStatus | null; page: number }) =>
    ['agreements', 'list', filter.pitchId, filter.status, filter.page] as const,
  one: (agreementId: string) => ['agreements', 'one', agreementId] as const,
};
