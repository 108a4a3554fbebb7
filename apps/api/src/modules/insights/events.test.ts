import { RECORD_EVENT_PATH } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aVisitor, backdateLatest, beacon, countEvents, openEventsScene } from '../../test/pitch-events.js';
import { aPublishedPitch } from '../../test/pitches.js';

// Beacons from the pitch page, counted once.
const { t, owner, investor, insights, documentsOf, storedRows } = await openEventsScene();

describe('a beacon from the pitch page', () => {
  it('when a guest beacons a tab view as JSON text, then it answers 204 and counts one guest view', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const visitor = aVisitor();
    const res = await beacon(t, {
      pitch_id: pitchId,
      kind: 'tab_view',
      tab: 2,
      duration_ms: 4_200,
      visitor_id: visitor,
    });
    expect(res.status, res.text).toBe(204);
    expect(res.text).toBe('');
    expect(await storedRows(pitchId)).toEqual([
      {
        kind: 'tab_view',
        viewer_id: null,
        viewer_key: `g:${visitor}`,
        tab: 2,
        document_id: null,
        duration_ms: 4_200,
      },
    ]);
    const figures = await insights(pitchId);
    expect(figures.totals).toMatchObject({ views: 1, unique_viewers: 1 });
    expect(figures.guest_viewers).toBe(1);
    expect(figures.tabs[2]).toEqual({ tab: 2, title: 'The Team', views: 1, seconds: 4 });
  });

  it('when a signed-in investor sends their token in the body, then the view is theirs, not the browser id', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const res = await beacon(t, {
      pitch_id: pitchId,
      kind: 'tab_view',
      tab: 0,
      visitor_id: aVisitor(),
      token: investor.token,
    });
    expect(res.status, res.text).toBe(204);
    const figures = await insights(pitchId);
    expect(figures.guest_viewers).toBe(0);
    expect(figures.viewers).toEqual([
      expect.objectContaining({ _id: investor.id, first_name: 'Ines', user_type: 'investor', views: 1 }),
    ]);
  });

  it('when a beacon carries a token that is not valid, then it counts as the guest it then is', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const visitor = aVisitor();
    const res = await beacon(t, {
      pitch_id: pitchId,
      kind: 'tab_view',
      tab: 0,
      visitor_id: visitor,
      token: `${investor.token}x`,
    });
    expect(res.status).toBe(204);
    expect((await storedRows(pitchId)).map((r) => r.viewer_key)).toEqual([`g:${visitor}`]);
  });

  it('when a public document is opened, then its open is counted for that document', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const [, deck] = await documentsOf(pitchId);
    const res = await beacon(t, {
      pitch_id: pitchId,
      kind: 'document_open',
      document_id: deck?.id,
      visitor_id: aVisitor(),
    });
    expect(res.status, res.text).toBe(204);
    const figures = await insights(pitchId);
    expect(figures.documents.map((d: { opens: number }) => d.opens)).toEqual([0, 1]);
    expect(figures.totals.document_opens).toBe(1);
  });

  it('when the call is made the usual way (JSON and the x-api-key header), then it is recorded too', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const res = await t.call(RECORD_EVENT_PATH.replace('/api', ''), {
      pitch_id: pitchId,
      kind: 'tab_view',
      tab: 1,
      visitor_id: aVisitor(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(await countEvents(t, pitchId)).toBe(1);
  });

  it('when a beacon is committed without waiting for the disk, then what the connection writes next still waits for it', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const res = await beacon(t, { pitch_id: pitchId, kind: 'tab_view', tab: 0, visitor_id: aVisitor() });
    expect(res.status).toBe(204);
    const shown = (await t.db.execute(sql`show synchronous_commit`)) as unknown as {
      rows: { synchronous_commit: string }[];
    };
    expect(shown.rows[0]?.synchronous_commit).toBe('on');
  });
});

describe('counting once', () => {
  it('when the same viewer sends the same tab again within 30 minutes, then it is one view with the time summed', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const visitor = aVisitor();
    const view = { pitch_id: pitchId, kind: 'tab_view', tab: 0, visitor_id: visitor };
    expect((await beacon(t, { ...view, duration_ms: 3_000 })).status).toBe(204);
    expect((await beacon(t, { ...view, duration_ms: 2_000 })).status).toBe(204);
    // another tab is another view
    expect((await beacon(t, { ...view, tab: 1, duration_ms: 1_000 })).status).toBe(204);
    const figures = await insights(pitchId);
    expect(figures.totals.views).toBe(2);
    expect(figures.tabs[0]).toMatchObject({ views: 1, seconds: 5 });
    expect(figures.tabs[1]).toMatchObject({ views: 1, seconds: 1 });
  });

  it('when the same viewer comes back after 30 minutes, then it is a second view', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const visitor = aVisitor();
    const view = { pitch_id: pitchId, kind: 'tab_view', tab: 0, visitor_id: visitor };
    await beacon(t, view);
    await backdateLatest(t, pitchId, `g:${visitor}`, 31);
    await beacon(t, view);
    const figures = await insights(pitchId);
    expect(figures.totals).toMatchObject({ views: 2, unique_viewers: 1 });
  });

  it('when a view keeps being extended, then the 30 minutes run from its latest repeat', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const visitor = aVisitor();
    const view = { pitch_id: pitchId, kind: 'tab_view', tab: 0, visitor_id: visitor };
    await beacon(t, view);
    await backdateLatest(t, pitchId, `g:${visitor}`, 25);
    await beacon(t, view); // 25 minutes later: the same view, now last seen just now
    await t.db.execute(
      sql`update pitch_events set first_at = first_at - interval '20 minutes' where pitch_id = ${pitchId}`,
    );
    await beacon(t, view); // 45 minutes after the first, 0 after the latest: still the same view
    expect(await countEvents(t, pitchId)).toBe(1);
  });

  it('when the owner views their own pitch, then nothing is stored and the answer is still 204', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const [cover] = await documentsOf(pitchId);
    const view = { pitch_id: pitchId, visitor_id: aVisitor(), token: owner.token };
    expect((await beacon(t, { ...view, kind: 'tab_view', tab: 0 })).status).toBe(204);
    expect((await beacon(t, { ...view, kind: 'document_open', document_id: cover?.id })).status).toBe(204);
    expect(await countEvents(t, pitchId)).toBe(0);
  });

  it('when the owner previews their own hidden pitch, then nothing is stored and nothing is refused', async () => {
    const pitchId = await aPublishedPitch(t, owner, { isHidden: true });
    const res = await beacon(t, {
      pitch_id: pitchId,
      kind: 'tab_view',
      tab: 0,
      visitor_id: aVisitor(),
      token: owner.token,
    });
    expect(res.status).toBe(204);
    expect(await countEvents(t, pitchId)).toBe(0);
  });
});
