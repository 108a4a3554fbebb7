import { describe, expect, it } from 'vitest';
import {
  addContactRequest,
  contactRequestAllowOrDeny,
  getContactRequest,
  getTeamContactByInvestorId,
  revokeInvestorPitchContactRequest,
} from './contact-requests.js';
import { messages as m } from './messages.js';
import { firstMessage, id, issueList } from './test-helpers.js';

describe('/getContactRequest', () => {
  const schema = getContactRequest.request;

  it('lists every own pitch with get_all, sent as text or boolean', () => {
    expect(schema.parse({ get_all: 'true' })).toEqual({ get_all: true });
    expect(schema.parse({ get_all: true, pitch_id: '' })).toEqual({ get_all: true });
  });

  it('lists one pitch when get_all is false', () => {
    expect(schema.parse({ get_all: 'false', pitch_id: id(1) })).toEqual({ get_all: false, pitch_id: id(1) });
  });

  it('needs pitch_id when get_all is false or missing', () => {
    expect(issueList(schema, { get_all: false })).toEqual([['pitch_id', m.contactRequests.pitchIdRequired]]);
    expect(firstMessage(schema, {})).toBe(m.contactRequests.pitchIdRequired);
    expect(firstMessage(schema, { get_all: false, pitch_id: 'abc' })).toBe('Invalid pitch id.');
  });
});

describe('/contactRequestAllowOrDeny', () => {
  const valid = { contact_id: id(1), pitch_id: id(2), inventor_id: id(3), status: 'allow' };

  it('accepts allow and deny', () => {
    expect(contactRequestAllowOrDeny.request.parse(valid)).toEqual({ ...valid, expires_in_days: null });
    expect(contactRequestAllowOrDeny.request.parse({ ...valid, status: 'deny' }).status).toBe('deny');
  });

  it.each([
    ['pending', m.contactRequests.statusInvalid],
    ['allowed', m.contactRequests.statusInvalid],
  ])('rejects the status %s', (status, message) => {
    expect(firstMessage(contactRequestAllowOrDeny.request, { ...valid, status })).toBe(message);
  });

  it('needs the investor id under its spec spelling', () => {
    const { inventor_id: _, ...withoutInvestor } = valid;
    expect(firstMessage(contactRequestAllowOrDeny.request, { ...withoutInvestor, investor_id: id(3) })).toBe(
      'Invalid investor id.',
    );
  });

  it('answers with the updated row', () => {
    const row = {
      contact_id: id(1),
      pitch_id: id(2),
      investor_id: id(3),
      first_name: 'Ada',
      last_name: 'L',
      name_of_pitch: 'Engine',
      email: 'ada@example.com',
      status: 'allow',
      is_allowed: true,
      created_at: '2025-01-01T00:00:00.000Z',
    };
    expect(
      contactRequestAllowOrDeny.response.parse({ success: true, message: 'ok', contact_data: row }),
    ).toEqual({
      success: true,
      message: 'ok',
      contact_data: row,
    });
  });
});

describe('investor calls', () => {
  it('need a well-formed pitch id', () => {
    expect(getTeamContactByInvestorId.request.parse({ pitch_id: id(1) })).toEqual({ pitch_id: id(1) });
    expect(firstMessage(addContactRequest.request, { pitch_id: 'x' })).toBe('Invalid pitch id.');
    expect(firstMessage(revokeInvestorPitchContactRequest.request, { pitch_id: id(1) })).toBe(
      'Invalid contact id.',
    );
  });

  it('the access answer carries the request id and contact cards', () => {
    const team = {
      permission_send: true,
      is_allowed: true,
      contact_id: id(4),
      team_data: [
        {
          name: 'C',
          position: 'CTO',
          email: 'c@x.io',
          mobile_number: '1',
          linkedin_profile: '',
          photo: null,
        },
      ],
    };
    expect(getTeamContactByInvestorId.response.parse({ success: true, message: 'ok', team }).team).toEqual(
      team,
    );
    expect(
      getTeamContactByInvestorId.response.safeParse({
        success: true,
        message: 'ok',
        team: { ...team, contact_id: 'x' },
      }).success,
    ).toBe(false);
  });
});

describe('beyond the spec', () => {
  const valid = { contact_id: id(1), pitch_id: id(2), inventor_id: id(3), status: 'allow' };

  it('takes an expiry of 30 or 90 days, as number or text; none, empty or missing is none', () => {
    const parse = (value: unknown) =>
      contactRequestAllowOrDeny.request.parse({ ...valid, expires_in_days: value }).expires_in_days;
    expect(parse(30)).toBe(30);
    expect(parse('90')).toBe(90);
    expect(parse('none')).toBeNull();
    expect(parse('')).toBeNull();
    expect(parse(null)).toBeNull();
    expect(parse(undefined)).toBeNull();
  });

  it.each([[7], ['45'], ['forever'], [true]])('refuses the expiry %j', (value) => {
    expect(firstMessage(contactRequestAllowOrDeny.request, { ...valid, expires_in_days: value })).toBe(
      m.contactRequests.expiryInvalid,
    );
  });

  it('limits the note and the reason to 500 characters, trimmed', () => {
    expect(addContactRequest.request.parse({ pitch_id: id(1), note: '  hi  ' }).note).toBe('hi');
    expect(addContactRequest.request.parse({ pitch_id: id(1), note: '' }).note).toBeUndefined();
    expect(firstMessage(addContactRequest.request, { pitch_id: id(1), note: 'x'.repeat(501) })).toBe(
      m.contactRequests.noteTooLong,
    );
    expect(firstMessage(contactRequestAllowOrDeny.request, { ...valid, reason: 'x'.repeat(501) })).toBe(
      m.contactRequests.reasonTooLong,
    );
  });

  it("sends 'denied' on the wire, never 'deny'", () => {
    const row = {
      contact_id: id(1),
      pitch_id: id(2),
      investor_id: id(3),
      first_name: 'A',
      last_name: 'B',
      name_of_pitch: 'P',
      email: 'a@b.c',
      is_allowed: false,
      created_at: '2025-01-01T00:00:00.000Z',
    };
    const response = (status: string) =>
      contactRequestAllowOrDeny.response.safeParse({
        success: true,
        message: 'ok',
        contact_data: { ...row, status },
      }).success;
    expect(response('denied')).toBe(true);
    expect(response('deny')).toBe(false);
  });
});
