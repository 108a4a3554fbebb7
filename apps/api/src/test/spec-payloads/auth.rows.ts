import {
  changePassword,
  doLogin,
  doRegister,
  forgetPassword,
  otpSend,
  otpVerify,
  setNewPassword,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { PASSWORD, registration, uniqueEmail } from '../../test/accounts.js';
import type { SpecCall } from './spec-call.js';

const NEW_PASSWORD = 'N3w-Passw0rd!';

export const authRows: SpecCall[] = [
  {
    endpoint: doRegister,
    payload: async ({ ref }) => ({ body: registration(ref, 'entrepreneur', uniqueEmail('spec-register')) }),
    reads: ['success', 'message'],
  },
  {
    endpoint: otpSend,
    name: 'resend during a password reset, with only email and auth_type',
    payload: async (ctx) => {
      const person = await ctx.signedIn('investor');
      const first = await ctx.lastMailId();
      await ctx.t.call(forgetPassword, { email: person.email });
      await ctx.codeFor(person.email, first);
      // as if the 60 s resend wait (kept in the shared store) had passed
      await ctx.t.db.execute(sql`delete from rate_limits where key like 'code-wait:%'`);
      const since = await ctx.lastMailId();
      return {
        body: { email: person.email, auth_type: 'email' },
        after: async () => {
          const resent = await ctx.t.mail.waitFor(person.email, { since });
          expect(resent.subject).toMatch(/password reset/);
        },
      };
    },
    reads: ['success', 'message'],
  },
  {
    endpoint: otpVerify,
    name: 'register, by email',
    payload: async ({ t, ref, codeFor, lastMailId }) => {
      const email = uniqueEmail('spec-verify');
      const since = await lastMailId();
      await t.call(doRegister, registration(ref, 'investor', email));
      const otp = await codeFor(email, since);
      return { body: { auth_type: 'email', otp, action: 'register', email, user_type: 'investor' } };
    },
    reads: ['success', 'message', 'token', 'user_data.token'],
  },
  {
    endpoint: otpVerify,
    name: 'register, the code as a JSON number',
    payload: async ({ t, ref, codeFor, lastMailId }) => {
      const email = uniqueEmail('spec-verify-number');
      const since = await lastMailId();
      await t.call(doRegister, registration(ref, 'investor', email));
      const otp = Number(await codeFor(email, since));
      return { body: { auth_type: 'email', otp, action: 'register', email, user_type: 'investor' } };
    },
    reads: ['success', 'message', 'token', 'user_data.token'],
  },
  {
    endpoint: otpVerify,
    name: 'register, by user_id',
    payload: async ({ t, ref, codeFor, lastMailId }) => {
      const email = uniqueEmail('spec-verify-id');
      const since = await lastMailId();
      const registered = await t.call(doRegister, registration(ref, 'entrepreneur', email));
      const otp = await codeFor(email, since);
      return {
        body: {
          auth_type: 'email',
          otp,
          action: 'register',
          user_id: registered.body.user_id,
          user_type: 'entrepreneur',
        },
      };
    },
    reads: ['success', 'message', 'token', 'user_data.token'],
  },
  {
    endpoint: doLogin,
    payload: async (ctx) => {
      const person = await ctx.signedIn('entrepreneur');
      return { body: { email: person.email, password: PASSWORD, auth_type: 'email' } };
    },
    reads: ['success', 'user_data', 'email_verified', 'is_profile_complete', 'token', 'user_type', 'message'],
  },
  {
    endpoint: forgetPassword,
    payload: async () => ({ body: { email: uniqueEmail('spec-forget') } }),
    reads: ['success', 'message'],
  },
  {
    endpoint: setNewPassword,
    payload: async (ctx) => {
      const person = await ctx.signedIn('investor');
      const since = await ctx.lastMailId();
      await ctx.t.call(forgetPassword, { email: person.email });
      const otp = await ctx.codeFor(person.email, since);
      const verified = await ctx.t.call(otpVerify, { action: 'forget_password', email: person.email, otp });
      return { body: { email: person.email, new_password: NEW_PASSWORD }, token: verified.body.token };
    },
    reads: ['success', 'message'],
  },
  {
    endpoint: changePassword,
    payload: async (ctx) => {
      const person = await ctx.signedIn('entrepreneur');
      return { body: { current_password: PASSWORD, new_password: NEW_PASSWORD }, token: person.token };
    },
    reads: ['success', 'message'],
  },
];
