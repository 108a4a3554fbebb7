import type { commitToPitch, getPitchCommitments, ParsedRequestOf } from '@angelbridge/contracts';
import type { Caller } from '../../http/caller.js';
import { commit, withdraw } from './commit.js';
import type { Actor, CommitmentsContext } from './context.js';
import { decide } from './decide.js';
import { confirmLead, offerToLead } from './lead.js';
import { myCommitments, pitchCommitments, pitchRound } from './reads.js';
import { closeRound, reopenRound, setVisibility } from './round-state.js';

/** The commitments use cases, each in its own file, bound to the module's parts (routes call these). */
export function commitmentsService(context: CommitmentsContext) {
  return {
    commit: (actor: Actor, input: ParsedRequestOf<typeof commitToPitch>) => commit(context, actor, input),
    withdraw: (actor: Actor, commitmentId: string) => withdraw(context, actor, commitmentId),
    mine: (investorId: string, input: { page?: number | undefined; page_size?: number | undefined }) =>
      myCommitments(context, investorId, input),
    ofPitch: (ownerId: string, input: ParsedRequestOf<typeof getPitchCommitments>) =>
      pitchCommitments(context, ownerId, input),
    decide: (actor: Actor, input: Parameters<typeof decide>[2]) => decide(context, actor, input),
    offerToLead: (actor: Actor, input: Parameters<typeof offerToLead>[2]) =>
      offerToLead(context, actor, input),
    confirmLead: (actor: Actor, input: Parameters<typeof confirmLead>[2]) =>
      confirmLead(context, actor, input),
    setVisibility: (actor: Actor, pitchId: string, show: boolean) =>
      setVisibility(context, actor, pitchId, show),
    close: (actor: Actor, pitchId: string) => closeRound(context, actor, pitchId),
    reopen: (actor: Actor, pitchId: string) => reopenRound(context, actor, pitchId),
    round: (caller: Caller, pitchId: string) => pitchRound(context, caller, pitchId),
  };
}

export type CommitmentsService = ReturnType<typeof commitmentsService>;
