import { describe, expect, it } from 'vitest';
import { otpSend, otpVerify, otpVerifyLink } from './auth-codes.js';
import { messages as m } from './messages.js';
import { firstMessage, id } from './test-helpers.js';

describe('/otpSend', () => {
  it('defaults auth_type to email and leaves the purpose to the server (§7 sends none)', () => {
    expect(otpSend.request.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co', auth_type: 'email' });
  });

  it('rejects an unknown purpose and a phone auth_type', () => {
    expect(firstMessage(otpSend.request, { email: 'a@b.co', purpose: 'login' })).toBe(m.otp.purposeInvalid);
    expect(otpSend.request.safeParse({ email: 'a@b.co', auth_type: 'sms' }).success).toBe(false);
  });

  it('rejects a missing e-mail with the login message', () => {
    expect(firstMessage(otpSend.request, {})).toBe(m.login.emailRequired);
  });
});

describe('/otpVerify', () => {
  const schema = otpVerify.request;

  it('accepts each action with its own fields', () => {
    expect(schema.parse({ action: 'register', email: 'a@b.co', otp: '0123' })).toMatchObject({ otp: '0123' });
    expect(schema.parse({ action: 'forget_password', email: 'a@b.co', otp: '1234' }).action).toBe(
      'forget_password',
    );
    expect(schema.parse({ action: 'update_email', email: 'new@b.co', otp: '1234' }).action).toBe(
      'update_email',
    );
    expect(
      schema.parse({
        action: 'update_mobile_number',
        otp: '1234',
        isd_code: '44',
        country_id: id(2),
        mobile_number: '7700900123',
      }).action,
    ).toBe('update_mobile_number');
  });

  it.each([
    [1234, '1234'],
    [123, '0123'],
  ])('takes the code as the JSON number %j', (otp, text) => {
    expect(schema.parse({ action: 'register', email: 'a@b.co', otp })).toMatchObject({ otp: text });
  });

  it.each(['123', '12345', '12a4', '', undefined, 12345, 12.5, -1])('rejects the code %j', (otp) => {
    expect(firstMessage(schema, { action: 'register', email: 'a@b.co', otp })).toBe(m.otp.invalid);
  });

  it('rejects an unknown action', () => {
    expect(firstMessage(schema, { action: 'login', email: 'a@b.co', otp: '1234' })).toBe(m.otp.actionInvalid);
  });

  it('requires the new mobile number for update_mobile_number', () => {
    expect(
      firstMessage(schema, { action: 'update_mobile_number', otp: '1234', isd_code: '1', country_id: id(1) }),
    ).toBe(m.signup.mobileRequired);
  });

  it('reads each kind of answer without losing its keys', () => {
    const register = {
      success: true,
      message: 'ok',
      token: 't',
      user_data: { token: 't', user_type: 'investor' },
    };
    expect(otpVerify.response.parse(register)).toEqual(register);
    expect(otpVerify.response.parse({ success: true, message: 'ok', token: 'r' })).toEqual({
      success: true,
      message: 'ok',
      token: 'r',
    });
  });
});

describe('/otpVerifyLink', () => {
  it('takes a link token only, and answers which step it completed', () => {
    const token = 'q3Xz8v_Kd0-pL2mN4bR6tY8wA1cE3gI5kM7oQ9sU0xW';
    expect(otpVerifyLink.request.parse({ token })).toEqual({ token });
    for (const bad of [{}, { token: 'short' }, { token: 'has spaces in it, not base64url!' }]) {
      expect(firstMessage(otpVerifyLink.request, bad)).toBe(m.security.linkInvalid);
    }
    const reset = { success: true, message: 'ok', action: 'forget_password', token: 'r', email: 'a@b.co' };
    expect(otpVerifyLink.response.parse(reset)).toEqual(reset);
    const register = {
      success: true,
      message: 'ok',
      action: 'register',
      token: 'c',
      user_data: { token: 'c', user_type: 'investor' },
    };
    expect(otpVerifyLink.response.parse(register)).toEqual(register);
  });
});
