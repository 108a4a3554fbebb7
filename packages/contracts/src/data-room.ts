import { z } from 'zod';
import { calls } from './call-routes.js';
import { booleanField, endpoint, idSchema, ok } from './http.js';
import { visitorIdSchema } from './insights.js';
import { pitch } from './pitch-entities.js';

/**
 * The data room: which documents of a pitch only approved investors may open, and the short signed
 * links through which they open them.
 */

/** A signed link to a locked document is good for this long. */
export const SIGNED_LINK_SECONDS = 5 * 60;

const pitchId = idSchema('pitch id');
const documentId = idSchema('document id');
const timestamp = z.iso.datetime({ offset: true });

export const setPitchDocumentAccess = endpoint({
  ...calls.setPitchDocumentAccess,
  summary:
    'Makes one document of an own pitch public (locked false) or for approved investors only (locked true).',
  request: z.object({ pitch_id: pitchId, document_id: documentId, locked: booleanField }),
  response: ok({ pitch_data: pitch }),
});

export const openPitchDocument = endpoint({
  ...calls.openPitchDocument,
  summary:
    'A link to open one document of a visible pitch, and a record of the open. A locked document gets a ' +
    'signed link good for 5 minutes and bound to the caller: only its owner and investors whose contact ' +
    'request for the pitch is allowed and unexpired get one.',
  request: z.object({
    pitch_id: pitchId,
    document_id: documentId,
    /** A guest's browser id, so the open is counted; ignored for signed-in callers. */
    visitor_id: visitorIdSchema.optional(),
  }),
  response: ok({
    url: z.string(),
    /** When a signed link stops working; null for a public document. */
    expires_at: timestamp.nullable(),
  }),
});

export const dataRoomEndpoints = [setPitchDocumentAccess, openPitchDocument] as const;
