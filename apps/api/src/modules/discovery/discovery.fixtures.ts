import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  countries,
  pitchDocuments,
  pitches,
  pitchTeamMembers,
  projectTypes,
  skills,
  userDesiredProjects,
  userExpertise,
  userSkills,
  users,
} from '../../db/schema/index.js';

/**
 * Rows written straight into the database for discovery tests: people and pitches are made by other
 * modules' calls, which these tests must not depend on.
 */
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

async function idsByLabel(db: Db, table: typeof skills | typeof projectTypes, labels: string[]) {
  if (labels.length === 0) return [];
  const rows = await db
    .select({ id: table.id, label: table.label })
    .from(table)
    .where(inArray(table.label, labels));
  if (rows.length !== labels.length) throw new Error(`unknown labels in ${labels.join(', ')}`);
  return rows.map((r) => r.id);
}

async function countryId(db: Db, alpha2: string): Promise<string> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.alpha2, alpha2));
  if (!row) throw new Error(`no country ${alpha2}`);
  return row.id;
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

export interface PitchSpec {
  ownerId: string;
  name: string;
  isHidden?: boolean;
  draft?: boolean;
  projectType?: string;
  createdAt?: Date;
  /** Documents in order: their kind and URL, and whether they are locked in the data room. */
  documents?: { kind: 'pdf' | 'png' | 'jpg'; url: string; locked?: boolean }[];
  team?: { name: string; email: string; mobileNumber: string }[];
  company?: string;
  location?: string;
  summary?: string;
  highlight?: string[];
  otherName?: string;
  target?: number;
  minPerInvestor?: number;
}

export async function insertPitch(db: Db, spec: PitchSpec) {
  const [typeId] = await idsByLabel(db, projectTypes, [spec.projectType ?? 'Technology']);
  const [row] = await db
    .insert(pitches)
    .values({
      ownerId: spec.ownerId,
      nameOfPitch: spec.name,
      nameOfCompany: spec.company ?? `${spec.name} Inc.`,
      location: spec.location ?? 'Toronto, Ontario',
      shortSummary: spec.summary ?? `${spec.name} in one line.`,
      highlight: spec.highlight ?? ['First highlight', 'Second highlight'],
      projectTypeId: typeId ?? null,
      otherName: spec.otherName ?? null,
      wowFactor: 'A wow factor.',
      whyInvent: 'A reason to invest.',
      target: spec.target ?? 500_000,
      minPerInvestor: spec.minPerInvestor ?? 10_000,
      fundingRaised: 120_000,
      isHidden: spec.isHidden ?? false,
      draft: spec.draft ?? false,
      // a row written at createdAt and untouched since
      ...(spec.createdAt ? { createdAt: spec.createdAt, updatedAt: spec.createdAt } : {}),
    })
    .returning({ id: pitches.id });
  if (!row) throw new Error('pitch not inserted');
  const documents = spec.documents ?? [];
  if (documents.length) {
    await db.insert(pitchDocuments).values(
      documents.map((d, sort) => ({
        pitchId: row.id,
        url: d.url,
        name: `doc-${sort}.${d.kind}`,
        kind: d.kind,
        locked: d.locked ?? false,
        sort,
      })),
    );
  }
  const team = spec.team ?? [];
  if (team.length) {
    await db
      .insert(pitchTeamMembers)
      .values(
        team.map((m) => ({ pitchId: row.id, ...m, position: 'CTO', bio: 'Builds things.', photo: null })),
      );
  }
  return row.id;
}
