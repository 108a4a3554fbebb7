import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishUpdate, saveUpdate } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../db/client.js';
import { createTokens } from '../http/tokens.js';
import {
  freePort,
  INSTANCE_JWT_SECRET,
  type Instance,
  sharedDatabase,
  showOutputOnFailure,
  startInstance,
} from '../test/instances.js';
import { waitUntil } from '../test/wait.js';

/**
 * An update's e-mails under a real kill -9 (issue 34): instance A publishes to RECIPIENTS investors and its
 * worker starts sending; the SMTP server takes the first ones, then holds the next one's answer, and A is
 * killed with SIGKILL while that message waits on the wire. Instance B, on the same PostgreSQL, sends the
 * rest, and the held one once A's lock on it has run out (30 s). Every recipient gets exactly one e-mail.
 */
const RECIPIENTS = 8;
const ACCEPTED_BEFORE_THE_KILL = 3;

const work = mkdtempSync(path.join(tmpdir(), 'angelbridge-updates-kill-'));
const tokens = createTokens(INSTANCE_JWT_SECRET);
let db: Db;
let drop: () => Promise<void> = async () => {};
const started: Instance[] = [];

/** An SMTP server that accepts messages, except one it holds unanswered (the one A dies sending). */
async function holdingSmtp(holdAt: number) {
  const port = await freePort();
  const accepted: { to: string; messageId: string }[] = [];
  let seen = 0;
  let onHold: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    onHold = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          seen += 1;
          // never answered: the sender dies waiting, so the message was never taken
          if (seen === holdAt) {
            onHold();
            return;
          }
          for (const rcpt of session.envelope.rcptTo)
            accepted.push({ to: rcpt.address.toLowerCase(), messageId: parsed.messageId ?? '' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A founder's pitch whose investors are funded: each signed a completed agreement, the money arrived. */
async function aSignedRound() {
  const person = async (type: string, name: string) => {
    const email = `${name.toLowerCase()}.${Date.now().toString(36)}@kill.test`;
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (user_type, first_name, last_name, email, email_verified, password_hash, isd_code,
            mobile_number, is_profile_complete)
          values (${type}, ${name}, 'Kill', ${email}, true, '!', '1', '4165550000', true)
          returning id`,
    );
    if (!row) throw new Error('no person');
    return { id: row.id, email };
  };
  const founder = await person('entrepreneur', 'Fay');
  const [pitch] = await queryRows<{ id: string }>(
    db,
    sql`insert into pitches (owner_id, name_of_pitch, name_of_company, location, short_summary, target,
          min_per_investor, wow_factor, why_invent, draft, is_hidden, instrument)
        values (${founder.id}, 'Kill Works', 'Kill Inc.', 'Toronto', 'A pitch.', 100000, 1000, 'w', 'y', false,
          false, 'safe') returning id`,
  );
  if (!pitch) throw new Error('no pitch');
  const [shown, completed] = await queryRows<{ id: string }>(
    db,
    sql`insert into agreement_documents (pitch_id, kind, url, sha256, byte_size, page_count)
        values (${pitch.id}, 'agreement', '/uploads/kill-a.pdf', repeat('a', 64), 1, 1),
          (${pitch.id}, 'completed', '/uploads/kill-c.pdf', repeat('c', 64), 1, 1) returning id`,
  );
  const emails: string[] = [];
  for (let i = 0; i < RECIPIENTS; i++) {
    const investor = await person('investor', `Ivy${i}`);
    await db.execute(
      sql`with c as (insert into commitments (pitch_id, investor_id, amount, status, amount_received,
              received_on, funded_at)
            values (${pitch.id}, ${investor.id}, 10000, 'funded', 10000, current_date, now()) returning id)
          insert into agreements (commitment_id, pitch_id, investor_id, founder_id, terms_version, status, fields,
            document_id, completed_document_id, completed_at)
          select c.id, ${pitch.id}, ${investor.id}, ${founder.id}, 1, 'completed', '{}'::jsonb, ${shown?.id},
            ${completed?.id}, now() from c`,
    );
    emails.push(investor.email);
  }
  const token = tokens.sign({ sub: founder.id, kind: 'session', userType: 'entrepreneur', version: 0 });
  return { pitchId: pitch.id, token, emails };
}

let databaseUrl = '';

beforeAll(async () => {
  const fresh = await sharedDatabase();
  db = fresh.database.db;
  drop = fresh.drop;
  databaseUrl = fresh.url;
}, 120_000);

showOutputOnFailure(started);

afterAll(async () => {
  await Promise.all(started.map((instance) => instance.stop()));
  await drop();
  rmSync(work, { recursive: true, force: true });
});

const updateMailJobs = (updateId: string) =>
  queryRows<{ attempts: number; done: boolean }>(
    db,
    sql`select attempts, done_at is not null as done from jobs
        where key like ${`mail:investor-update:${updateId}:%`} order by id`,
  );

describe('an update’s e-mails under kill -9', () => {
  it('when the sending instance is killed mid-send, then another sends the rest and every recipient gets one e-mail', async () => {
    const round = await aSignedRound();
    const smtp = await holdingSmtp(ACCEPTED_BEFORE_THE_KILL + 1);
    const env = (name: string) => ({
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      DATA_DIR: path.join(work, name),
    });
    try {
      const a = await startInstance('A', env('a'));
      started.push(a);
      const as = { token: round.token };
      const saved = await a.call(
        saveUpdate,
        { pitch_id: round.pitchId, title: 'March', body: 'We grew.', audience: 'investors', metrics: [] },
        as,
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const updateId = saved.body.update._id as string;
      const published = await a.call(publishUpdate, { update_id: updateId }, as);
      expect(published.body.recipient_count).toBe(RECIPIENTS);

      // A's worker sends; the server takes three, then holds the fourth unanswered: kill -9 now
      await smtp.held;
      await a.kill();
      expect(smtp.accepted).toHaveLength(ACCEPTED_BEFORE_THE_KILL);
      const atTheKill = await updateMailJobs(updateId);
      expect(atTheKill.filter((j) => j.done)).toHaveLength(ACCEPTED_BEFORE_THE_KILL);

      const b = await startInstance('B', env('b'));
      started.push(b);
      // the rest at once; the held one after A's lock on it has run out
      await waitUntil(
        async () => (await updateMailJobs(updateId)).every((j) => j.done),
        'every e-mail sent',
        120_000,
      );
      const sent = smtp.accepted.map((mail) => mail.to).sort();
      expect(sent).toEqual([...round.emails].sort());
      expect(new Set(smtp.accepted.map((mail) => mail.messageId)).size).toBe(RECIPIENTS);
      const jobs = await updateMailJobs(updateId);
      expect(jobs.filter((j) => j.attempts === 2)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  }, 240_000);
});
