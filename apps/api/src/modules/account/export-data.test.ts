import {
  downloadMyData,
  followPitch,
  getUserDetails,
  reportContent,
  saveSearch,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { secretsOf } from '../../test/contact-requests.js';
import { openConversationScene } from '../../test/conversations.js';
import { view } from '../../test/pitch-events.js';
import { pdfBytes } from '../../test/pitches.js';

const ctx = await openConversationScene();
const { t, scene } = ctx;
let pitchId = '';

beforeAll(async () => {
  // the investor asks, is allowed, and both sides talk (with a file) on a pitch of the owner's
  const talk = await ctx.aConversation(scene.investorA, 'Export Pitch');
  pitchId = talk.pitchId;
  const reply = await ctx.send(
    scene.owner.token,
    { conversation_id: talk.conversationId, body: 'Here is the deck.' },
    {
      'file[]': { buffer: pdfBytes(), name: 'deck.pdf' },
    },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
});

const download = (token?: string) => t.call(downloadMyData, {}, token ? { token } : {});

describe('/downloadMyData', () => {
  it('is a JSON file of the caller’s own account, named as an attachment', async () => {
    const res = await download(scene.owner.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="angelbridge-my-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const { data } = res.body;
    const own = await t.call(getUserDetails, {}, { token: scene.owner.token });
    expect(data.profile).toEqual(own.body.user_data);
    expect(data.profile.email).toBe(scene.owner.email);
  });

  it('holds the founder’s pitches with team, milestones and documents, both sides’ requests and the conversation', async () => {
    const { data } = (await download(scene.owner.token)).body;
    const pitch = data.pitches.find((p: { _id: string }) => p._id === pitchId);
    expect(pitch.name_of_pitch).toBe('Export Pitch');
    // the founder's own team, as the founder entered it
    expect(pitch.team.map((m: { email: string }) => m.email).sort()).toEqual(
      scene.team.map((m) => m.email).sort(),
    );
    const hidden = data.pitches.find((p: { _id: string }) => p._id === scene.hiddenPitchId);
    expect(hidden.is_hidden).toBe(true);
    const received = data.contact_requests.find((r: { pitch_id: string }) => r.pitch_id === pitchId);
    expect(received).toMatchObject({
      side: 'received',
      status: 'allow',
      other: { _id: scene.investorA.id, first_name: 'Iris' },
    });
    expect(received.history.map((h: { event: string }) => h.event)).toEqual(
      expect.arrayContaining(['requested', 'allowed', 'conversation_started']),
    );
    const talk = data.conversations.find((c: { pitch_id: string }) => c.pitch_id === pitchId);
    expect(talk.other.first_name).toBe('Iris');
    expect(talk.messages.map((m: { body: string; from_me: boolean }) => [m.body, m.from_me])).toEqual([
      ['Hello, founder.', false],
      ['Here is the deck.', true],
    ]);
    expect(talk.messages[1].attachments).toEqual([
      { name: 'deck.pdf', size: pdfBytes().length, type: 'application/pdf' },
    ]);
    expect(data.notifications.some((n: { kind: string }) => n.kind === 'contact_request')).toBe(true);
    expect(data.settings.notifications).toEqual({
      email_contact_request: true,
      email_contact_decision: true,
      email_unread_messages: true,
      email_investor_updates: true,
      follow_notices: 'immediate',
    });
  });

  it('never carries a password hash, a file link of another person, or contact data the caller was not shown', async () => {
    const owner = JSON.stringify((await download(scene.owner.token)).body);
    const investor = JSON.stringify((await download(scene.investorA.token)).body);
    for (const text of [owner, investor]) {
      expect(text).not.toMatch(/password|not-a-real-hash/i);
    }
    // the founder sees the investor by name only; the investor sees no team or owner contact data
    expect(owner).not.toContain(scene.investorA.email);
    expect(owner).not.toContain(scene.investorA.mobileNumber);
    expect(investor).not.toContain(scene.owner.email);
    expect(investor).not.toContain(scene.owner.mobileNumber);
    for (const secret of secretsOf(scene)) expect(investor).not.toContain(secret);
    // nor anything of people the caller has nothing to do with
    expect(investor).not.toContain(scene.investorB.email);
    const [row] = await queryRows<{ password_hash: string }>(
      t.db,
      sql`select password_hash from users where id = ${scene.investorA.id}`,
    );
    expect(investor).not.toContain(row?.password_hash);
  });

  it('shows the investor’s side: the request made, the conversation, no pitches', async () => {
    const { data } = (await download(scene.investorA.token)).body;
    expect(data.profile.user_type).toBe('investor');
    expect(data.pitches).toEqual([]);
    const made = data.contact_requests.find((r: { pitch_id: string }) => r.pitch_id === pitchId);
    expect(made).toMatchObject({ side: 'made', other: { _id: scene.owner.id, first_name: 'Olivia' } });
    const talk = data.conversations.find((c: { pitch_id: string }) => c.pitch_id === pitchId);
    expect(talk.messages[0]).toMatchObject({ body: 'Hello, founder.', from_me: true });
  });

  it('holds what the investor did: followed pitches, saved searches, reports filed and pitch views, and only theirs', async () => {
    const { token } = scene.investorA;
    expect((await t.call(followPitch, { pitch_id: pitchId, value: true }, { token })).status).toBe(200);
    const filters = { expertise: [], search_query: 'export bikes' };
    const saved = await t.call(saveSearch, { name: 'Export search', filters, alert: 'off' }, { token });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const report = {
      target_type: 'pitch',
      target_id: pitchId,
      reason: 'other',
      details: 'Export report words',
    };
    expect((await t.call(reportContent, report, { token })).status).toBe(200);
    await view(t, pitchId, { person: scene.investorA }, 1, 4_000);

    const { data } = (await download(token)).body;
    expect(data.followed_pitches).toEqual([
      { pitch_id: pitchId, name_of_pitch: 'Export Pitch', created_at: expect.any(String) },
    ]);
    expect(data.saved_searches).toEqual([
      expect.objectContaining({
        name: 'Export search',
        alert: 'off',
        filters: expect.objectContaining(filters),
      }),
    ]);
    expect(data.reports_filed).toEqual([
      expect.objectContaining({ target_type: 'pitch', target_id: pitchId, details: 'Export report words' }),
    ]);
    expect(data.pitch_views).toEqual([
      expect.objectContaining({ pitch_id: pitchId, name_of_pitch: 'Export Pitch', kind: 'tab_view', tab: 1 }),
    ]);

    // the founder's file does not carry the investor's follows, searches, reports or views
    const owner = (await download(scene.owner.token)).body.data;
    expect([owner.followed_pitches, owner.saved_searches, owner.reports_filed, owner.pitch_views]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('needs a session, and is limited to a few downloads an hour', async () => {
    expect((await download()).status).toBe(401);
    // investorB has downloaded nothing yet: five pass, the sixth waits
    for (let i = 0; i < 5; i += 1) expect((await download(scene.investorB.token)).status).toBe(200);
    const refused = await download(scene.investorB.token);
    expect(refused.status).toBe(429);
    expect(refused.body.retry_after).toBeGreaterThan(0);
  });
});
