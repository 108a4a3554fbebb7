import type { RoundProgress } from '@angelbridge/contracts';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';
import { RoundProgressBar } from './round-progress-bar';

// Signed-in people only: guests, and the server's HTML, never load the panel or ask for /getPitchRound.
const InvestorRoundPanel = lazy(() =>
  import('./investor-round-panel').then((m) => ({ default: m.InvestorRoundPanel })),
);

interface PitchRoundSlotProps {
  pitchId: string;
  pitchName: string;
  /** round_progress of /getInvestmentPageDataById: present only while the founder shows it. */
  progress: RoundProgress | null | undefined;
}

/** The round on a pitch's page: the public progress for everyone, the personal panel for a session. */
export function PitchRoundSlot({ pitchId, pitchName, progress }: PitchRoundSlotProps) {
  const { signedIn } = useSession();
  const bar = progress ? <RoundProgressBar progress={progress} /> : null;
  if (!signedIn) return bar;
  return (
    <Suspense fallback={bar}>
      <InvestorRoundPanel pitchId={pitchId} pitchName={pitchName} publicProgress={progress ?? null} />
    </Suspense>
  );
}
