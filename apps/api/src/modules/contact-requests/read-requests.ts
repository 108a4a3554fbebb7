import {
  type ContactRequestEvent,
  type ContactRequestRow,
  isPitchTeaser,
  messages,
} from '@angelbridge/contracts';
import { AppError } from '../../http/app-error.js';
import { certificationSummaries } from '../certification/index.js';
import { matchPairs } from '../matching/index.js';
import { isPublicPitch, loadPitchCards } from '../pitches/index.js';
import { toContactRequestRow, toEvent } from './contact-request-view.js';
import {
  byInvestor,
  byOwner,
  findPitch,
  findRequest,
  type ListedRequest,
  listRequests,
  requestHistory,
} from './contact-requests.queries.js';
import { type RequestContext, requestNotFound, type Viewer } from './request-context.js';
import { recordExpiries } from './request-expiry.js';

/** Owners: the requests for their pitches (one pitch, or all), each with how its investor's thesis matches. */
async function ownerRequests(context: RequestContext, ownerId: string, pitchId: string | undefined) {
  const { db } = context;
  if (pitchId) {
    const pitch = await findPitch(db, pitchId);
    if (pitch?.ownerId !== ownerId) throw new AppError('NOT_FOUND', messages.server.pitchNotFound);
  }
  await recordExpiries(context, { ownerId });
  const rows = (await listRequests(db, byOwner(ownerId, pitchId))).map(toContactRequestRow);
  const [matchOf, certifications] = await Promise.all([
    matchPairs(
      db,
      rows.map((row) => ({ investorId: row.investor_id, pitchId: row.pitch_id })),
    ),
    certificationSummaries(
      db,
      rows.map((row) => row.investor_id),
    ),
  ]);
  // the founder judges each investor with their self-certification (issue 32) beside the match
  return rows.map((row) => ({
    ...row,
    match: matchOf(row.investor_id, row.pitch_id),
    certification: certifications.get(row.investor_id) ?? null,
  }));
}

/** Investors: their own requests, each with its pitch's card while the pitch is public. */
async function investorRequests(context: RequestContext, investorId: string, pitchId: string | undefined) {
  const { db } = context;
  await recordExpiries(context, { investorId });
  const rows = await listRequests(db, byInvestor(investorId, pitchId));
  const isVisible = (row: ListedRequest) =>
    isPublicPitch({ isHidden: row.pitchIsHidden, draft: row.pitchDraft, withdrawn: row.pitchWithdrawn });
  const cards = await loadPitchCards(
    db,
    rows.filter(isVisible).map((row) => row.request.pitchId),
    investorId,
  );
  // a private round whose terms the investor may not see (issue 32): its teaser's summary and cover only
  const byPitch = new Map(
    cards.map((card) => [
      card._id,
      isPitchTeaser(card)
        ? { short_summary: card.short_summary, highlight: [], img: card.img, terms_hidden: true as const }
        : {
            short_summary: card.short_summary,
            highlight: card.highlight,
            target: card.target,
            img: card.img,
          },
    ]),
  );
  return rows.map((row) => ({
    ...toContactRequestRow(row),
    pitch: byPitch.get(row.request.pitchId) ?? null,
  }));
}

export function listContactRequests(
  context: RequestContext,
  viewer: Viewer,
  pitchId: string | undefined,
): Promise<ContactRequestRow[]> {
  return viewer.userType === 'entrepreneur'
    ? ownerRequests(context, viewer.userId, pitchId)
    : investorRequests(context, viewer.userId, pitchId);
}

/** A request's steps: for the owner of its pitch, or its investor; anyone else is told it does not exist. */
export async function requestSteps(
  context: RequestContext,
  viewer: Viewer,
  contactId: string,
): Promise<ContactRequestEvent[]> {
  const { db } = context;
  const found = await findRequest(db, contactId);
  const request = found?.request;
  const reader = viewer.userType === 'entrepreneur' ? found?.ownerId : request?.investorId;
  if (!request || reader !== viewer.userId) throw requestNotFound();
  await recordExpiries(context, { contactId });
  return (await requestHistory(db, contactId)).map((row) => toEvent(row, request.investorId));
}
