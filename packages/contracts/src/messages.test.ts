import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

function leaves(node: object, prefix = ''): [string, unknown][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

const all = leaves(messages);

describe('messages', () => {
  it('are all non-empty text without stray spaces', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const [key, text] of all) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).toBe(text);
      expect(text, key).not.toBe('');
    }
  });

  it('correct the spec’s plain misspellings', () => {
    const texts = all.map(([, text]) => text as string).join('\n');
    expect(texts).not.toMatch(/Moble|milstone|constrcution/);
    expect(messages.teamMember.mobileRequired).toBe('Mobile number is required.');
    expect(messages.milestones.stepRequired).toBe('Please add at least one milestone before proceeding.');
    expect(messages.empty.underConstruction).toBe('Page under construction.');
  });

  it.each([
    [messages.login.passwordMin, 'Password must be at least 6 characters long.'],
    [messages.signup.passwordMismatch, 'Password does not match.'],
    [messages.signup.countryRequired, 'Did not select a country'],
    [messages.password.min, 'Password must be at least 8 characters long'],
    [messages.resetPassword.confirmRequired, 'Confirm Password is required'],
    [messages.resetPassword.mismatch, 'Passwords do not match'],
    [messages.changePassword.mismatch, 'Passwords do not match.'],
    [messages.overview.projectTypeRequired, 'Project Type is required.'],
    [messages.pitchDetails.whyInventRequired, 'Why Invest is required.'],
    [messages.investorProfile.minAboveMax, 'Minimum investment cannot be greater than maximum investment.'],
    [messages.entrepreneurProfile.bioMin, 'Bio must be at least 10 characters.'],
    [messages.errors.generic, 'Something went wrong, please try again later or contact support.'],
    [messages.errors.registration, 'Something went wrong. Please try again later or contact support'],
    [messages.errors.timedOut, 'Timed out.'],
    [messages.toasts.otpSent, 'E-mail OTP sent.'],
    [messages.empty.contactData, 'No contact data available'],
  ])('keeps the spec wording %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('give every server-only failure its own text, so clients can tell them apart', () => {
    const server = Object.values(messages.server);
    expect(new Set(server).size).toBe(server.length);
  });
});
