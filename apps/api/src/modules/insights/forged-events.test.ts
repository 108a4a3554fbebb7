import {
  addContactRequest,
  contactRequestAllowOrDeny,
  MAX_EVENT_DURATION_MS,
  messages,
  unlockTeamContact,
} from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pitchDocuments } from '../../db/schema/index.js';
import { anAddress, aVisitor, beacon, countEvents, openEventsScene } from '../../test/pitch-events.js';
import { aDraftPitch, aPublishedPitch } from '../../test/pitches.js';
import { EVENTS_PER_MINUTE } from './events.service.js';

// Events the server refuses, and those it records itself.
const { t, owner, investor, insights, documentsOf, storedRows } = await openEventsScene();

// the scene of the forged events: nothing may reach any of these pitches
const published = await aPublishedPitch(t, owner);
const [cover] = await documentsOf(published);
const hidden = await aPublishedPitch(t, owner, { isHidden: true });
const draft = await aDraftPitch(t, owner);
const elsewhere = await aPublishedPitch(t, owner);
const [foreignDocument] = await documentsOf(elsewhere);
const tab = { pitch_id: published, kind: 'tab_view', tab: 0, visitor_id: 'abcdefghijklmnop' };
const open = {
  pitch_id: published,
  kind: 'document_open',
  document_id: cover?.id,
  visitor_id: 'abcdefghijklmnop',
};

describe('bad or forged events', () => {
  it.each([
    ['an unknown pitch', { ...tab, pitch_id: '00000000-0000-4000-8000-000000000000' }, 'pitch_id'],
    ['a hidden pitch', { ...tab, pitch_id: hidden }, 'pitch_id'],
    ['a draft pitch', { ...tab, pitch_id: draft }, 'pitch_id'],
    ["another pitch's document", { ...open, document_id: foreignDocument?.id }, 'document_id'],
    ['an unknown document', { ...open, document_id: '00000000-0000-4000-8000-000000000000' }, 'document_id'],
    ['a tab view naming a document', { ...tab, document_id: cover?.id }, 'document_id'],
    ['a document open naming a tab', { ...open, tab: 1 }, 'tab'],
    ['a document open with a duration', { ...open, duration_ms: 10 }, 'duration_ms'],
    ['a document open without its document', { ...open, document_id: undefined }, 'document_id'],
    ['a tab view without its tab', { ...tab, tab: undefined }, 'tab'],
    ['a tab past the last one', { ...tab, tab: 6 }, 'tab'],
    ['a negative tab', { ...tab, tab: -1 }, 'tab'],
    ['a duration over an hour', { ...tab, duration_ms: MAX_EVENT_DURATION_MS + 1 }, 'duration_ms'],
    ['a kind only the server records', { ...tab, kind: 'contact_request' }, 'kind'],
    ['a visitor id too short', { ...tab, visitor_id: 'short' }, 'visitor_id'],
    ['a visitor id with other characters', { ...tab, visitor_id: '1.2.3.4-1.2.3.4-x' }, 'visitor_id'],
    ['no visitor id', { ...tab, visitor_id: undefined }, 'visitor_id'],
    ['a pitch id that is no id', { ...tab, pitch_id: "1' or '1'='1" }, 'pitch_id'],
    ['an unknown field', { ...tab, viewer_id: investor.id }, '_'],
  ])('when the event names %s, then 400 and nothing is stored', async (_name, event, field) => {
    const before = await countEvents(t, published);
    const res = await beacon(t, event as Record<string, unknown>);
    expect(res.status, res.text).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors ?? { _: '' })).toContain(field);
    expect(await countEvents(t, published)).toBe(before);
    for (const pitch of [hidden, draft, elsewhere]) expect(await countEvents(t, pitch)).toBe(0);
  });

  it('when a document is for approved investors only, then a beacon may not count an open of it', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const [locked] = await documentsOf(pitchId);
    await t.db
      .update(pitchDocuments)
      .set({ locked: true })
      .where(eq(pitchDocuments.id, locked?.id ?? ''));
    const res = await beacon(t, { ...open, pitch_id: pitchId, document_id: locked?.id });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ document_id: messages.pitchEvents.noPublicDocument });
    expect(await countEvents(t, pitchId)).toBe(0);
  });

  it.each([
    ['not JSON', 'pitch_id=1&kind=tab_view'],
    ['a JSON list', '[1, 2]'],
    ['JSON text that is no object', '"tab_view"'],
  ])('when the body is %s, then 400', async (_name, text) => {
    const res = await beacon(t, text);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.pitchEvents.malformedBeacon);
  });

  it('when the API key is missing or wrong, then 401 and nothing is stored', async () => {
    expect((await beacon(t, tab, { apiKey: null })).status).toBe(401);
    expect((await beacon(t, tab, { apiKey: 'wrong-key' })).status).toBe(401);
    expect(await countEvents(t, published)).toBe(0);
  });

  it('when a body is larger than any event, then 413', async () => {
    const res = await beacon(t, { ...tab, token: 'x'.repeat(5_000) });
    expect(res.status).toBe(413);
  });

  it(`when one address sends more than ${EVENTS_PER_MINUTE} events in a minute, then the rest get 429`, async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const address = anAddress();
    const event = { pitch_id: pitchId, kind: 'tab_view', tab: 0, visitor_id: aVisitor() };
    for (let i = 0; i < EVENTS_PER_MINUTE; i += 1) {
      expect((await beacon(t, event, { address })).status).toBe(204);
    }
    const refused = await beacon(t, { ...event, tab: 1 }, { address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await insights(pitchId)).tabs[1].views).toBe(0);
    // another address is not held back
    expect((await beacon(t, { ...event, tab: 1 }, { address: anAddress() })).status).toBe(204);
  });
});

describe('events the server records', () => {
  it('when an investor asks for access and the owner allows, then the funnel counts the request and the allow', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const asked = await t.call(addContactRequest, { pitch_id: pitchId }, { token: investor.token });
    expect(asked.status).toBe(200);
    expect((await storedRows(pitchId)).map((r) => [r.kind, r.viewer_id])).toEqual([
      ['contact_request', investor.id],
    ]);
    const allowed = await t.call(
      contactRequestAllowOrDeny,
      { contact_id: asked.body.contact_id, pitch_id: pitchId, inventor_id: investor.id, status: 'allow' },
      { token: owner.token },
    );
    expect(allowed.status).toBe(200);
    expect((await insights(pitchId)).funnel).toEqual({ views: 0, requests: 1, allowed: 1 });

    const unlocked = await t.call(unlockTeamContact, { pitch_id: pitchId }, { token: investor.token });
    expect(unlocked.status).toBe(200);
    // unlocking again is not a second unlock
    await t.call(unlockTeamContact, { pitch_id: pitchId }, { token: investor.token });
    expect((await storedRows(pitchId)).map((r) => r.kind)).toEqual(['contact_request', 'contact_unlock']);
  });

  it('when an investor is refused an unlock, then no unlock is recorded', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const res = await t.call(unlockTeamContact, { pitch_id: pitchId }, { token: investor.token });
    expect(res.status).toBe(403);
    expect(await countEvents(t, pitchId)).toBe(0);
  });
});
