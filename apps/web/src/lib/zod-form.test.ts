import { completeInvestorProfileRequest, loginRequest, messages } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { failureMessage, serverFieldErrors, zodFormValidate, zodIssuesToErrors } from './zod-form';

describe('zodFormValidate', () => {
  it('when values pass the schema, then there are no errors', () => {
    const validate = zodFormValidate(loginRequest);
    expect(validate({ email: 'ada@example.com', password: 'secret1' })).toEqual({});
  });

  it("when fields break the contract, then each gets the contract's first message", () => {
    const validate = zodFormValidate(loginRequest);
    expect(validate({ email: '', password: '123' })).toEqual({
      email: messages.login.emailRequired,
      password: messages.login.passwordMin,
    });
  });

  it('when an error sits in a nested field, then its key is the dotted path Mantine uses', () => {
    const validate = zodFormValidate(completeInvestorProfileRequest);
    const errors = validate({
      user_type: 'investor',
      bio: 'Angel',
      company_or_organization: 'Acme',
      register_country: '',
      register_state: '',
      register_city: '',
      investment_range: { min: '500', max: '100' },
      desired_project: [],
      expertise: [],
    });
    expect(errors['investment_range.min']).toBe(messages.investorProfile.minAboveMax);
    expect(errors.register_country).toBe(messages.profile.countryRequired);
    expect(errors.desired_project).toBe(messages.profile.desiredProjectRequired);
  });

  it('when toInput is given, then the schema sees the mapped values', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name please'),
      kind: z.literal('a', 'Kind must be a'),
    });
    const validate = zodFormValidate(schema, (values: { name: string }) => ({ ...values, kind: 'a' }));
    expect(validate({ name: 'x' })).toEqual({});
    expect(validate({ name: '' })).toEqual({ name: 'Name please' });
  });

  it('when one field breaks several rules, then only the first message is kept', () => {
    const schema = z.object({ code: z.string().min(4, 'first').regex(/^\d+$/, 'second') });
    expect(zodIssuesToErrors(schema.safeParse({ code: 'ab' }).error?.issues ?? [])).toEqual({
      code: 'first',
    });
  });
});

describe('serverFieldErrors', () => {
  it("when the server names fields, then the form's own (and nested) fields get them and the rest are kept apart", () => {
    const error = new ApiError(400, 'Please check.', {
      email: 'Taken.',
      'investment_range.min': 'Too big.',
      _: 'Something else.',
    });
    expect(serverFieldErrors(error, ['email', 'investment_range'])).toEqual({
      fieldErrors: { email: 'Taken.', 'investment_range.min': 'Too big.' },
      otherErrors: ['Something else.'],
    });
  });

  it('when the failure is not an answer of the API, then there are no field errors', () => {
    expect(serverFieldErrors(new Error('boom'), ['email'])).toEqual({ fieldErrors: {}, otherErrors: [] });
  });
});

describe('failureMessage', () => {
  it('when the server refused with a reason, then its words are shown', () => {
    expect(failureMessage(new ApiError(401, 'Invalid email or password.'), 'fallback')).toBe(
      'Invalid email or password.',
    );
  });

  it('when no answer came or the server failed, then the fallback is shown', () => {
    expect(failureMessage(new ApiError(0, 'net'), 'fallback')).toBe('fallback');
    expect(failureMessage(new ApiError(500, 'oops'), 'fallback')).toBe('fallback');
    expect(failureMessage(new TypeError('x'), 'fallback')).toBe('fallback');
  });
});
