import {
  type addPitchRequest,
  MAX_DOCUMENTS,
  messages,
  OTHERS_PROJECT_TYPE,
  roundMessages,
} from '@angelbridge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { UploadedFile } from '../../http/upload.js';
import type { StoreFiles } from '../../storage/write-with-files.js';
import type { StoredCover } from './pitch-cover.js';
import { badRequest, ownedOrNotFound } from './pitch-owner.js';
import * as q from './pitches.queries.js';
import * as children from './team-milestones.queries.js';

/**
 * The writes of each wizard step, inside the step's transaction (see save-step.ts). A step that replaces
 * files returns the URLs it no longer uses, for removal after the commit.
 */

export type StepInput = z.output<typeof addPitchRequest>;
export type Step<A extends StepInput['action']> = Extract<StepInput, { action: A }>;

/** Stored URLs may come back absolute (as a browser resolved them) or relative; both name one file. */
function urlPath(value: string): string {
  try {
    return new URL(value, 'http://stored.invalid').pathname;
  } catch {
    return value;
  }
}

/**
 * Creates the pitch, or updates the caller's own; returns its id and the cover files it no longer uses.
 * A new cover replaces the old one; `remove_cover` goes back to the default (the first open image).
 */
export async function overview(
  tx: Db,
  ownerId: string,
  input: Step<'overview'>,
  cover: StoredCover | null,
): Promise<{ pitchId: string; dropped: string[] }> {
  const label = await q.findProjectTypeLabel(tx, input.project_type);
  if (label === null) throw badRequest('project_type', 'Invalid project type.');
  const columns: q.OverviewColumns = {
    nameOfCompany: input.name_of_company,
    location: input.location,
    nameOfPitch: input.name_of_pitch,
    shortSummary: input.short_summary,
    highlight: input.highlight,
    projectTypeId: input.project_type,
    // only the 'Others' type keeps the name of a type the list does not have
    otherName: label === OTHERS_PROJECT_TYPE ? input.other_name || null : null,
  };
  const coverColumns = cover
    ? { coverCard: cover.card, coverPage: cover.page }
    : input.remove_cover
      ? { coverCard: null, coverPage: null }
      : {};
  if (!input.pitch_id)
    return { pitchId: await q.insertPitch(tx, ownerId, { ...columns, ...coverColumns }), dropped: [] };
  const pitch = await ownedOrNotFound(tx, input.pitch_id, ownerId);
  await q.updatePitch(tx, input.pitch_id, { ...columns, ...coverColumns });
  const replaced = 'coverCard' in coverColumns ? [pitch.coverCard, pitch.coverPage] : [];
  return { pitchId: input.pitch_id, dropped: replaced.filter((url): url is string => url !== null) };
}

/** The round's fields that came in; a field left out keeps its value (a spec client sends none). */
function roundColumns(input: Step<'pitch_details'>): q.RoundColumns {
  const sent: q.RoundColumns = {
    stage: input.stage,
    instrument: input.instrument,
    valuationCap: input.valuation_cap,
    closeDate: input.close_date,
    countryId: input.country_id,
    fundingRaised: input.funding_raised,
    useOfFunds: input.use_of_funds,
    videoUrl: input.video_url,
    privateRound: input.private_round,
  };
  return Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
}

/**
 * The round step, on the pitch row locked for this save (laterStep). Once money is marked received,
 * funding_raised follows it and a typed value is ignored (issue 33); the marking locks the same row
 * first, so this reads its mark as it stands.
 */
export async function details(tx: Db, input: Step<'pitch_details'>, pitch: q.OwnedPitch) {
  if (input.country_id && !(await q.countryExists(tx, input.country_id))) {
    throw badRequest('country_id', roundMessages.countryUnknown);
  }
  const round = roundColumns(input);
  if (pitch.fundingRaisedFromCommitments) delete round.fundingRaised;
  await q.updatePitch(tx, input.pitch_id, {
    wowFactor: input.wow_factor,
    whyInvent: input.why_invent,
    target: input.target,
    minPerInvestor: input.min_per_investor,
    ...round,
  });
}

/** Adds or edits a team member; returns the photo the member no longer uses. */
export async function team(
  tx: Db,
  input: Step<'team_details'>,
  photo: UploadedFile | undefined,
  store: StoreFiles,
) {
  const columns: children.TeamColumns = {
    name: input.name,
    email: input.email,
    mobileNumber: input.mobile_number,
    position: input.position,
    linkedinProfile: input.linkedin_profile || null,
    bio: input.bio,
  };
  const existing = input.team_id ? await children.findTeamMember(tx, input.pitch_id, input.team_id) : null;
  if (input.team_id && !existing) throw new AppError('NOT_FOUND', messages.server.teamMemberNotFound);
  const [photoUrl] = photo ? await store([photo]) : [];
  if (!existing) {
    await children.insertTeamMember(tx, input.pitch_id, columns, photoUrl ?? null);
    return [];
  }
  await children.updateTeamMember(tx, existing.id, photoUrl ? { ...columns, photo: photoUrl } : columns);
  return photoUrl && existing.photo ? [existing.photo] : [];
}

/** Keeps the listed stored documents, adds the new files; returns the URLs of the ones dropped. */
export async function documents(tx: Db, input: Step<'document'>, files: UploadedFile[], store: StoreFiles) {
  const stored = await q.listDocuments(tx, input.pitch_id);
  const keep: q.StoredDocument[] = [];
  for (const listed of new Set(input.document.map(urlPath))) {
    const found = stored.find((doc) => urlPath(doc.url) === listed);
    if (!found) throw badRequest('document', messages.documents.unknown);
    keep.push(found);
  }
  if (keep.length + files.length === 0) throw badRequest('document', messages.documents.stepRequired);
  if (keep.length + files.length > MAX_DOCUMENTS) throw badRequest('document', messages.documents.tooMany);
  const urls = await store(files);
  const added = files.map((file, i) => ({
    url: urls[i] ?? '',
    name: file.originalName || `document.${file.ext}`,
    kind: file.kind,
  }));
  await q.replaceDocuments(tx, input.pitch_id, keep, added);
  return stored.filter((doc) => !keep.includes(doc)).map((doc) => doc.url);
}

export async function milestone(tx: Db, input: Step<'milestones'>) {
  const columns = {
    milestoneName: input.milestone_name,
    description: input.description,
    targetDate: input.target_date,
  };
  if (!input.milestone_id) {
    await children.insertMilestone(tx, input.pitch_id, columns);
    return;
  }
  if (!(await children.milestoneBelongs(tx, input.pitch_id, input.milestone_id))) {
    throw new AppError('NOT_FOUND', messages.server.milestoneNotFound);
  }
  await children.updateMilestone(tx, input.milestone_id, columns);
}
