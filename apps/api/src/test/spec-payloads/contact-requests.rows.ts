import {
  addContactRequest,
  contactRequestAllowOrDeny,
  getContactRequest,
  getTeamContactByInvestorId,
  revokeInvestorPitchContactRequest,
} from '@angelbridge/contracts';
import { aPublishedPitch } from '../pitches.js';
import type { SpecCall, SpecContext } from './spec-call.js';

/** A founder's public pitch and an investor who asked for its contacts. */
async function askedPitch(ctx: SpecContext) {
  const owner = await ctx.signedIn('entrepreneur');
  const investor = await ctx.signedIn('investor');
  const pitchId = await aPublishedPitch(ctx.t, { id: owner.userId });
  const asked = await ctx.t.call(addContactRequest, { pitch_id: pitchId }, { token: investor.token });
  return { owner, investor, pitchId, contactId: asked.body.contact_id as string };
}

export const contactRequestsRows: SpecCall[] = [
  {
    endpoint: getTeamContactByInvestorId,
    payload: async (ctx) => {
      const { investor, pitchId } = await askedPitch(ctx);
      return { body: { pitch_id: pitchId }, token: investor.token };
    },
    reads: ['success', 'message', 'team.permission_send', 'team.is_allowed', 'team.team_data'],
  },
  {
    endpoint: addContactRequest,
    payload: async (ctx) => {
      const owner = await ctx.signedIn('entrepreneur');
      const investor = await ctx.signedIn('investor');
      return {
        body: { pitch_id: await aPublishedPitch(ctx.t, { id: owner.userId }) },
        token: investor.token,
      };
    },
    reads: ['contact_id'],
  },
  {
    endpoint: revokeInvestorPitchContactRequest,
    payload: async (ctx) => {
      const { investor, pitchId, contactId } = await askedPitch(ctx);
      return { body: { pitch_id: pitchId, contact_id: contactId }, token: investor.token };
    },
    reads: ['success', 'message'],
  },
  {
    endpoint: getContactRequest,
    name: 'get_all true (/pitchrequest)',
    payload: async (ctx) => ({ body: { get_all: true }, token: (await askedPitch(ctx)).owner.token }),
    reads: ['success', 'contact_data'],
  },
  {
    endpoint: getContactRequest,
    name: 'get_all false with pitch_id (wizard step 5)',
    payload: async (ctx) => {
      const { owner, pitchId } = await askedPitch(ctx);
      return { body: { get_all: false, pitch_id: pitchId }, token: owner.token };
    },
    reads: ['success', 'contact_data'],
  },
  {
    endpoint: contactRequestAllowOrDeny,
    payload: async (ctx) => {
      const { owner, investor, pitchId, contactId } = await askedPitch(ctx);
      return {
        body: { contact_id: contactId, pitch_id: pitchId, inventor_id: investor.userId, status: 'allow' },
        token: owner.token,
      };
    },
    reads: ['success', 'message'],
  },
];
