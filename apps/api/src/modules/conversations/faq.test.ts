import {
  conversationTexts,
  deletePitchFaq,
  FAQ_MAX_PER_PITCH,
  getInvestmentPageDataById,
  getNotifications,
  publishPitchFaq,
  updateNotificationSettings,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastMailId, settleMail } from '../../test/accounts.js';
import { openContactScene } from '../../test/contact-requests.js';
import { conversationCalls } from '../../test/conversation-live.js';
import { waitUntil } from '../../test/wait.js';

const { t, scene } = await openContactScene();
const c = conversationCalls(t, scene);

const publish = (token: string, body: object) => t.call(publishPitchFaq, body, { token });
const publicFaq = async (pitchId: string) => {
  const page = await t.call(getInvestmentPageDataById, { investment_id: pitchId });
  expect(page.status).toBe(200);
  return page.body.faq as { _id: string; question: string; answer: string }[];
};

describe('published answers (FAQ)', () => {
  it("when the owner publishes an investor's question, then guests see it on the pitch, without the investor", async () => {
    const { investor, pitchId } = await c.allowedPair('Quentin');
    const asked = await c.start(investor, pitchId, 'Quentin here: what is your churn?');
    expect(await publicFaq(pitchId)).toEqual([]);

    const published = await publish(scene.owner.token, {
      message_id: asked.sent._id,
      question: '  What is your churn?  ',
      answer: 'Under 2% a month.',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.faq).toEqual({
      _id: expect.any(String),
      question: 'What is your churn?',
      answer: 'Under 2% a month.',
    });
    // the public page's cache hears the change through NOTIFY
    const faq = await waitUntil(async () => {
      const now = await publicFaq(pitchId);
      return now.length ? now : null;
    }, 'the published answer on the public page');
    expect(faq).toEqual([published.body.faq]);
    const page = await t.call(getInvestmentPageDataById, { investment_id: pitchId });
    for (const secret of ['Quentin', investor.id, investor.email, asked.sent._id, asked.conversation._id]) {
      expect(JSON.stringify(page.body.faq)).not.toContain(secret);
    }
  });

  it('when a question is published, then its asker gets a bell notification and an e-mail, neither naming them on the FAQ', async () => {
    const { investor, pitchId } = await c.allowedPair('Theo');
    const asked = await c.start(investor, pitchId, 'Theo here, from Theo Capital: how do you price?');
    const since = await lastMailId(t);
    const body = { message_id: asked.sent._id, question: 'How do you price?', answer: 'Per seat.' };
    expect((await publish(scene.owner.token, body)).status).toBe(200);

    const bell = await t.call(getNotifications, {}, { token: investor.token });
    const told = bell.body.notifications.find((n: { kind: string }) => n.kind === 'faq_published');
    expect(told).toMatchObject({ title: 'Your question was published', link: `/project/${pitchId}` });
    expect(told.body).toContain('Theo Pitch');
    const mail = await t.mail.waitFor(investor.email, { since });
    expect(mail.subject).toBe('Your question was published on Theo Pitch');
    expect(mail.text).toContain('How do you price?');
    expect(mail.text).toContain(`/project/${pitchId}`);
    // the owner, who published it, is not told about their own act
    const ownerBell = await t.call(getNotifications, {}, { token: scene.owner.token });
    expect(ownerBell.body.notifications.some((n: { kind: string }) => n.kind === 'faq_published')).toBe(
      false,
    );
  });

  it('when the asker switched off e-mails about their requests, then only the bell tells them', async () => {
    const { investor, pitchId } = await c.allowedPair('Tess');
    const off = { email_contact_decision: false };
    expect((await t.call(updateNotificationSettings, off, { token: investor.token })).status).toBe(200);
    const asked = await c.start(investor, pitchId, 'Tess asks: when do you close?');
    const since = await lastMailId(t);
    const body = { message_id: asked.sent._id, question: 'When do you close?', answer: 'In May.' };
    expect((await publish(scene.owner.token, body)).status).toBe(200);
    await settleMail(t);
    const bell = await t.call(getNotifications, {}, { token: investor.token });
    expect(bell.body.notifications.some((n: { kind: string }) => n.kind === 'faq_published')).toBe(true);
    const mails = t.mail.messages().filter((m) => m.id > since && m.to.includes(investor.email));
    expect(mails.map((m) => m.subject)).not.toContain('Your question was published on Tess Pitch');
  });

  it('only the owner of the pitch of the message may publish: anyone else is told it does not exist', async () => {
    const { investor, pitchId } = await c.allowedPair('Ursula');
    const asked = await c.start(investor, pitchId, 'A question');
    const body = { message_id: asked.sent._id, question: 'Q?', answer: 'A.' };
    const otherFounder = await publish(scene.other.token, body);
    expect(otherFounder.status).toBe(404);
    expect(otherFounder.body.message).toBe(conversationTexts.messageNotFound);
    // investors publish nothing
    expect((await publish(investor.token, body)).status).toBe(403);
    const unknown = await publish(scene.owner.token, { ...body, message_id: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(await publicFaq(pitchId)).toEqual([]);
  });

  it.each([
    ['an empty question', { question: '   ', answer: 'A.' }, 'question'],
    ['no answer', { question: 'Q?' }, 'answer'],
    ['an over-long answer', { question: 'Q?', answer: 'x'.repeat(5001) }, 'answer'],
  ])('with %s, it is a 400 naming the field and nothing is published', async (_case, fields, field) => {
    const { investor, pitchId } = await c.allowedPair(`Bad${field}`);
    const asked = await c.start(investor, pitchId, 'Question');
    const answer = await publish(scene.owner.token, { message_id: asked.sent._id, ...fields });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    expect(await publicFaq(pitchId)).toEqual([]);
  });

  it(`a pitch carries at most ${FAQ_MAX_PER_PITCH} answers`, async () => {
    const { investor, pitchId } = await c.allowedPair('Many');
    const asked = await c.start(investor, pitchId, 'Question');
    await t.db.execute(sql`insert into pitch_faqs (pitch_id, question, answer)
      select ${pitchId}, 'Q' || n, 'A' || n from generate_series(1, ${FAQ_MAX_PER_PITCH}) n`);
    const over = await publish(scene.owner.token, {
      message_id: asked.sent._id,
      question: 'Q?',
      answer: 'A.',
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(conversationTexts.faqLimit);
  });

  it('the owner deletes an answer; nobody else can', async () => {
    const { investor, pitchId } = await c.allowedPair('Delia');
    const asked = await c.start(investor, pitchId, 'Question');
    const published = await publish(scene.owner.token, {
      message_id: asked.sent._id,
      question: 'Q?',
      answer: 'A.',
    });
    const faqId = published.body.faq._id as string;
    const notYours = await t.call(deletePitchFaq, { faq_id: faqId }, { token: scene.other.token });
    expect(notYours.status).toBe(404);
    expect(notYours.body.message).toBe(conversationTexts.faqNotFound);
    await waitUntil(async () => (await publicFaq(pitchId)).length === 1, 'the answer on the page');

    const removed = await t.call(deletePitchFaq, { faq_id: faqId }, { token: scene.owner.token });
    expect(removed.status).toBe(200);
    await waitUntil(async () => (await publicFaq(pitchId)).length === 0, 'the answer gone from the page');
    expect((await t.call(deletePitchFaq, { faq_id: faqId }, { token: scene.owner.token })).status).toBe(404);
  });
});
