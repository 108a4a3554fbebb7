import type { addPitches, RequestOf } from '@angelbridge/contracts';
import type { UploadProgressListener } from '../../../lib/api-client';

/** One wizard step as the add and edit calls take it: fields, the step's files, and upload progress. */
export interface SaveStepInput {
  body: RequestOf<typeof addPitches>;
  photo?: File | null;
  /** The overview step's optional cover image. */
  cover?: File | null;
  documents?: readonly File[];
  onUploadProgress?: UploadProgressListener;
}

export function stepFiles({ photo, cover, documents }: SaveStepInput) {
  return {
    ...(photo ? { photo } : {}),
    ...(cover ? { cover } : {}),
    ...(documents && documents.length > 0 ? { document: documents } : {}),
  };
}
