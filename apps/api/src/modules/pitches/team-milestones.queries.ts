import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pitchMilestones, pitchTeamMembers } from '../../db/schema/index.js';

/** A pitch's team members and milestones: rows of their own, each checked to belong to the pitch. */

// ---- team ----

export interface TeamColumns {
  name: string;
  email: string;
  mobileNumber: string;
  position: string;
  linkedinProfile: string | null;
  bio: string;
}

export async function findTeamMember(db: Db, pitchId: string, teamId: string) {
  const [row] = await db
    .select({ id: pitchTeamMembers.id, photo: pitchTeamMembers.photo })
    .from(pitchTeamMembers)
    .where(and(eq(pitchTeamMembers.id, teamId), eq(pitchTeamMembers.pitchId, pitchId)));
  return row ?? null;
}

export async function insertTeamMember(db: Db, pitchId: string, columns: TeamColumns, photo: string | null) {
  await db.insert(pitchTeamMembers).values({ pitchId, ...columns, photo });
}

export async function updateTeamMember(db: Db, teamId: string, columns: TeamColumns & { photo?: string }) {
  await db.update(pitchTeamMembers).set(columns).where(eq(pitchTeamMembers.id, teamId));
}

export async function deleteTeamMember(db: Db, teamId: string) {
  await db.delete(pitchTeamMembers).where(eq(pitchTeamMembers.id, teamId));
}

// ---- milestones ----

export interface MilestoneColumns {
  milestoneName: string;
  description: string;
  targetDate: string;
}

export async function milestoneBelongs(db: Db, pitchId: string, milestoneId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pitchMilestones.id })
    .from(pitchMilestones)
    .where(and(eq(pitchMilestones.id, milestoneId), eq(pitchMilestones.pitchId, pitchId)));
  return row !== undefined;
}

export async function insertMilestone(db: Db, pitchId: string, columns: MilestoneColumns) {
  await db.insert(pitchMilestones).values({ pitchId, ...columns });
}

export async function updateMilestone(db: Db, milestoneId: string, columns: MilestoneColumns) {
  await db.update(pitchMilestones).set(columns).where(eq(pitchMilestones.id, milestoneId));
}

export async function deleteMilestone(db: Db, milestoneId: string) {
  await db.delete(pitchMilestones).where(eq(pitchMilestones.id, milestoneId));
}
