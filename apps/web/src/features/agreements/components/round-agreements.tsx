import type { Agreement, RoundState } from '@angelbridge/contracts';
import { useEffect, useRef, useState } from 'react';
import { Panel } from './panel';
import { RoundAgreementsTable } from './round-agreements-table';
import { TermsSection } from './terms-section';

/** How long the table keeps reading the list again after terms are saved or the round closes. */
const PREPARING_MS = 60_000;

interface RoundAgreementsProps {
  pitchId: string;
  roundState: RoundState;
}

/**
 * The founder's agreements part of the Round page: the terms, then each investor's agreement. Saving
 * terms while closing, or closing with terms saved, makes agreements through the queue: the table reads
 * the list again for a minute so they appear as they are made.
 */
export function RoundAgreements({ pitchId, roundState }: RoundAgreementsProps) {
  const [preparingUntil, setPreparingUntil] = useState<number | null>(null);
  const [funding, setFunding] = useState<Agreement | null>(null);
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
      {/* MARK-FUNDED SLOT: features/portfolio's MarkFundedDialog opens here for `funding`. */}
      {funding && null}
    </>
  );
}
