import { AGREEMENTS_PAGE_SIZE, type AgreementStatus } from '@angelbridge/contracts/agreement-texts';
import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { agreementKeys } from './agreement-keys';

interface AgreementsArgs {
  /** One pitch's agreements (the founder's Round page); null for all of the caller's. */
  pitchId: string | null;
  status: AgreementStatus | null;
  page: number;
  /** While agreements are being made by the queue, the list is read again every few seconds. */
  refetchInterval?: number | false | (() => number | false);
}

/** A page of the caller's agreements, newest first: a founder's on their pitches, an investor's own. */
export function useAgreements({ pitchId, status, page, refetchInterval = false }: AgreementsArgs) {
  return useQuery({
    queryKey: agreementKeys.list({ pitchId, status, page }),
    queryFn: ({ signal }) =>
      callApi(
        calls.getAgreements,
        {
          page,
          page_size: AGREEMENTS_PAGE_SIZE,
          ...(pitchId ? { pitch_id: pitchId } : {}),
          ...(status ? { status } : {}),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}
