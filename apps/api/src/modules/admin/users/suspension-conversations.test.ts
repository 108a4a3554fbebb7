import { adminRestoreUser, adminSuspendUser } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/admin.js';
import { openConversationScene } from '../../../test/conversations.js';

const { t, scene, aConversation, send, list } = await openConversationScene();
const admin = await signedInAdmin(t);

const statusFor = async (token: string, conversationId: string) => {
  const res = await list(token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.conversations as { _id: string; status: string }[]).find((c) => c._id === conversationId)
    ?.status;
};
const suspend = (userId: string) =>
  t.call(adminSuspendUser, { user_id: userId, reason: 'Spam messages' }, { token: admin.token });
const restore = (userId: string) => t.call(adminRestoreUser, { user_id: userId }, { token: admin.token });

describe("a suspended person's conversations", () => {
  it('when the investor is suspended, then the founder sees the conversation read-only and cannot write; restored, it reopens', async () => {
    const { conversationId } = await aConversation(scene.investorA, 'Quiet Talk');
    expect(await statusFor(scene.owner.token, conversationId)).toBe('open');

    expect((await suspend(scene.investorA.id)).status).toBe(200);
    expect(await statusFor(scene.owner.token, conversationId)).toBe('read_only');
    const refused = await send(scene.owner.token, { conversation_id: conversationId, body: 'Still there?' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    expect((await restore(scene.investorA.id)).status).toBe(200);
    expect(await statusFor(scene.owner.token, conversationId)).toBe('open');
    const sent = await send(scene.owner.token, { conversation_id: conversationId, body: 'Welcome back.' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });

  it('when the founder is suspended, then the investor sees it read-only', async () => {
    const { conversationId } = await aConversation(scene.investorB, 'Loud Talk');
    expect((await suspend(scene.owner.id)).status).toBe(200);
    expect(await statusFor(scene.investorB.token, conversationId)).toBe('read_only');
    const refused = await send(scene.investorB.token, { conversation_id: conversationId, body: 'Hello?' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });
});
