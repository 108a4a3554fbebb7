import { conversationStatusEvent, deleteMyAccount } from '@angelbridge/contracts';
import bcrypt from 'bcrypt';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/accounts.js';
import { openContactScene } from '../../test/contact-requests.js';
import { conversationCalls } from '../../test/conversation-live.js';
import { listenOnLoopback } from '../../test/sse.js';

const { t, scene } = await openContactScene();
const server = await listenOnLoopback(t.app);
afterAll(() => server.close());
const c = conversationCalls(t, scene, () => server.base);

describe('a deleted account, live', () => {
  it("when the investor deletes the account, then the founder's open page hears the conversation turn read-only", async () => {
    const { investor, pitchId } = await c.allowedPair('Gone');
    const started = await c.start(investor, pitchId, 'Before I go');
    const hash = await bcrypt.hash(PASSWORD, 4);
    await t.db.execute(sql`update users set password_hash = ${hash} where id = ${investor.id}`);
    const ownerStream = await c.streamOf(scene.owner);

    const deleted = await t.call(deleteMyAccount, { password: PASSWORD }, { token: investor.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const data = conversationStatusEvent.parse(
      JSON.parse((await ownerStream.next('conversation_status')).data),
    );
    expect(data).toEqual({ conversation_id: started.conversation._id, status: 'read_only' });
    ownerStream.close();
  });
});
