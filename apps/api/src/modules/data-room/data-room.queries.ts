import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pitchDocuments, pitches } from '../../db/schema/index.js';
import { pitchWithdrawnSql } from '../pitches/index.js';

/** One document with what deciding access to it needs: its pitch's owner and visibility. */
export interface DataRoomDocument {
  id: string;
  pitchId: string;
  url: string;
  name: string;
  locked: boolean;
  ownerId: string;
  isHidden: boolean;
  draft: boolean;
  withdrawn: boolean;
}

const columns = {
  id: pitchDocuments.id,
  pitchId: pitchDocuments.pitchId,
  url: pitchDocuments.url,
  name: pitchDocuments.name,
  locked: pitchDocuments.locked,
  ownerId: pitches.ownerId,
  isHidden: pitches.isHidden,
  draft: pitches.draft,
  withdrawn: sql<boolean>`${pitchWithdrawnSql}`,
};

/** The document when it exists (and, with `pitchId`, belongs to that pitch); otherwise null. */
export async function findDataRoomDocument(
  db: Db,
  documentId: string,
  pitchId?: string,
): Promise<DataRoomDocument | null> {
  const [row] = await db
    .select(columns)
    .from(pitchDocuments)
    .innerJoin(pitches, eq(pitches.id, pitchDocuments.pitchId))
    .where(
      pitchId === undefined
        ? eq(pitchDocuments.id, documentId)
        : and(eq(pitchDocuments.id, documentId), eq(pitchDocuments.pitchId, pitchId)),
    );
  return row ?? null;
}

/** Locks or unlocks one document of a pitch; false when the pitch has no such document. */
export async function setDocumentLocked(
  db: Db,
  pitchId: string,
  documentId: string,
  locked: boolean,
): Promise<boolean> {
  const rows = await db
    .update(pitchDocuments)
    .set({ locked })
    .where(and(eq(pitchDocuments.id, documentId), eq(pitchDocuments.pitchId, pitchId)))
    .returning({ id: pitchDocuments.id });
  return rows.length > 0;
}
