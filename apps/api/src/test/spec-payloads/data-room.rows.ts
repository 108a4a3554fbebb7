import {
  getPitchesById,
  openPitchDocument,
  type PitchDocument,
  setPitchDocumentAccess,
} from '@angelbridge/contracts';
import { expect } from 'vitest';
import { aPublishedPitch } from '../pitches.js';
import type { SpecCall, SpecContext } from './spec-call.js';

/** An entrepreneur's published pitch and its documents (a cover image, then a PDF deck). */
async function ownPitch(ctx: SpecContext) {
  const owner = await ctx.signedIn('entrepreneur');
  const pitchId = await aPublishedPitch(ctx.t, { id: owner.userId });
  const res = await ctx.t.call(getPitchesById, { pitch_id: pitchId }, { token: owner.token });
  const [cover, deck] = res.body.pitch_data.document as PitchDocument[];
  if (!cover || !deck) throw new Error('a published pitch has two documents');
  return { owner, pitchId, cover, deck };
}

export const dataRoomRows: SpecCall[] = [
  {
    endpoint: setPitchDocumentAccess,
    name: 'locked as the text a form sends',
    payload: async (ctx) => {
      const { owner, pitchId, deck } = await ownPitch(ctx);
      return {
        body: { pitch_id: pitchId, document_id: deck._id, locked: 'true' },
        token: owner.token,
        after: (body) => {
          expect(body).toMatchObject({ pitch_data: { document: [{ locked: false }, { locked: true }] } });
        },
      };
    },
    reads: ['success', 'message', 'pitch_data.document'],
  },
  {
    endpoint: openPitchDocument,
    name: 'a guest opening a public document',
    payload: async (ctx) => {
      const { pitchId, cover } = await ownPitch(ctx);
      return {
        body: { pitch_id: pitchId, document_id: cover._id, visitor_id: 'spec-payload-visitor' },
        after: (body) => {
          expect(body).toMatchObject({ url: cover.pitch_document, expires_at: null });
        },
      };
    },
    reads: ['success', 'url', 'expires_at'],
  },
  {
    endpoint: openPitchDocument,
    name: 'the owner opening a locked document',
    payload: async (ctx) => {
      const { owner, pitchId, deck } = await ownPitch(ctx);
      await ctx.t.call(
        setPitchDocumentAccess,
        { pitch_id: pitchId, document_id: deck._id, locked: true },
        { token: owner.token },
      );
      return {
        body: { pitch_id: pitchId, document_id: deck._id },
        token: owner.token,
        after: (body) => {
          expect(body.url).toMatch(/^\/api\/data-room\/documents\//);
          expect(body.expires_at).toEqual(expect.any(String));
        },
      };
    },
    reads: ['success', 'url', 'expires_at'],
  },
];
