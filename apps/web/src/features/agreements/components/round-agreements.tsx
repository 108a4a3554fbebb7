import type { Agreement, RoundState } from '@angelbridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MarkFundedDialog } from '../../portfolio/index';
import { agreementKeys } from '../api/agreement-keys';
import { Panel } from './panel';
import { RoundAgreementsTable } from './round-agreements-table';
import { TermsSection } from './terms-section';

/** How long the table keeps reading the list again after terms are saved or the round closes. */
const PREPARING_MS = 60_000;

interface RoundAgreementsProps {
  pitchId: string;
  roundState: RoundState;
  /** Money received changes the commitment (funded) and the round's totals: the Round page reads them again. */
  onFunded: () => void;
}

/**
 * The founder's agreements part of the Round page: the terms, then each investor's agreement. Saving
 * terms while closing, or closing with terms saved, makes agreements through the queue: the table reads
 * the list again for a minute so they appear as they are made.
 */
export function RoundAgreements({ pitchId, roundState, onFunded }: RoundAgreementsProps) {
  const [preparingUntil, setPreparingUntil] = useState<number | null>(null);
  const [funding, setFunding] = useState<Agreement | null>(null);
  const queryClient = useQueryClient();
  const previousState = useRef(roundState);
  const startPreparing = () => setPreparingUntil(Date.now() + PREPARING_MS);

  useEffect(() => {
    if (previousState.current === 'open' && roundState === 'closing')
      setPreparingUntil(Date.now() + PREPARING_MS);
    previousState.current = roundState;
  }, [roundState]);

  useEffect(() => {
    if (preparingUntil === null) return;
    const timer = setTimeout(() => setPreparingUntil(null), Math.max(0, preparingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [preparingUntil]);

  return (
    <>
      <TermsSection pitchId={pitchId} onSaved={() => roundState === 'closing' && startPreparing()} />
      <Panel id="round-agreements" title="Agreements">
        <RoundAgreementsTable pitchId={pitchId} preparingUntil={preparingUntil} onMarkFunded={setFunding} />
      </Panel>
      <MarkFundedDialog
        target={
          funding && {
            commitment_id: funding.commitment_id,
            investor_name: funding.investor.name,
            amount: funding.fields.amount,
          }
        }
        onClose={() => setFunding(null)}
        onFunded={() => {
          void queryClient.invalidateQueries({ queryKey: agreementKeys.all });
          onFunded();
        }}
      />
    </>
  );
}
