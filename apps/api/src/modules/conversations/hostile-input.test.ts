import {
  BAD_CHARACTERS_MESSAGE,
  MESSAGE_BODY_MAX,
  MESSAGE_FILE_MAX_BYTES,
  conversationTexts as m,
} from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { conversationRowCounts, openConversationScene } from '../../test/conversations.js';
import { TEST_API_KEY } from '../../test/harness.js';
import { HTML_BYTES, oversizePng, pdfBytes, pngBytes } from '../../test/pitches.js';
import { storedFiles } from '../../test/stored-files.js';

// Bad input to the conversation calls: 4xx naming the field, and no row or file left behind.
const { t, scene, send, markRead, thread, aConversation } = await openConversationScene();
const { investorA, owner } = scene;
const { conversationId, first } = await aConversation(investorA, 'Hostile Inputs');

/** Runs a call that must be refused; proves it stored nothing. */
async function refused(call: () => PromiseLike<{ status: number; body: Record<string, unknown> }>) {
  const rows = await conversationRowCounts(t);
  const files = await storedFiles(t.storage);
  const res = await call();
  expect(await conversationRowCounts(t)).toEqual(rows);
  expect(await storedFiles(t.storage)).toEqual(files);
  return res;
}

const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(512),
]);

describe('sending bad messages', () => {
  const target = { conversation_id: conversationId };
  const cases: [
    string,
    Record<string, unknown>,
    Record<string, { buffer: Buffer; name: string }>,
    number,
    string,
    string,
  ][] = [
    ['an empty body without files', { ...target, body: '' }, {}, 400, 'body', m.bodyRequired],
    ['a body of only spaces', { ...target, body: '   \n ' }, {}, 400, 'body', m.bodyRequired],
    ['no body at all', target, {}, 400, 'body', m.bodyRequired],
    ['a NUL in the body', { ...target, body: 'hi\u0000there' }, {}, 400, 'body', BAD_CHARACTERS_MESSAGE],
    [
      'a body of 5001 characters',
      { ...target, body: 'x'.repeat(MESSAGE_BODY_MAX + 1) },
      {},
      400,
      'body',
      m.bodyTooLong,
    ],
    [
      'four files',
      { ...target, body: 'four' },
      Object.fromEntries([0, 1, 2, 3].map((i) => [`file[${i}]`, { buffer: pngBytes(), name: `p${i}.png` }])),
      400,
      'file',
      m.fileCount,
    ],
    [
      'an 11 MB file',
      { ...target, body: 'big' },
      { 'file[]': { buffer: oversizePng(MESSAGE_FILE_MAX_BYTES + 1024 * 1024), name: 'big.png' } },
      413,
      'file',
      m.fileSize,
    ],
    [
      'an exe named .pdf',
      { ...target, body: 'exe' },
      { file: { buffer: EXE, name: 'memo.pdf' } },
      415,
      'file',
      m.fileType,
    ],
    [
      'HTML named .png',
      { ...target, body: 'html' },
      { file: { buffer: HTML_BYTES, name: 'x.png' } },
      415,
      'file',
      m.fileType,
    ],
    [
      'a file under another field',
      { ...target, body: 'photo' },
      { photo: { buffer: pngBytes(), name: 'p.png' } },
      400,
      'photo',
      '',
    ],
    [
      'a conversation id that is no id',
      { conversation_id: 'abc', body: 'hi' },
      {},
      400,
      'conversation_id',
      '',
    ],
    ['a pitch id that is no id', { pitch_id: '1 or 1=1', body: 'hi' }, {}, 400, 'pitch_id', ''],
  ];
  it.each(cases)(
    'when %s, then the field is named and nothing is stored',
    async (_name, fields, files, status, field, message) => {
      const res = await refused(() => send(investorA.token, fields, files));
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      const errors = res.body.errors as Record<string, string>;
      expect(errors[field]).toBeTruthy();
      if (message) expect(errors[field]).toBe(message);
    },
  );

  it('when a good file comes with a bad one, then neither is kept', async () => {
    const res = await refused(() =>
      send(
        investorA.token,
        { conversation_id: conversationId, body: 'mixed' },
        {
          'file[0]': { buffer: pdfBytes(), name: 'good.pdf' },
          'file[1]': { buffer: EXE, name: 'bad.pdf' },
        },
      ),
    );
    expect(res.status).toBe(415);
  });

  it('when the conversation or pitch does not exist, then 404 and nothing is stored', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const fields of [{ conversation_id: nobody }, { pitch_id: nobody }]) {
      const res = await refused(() =>
        send(investorA.token, { ...fields, body: 'hi' }, { file: { buffer: pdfBytes(), name: 'a.pdf' } }),
      );
      expect(res.status).toBe(404);
    }
    const owners = await refused(() =>
      send(owner.token, { pitch_id: nobody, investor_id: investorA.id, body: 'hi' }),
    );
    expect(owners.status).toBe(404);
  });
});

describe('bad input to the other calls', () => {
  it('when ids are not ids, then 400 naming them', async () => {
    const bad = await markRead(investorA.token, 'nope', first._id);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.conversation_id).toBeTruthy();
    const badMessage = await markRead(investorA.token, conversationId, 'nope');
    expect(badMessage.body.errors.message_id).toBeTruthy();
    const page = await thread(investorA.token, conversationId, 'nope');
    expect(page.status).toBe(400);
    expect(page.body.errors.before).toBeTruthy();
  });

  it('when the JSON is broken, then 400, never 500', async () => {
    const res = await t.http
      .post('/api/markConversationRead')
      .set('x-api-key', TEST_API_KEY)
      .set('Authorization', `Bearer ${investorA.token}`)
      .set('Content-Type', 'application/json')
      .send('{"conversation_id": ');
    expect(res.status).toBe(400);
  });
});
