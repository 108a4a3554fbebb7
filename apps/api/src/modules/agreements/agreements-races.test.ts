import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import type { JobHandler } from '../../jobs/index.js';
import { settleMail } from '../../test/accounts.js';
import { aClosingRound, agreementCalls, agreementsMade, nameOf } from '../../test/agreements.js';
import { startTestApp } from '../../test/harness.js';
import { waitUntil } from '../../test/wait.js';
import { AGREEMENT_COMPLETION_JOB, AGREEMENT_CREATION_JOB } from './index.js';

// Races: signatures at once, the completion after a crash, creation jobs run twice.
const t = await startTestApp();
afterAll(() => t.close());
const a = agreementCalls(t);
const handlers = t.app.locals.jobHandlers as Record<string, JobHandler>;

const completedDocs = async (agreementId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from agreement_documents
          where kind = 'completed' and pitch_id = (select pitch_id from agreements where id = ${agreementId})`,
    )
  )[0]?.n;
const completedMails = (email: string, agreementId: string) =>
  t.mail
    .messages()
    .filter(
      (m) => m.to.includes(email) && m.attachments.some((x) => x.filename === `agreement-${agreementId}.pdf`),
    );

async function signedByInvestor() {
  const scene = await aClosingRound(t);
  const [agreement] = await agreementsMade(t, scene.founder, scene.pitchId, 1);
  const [investor] = scene.investors;
  if (!agreement || !investor) throw new Error('no agreement');
  expect((await a.sign(investor, agreement, nameOf('Ivya', 'investor'))).status).toBe(200);
  return { ...scene, investor, agreement };
}

describe('signatures at once', () => {
  it('when the founder signs twice at the same moment, then exactly one completes it: one PDF, one e-mail each', async () => {
    const { founder, investor, agreement } = await signedByInvestor();
    const answers = await Promise.all([
      a.sign(founder, agreement, nameOf('Fay', 'founder')),
      a.sign(founder, agreement, nameOf('Fay', 'founder')),
      a.sign(founder, agreement, nameOf('Fay', 'founder')),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await completedDocs(agreement._id)).toBe(1);
    await settleMail(t);
    expect(completedMails(investor.email, agreement._id)).toHaveLength(1);
    expect(completedMails(founder.email, agreement._id)).toHaveLength(1);
  });

  it('when the investor signs twice at the same moment, then one signature stands', async () => {
    const scene = await aClosingRound(t);
    const [agreement] = await agreementsMade(t, scene.founder, scene.pitchId, 1);
    const [investor] = scene.investors;
    if (!agreement || !investor) throw new Error('no agreement');
    const answers = await Promise.all(
      [1, 2, 3].map(() => a.sign(investor, agreement, nameOf('Ivya', 'investor'))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from agreement_signatures where agreement_id = ${agreement._id}`,
    );
    expect(row?.n).toBe(1);
  });
});

describe('completion after a crash', () => {
  it('when the founder’s signature committed but the process died before completing, then the queued job completes it once, however often it runs', async () => {
    const { founder, investor, agreement } = await signedByInvestor();
    // what the sign call's transaction commits before its inline completion: the signature and the job
    await t.db.execute(
      sql`insert into agreement_signatures (agreement_id, role, signer_id, signed_name, consent_text, sha256, client_address, user_agent)
          values (${agreement._id}, 'founder', ${founder.id}, 'Fay Founder', 'consent', ${agreement.sha256}, '127.0.0.1', 'test')`,
    );
    const job = {
      id: 0,
      kind: AGREEMENT_COMPLETION_JOB,
      key: `agreement-complete:${agreement._id}`,
      payload: { agreement_id: agreement._id },
      attempts: 1,
    };
    const complete = handlers[AGREEMENT_COMPLETION_JOB];
    if (!complete) throw new Error('no completion handler');
    // after the restart: the job runs (here twice at once, then once more, as two workers and a retry would)
    await Promise.all([complete(job), complete(job)]);
    await complete(job);
    const read = await a.one(founder, agreement._id);
    expect(read.body.agreement.status).toBe('completed');
    expect(await completedDocs(agreement._id)).toBe(1);
    await settleMail(t);
    expect(completedMails(investor.email, agreement._id)).toHaveLength(1);
    expect(completedMails(founder.email, agreement._id)).toHaveLength(1);
  });

  it('when a creation job runs again, then the commitment still has one agreement and no stray PDF', async () => {
    const { founder, pitchId } = await aClosingRound(t);
    const [agreement] = await agreementsMade(t, founder, pitchId, 1);
    if (!agreement) throw new Error('no agreement');
    const [job] = await queryRows<{ key: string; payload: unknown }>(
      t.db,
      sql`select key, payload from jobs where kind = ${AGREEMENT_CREATION_JOB} and payload->>'commitment_id' = ${agreement.commitment_id}`,
    );
    if (!job) throw new Error('no creation job');
    const files = (await t.storage.list()).length;
    const create = handlers[AGREEMENT_CREATION_JOB];
    if (!create) throw new Error('no creation handler');
    await Promise.all([1, 2].map(() => create({ id: 0, kind: AGREEMENT_CREATION_JOB, attempts: 1, ...job })));
    await waitUntil(async () => (await t.storage.list()).length === files, 'no stray PDF');
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from agreements where commitment_id = ${agreement.commitment_id}`,
    );
    expect(row?.n).toBe(1);
  });
});
