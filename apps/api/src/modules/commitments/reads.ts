import {
  COMMITMENTS_PAGE_SIZE,
  type CommitmentStatus,
  type RoundProgress,
  commitmentTexts as t,
} from '@angelbridge/contracts';
import type { Caller } from '../../http/caller.js';
import { certificationSummaries } from '../certification/index.js';
import { matchPairs } from '../matching/index.js';
import { commitRefusal, visibleTo } from './commit-access.js';
import { findLiveCommitment, findPerson, findPitch, readRound } from './commitments.queries.js';
import { toProgress, toTotals } from './conditions.js';
import type { CommitmentsContext } from './context.js';
import { currentLead, toLeadOffer } from './lead.js';
import { findLeadOffer, leadOffersOf } from './lead.queries.js';
import { ownedPitch } from './owned-pitch.js';
import { readCommitment, readCommitments } from './read-commitment.js';
import { acceptedByDay, investorCommitmentsPage, pitchCommitmentsPage, roundSums } from './round.queries.js';
import { toRound } from './round-view.js';

/** Offers to lead a founder's page lists; only investors with a live commitment can make one. */
const LEAD_OFFERS_MAX = 200;
/** Days of the accepted-money chart (a round open longer shows its last year). */
const CHART_DAYS = 366;

interface Paging {
  page?: number | undefined;
  page_size?: number | undefined;
}
const pageOf = (input: Paging) => {
  const size = input.page_size ?? COMMITMENTS_PAGE_SIZE;
  const page = input.page ?? 1;
  return { page, page_size: size, limit: size, offset: (page - 1) * size };
};

/** /getPitchCommitments: the owner's whole view of the round, one page of its commitments. */
export async function pitchCommitments(
  context: CommitmentsContext,
  ownerId: string,
  input: Paging & { pitch_id: string; status?: CommitmentStatus | undefined },
) {
  const { db } = context;
  const pitch = await ownedPitch(db, input.pitch_id, ownerId);
  const paging = pageOf(input);
  const [{ rows, total }, round, sums, offers, chart] = await Promise.all([
    pitchCommitmentsPage(db, pitch.id, { status: input.status, limit: paging.limit, offset: paging.offset }),
    readRound(db, pitch.id),
    roundSums(db, pitch.id),
    leadOffersOf(db, pitch.id, LEAD_OFFERS_MAX),
    acceptedByDay(db, pitch.id, CHART_DAYS),
  ]);
  const [matchOf, read, certifications] = await Promise.all([
    matchPairs(
      db,
      rows.map((r) => ({ investorId: r.investor_id, pitchId: r.pitch_id })),
    ),
    readCommitments(db, context.today(), rows, () => ({}), { pitchId: pitch.id, sums }),
    certificationSummaries(
      db,
      rows.map((r) => r.investor_id),
    ),
  ]);
  const commitments = read.map((row) => ({
    ...row,
    match: matchOf(row.investor._id, row.pitch_id),
    certification: certifications.get(row.investor._id) ?? null,
  }));
  return {
    round: toRound(round),
    commitments,
    page: paging.page,
    page_size: paging.page_size,
    total,
    totals: toTotals(sums, pitch),
    lead: await currentLead(db, pitch.id, round.lead_investor_id),
    lead_offers: offers.map(toLeadOffer),
    accepted_over_time: chart,
  };
}

/** /getMyCommitments: the investor's own, ended ones too, newest first. */
export async function myCommitments(context: CommitmentsContext, investorId: string, input: Paging) {
  const paging = pageOf(input);
  const { rows, total } = await investorCommitmentsPage(context.db, investorId, paging);
  const commitments = await readCommitments(context.db, context.today(), rows, (row) => ({
    name_of_pitch: row.name_of_pitch,
    round_state: row.round_state,
  }));
  return { commitments, page: paging.page, page_size: paging.page_size, total };
}

/**
 * /getPitchRound: what the pitch page shows this signed-in caller of the round. Personal (the caller's
 * own commitment, the lead's memo for investors), so never cached and never in server HTML.
 */
export async function pitchRound(context: CommitmentsContext, caller: Caller, pitchId: string) {
  const { db } = context;
  const pitch = visibleTo(await findPitch(db, pitchId), caller.userId);
  const isOwner = pitch.owner_id === caller.userId;
  const investor = caller.userType === 'investor';
  const [round, sums, person] = await Promise.all([
    readRound(db, pitch.id),
    roundSums(db, pitch.id),
    findPerson(db, caller.userId),
  ]);
  const live = investor ? await findLiveCommitment(db, pitch.id, caller.userId) : null;
  const offer = investor ? await findLeadOffer(db, pitch.id, caller.userId) : null;
  const refusal = commitRefusal(pitch, person, caller.userId);
  const open = round.state === 'open';
  return {
    round: toRound(round),
    is_owner: isOwner,
    round_progress: round.show_progress || isOwner ? toProgress(sums, pitch.target) : null,
    lead: investor || isOwner ? await currentLead(db, pitch.id, round.lead_investor_id) : null,
    my_commitment: live ? await readCommitment(context, live.id) : null,
    my_lead_offer: offer ? toLeadOffer(offer) : null,
    may_commit: open && refusal === null,
    cannot_commit_reason: refusal ? refusal.message : open ? null : t.roundClosedForCommit,
    may_offer_to_lead: open && refusal === null && live !== null,
    amount_min: pitch.min_per_investor,
    amount_max: pitch.target,
  };
}

/**
 * The public's view of a round, for the pitch page (/getInvestmentPageDataById and its server HTML): only
 * while the founder shows progress; undefined otherwise, so the key is absent and nothing leaks.
 */
export async function publicRoundProgress(
  context: Pick<CommitmentsContext, 'db'>,
  pitchId: string,
  target: number,
): Promise<RoundProgress | undefined> {
  const round = await readRound(context.db, pitchId);
  if (!round.show_progress) return undefined;
  return toProgress(await roundSums(context.db, pitchId), target);
}
