import { Writable } from 'node:stream';
import {
  addContactRequest,
  getNotificationStreamTicket,
  getUserDetails,
  messages as m,
  NOTIFICATION_STREAM_PATH,
  type NotificationEvent,
} from '@angelbridge/contracts';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { openContactScene } from '../../test/contact-requests.js';
import { insertPitch } from '../../test/pitches.js';
import { listenOnLoopback, openSse } from '../../test/sse.js';

const { t, scene } = await openContactScene();
const server = await listenOnLoopback(t.app);
afterAll(() => server.close());

const ticketFor = async (token: string) => {
  const answer = await t.call(getNotificationStreamTicket, {}, { token });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ expires_in: 60, stream_url: NOTIFICATION_STREAM_PATH });
  return answer.body.ticket as string;
};
const streamUrl = (base: string, ticket: string, extra = '') =>
  `${base}${NOTIFICATION_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}${extra}`;
const dataOf = (event: { data: string }) => JSON.parse(event.data) as NotificationEvent;

async function askAs(investorName: string, pitchId: string) {
  const investor = await scene.person('investor', investorName);
  return t.call(addContactRequest, { pitch_id: pitchId }, { token: investor.token });
}

describe('the live stream', () => {
  it("when a request commits, then the owner's open stream gets it with the unread count", async () => {
    const owner = await scene.person('entrepreneur', 'Live');
    const pitch = await insertPitch(t.db, { ownerId: owner.id, name: 'Live Pitch' });
    const stream = await openSse(streamUrl(server.base, await ticketFor(owner.token)));
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    await stream.next('ready');

    const asked = await askAs('Streamer', pitch);
    const event = await stream.next('notification');
    const data = dataOf(event);
    expect(data.notification).toMatchObject({
      kind: 'contact_request',
      contact_id: asked.body.contact_id,
      body: 'Streamer Tester asked for the contact details of Live Pitch.',
      link: '/pitchrequest',
    });
    expect(event.id).toBe(String(data.notification.seq));
    expect(data.unread_count).toBe(1);

    await askAs('Second', pitch);
    expect(dataOf(await stream.next('notification')).unread_count).toBe(2);
    stream.close();
  });

  it('only the addressee hears it', async () => {
    const owner = await scene.person('entrepreneur', 'Mine');
    const bystander = await scene.person('entrepreneur', 'Bystander');
    const pitch = await insertPitch(t.db, { ownerId: owner.id, name: 'Private Pitch' });
    const theirs = await openSse(streamUrl(server.base, await ticketFor(bystander.token)));
    const mine = await openSse(streamUrl(server.base, await ticketFor(owner.token)));
    await Promise.all([theirs.next('ready'), mine.next('ready')]);
    await askAs('Quiet', pitch);
    await mine.next('notification');
    // the bystander's stream, opened first, would have had it by now; prove it with a later event of its own
    const ownPitch = await insertPitch(t.db, { ownerId: bystander.id, name: 'Bystander Pitch' });
    await askAs('Other', ownPitch);
    const own = dataOf(await theirs.next('notification'));
    expect(own.notification.body).toContain('Bystander Pitch');
    expect(theirs.all().filter((e) => e.event === 'notification')).toHaveLength(1);
    theirs.close();
    mine.close();
  });

  it('when a client reconnects with Last-Event-ID (or since=), then it first gets what it missed', async () => {
    const owner = await scene.person('entrepreneur', 'Gap');
    const pitch = await insertPitch(t.db, { ownerId: owner.id, name: 'Gap Pitch' });
    const first = await openSse(streamUrl(server.base, await ticketFor(owner.token)));
    await first.next('ready');
    await askAs('Before', pitch);
    const seen = await first.next('notification');
    first.close();

    await askAs('Missed One', pitch);
    await askAs('Missed Two', pitch);

    const again = await openSse(streamUrl(server.base, await ticketFor(owner.token)), {
      'Last-Event-ID': seen.id ?? '',
    });
    const caught = [dataOf(await again.next('notification')), dataOf(await again.next('notification'))];
    expect(caught.map((c) => c.notification.body)).toEqual([
      'Missed One Tester asked for the contact details of Gap Pitch.',
      'Missed Two Tester asked for the contact details of Gap Pitch.',
    ]);
    await again.next('ready');
    again.close();

    const bySince = await openSse(streamUrl(server.base, await ticketFor(owner.token), `&since=${seen.id}`));
    expect(dataOf(await bySince.next('notification')).notification.body).toContain('Missed One');
    bySince.close();
  });

  it.each([
    ['no ticket', () => ''],
    ['a made-up ticket', () => 'not-a-ticket'],
    ['a session token instead of a ticket', () => scene.owner.token],
  ])('with %s, it is a 401 and no stream', async (_kind, ticket) => {
    const response = await fetch(streamUrl(server.base, ticket()));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: m.notifications.ticketInvalid });
  });

  it('a ticket is no session token', async () => {
    const ticket = await ticketFor(scene.owner.token);
    expect((await t.call(getUserDetails, {}, { token: ticket })).status).toBe(401);
  });

  it('needs a session and the API key for a ticket', async () => {
    expect((await t.call(getNotificationStreamTicket, {})).status).toBe(401);
    expect(
      (await t.call(getNotificationStreamTicket, {}, { token: scene.owner.token, apiKey: null })).status,
    ).toBe(401);
  });

  it('the request log names the stream without its ticket', async () => {
    const lines: string[] = [];
    let wake: () => void = () => undefined;
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        wake();
        done();
      },
    });
    const logged = createApp({
      config: t.config,
      db: t.db,
      dbKind: t.database.kind,
      changes: t.database.changes,
      logger: pino({ level: 'info' }, sink),
      storage: t.storage,
      mailer: t.mailer,
    });
    const served = await listenOnLoopback(logged);
    try {
      const ticket = await ticketFor(scene.owner.token);
      const stream = await openSse(streamUrl(served.base, ticket, '&since=0'));
      await stream.next('ready');
      stream.close();
      const streamLine = () => lines.find((line) => line.includes(NOTIFICATION_STREAM_PATH));
      while (!streamLine()) await new Promise<void>((resolve) => (wake = resolve));
      // the logged URL keeps the path and drops the query string (http/log-safety.ts)
      expect(streamLine()).not.toContain('ticket=');
      expect(lines.join('\n')).not.toContain(ticket);
    } finally {
      await served.close();
    }
  });

  it('on shutdown, open streams are ended so the server can close', async () => {
    const stream = await openSse(streamUrl(server.base, await ticketFor(scene.investorA.token)));
    await stream.next('ready');
    (t.app.locals.endStreams as () => void)();
    await stream.ended;
    expect(stream.all().map((e) => e.event)).toEqual(['ready']);
  });
});

describe('several API instances on one database', () => {
  // On PostgreSQL (TEST_DATABASE_URL, as in CI) the second instance has its own pool and its own LISTEN
  // connection; on in-process PGlite, it can only share the handle.
  it('when a request commits through one instance, then a stream on another instance gets it', async () => {
    const second = t.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: t.databaseUrl })
      : { ...t.database, close: async () => undefined };
    const app2 = createApp({
      config: t.config,
      db: second.db,
      dbKind: second.kind,
      changes: second.changes,
      logger: (await import('../../logger.js')).createLogger(t.config),
      storage: t.storage,
      mailer: t.mailer,
    });
    const server2 = await listenOnLoopback(app2);
    try {
      const owner = await scene.person('entrepreneur', 'Cluster');
      const pitch = await insertPitch(t.db, { ownerId: owner.id, name: 'Cluster Pitch' });
      // the ticket comes from instance one, the stream runs on instance two
      const stream = await openSse(streamUrl(server2.base, await ticketFor(owner.token)));
      await stream.next('ready');
      await askAs('Across', pitch);
      expect(dataOf(await stream.next('notification')).notification.body).toBe(
        'Across Tester asked for the contact details of Cluster Pitch.',
      );
      stream.close();
    } finally {
      await server2.close();
      await second.close();
    }
  });
});
