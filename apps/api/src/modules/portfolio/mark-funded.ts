import { portfolioTexts as t } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { commitmentsForOtherModules as commitments } from '../commitments/index.js';
import { findFundable, lockFundable, lockPitchRow, setFunded, sumFundedIntoPitch } from './funded.queries.js';
import type { TellInvestor } from './funded-notice.js';

export interface Actor {
  userId: string;
  requestId: string;
}

export interface MarkFundedInput {
  commitment_id: string;
  amount_received: number;
  received_on: string;
}

const notFound = () => new AppError('NOT_FOUND', t.commitmentNotFound);

/**
 * The founder records the money received on a commitment whose agreement both parties signed: the
 * commitment becomes funded (final), the pitch's funding_raised becomes the sum of the round's funded
 * amounts, computed in SQL in this transaction, the investor is told, and the change is audited. The
 * pitch row is locked first, so markings of one round take turns and none is lost from the sum.
 */
export async function markFunded(
  { db, tell }: { db: Db; tell: TellInvestor },
  actor: Actor,
  input: MarkFundedInput,
) {
  const seen = await findFundable(db, input.commitment_id);
  // a stranger is told the commitment does not exist, as for the round's other owner-only calls
  if (!seen || seen.owner_id !== actor.userId) throw notFound();
  const fundingRaised = await inTransaction(db, async (tx) => {
    await lockPitchRow(tx, seen.pitch_id);
    const found = await lockFundable(tx, input.commitment_id);
    if (!found) throw notFound();
    if (found.status === 'funded') throw new AppError('CONFLICT', t.alreadyFunded);
    if (found.status !== 'closing' || !found.agreement_completed)
      throw new AppError('CONFLICT', t.notCompleted);
    await setFunded(tx, found.id, input);
    await commitments.addHistory(tx, found.id, { event: 'funded', actor: 'founder', actorId: actor.userId });
    const raised = await sumFundedIntoPitch(tx, found.pitch_id);
    await commitments.recordRoundChange(tx, {
      actorId: actor.userId,
      action: 'markCommitmentFunded',
      targetType: 'commitment',
      targetId: found.id,
      before: { status: found.status },
      after: {
        status: 'funded',
        amount_received: input.amount_received,
        received_on: input.received_on,
        funding_raised: raised,
      },
      requestId: actor.requestId,
    });
    await tell(tx, {
      commitmentId: found.id,
      investorId: found.investor_id,
      pitchName: found.name_of_pitch,
      amountReceived: input.amount_received,
    });
    return raised;
  });
  return {
    commitment: await commitments.readCommitment(db, input.commitment_id),
    funding_raised: fundingRaised,
  };
}
