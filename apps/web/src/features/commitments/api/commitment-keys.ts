import type { CommitmentStatus } from '@angelbridge/contracts';

/** Query keys of features/commitments: every write invalidates the round and the lists it changes. */
export const commitmentKeys = {
  all: ['commitments'] as const,
  /** A pitch page's round, as the signed-in caller sees it. */
  pitchRound: (pitchId: string) => ['commitments', 'pitch-round', pitchId] as const,
  /** Every page and filter of the founder's view of one round. */
  pitchCommitments: (pitchId: string) => ['commitments', 'pitch-commitments', pitchId] as const,
  pitchCommitmentsPage: (pitchId: string, status: CommitmentStatus | null, page: number, pageSize: number) =>
    ['commitments', 'pitch-commitments', pitchId, status, page, pageSize] as const,
  mine: ['commitments', 'mine'] as const,
  /** The owner's switch that shows or hides a round's progress (a mutation's key). */
  roundVisibility: (pitchId: string) => ['commitments', 'round-visibility', pitchId] as const,
  minePage: (page: number) => ['commitments', 'mine', page] as const,
};
