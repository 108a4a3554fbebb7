import {
  messages,
  type UpdatedUserProfile,
  type UserProfile,
  type updateProfileRequest,
} from '@angelbridge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import type { Tokens } from '../../http/tokens.js';
import { claim, type UploadedFile } from '../../http/upload.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { type Account, type Codes, findAccountById } from '../auth/index.js';
import { checkReferences } from '../reference/index.js';
import { type ContactChanges, createContactChanges } from './contact-changes.js';
import { type KindFields, kindColumns } from './profile-columns.js';
import { toProfile } from './profile-view.js';
import {
  findProfileRow,
  type LinkList,
  listCountries,
  listLinked,
  replaceLinked,
  type UserColumns,
  updateUser,
} from './profiles.queries.js';
import { resolveSkills } from './skill-names.js';

type UpdateFields = z.output<typeof updateProfileRequest>;

export interface ProfilesDeps {
  db: Db;
  storage: FileStorage;
  tokens: Tokens;
  codes: Codes;
}

export function profilesService(deps: ProfilesDeps) {
  const { db, storage, tokens } = deps;
  const changes: ContactChanges = createContactChanges(deps);

  /** The profile, and whether an e-mail or phone change still waits for its code. */
  async function loadWithPending(userId: string) {
    const row = await findProfileRow(db, userId);
    if (!row) throw new AppError('NOT_FOUND', messages.server.userNotFound);
    // one after another: four small indexed reads, and one pooled connection per request
    const skills = await listLinked(db, userId, 'skills');
    const desiredProjects = await listLinked(db, userId, 'desiredProjects');
    const expertise = await listLinked(db, userId, 'expertise');
    const preferredSectors = await listLinked(db, userId, 'preferredSectors');
    const thesisCountries = await listCountries(db, row.thesisCountryIds);
    return {
      profile: toProfile(row, { skills, desiredProjects, expertise, preferredSectors, thesisCountries }),
      emailPending: row.pendingEmail !== null,
      mobilePending: row.pendingMobileNumber !== null,
    };
  }

  const load = async (userId: string): Promise<UserProfile> => (await loadWithPending(userId)).profile;

  async function account(caller: Caller, userType: string): Promise<Account> {
    const found = await findAccountById(db, caller.userId);
    if (!found) throw new AppError('NOT_FOUND', messages.server.userNotFound);
    if (userType !== found.userType) throw new AppError('FORBIDDEN', messages.server.userTypeMismatch);
    return found;
  }

  /**
   * Writes the profile in one transaction with the new photo, if any; the new photo is removed again
   * when the write fails, the old one once it succeeds.
   */
  async function save(
    current: Account,
    input: KindFields,
    extra: UserColumns,
    photo: UploadedFile | undefined,
  ) {
    const { columns, links } = kindColumns(input);
    const photoUrl = photo ? claim(photo) : null;
    try {
      await inTransaction(db, async (tx) => {
        await updateUser(tx, current.id, { ...columns, ...extra, ...(photoUrl ? { photo: photoUrl } : {}) });
        for (const [list, ids] of Object.entries(links) as [LinkList, string[]][]) {
          await replaceLinked(tx, current.id, list, ids);
        }
      });
    } catch (error) {
      if (photoUrl) await storage.remove(photoUrl);
      throw error;
    }
    if (photoUrl && current.photo) await storage.remove(current.photo);
  }

  return {
    load,
    changes,

    /** Finishes sign-up (completion token): only after the e-mail code, once, for the account's own kind. */
    async complete(caller: Caller, given: KindFields, picture: UploadedFile | undefined) {
      const input = given.user_type === 'entrepreneur' ? await resolveSkills(db, given) : given;
      const current = await account(caller, input.user_type);
      if (!current.emailVerified) throw new AppError('FORBIDDEN', messages.server.emailNotVerified);
      if (current.isProfileComplete) throw new AppError('CONFLICT', messages.server.profileAlreadyComplete);
      await checkReferences(db, input);
      await save(current, input, { isProfileComplete: true }, picture);
      const token = tokens.sign({
        sub: current.id,
        kind: 'session',
        userType: current.userType,
        version: current.tokenVersion,
      });
      return { token, user_data: await load(current.id) };
    },

    /** Edits the own profile; a new e-mail or phone waits for its code (see contact-changes). */
    async update(caller: Caller, given: UpdateFields, photo: UploadedFile | undefined) {
      const input = given.user_type === 'entrepreneur' ? await resolveSkills(db, given) : given;
      const current = await account(caller, input.user_type);
      await checkReferences(db, input);
      const plan = await changes.plan(current, input);
      await save(
        current,
        input,
        { firstName: input.first_name, lastName: input.last_name, ...plan.columns },
        photo,
      );
      await changes.sendCodes(plan);
      const { profile, emailPending, mobilePending } = await loadWithPending(current.id);
      const user_data: UpdatedUserProfile = {
        ...profile,
        is_valid_email: !emailPending,
        is_valid_mobile_number: !mobilePending,
      };
      return { user_data, message: updateMessage(user_data) };
    },
  };
}

function updateMessage({ is_valid_email, is_valid_mobile_number }: UpdatedUserProfile): string {
  if (!is_valid_email && !is_valid_mobile_number) return messages.server.verifyNewEmailAndMobile;
  if (!is_valid_email) return messages.server.verifyNewEmail;
  if (!is_valid_mobile_number) return messages.server.verifyNewMobile;
  return messages.server.profileUpdated;
}

export type ProfilesService = ReturnType<typeof profilesService>;
