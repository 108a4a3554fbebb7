import { COMMITMENT_STATUS_LABELS, type CommitmentStatus } from '@angelbridge/contracts';
import { type Tone, ToneBadge } from '../../../components/tone-badge';

const TONE: Record<CommitmentStatus, Tone> = {
  indicated: 'blue',
  accepted: 'teal',
  closing: 'grape',
  declined: 'red',
  withdrawn: 'gray',
  lapsed: 'orange',
  funded: 'green',
};

export function CommitmentStatusBadge({ status }: { status: CommitmentStatus }) {
  return <ToneBadge tone={TONE[status]}>{COMMITMENT_STATUS_LABELS[status]}</ToneBadge>;
}
