import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addContactRequest,
  adminSuspendUser,
  contactRequestAllowOrDeny,
  conversationStatusEvent,
  getNotificationSettings,
  getNotificationStreamTicket,
  hidePitches,
  messages as m,
  messageEvent,
  NOTIFICATION_STREAM_PATH,
  type NotificationEvent,
  sendMessage,
  updateProfile,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../db/client.js';
import { createTokens } from '../http/tokens.js';
import { investorForm, loadReference, multipart, PNG, type Reference } from '../test/accounts.js';
import { signedInAdmin } from '../test/admin.js';
import { TEST_API_KEY, type TestApp } from '../test/harness.js';
import {
  eventually,
  INSTANCE_JWT_SECRET,
  type Instance,
  pageOf,
  publicPitchIds,
  type SmtpCatcher,
  sharedDatabase,
  showOutputOnFailure,
  startInstance,
  startSmtpCatcher,
} from '../test/instances.js';
import { insertPerson } from '../test/people.js';
import { insertPitch } from '../test/pitches.js';
import { type S3Server, startS3Server } from '../test/s3-server.js';
import { openSse } from '../test/sse.js';
import { writeStandInWebBuild } from '../test/stand-in-web-build.js';

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: what one instance does, the
 * other sees. Runs with PostgreSQL only (vitest.instances.config.ts; .ci/run runs it).
 */

const work = mkdtempSync(path.join(tmpdir(), 'angelbridge-instances-'));
const webDist = writeStandInWebBuild(work);

let smtp: SmtpCatcher;
let s3: S3Server | undefined;
let drop: () => Promise<void> = async () => {};
let a: Instance;
let b: Instance;
let db: Db;
let ref: Reference;
const started: Instance[] = [];
const tokens = createTokens(INSTANCE_JWT_SECRET);

beforeAll(async () => {
  const fresh = await sharedDatabase();
  drop = fresh.drop;
  db = fresh.database.db;
  smtp = await startSmtpCatcher();
  s3 = await startS3Server();
  const env = {
    DATABASE_URL: fresh.url,
    SMTP_URL: smtp.url,
    WEB_DIST: webDist,
    CONTACT_US_PER_ADDRESS_PER_HOUR: '2',
    // a failed send is tried again within a moment, not the production 5 s
    MAIL_RETRY_FIRST_MS: '200',
    MAIL_RETRY_MAX_MS: '1000',
    // files live in one bucket; each instance has a folder of its own, so B can only serve A's files from it
    ...s3.env,
  };
  const own = (name: string) => ({ ...env, DATA_DIR: path.join(work, `data-${name}`) });
  // both at once, as replicas start: migrations and reference seeding must not trip over each other
  const both = await Promise.allSettled([startInstance('A', own('a')), startInstance('B', own('b'))]);
  for (const result of both) if (result.status === 'fulfilled') started.push(result.value);
  for (const result of both) if (result.status === 'rejected') throw result.reason;
  [a, b] = started as [Instance, Instance];
  ref = await loadReference(a);
}, 120_000);

showOutputOnFailure(started);

afterAll(async () => {
  await Promise.all(started.map((instance) => instance.stop()));
  await smtp?.stop();
  await s3?.stop();
  await drop();
  rmSync(work, { recursive: true, force: true });
});

const person = async (type: 'entrepreneur' | 'investor', firstName: string) => {
  const p = await insertPerson(db, { type, firstName, lastName: 'Twin' });
  return { ...p, token: tokens.sign({ sub: p.id, kind: 'session', userType: type, version: 0 }) };
};

describe('two instances on one database', () => {
  it("when an owner allows a request on A, then the investor's live stream on B has it within 2 s", async () => {
    const owner = await person('entrepreneur', 'Owen');
    const investor = await person('investor', 'Ines');
    const pitch = await insertPitch(db, { ownerId: owner.id, name: 'Twin Turbine' });
    const ticket = await b.call(getNotificationStreamTicket, {}, { token: investor.token });
    expect(ticket.status).toBe(200);
    const stream = await openSse(
      `${b.base}${NOTIFICATION_STREAM_PATH}?ticket=${encodeURIComponent(ticket.body.ticket)}`,
    );
    expect(stream.status).toBe(200);
    await stream.next('ready');
    const asked = await a.call(addContactRequest, { pitch_id: pitch }, { token: investor.token });
    expect(asked.status).toBe(200);

    const allowed = await a.call(
      contactRequestAllowOrDeny,
      { contact_id: asked.body.contact_id, pitch_id: pitch, inventor_id: investor.id, status: 'allow' },
      { token: owner.token },
    );
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    const answeredAt = Date.now();
    const event = JSON.parse((await stream.next('notification')).data) as NotificationEvent;
    expect(Date.now() - answeredAt).toBeLessThan(2_000);
    expect(event.notification).toMatchObject({ kind: 'contact_decision', contact_id: asked.body.contact_id });
    stream.close();
  });

  it("when an investor sends a message on A, then the owner's live stream on B has it within 2 s", async () => {
    const owner = await person('entrepreneur', 'Oda');
    const investor = await person('investor', 'Ivo');
    const pitch = await insertPitch(db, { ownerId: owner.id, name: 'Twin Talk' });
    const asked = await a.call(addContactRequest, { pitch_id: pitch }, { token: investor.token });
    const decision = { contact_id: asked.body.contact_id, pitch_id: pitch, inventor_id: investor.id };
    await a.call(contactRequestAllowOrDeny, { ...decision, status: 'allow' }, { token: owner.token });
    const ticket = await b.call(getNotificationStreamTicket, {}, { token: owner.token });
    const stream = await openSse(
      `${b.base}${NOTIFICATION_STREAM_PATH}?ticket=${encodeURIComponent(ticket.body.ticket)}`,
    );
    await stream.next('ready');

    const sent = await multipart(
      a,
      sendMessage,
      { pitch_id: pitch, body: 'Hello across instances' },
      {
        token: investor.token,
      },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const sentAt = Date.now();
    const event = messageEvent.parse(JSON.parse((await stream.next('message')).data));
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    expect(event.message).toMatchObject({ _id: sent.body.sent._id, body: 'Hello across instances' });

    // and a deny on A makes it read-only on B's stream too
    await a.call(contactRequestAllowOrDeny, { ...decision, status: 'deny' }, { token: owner.token });
    const status = conversationStatusEvent.parse(JSON.parse((await stream.next('conversation_status')).data));
    expect(status).toEqual({ conversation_id: sent.body.conversation._id, status: 'read_only' });
    stream.close();
  });

  it("when an owner hides a pitch on A, then B's public list and B's server-rendered page drop it", async () => {
    const owner = await person('entrepreneur', 'Hana');
    const pitch = await insertPitch(db, { ownerId: owner.id, name: 'Cached Comet' });
    // B hears of the new pitch through NOTIFY a moment after it is written; until then its cache may
    // still hold the list of the test before
    await eventually(async () => (await publicPitchIds(b)).includes(pitch), 2_000);
    // B reads it twice, so its cache and its rendered page hold it
    for (let i = 0; i < 2; i++) {
      expect(await publicPitchIds(b)).toContain(pitch);
      const page = await pageOf(b, pitch);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1>Cached Comet</h1>');
    }

    const hidden = await a.call(hidePitches, { pitch_id: pitch, value: true }, { token: owner.token });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    // B hears of the write through PostgreSQL's NOTIFY a moment after A answered
    await eventually(async () => !(await publicPitchIds(b)).includes(pitch), 2_000);
    const page = await pageOf(b, pitch);
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('Cached Comet');
  });

  it("when an admin suspends a founder on A, then B refuses the founder's token and drops their pitch", async () => {
    const owner = await person('entrepreneur', 'Sami');
    const pitch = await insertPitch(db, { ownerId: owner.id, name: 'Suspended Saturn' });
    // as above: once B has heard of the new pitch, it reads it twice, so its cache holds it
    await eventually(async () => (await publicPitchIds(b)).includes(pitch), 2_000);
    for (let i = 0; i < 2; i++) {
      expect(await publicPitchIds(b)).toContain(pitch);
      expect((await pageOf(b, pitch)).status).toBe(200);
    }
    expect((await b.call(getNotificationSettings, {}, { token: owner.token })).status).toBe(200);

    // the admin signs in through A's real steps (password, authenticator), as the API tests do
    // its set-up code arrives at the instances' SMTP catcher, each admin at a fresh address
    const mail = { messages: () => [], waitFor: (to: string) => smtp.waitFor(to) };
    const app = { db, call: a.call.bind(a), mail, worker: {} };
    const admin = await signedInAdmin(app as unknown as TestApp);
    const suspended = await a.call(
      adminSuspendUser,
      { user_id: owner.id, reason: 'Fraudulent pitch' },
      { token: admin.token },
    );
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);

    expect((await b.call(getNotificationSettings, {}, { token: owner.token })).status).toBe(401);
    await eventually(async () => !(await publicPitchIds(b)).includes(pitch), 2_000);
    const page = await pageOf(b, pitch);
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('Suspended Saturn');
  });

  it('when an address spends its /contactUs budget on A, then B refuses it too (and serves another address)', async () => {
    const send = (instance: Instance, address: string, n: number) =>
      instance.http
        .post('/api/contactUs')
        .set('x-api-key', TEST_API_KEY)
        .set('X-Forwarded-For', address)
        .field('name', 'Ada')
        .field('email', `twin${n}@example.com`)
        .field('role', 'investor')
        .field('subject', 'Hello')
        .field('message', 'A message for the team.')
        .field('contact_me', 'true');
    expect((await send(a, '203.0.113.9', 1)).status).toBe(200);
    expect((await send(a, '203.0.113.9', 2)).status).toBe(200);
    const refused = await send(b, '203.0.113.9', 3);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(m.server.tooManyRequests);
    expect((await send(b, '203.0.113.10', 4)).status).toBe(200);
  });

  it('when a photo is uploaded through A, then B serves the same bytes', async () => {
    const investor = await person('investor', 'Pia');
    const saved = await multipart(
      a,
      updateProfile,
      { ...investorForm(ref), first_name: 'Pia', last_name: 'Twin' },
      { token: investor.token, files: { photo: { buffer: PNG, name: 'pia.png' } } },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const photo = saved.body.user_data.photo as string;
    expect(photo).toMatch(/^\/uploads\//);
    const served = await fetch(`${b.base}${photo}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });
});

describe('mail while SMTP is down (the durable queue)', () => {
  it('when A causes a mail while SMTP is down, then it is delivered exactly once after SMTP comes back', async () => {
    const owner = await person('entrepreneur', 'Mona');
    const investor = await person('investor', 'Milo');
    const pitch = await insertPitch(db, { ownerId: owner.id, name: 'Queued Quasar' });
    const asked = await a.call(addContactRequest, { pitch_id: pitch }, { token: investor.token });
    expect(asked.status).toBe(200);

    await smtp.stop();
    const allowed = await a.call(
      contactRequestAllowOrDeny,
      { contact_id: asked.body.contact_id, pitch_id: pitch, inventor_id: investor.id, status: 'allow' },
      { token: owner.token },
    );
    expect(allowed.status).toBe(200);
    // SMTP comes back only once a worker has tried, and failed, to send it
    let job: { id: number; attempts: number } | undefined;
    await eventually(async () => {
      [job] = await queryRows<{ id: number; attempts: number }>(
        db,
        sql`select id, attempts from jobs where payload->>'to' = ${investor.email}`,
      );
      return (job?.attempts ?? 0) > 0;
    }, 20_000);
    await smtp.restart();

    const mail = await smtp.waitFor(investor.email);
    expect(mail.subject).toBe('Your contact request for Queued Quasar was allowed');
    // both instances' workers had their chance; a marker sent after it arrives behind any duplicate
    const marker = await person('investor', 'Marker');
    const markerPitch = await insertPitch(db, { ownerId: owner.id, name: 'Marker Pitch' });
    const markerAsk = await b.call(addContactRequest, { pitch_id: markerPitch }, { token: marker.token });
    await b.call(
      contactRequestAllowOrDeny,
      {
        contact_id: markerAsk.body.contact_id,
        pitch_id: markerPitch,
        inventor_id: marker.id,
        status: 'allow',
      },
      { token: owner.token },
    );
    await smtp.waitFor(marker.email);
    expect(smtp.mailTo(investor.email)).toHaveLength(1);
    const [done] = await queryRows<{ done: boolean }>(
      db,
      sql`select done_at is not null as done from jobs where id = ${job?.id ?? 0}`,
    );
    expect(done?.done).toBe(true);
  }, 60_000);
});
