/**
 * The scene of the pitch wizard's tests: one app, one signed-in entrepreneur and the project type their
 * pitches use, with the helpers those tests share. Tests only.
 */
import { editPitches, getPitchesById } from '@angelbridge/contracts';
import { afterAll, expect } from 'vitest';
import { startTestApp } from './harness.js';
import { type FileField, send } from './pitch-steps.js';
import { anEntrepreneur, projectTypeId } from './pitches.js';
import { storedFiles as filesIn, isStored } from './stored-files.js';

export const MB = 1024 * 1024;

export async function openOwnerScene() {
  const t = await startTestApp();
  afterAll(() => t.close());
  const owner = await anEntrepreneur(t);
  const technology = await projectTypeId(t);
  return {
    t,
    owner,
    technology,
    /** The field errors of a call that must be refused (400). */
    errorsOf: async (fields: Record<string, unknown>, endpoint = editPitches) => {
      const res = await send(t, endpoint, owner.token, fields);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.success).toBe(false);
      return res.body.errors as Record<string, string>;
    },
    readPitch: async (id: string) =>
      (await t.call(getPitchesById, { pitch_id: id }, { token: owner.token })).body.pitch_data,
    onDisk: (url: string) => isStored(t.storage, url),
    storedFiles: () => filesIn(t.storage),
  };
}

/** The documents step keeping `keep` (stored URLs); new files come with `docs(...)`. */
export const documentsStep = (pitchId: string, keep: string[] = []) => ({
  action: 'document',
  pitch_id: pitchId,
  document: keep,
});

export const docs = (...files: FileField[]) =>
  Object.fromEntries(files.map((file, i) => [`document[${i}]`, file]));
