import {
  getInvestmentPageDataById,
  getPitchesById,
  hidePitches,
  messages,
  type PitchDocument,
  setPitchDocumentAccess,
} from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { openDataRoomScene } from '../../test/data-room.js';
import { anInvestor, aPublishedPitch } from '../../test/pitches.js';

// Owners locking documents, and opening the public ones.
const m = messages.dataRoom;
const VISITOR = 'guest-browser-0001';

const { t, owner, stranger, lock, open, aDataRoom, follow, opensOf } = await openDataRoomScene();

describe('locking a document', () => {
  it('when the owner locks one, then their view keeps its URL and the public view has only its name', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const own = await t.call(getPitchesById, { pitch_id: pitchId }, { token: owner.token });
    const deck = own.body.pitch_data.document[1] as PitchDocument;
    const res = await lock(pitchId, deck._id, true);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(m.madeLocked);
    expect(res.body.pitch_data.document[1]).toEqual({ ...deck, locked: true });
    const shown = await t.call(getInvestmentPageDataById, { investment_id: pitchId });
    expect(shown.body.investment_data.document[1]).toEqual({ ...deck, locked: true, pitch_document: '' });
    expect(JSON.stringify(shown.body)).not.toContain(deck.pitch_document);
  });

  it('when a document is locked, then its stored URL refuses to serve it; unlocked, it serves again', async () => {
    const { pitchId, cover, deck } = await aDataRoom();
    const refused = await follow(deck.pitch_document);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: m.approvedOnly });
    // a public document is revalidated on every use, so locking it takes effect at once
    const served = await follow(cover.pitch_document);
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('no-cache');
    // a team photo too: its pitch may be hidden at any moment, and then it is its owner's alone
    const own = await t.call(getPitchesById, { pitch_id: pitchId }, { token: owner.token });
    const photo = await follow(own.body.pitch_data.team[0].photo);
    expect(photo.headers['cache-control']).toBe('no-cache');
    const unlocked = await lock(pitchId, deck._id, 'false');
    expect(unlocked.body.message).toBe(m.madePublic);
    expect((await follow(deck.pitch_document)).status).toBe(200);
  });

  it('when someone other than the owner tries, then it is refused and nothing changes', async () => {
    const { pitchId, cover } = await aDataRoom();
    const investor = await anInvestor(t);
    expect((await lock(pitchId, cover._id, true, stranger.token)).status).toBe(404);
    expect((await lock(pitchId, cover._id, true, investor.token)).status).toBe(403);
    expect(
      (await t.call(setPitchDocumentAccess, { pitch_id: pitchId, document_id: cover._id, locked: true }))
        .status,
    ).toBe(401);
    expect((await follow(cover.pitch_document)).status).toBe(200);
  });

  it('when the document is not the pitch’s or the input is bad, then 4xx with a clear message', async () => {
    const first = await aDataRoom();
    const second = await aDataRoom();
    const foreign = await lock(first.pitchId, second.cover._id, true);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(m.documentNotFound);
    const bad = await lock(first.pitchId, first.cover._id, 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('locked');
    expect((await lock(first.pitchId, 'not-a-uuid', true)).status).toBe(400);
    expect((await follow(second.cover.pitch_document)).status).toBe(200);
  });
});

describe('opening a public document', () => {
  it('when a guest opens it, then they get its URL and the open is counted by their browser id', async () => {
    const { pitchId, cover } = await aDataRoom();
    const res = await open(pitchId, cover._id, undefined, VISITOR);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ url: cover.pitch_document, expires_at: null });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await opensOf(pitchId)).toEqual([
      { viewerId: null, viewerKey: `g:${VISITOR}`, documentId: cover._id },
    ]);
    // without a browser id there is nobody to count: the document still opens
    const anonymous = await open(pitchId, cover._id);
    expect(anonymous.status).toBe(200);
    expect(await opensOf(pitchId)).toHaveLength(1);
  });

  it('when a guest sends a bad browser id, then 400 and nothing is recorded', async () => {
    const { pitchId, cover } = await aDataRoom();
    const res = await open(pitchId, cover._id, undefined, 'x<script>');
    expect(res.status).toBe(400);
    expect(await opensOf(pitchId)).toEqual([]);
  });

  it('when a signed-in investor opens it twice, then the opens within 30 minutes count once', async () => {
    const { pitchId, cover } = await aDataRoom();
    const investor = await anInvestor(t);
    expect((await open(pitchId, cover._id, investor.token)).status).toBe(200);
    expect((await open(pitchId, cover._id, investor.token)).status).toBe(200);
    expect(await opensOf(pitchId)).toEqual([
      { viewerId: investor.id, viewerKey: investor.id, documentId: cover._id },
    ]);
  });

  it('when the pitch is hidden, then its documents are not found for others, and the owner still opens them', async () => {
    const { pitchId, cover } = await aDataRoom();
    await t.call(hidePitches, { pitch_id: pitchId, value: true }, { token: owner.token });
    const res = await open(pitchId, cover._id, undefined, VISITOR);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(m.documentNotFound);
    expect((await open(pitchId, cover._id, owner.token)).status).toBe(200);
    // the owner's own opens are not engagement
    expect(await opensOf(pitchId)).toEqual([]);
  });
});
