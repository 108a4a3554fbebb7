import { type addPitchRequest, MAX_DOCUMENTS, messages, type Pitch } from '@angelbridge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { UploadedFile, UploadedFiles } from '../../http/upload.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { removeUnusedFiles, type StoreFiles, writeWithFiles } from './pitch-files.js';
import { loadPitches, toOwnerPitch } from './pitch-view.js';
import * as q from './pitches.queries.js';

type StepInput = z.output<typeof addPitchRequest>;
type Step<A extends StepInput['action']> = Extract<StepInput, { action: A }>;

export interface PitchesDeps {
  db: Db;
  storage: FileStorage;
}

/** The project type whose pitches keep `other_name`, the name of a type the list does not have. */
const OTHERS_LABEL = 'Others';

const badRequest = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { errors: { [field]: message } });

const pitchNotFound = () => new AppError('NOT_FOUND', messages.server.pitchNotFound);

/** Which step may carry which file field; a file sent with any other step is refused, not dropped. */
const FILES_OF_ACTION: Record<StepInput['action'], string[]> = {
  overview: [],
  pitch_details: [],
  team_details: ['photo'],
  document: ['document'],
  milestones: [],
};

function checkFileFields(action: StepInput['action'], files: UploadedFiles) {
  for (const [field, list] of Object.entries(files)) {
    if (list.length && !FILES_OF_ACTION[action].includes(field)) {
      throw badRequest(field, messages.server.unexpectedFile);
    }
  }
}

/** Stored URLs may come back absolute (as a browser resolved them) or relative; both name one file. */
function urlPath(value: string): string {
  try {
    return new URL(value, 'http://stored.invalid').pathname;
  } catch {
    return value;
  }
}

/**
 * The entrepreneur's own pitches. Every call first finds the pitch among the caller's own, so a pitch
 * of someone else answers exactly as one that does not exist.
 */
export function pitchesService({ db, storage }: PitchesDeps) {
  /** Inside a write's transaction, so the pitch row is locked until the write commits. */
  async function ownedOrNotFound(tx: Db, pitchId: string, ownerId: string) {
    const pitch = await q.findOwnedPitch(tx, pitchId, ownerId, { forUpdate: true });
    if (!pitch) throw pitchNotFound();
    return pitch;
  }

  async function load(pitchId: string): Promise<Pitch> {
    const [pitch] = await loadPitches(db, [pitchId], toOwnerPitch);
    if (!pitch) throw pitchNotFound();
    return pitch;
  }

  async function overview(tx: Db, ownerId: string, input: Step<'overview'>): Promise<string> {
    const label = await q.findProjectTypeLabel(tx, input.project_type);
    if (label === null) throw badRequest('project_type', 'Invalid project type.');
    const columns: q.OverviewColumns = {
      nameOfCompany: input.name_of_company,
      location: input.location,
      nameOfPitch: input.name_of_pitch,
      shortSummary: input.short_summary,
      highlight: input.highlight,
      projectTypeId: input.project_type,
      otherName: label === OTHERS_LABEL ? input.other_name || null : null,
    };
    if (!input.pitch_id) return q.insertPitch(tx, ownerId, columns);
    await ownedOrNotFound(tx, input.pitch_id, ownerId);
    await q.updatePitch(tx, input.pitch_id, columns);
    return input.pitch_id;
  }

  async function details(tx: Db, input: Step<'pitch_details'>) {
    await q.updatePitch(tx, input.pitch_id, {
      wowFactor: input.wow_factor,
      whyInvent: input.why_invent,
      target: input.target,
      minPerInvestor: input.min_per_investor,
    });
  }

  /** Returns the photo the member no longer uses, for removal after the commit. */
  async function team(
    tx: Db,
    input: Step<'team_details'>,
    photo: UploadedFile | undefined,
    store: StoreFiles,
  ) {
    const columns: q.TeamColumns = {
      name: input.name,
      email: input.email,
      mobileNumber: input.mobile_number,
      position: input.position,
      linkedinProfile: input.linkedin_profile || null,
      bio: input.bio,
    };
    const existing = input.team_id ? await q.findTeamMember(tx, input.pitch_id, input.team_id) : null;
    if (input.team_id && !existing) {
      throw new AppError('NOT_FOUND', messages.server.teamMemberNotFound);
    }
    const [photoUrl] = photo ? await store([photo]) : [];
    if (!existing) {
      await q.insertTeamMember(tx, input.pitch_id, columns, photoUrl ?? null);
      return [];
    }
    await q.updateTeamMember(tx, existing.id, photoUrl ? { ...columns, photo: photoUrl } : columns);
    return photoUrl && existing.photo ? [existing.photo] : [];
  }

  /** Keeps the listed stored documents, adds the new files; returns the URLs of the ones dropped. */
  async function documents(tx: Db, input: Step<'document'>, files: UploadedFile[], store: StoreFiles) {
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

  async function milestone(tx: Db, input: Step<'milestones'>) {
    const columns = {
      milestoneName: input.milestone_name,
      description: input.description,
      targetDate: input.target_date,
    };
    if (!input.milestone_id) {
      await q.insertMilestone(tx, input.pitch_id, columns);
      return;
    }
    if (!(await q.milestoneBelongs(tx, input.pitch_id, input.milestone_id))) {
      throw new AppError('NOT_FOUND', messages.server.milestoneNotFound);
    }
    await q.updateMilestone(tx, input.milestone_id, columns);
  }

  return {
    async list(ownerId: string): Promise<Pitch[]> {
      return loadPitches(db, await q.listOwnPitchIds(db, ownerId), toOwnerPitch);
    },

    async get(ownerId: string, pitchId: string): Promise<Pitch> {
      if (!(await q.findOwnedPitch(db, pitchId, ownerId))) throw pitchNotFound();
      return load(pitchId);
    },

    /** One wizard step: every write in one transaction, the draft flag recomputed before it commits. */
    async saveStep(ownerId: string, input: StepInput, files: UploadedFiles): Promise<Pitch> {
      checkFileFields(input.action, files);
      const { pitchId, dropped } = await writeWithFiles(db, storage, async (tx, store) => {
        let dropped: string[] = [];
        let pitchId: string;
        if (input.action === 'overview') {
          pitchId = await overview(tx, ownerId, input);
        } else {
          pitchId = input.pitch_id;
          await ownedOrNotFound(tx, pitchId, ownerId);
          if (input.action === 'pitch_details') await details(tx, input);
          if (input.action === 'team_details') dropped = await team(tx, input, files.photo?.[0], store);
          if (input.action === 'document') dropped = await documents(tx, input, files.document ?? [], store);
          if (input.action === 'milestones') await milestone(tx, input);
        }
        await q.recomputeDraft(tx, pitchId);
        return { pitchId, dropped };
      });
      await removeUnusedFiles(db, storage, dropped);
      return load(pitchId);
    },

    /** Sets the hidden flag to `value`, or flips it when no value is sent. */
    async hide(ownerId: string, pitchId: string, value: boolean | undefined): Promise<Pitch> {
      await q.inTransaction(db, async (tx) => {
        const pitch = await ownedOrNotFound(tx, pitchId, ownerId);
        await q.updatePitch(tx, pitchId, { isHidden: value ?? !pitch.isHidden });
      });
      return load(pitchId);
    },

    async remove(ownerId: string, pitchId: string): Promise<void> {
      const files = await q.inTransaction(db, async (tx) => {
        await ownedOrNotFound(tx, pitchId, ownerId);
        const urls = await q.pitchFileUrls(tx, pitchId);
        await q.deletePitchRow(tx, pitchId);
        return urls;
      });
      await removeUnusedFiles(db, storage, files);
    },

    async removeTeamMember(ownerId: string, pitchId: string, teamId: string): Promise<void> {
      const photo = await q.inTransaction(db, async (tx) => {
        await ownedOrNotFound(tx, pitchId, ownerId);
        const member = await q.findTeamMember(tx, pitchId, teamId);
        if (!member) throw new AppError('NOT_FOUND', messages.server.teamMemberNotFound);
        await q.deleteTeamMember(tx, teamId);
        await q.recomputeDraft(tx, pitchId);
        return member.photo;
      });
      if (photo) await removeUnusedFiles(db, storage, [photo]);
    },

    async removeMilestone(ownerId: string, pitchId: string, milestoneId: string): Promise<void> {
      await q.inTransaction(db, async (tx) => {
        await ownedOrNotFound(tx, pitchId, ownerId);
        if (!(await q.milestoneBelongs(tx, pitchId, milestoneId))) {
          throw new AppError('NOT_FOUND', messages.server.milestoneNotFound);
        }
        await q.deleteMilestone(tx, milestoneId);
        await q.recomputeDraft(tx, pitchId);
      });
    },
  };
}

export type PitchesService = ReturnType<typeof pitchesService>;
