import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from '@angelbridge/contracts/agreement-texts';
import { type Tone, ToneBadge } from '../../../components/tone-badge';

const TONE: Record<AgreementStatus, Tone> = {
  awaiting_investor: 'blue',
  awaiting_founder: 'grape',
  completed: 'teal',
  voided: 'gray',
};

export function AgreementStatusBadge({ status }: { status: AgreementStatus }) {
  return <ToneBadge tone={TONE[status]}>{AGREEMENT_STATUS_LABELS[status]}</ToneBadge>;
}
