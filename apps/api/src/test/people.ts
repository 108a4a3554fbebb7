/**
 * People written straight into the database, with the profile details discovery lists show, so any
 * module's tests can set a scene without depending on the sign-up and profile calls. Tests only.
 */
import type { Db } from '../db/client.js';
import {
  projectTypes,
  skills,
  userDesiredProjects,
  userExpertise,
  userSkills,
  users,
} from '../db/schema/index.js';
import { countryId, idsByLabel } from './reference-ids.js';

export interface PersonSpec {
  type?: 'entrepreneur' | 'investor';
  firstName: string;
  lastName: string;
  complete?: boolean;
  bio?: string;
  company?: string;
  skills?: string[];
  newSkills?: string[];
  expertise?: string[];
  desiredProjects?: string[];
  /** alpha-2 of the profile country; the sign-up country is always Canada. */
  country?: string;
  investment?: { min: number; max: number };
  /** The photo's URL; none by default. */
  photo?: string;
  createdAt?: Date;
}

let serial = 0;

/** Inserts one person; returns the id and the contact data the public answers must never carry. */
export async function insertPerson(db: Db, spec: PersonSpec) {
  serial += 1;
  const type = spec.type ?? 'entrepreneur';
  const email = `${spec.firstName}.${spec.lastName}.${serial}@contact-secret.test`
    .toLowerCase()
    .replace(/\s/g, '');
  const mobileNumber = `61355${String(serial).padStart(5, '0')}`;
  const canada = await countryId(db, 'CA');
  const [row] = await db
    .insert(users)
    .values({
      userType: type,
      firstName: spec.firstName,
      lastName: spec.lastName,
      email,
      emailVerified: true,
      passwordHash: 'not-a-real-hash',
      isdCode: '1',
      mobileNumber,
      countryId: canada,
      registerCountryId: spec.country ? await countryId(db, spec.country) : null,
      bio: spec.bio ?? null,
      photo: spec.photo ?? null,
      linkedinProfile: `https://www.linkedin.com/in/${spec.firstName.toLowerCase()}-${serial}`,
      isProfileComplete: spec.complete ?? true,
      companyOrOrganization: spec.company ?? null,
      newSkills: spec.newSkills ?? [],
      investmentMin: spec.investment?.min ?? null,
      investmentMax: spec.investment?.max ?? null,
      experienceYears: type === 'entrepreneur' ? 4 : null,
      experienceMonths: type === 'entrepreneur' ? 6 : null,
      // a row written at createdAt and untouched since
      ...(spec.createdAt ? { createdAt: spec.createdAt, updatedAt: spec.createdAt } : {}),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  const id = row.id;
  const links = [
    [userSkills, await idsByLabel(db, skills, spec.skills ?? [])],
    [userExpertise, await idsByLabel(db, projectTypes, spec.expertise ?? [])],
    [userDesiredProjects, await idsByLabel(db, projectTypes, spec.desiredProjects ?? [])],
  ] as const;
  for (const [table, refIds] of links) {
    if (refIds.length) await db.insert(table).values(refIds.map((refId) => ({ userId: id, refId })));
  }
  return { id, email, mobileNumber };
}
