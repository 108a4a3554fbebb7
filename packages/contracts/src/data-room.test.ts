import { describe, expect, it } from 'vitest';
import { openPitchDocument, setPitchDocumentAccess } from './data-room.js';
import { visitorIdSchema } from './insights.js';
import { id } from './test-helpers.js';

describe('the data room', () => {
  it('takes locked as a boolean or as the text a form sends', () => {
    const base = { pitch_id: id(1), document_id: id(2) };
    expect(setPitchDocumentAccess.request.parse({ ...base, locked: 'true' })).toMatchObject({ locked: true });
    expect(setPitchDocumentAccess.request.parse({ ...base, locked: false })).toMatchObject({ locked: false });
    expect(setPitchDocumentAccess.request.safeParse({ ...base, locked: 'maybe' }).success).toBe(false);
    expect(setPitchDocumentAccess.request.safeParse({ ...base }).success).toBe(false);
  });

  it('opens a document by its pitch and id, a guest with their browser id', () => {
    const body = { pitch_id: id(1), document_id: id(2) };
    expect(openPitchDocument.request.safeParse(body).success).toBe(true);
    expect(openPitchDocument.request.safeParse({ ...body, visitor_id: 'aB3_-aB3_-aB3_-aB' }).success).toBe(
      true,
    );
    expect(openPitchDocument.request.safeParse({ ...body, document_id: 'deck.pdf' }).success).toBe(false);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['markup', '<script>alert(1)</script>'],
    ['an IP address', '192.168.0.1:12345678'],
  ])('refuses a visitor id that is %s', (_label, value) => {
    expect(visitorIdSchema.safeParse(value).success).toBe(false);
  });

  it('answers a signed link with its expiry, or a public URL with none', () => {
    const ok = { success: true, message: 'OK' };
    expect(
      openPitchDocument.response.safeParse({ ...ok, url: '/uploads/a.pdf', expires_at: null }).success,
    ).toBe(true);
    expect(
      openPitchDocument.response.safeParse({ ...ok, url: '/api/x', expires_at: '2030-01-01T00:00:00.000Z' })
        .success,
    ).toBe(true);
    expect(openPitchDocument.response.safeParse({ ...ok, url: '/api/x', expires_at: 'soon' }).success).toBe(
      false,
    );
  });
});
