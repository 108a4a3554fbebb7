import {
  COMMITMENT_WRITES_PER_MINUTE,
  closeRound,
  commitToPitch,
  confirmLead,
  decideCommitment,
  getMyCommitments,
  getPitchCommitments,
  getPitchRound,
  offerToLead,
  reopenRound,
  setRoundVisibility,
  commitmentTexts as t,
  withdrawCommitment,
} from '@angelbridge/contracts';
import type { Request } from 'express';
import type { Caller } from '../../http/caller.js';
import { type Route, route } from '../../http/contract-router.js';
import { enforce, type RateLimitStore } from '../../http/rate-limit-store.js';
import { requestIdOf } from '../../http/request-log.js';
import type { CommitmentsService } from './commitments.service.js';

const MINUTE = 60_000;

const actorOf = (caller: Caller, req: Request) => ({ userId: caller.userId, requestId: requestIdOf(req) });

export function commitmentsRoutes(service: CommitmentsService, store: RateLimitStore): Route[] {
  // every write of the round, per person, in the shared store (every instance counts the same)
  const writes = {
    limits: [
      async ({ caller }: { caller: Caller }) =>
        enforce(store, `commitments ${caller.userId}`, COMMITMENT_WRITES_PER_MINUTE, MINUTE),
    ],
  };
  return [
    route(
      commitToPitch,
      async ({ input, caller, req }) => service.commit(actorOf(caller, req), input),
      writes,
    ),
    route(
      withdrawCommitment,
      async ({ input, caller, req }) => ({
        commitment: await service.withdraw(actorOf(caller, req), input.commitment_id),
        message: t.withdrawn,
      }),
      writes,
    ),
    route(getMyCommitments, async ({ input, caller }) => service.mine(caller.userId, input)),
    route(getPitchCommitments, async ({ input, caller }) => ({
      ...(await service.ofPitch(caller.userId, input)),
      message: t.loaded,
    })),
    route(
      decideCommitment,
      async ({ input, caller, req }) => service.decide(actorOf(caller, req), input),
      writes,
    ),
    route(
      offerToLead,
      async ({ input, caller, req }) => ({
        lead_offer: await service.offerToLead(actorOf(caller, req), input),
        message: t.leadOffered,
      }),
      writes,
    ),
    route(
      confirmLead,
      async ({ input, caller, req }) => service.confirmLead(actorOf(caller, req), input),
      writes,
    ),
    route(
      setRoundVisibility,
      async ({ input, caller, req }) => ({
        round: await service.setVisibility(actorOf(caller, req), input.pitch_id, input.show_progress),
        message: t.visibilitySaved,
      }),
      writes,
    ),
    route(
      closeRound,
      async ({ input, caller, req }) => ({
        ...(await service.close(actorOf(caller, req), input.pitch_id)),
        message: t.roundClosed,
      }),
      writes,
    ),
    route(
      reopenRound,
      async ({ input, caller, req }) => ({
        ...(await service.reopen(actorOf(caller, req), input.pitch_id)),
        message: t.roundReopened,
      }),
      writes,
    ),
    route(getPitchRound, async ({ input, caller }) => ({
      ...(await service.round(caller, input.pitch_id)),
      message: t.loaded,
    })),
  ];
}
