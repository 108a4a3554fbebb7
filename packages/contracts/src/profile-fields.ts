/** The profile fields that auth and pitches share with the profile forms: user type, phone, LinkedIn. */
import { z } from 'zod';
import { MAX_PHONE_LENGTH, USER_TYPES } from './limits.js';
import { messages } from './messages.js';

const m = messages;

export const userTypeSchema = z.enum(USER_TYPES, { error: m.profile.userTypeInvalid });

export const MAX_EXPERIENCE_YEARS = 50;
export const MIN_BIO_LENGTH = 10;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** A user's mobile number as typed after the ISD code: digits only. */
export function mobileNumberField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(MAX_PHONE_LENGTH, { error: invalidMessage, abort: true })
    .regex(/^\d+$/, { error: invalidMessage });
}

/** Stored without '+', the way the country list gives it ('1', '44', '1684'). */
export function isdCodeField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^\+?\d{1,6}$/, { error: message })
    .transform((code) => code.replace(/^\+/, ''));
}

/** https, optional www. or a 2-3 letter country subdomain, linkedin.com/in/<slug>, optional slash. */
export const LINKEDIN_PROFILE_PATTERN = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?$/i;

/**
 * What people type for their LinkedIn address, made a URL: 'linkedin.com/in/x', 'www.linkedin.com/in/x'
 * and 'http://...' become 'https://...'. Anything else is left for the pattern to judge.
 */
export function normalizeLinkedinUrl(typed: string): string {
  const url = typed.trim();
  if (url === '' || url === '-') return '';
  if (/^http:\/\//i.test(url)) return `https://${url.slice('http://'.length)}`;
  if (/^([a-z]{2,3}\.)?linkedin\.com\//i.test(url)) return `https://${url}`;
  return url;
}

/**
 * Optional LinkedIn profile URL; empty text (and '-', which the wizard shows for none) means none. An
 * address typed without https:// is accepted and stored with it.
 */
export const linkedinProfileField = z
  .string({ error: m.profile.linkedinInvalid })
  .transform(normalizeLinkedinUrl)
  .refine((url) => url === '' || LINKEDIN_PROFILE_PATTERN.test(url), { error: m.profile.linkedinInvalid })
  .optional();

export const investmentRange = z.object({ min: z.number(), max: z.number() });
export type InvestmentRange = z.infer<typeof investmentRange>;
