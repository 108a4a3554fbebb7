import { describe, expect, it } from 'vitest';
import {
  changePassword,
  changePasswordForm,
  doLogin,
  doRegister,
  forgetPassword,
  setNewPassword,
  setNewPasswordForm,
  strongPassword,
} from './auth.js';
import { messages as m } from './messages.js';
import { firstMessage, id, issueList } from './test-helpers.js';

const GOOD_PASSWORD = 'Secret1!x';

describe('strong password rule', () => {
  const schema = strongPassword('Password please');

  it('accepts a password with every kind of character', () => {
    expect(schema.parse(GOOD_PASSWORD)).toBe(GOOD_PASSWORD);
  });

  it.each([
    ['', 'Password please'],
    ['Ab1!', m.password.min],
    ['secret1!x', m.password.uppercase],
    ['SECRET1!X', m.password.lowercase],
    ['Secret!!x', m.password.number],
    ['Secret11x', m.password.special],
    ['Secret1 x', m.password.special],
    ['Secret1éx', m.password.special],
    [`${'Aa1!'.repeat(18)}x`, m.password.max],
  ])('rejects %j with %j', (value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it.each([
    'Walt#Tester99',
    'Walt-Tester99',
    'Walt_Tester99',
    'Walt.Tester99',
    'Walt€Tester99',
    'Walt~Tester99',
  ])('accepts %j: any symbol counts, not only @$!%%*?&', (value) => {
    expect(schema.parse(value)).toBe(value);
  });

  it('gives the required message when the field is missing', () => {
    expect(firstMessage(schema, undefined)).toBe('Password please');
  });

  it('does not trim, so spaces stay part of the password', () => {
    expect(schema.parse(' Secret1!x ')).toBe(' Secret1!x ');
  });
});

describe('/doRegister', () => {
  const valid = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: '  Ada@Example.COM ',
    mobile_number: '4165550100',
    country_id: id(1),
    isd_code: '+1',
    password: GOOD_PASSWORD,
    cPassword: GOOD_PASSWORD,
    user_type: 'entrepreneur',
  };
  const schema = doRegister.request;

  it('accepts a complete form, lower-casing the e-mail and dropping the ISD plus', () => {
    const parsed = schema.parse(valid);
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.isd_code).toBe('1');
  });

  it.each([
    [{ first_name: ' ' }, m.signup.firstNameRequired],
    [{ last_name: undefined }, m.signup.lastNameRequired],
    [{ email: '' }, m.signup.emailRequired],
    [{ email: 'ada@' }, m.signup.emailInvalid],
    [{ mobile_number: '' }, m.signup.mobileRequired],
    [{ mobile_number: '41655501OO' }, m.signup.mobileInvalid],
    [{ mobile_number: '1234567890123456' }, m.signup.mobileInvalid],
    [{ country_id: '' }, m.signup.countryRequired],
    [{ isd_code: undefined }, m.signup.countryRequired],
    [{ password: '' }, m.signup.passwordRequired],
    [{ password: 'short1!', cPassword: 'short1!' }, m.password.min],
    [{ cPassword: '' }, m.signup.confirmPasswordRequired],
    [{ cPassword: 'Secret1!y' }, m.signup.passwordMismatch],
    [{ user_type: 'admin' }, m.signup.userTypeInvalid],
  ])('rejects %j with its message', (change, message) => {
    expect(firstMessage(schema, { ...valid, ...change })).toBe(message);
  });

  it('reports the mismatch on cPassword even while other fields are wrong', () => {
    expect(issueList(schema, { ...valid, first_name: '', cPassword: 'other' })).toEqual([
      ['first_name', m.signup.firstNameRequired],
      ['cPassword', m.signup.passwordMismatch],
    ]);
  });

  it('reports the mismatch even while a field that stops its own checks is wrong (an empty e-mail or phone)', () => {
    const issues = issueList(schema, { ...valid, email: '', mobile_number: '', cPassword: 'other' });
    expect(issues).toEqual(
      expect.arrayContaining([
        ['email', m.signup.emailRequired],
        ['mobile_number', m.signup.mobileRequired],
        ['cPassword', m.signup.passwordMismatch],
      ]),
    );
    // an empty confirmation is first of all missing
    const empty = issueList(schema, { ...valid, email: '', cPassword: '' });
    expect(empty.find(([path]) => path === 'cPassword')).toEqual([
      'cPassword',
      m.signup.confirmPasswordRequired,
    ]);
  });

  it('answers with the new user id', () => {
    expect(doRegister.response.parse({ success: true, message: 'ok', user_id: id(9) }).user_id).toBe(id(9));
  });
});

describe('/doLogin', () => {
  const schema = doLogin.request;

  it('accepts e-mail and password and defaults auth_type', () => {
    expect(schema.parse({ email: 'A@B.co', password: 'abcdef' })).toEqual({
      email: 'a@b.co',
      password: 'abcdef',
      auth_type: 'email',
    });
  });

  it.each([
    [{ password: 'abcdef' }, m.login.emailRequired],
    [{ email: ' ', password: 'abcdef' }, m.login.emailRequired],
    [{ email: 'not-an-email', password: 'abcdef' }, m.login.emailInvalid],
    [{ email: 'a@b.co' }, m.login.passwordRequired],
    [{ email: 'a@b.co', password: '' }, m.login.passwordRequired],
    [{ email: 'a@b.co', password: 'abcde' }, m.login.passwordMin],
  ])('rejects %j with its message', (input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('strips anything but the session user from user_data', () => {
    const parsed = doLogin.response.parse({
      success: true,
      message: m.toasts.loginSuccess,
      email_verified: true,
      is_profile_complete: true,
      token: 't',
      user_type: 'investor',
      user_data: {
        user_type: 'investor',
        token: 't',
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.co',
        photo: null,
        password_hash: '$2b$12$secret',
      },
    });
    expect(parsed.user_data).not.toHaveProperty('password_hash');
  });
});

describe('password reset and change', () => {
  it('/forgetPassword needs a valid e-mail', () => {
    expect(forgetPassword.request.parse({ email: 'A@b.co' })).toEqual({ email: 'a@b.co' });
    expect(firstMessage(forgetPassword.request, { email: 'x' })).toBe(m.login.emailInvalid);
  });

  it('/setNewPassword accepts a request without confirmation', () => {
    expect(setNewPassword.request.parse({ email: 'a@b.co', new_password: GOOD_PASSWORD }).new_password).toBe(
      GOOD_PASSWORD,
    );
  });

  it.each([
    [{ new_password: '' }, m.resetPassword.passwordRequired],
    [{ new_password: 'Short1!' }, m.password.min],
    [{ new_password: 'secret1!x' }, m.password.uppercase],
    [{ confirm_password: 'Secret1!y' }, m.resetPassword.mismatch],
  ])('/setNewPassword rejects %j with its message', (change, message) => {
    expect(
      firstMessage(setNewPassword.request, { email: 'a@b.co', new_password: GOOD_PASSWORD, ...change }),
    ).toBe(message);
  });

  it('the reset form requires and matches the confirmation', () => {
    expect(
      setNewPasswordForm.parse({ new_password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD }),
    ).toEqual({
      new_password: GOOD_PASSWORD,
      confirm_password: GOOD_PASSWORD,
    });
    expect(firstMessage(setNewPasswordForm, { new_password: GOOD_PASSWORD })).toBe(
      m.resetPassword.confirmRequired,
    );
    expect(firstMessage(setNewPasswordForm, { new_password: GOOD_PASSWORD, confirm_password: 'x' })).toBe(
      m.resetPassword.mismatch,
    );
  });

  const change = { current_password: 'old', new_password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD };

  it('/changePassword accepts a valid change and answers with a token', () => {
    expect(changePassword.request.parse(change)).toEqual(change);
    expect(changePassword.response.safeParse({ success: true, message: 'ok' }).success).toBe(false);
  });

  it.each([
    [{ current_password: '' }, m.changePassword.currentRequired],
    [{ new_password: undefined }, m.changePassword.newRequired],
    [{ new_password: 'Secret1x', confirm_password: 'Secret1x' }, m.password.special],
    [{ new_password: 'SECRET1!X', confirm_password: 'SECRET1!X' }, m.password.lowercase],
    [{ confirm_password: 'Secret1!y' }, m.changePassword.mismatch],
  ])('/changePassword rejects %j with its message', (patch, message) => {
    expect(firstMessage(changePassword.request, { ...change, ...patch })).toBe(message);
  });

  it('/changePassword takes §7 exactly: current_password and new_password, no confirmation', () => {
    const { confirm_password: _, ...spec } = change;
    expect(changePassword.request.safeParse(spec).success).toBe(true);
  });

  it("the change-password page's form still requires the confirmation", () => {
    expect(firstMessage(changePasswordForm, { ...change, confirm_password: '' })).toBe(
      m.changePassword.confirmRequired,
    );
  });

  it('refuses a password over 72 bytes even when it is under 72 characters', () => {
    const long = `Aa1!${'é'.repeat(40)}`;
    expect(long.length).toBeLessThan(72);
    expect(
      firstMessage(changePassword.request, { ...change, new_password: long, confirm_password: long }),
    ).toBe(m.password.max);
  });
});
