/**
 * Factories for pitches (and their signed-in owners and investors), written straight into the database
 * so that any module's tests (discovery, contact requests, insights) can set the scene in a line:
 * `aPublishedPitch(t, owner)`. People with whole profiles are in people.ts.
 * Tests only; nothing in the app imports this file.
 */
import type { Db } from '../db/client.js';
import { pitchDocuments, pitches, pitchMilestones, pitchTeamMembers, users } from '../db/schema/index.js';
import { renderPdf } from '../db/seed/demo/pdf.js';
import { encodePng } from '../db/seed/demo/png.js';
import { createTokens } from '../http/tokens.js';
import type { TestApp } from './harness.js';
import { projectTypeIdIn } from './reference-ids.js';

// ---- real file bytes ----

/** A real PNG, `size` pixels square, in one colour. */
export function pngBytes(size = 4, rgb: [number, number, number] = [40, 120, 200]): Buffer {
  const pixels = new Uint8Array(size * size * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set(rgb, i);
  return encodePng(size, size, pixels);
}

/** A complete 1x1 JPEG (JFIF, quantisation table, arithmetic-coded frame and scan): about the smallest well-formed one. */
export const JPEG_BYTES = Buffer.from(
  'ffd8ffe000104a46494600010101004800480000ffdb004300030202020203020202030303030406040404040408060605060908' +
    '0a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010ffc9000b080001000101011100ffcc00' +
    '0600101005ffda0008010100003f00d2cf20ffd9',
  'hex',
);

/** A real one-page PDF. */
export function pdfBytes(title = 'Pitch deck'): Buffer {
  return renderPdf(title, [
    { kind: 'title', text: title },
    { kind: 'paragraph', text: 'A test document.' },
  ]);
}

/** Files that pretend to be something else: refused whatever they are called. */
export const HTML_BYTES = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>',
);

/** `bytes` of a valid PNG padded past `size` (the type check reads the head; the limit the length). */
export function oversizePng(size: number): Buffer {
  const png = pngBytes();
  return Buffer.concat([png, Buffer.alloc(size + 1 - png.length)]);
}

// ---- people ----

export interface Person {
  id: string;
  /** A session token for the person. */
  token: string;
  email: string;
}

let serial = 0;

async function aPerson(
  t: TestApp,
  userType: 'entrepreneur' | 'investor',
  firstName: string,
): Promise<Person> {
  serial += 1;
  const email = `${firstName.toLowerCase()}.${userType}.${serial}.${Date.now().toString(36)}@example.test`;
  const [row] = await t.db
    .insert(users)
    .values({
      userType,
      firstName,
      lastName: userType === 'investor' ? 'Investor' : 'Founder',
      email,
      emailVerified: true,
      passwordHash: 'not-a-real-hash',
      isdCode: '1',
      mobileNumber: `41655${String(serial).padStart(5, '0')}`,
      isProfileComplete: true,
    })
    .returning({ id: users.id, version: users.tokenVersion });
  if (!row) throw new Error('person not inserted');
  const token = createTokens(t.config.jwtSecret).sign({
    sub: row.id,
    kind: 'session',
    userType,
    version: row.version,
  });
  return { id: row.id, token, email };
}

/** A signed-in entrepreneur with a finished profile. */
export const anEntrepreneur = (t: TestApp, firstName = 'Ada') => aPerson(t, 'entrepreneur', firstName);

/** A signed-in investor with a finished profile. */
export const anInvestor = (t: TestApp, firstName = 'Ivy') => aPerson(t, 'investor', firstName);

// ---- pitches ----

export function projectTypeId(t: TestApp, label = 'Technology'): Promise<string> {
  return projectTypeIdIn(t.db, label);
}

export interface PitchRowSpec {
  ownerId: string;
  name: string;
  isHidden?: boolean;
  draft?: boolean;
  projectType?: string;
  /** The row was written then and not touched since. */
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
  fundingRaised?: number;
  /** Leaves out the details step (wow factor, why invest), as a pitch has them after its overview alone. */
  overviewOnly?: boolean;
}

/**
 * The one pitch factory: a pitch row as the wizard would have left it (finished unless `draft`), with
 * the documents (URLs only: no files) and team members given. `aDraftPitch` and `aPublishedPitch` build
 * on it; tests that only read pitches (discovery, contact requests) call it directly.
 */
export async function insertPitch(db: Db, spec: PitchRowSpec): Promise<string> {
  const [row] = await db
    .insert(pitches)
    .values({
      ownerId: spec.ownerId,
      nameOfPitch: spec.name,
      nameOfCompany: spec.company ?? `${spec.name} Inc.`,
      location: spec.location ?? 'Toronto, Ontario',
      shortSummary: spec.summary ?? `${spec.name} in one line.`,
      highlight: spec.highlight ?? ['First highlight', 'Second highlight'],
      projectTypeId: await projectTypeIdIn(db, spec.projectType ?? 'Technology'),
      otherName: spec.otherName ?? null,
      ...(spec.overviewOnly ? {} : { wowFactor: 'A wow factor.', whyInvent: 'A reason to invest.' }),
      target: spec.target ?? 500_000,
      minPerInvestor: spec.minPerInvestor ?? 10_000,
      fundingRaised: spec.fundingRaised ?? 120_000,
      isHidden: spec.isHidden ?? false,
      draft: spec.draft ?? false,
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

export interface PitchSpec {
  name?: string;
  projectType?: string;
  isHidden?: boolean;
  target?: number;
  minPerInvestor?: number;
  createdAt?: Date;
}

/** A pitch with only its overview saved: a draft, seen by its owner alone. */
export function aDraftPitch(t: TestApp, owner: Pick<Person, 'id'>, spec: PitchSpec = {}): Promise<string> {
  return insertPitch(t.db, {
    ...spec,
    ownerId: owner.id,
    name: spec.name ?? `Draft ${++serial}`,
    highlight: ['First highlight'],
    fundingRaised: 0,
    draft: true,
    overviewOnly: true,
  });
}

/**
 * A finished pitch: overview, details, one team member with a photo, a cover image and a PDF (real
 * files in the app's storage) and one milestone. Public unless `isHidden`.
 */
export async function aPublishedPitch(
  t: TestApp,
  owner: Pick<Person, 'id'>,
  spec: PitchSpec = {},
): Promise<string> {
  const id = await insertPitch(t.db, {
    ...spec,
    ownerId: owner.id,
    name: spec.name ?? `Pitch ${++serial}`,
    highlight: ['First highlight'],
    fundingRaised: 0,
  });
  await t.db.insert(pitchTeamMembers).values({
    pitchId: id,
    name: 'Grace Hopper',
    email: `grace.${serial}@team.example.test`,
    mobileNumber: '4165550199',
    position: 'CTO',
    linkedinProfile: null,
    bio: 'Builds things.',
    photo: await t.storage.save(pngBytes(), 'png'),
  });
  await t.db.insert(pitchDocuments).values([
    { pitchId: id, url: await t.storage.save(pngBytes(8), 'png'), name: 'cover.png', kind: 'png', sort: 0 },
    { pitchId: id, url: await t.storage.save(pdfBytes(), 'pdf'), name: 'deck.pdf', kind: 'pdf', sort: 1 },
  ]);
  await t.db.insert(pitchMilestones).values({
    pitchId: id,
    milestoneName: 'Prototype',
    description: 'A working prototype.',
    targetDate: '2030-01-31',
  });
  return id;
}
