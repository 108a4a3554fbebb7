import {
  addPitches,
  deletePitches,
  deletePitchMilestone,
  deletePitchTeam,
  editPitches,
  getPitches,
  getPitchesById,
  hidePitches,
} from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pitchMilestones, pitchTeamMembers } from '../../db/schema/index.js';
import { aDraftPitch, aPublishedPitch, pdfBytes, projectTypeId } from '../pitches.js';
import type { SpecCall, SpecContext } from './spec-call.js';

/** A signed-in founder and one finished pitch of theirs. */
async function ownPitch(ctx: SpecContext) {
  const owner = await ctx.signedIn('entrepreneur');
  const pitchId = await aPublishedPitch(ctx.t, { id: owner.userId });
  return { token: owner.token, pitchId };
}

async function draftPitch(ctx: SpecContext) {
  const owner = await ctx.signedIn('entrepreneur');
  const pitchId = await aDraftPitch(ctx.t, { id: owner.userId });
  return { token: owner.token, pitchId };
}

const stepReads = [
  'success',
  'message',
  'pitch_data._id',
  'pitch_data.team',
  'pitch_data.project_milestones',
];

export const pitchesRows: SpecCall[] = [
  {
    endpoint: getPitches,
    payload: async (ctx) => ({ body: {}, token: (await ownPitch(ctx)).token }),
    reads: ['pitch_data'],
  },
  {
    endpoint: getPitchesById,
    payload: async (ctx) => {
      const { token, pitchId } = await ownPitch(ctx);
      return { body: { pitch_id: pitchId }, token };
    },
    reads: ['success', 'pitch_data'],
  },
  {
    endpoint: addPitches,
    name: "action 'overview' without pitch_id",
    payload: async (ctx) => ({
      token: (await ctx.signedIn('entrepreneur')).token,
      multipart: true,
      body: {
        action: 'overview',
        name_of_company: 'Spec Co',
        location: 'Halifax, Nova Scotia',
        name_of_pitch: 'Spec Pitch',
        short_summary: 'Exactly as §7 lists it.',
        highlight: 'One highlight',
        project_type: await projectTypeId(ctx.t),
        other_name: '',
      },
    }),
    reads: stepReads,
  },
  {
    endpoint: addPitches,
    name: "action 'overview' with pitch_id empty, a new pitch",
    payload: async (ctx) => ({
      token: (await ctx.signedIn('entrepreneur')).token,
      multipart: true,
      body: {
        action: 'overview',
        name_of_company: 'Spec Co',
        location: 'Halifax, Nova Scotia',
        name_of_pitch: 'Spec Pitch Empty Id',
        short_summary: 'A form with no id yet sends it empty.',
        highlight: 'One highlight',
        project_type: await projectTypeId(ctx.t),
        other_name: '',
        pitch_id: '',
      },
      after: (body) => {
        expect((body.pitch_data as { _id: string; name_of_pitch: string }).name_of_pitch).toBe(
          'Spec Pitch Empty Id',
        );
      },
    }),
    reads: stepReads,
  },
  {
    endpoint: editPitches,
    name: "action 'pitch_details'",
    payload: async (ctx) => {
      const { token, pitchId } = await draftPitch(ctx);
      return {
        token,
        multipart: true,
        body: {
          action: 'pitch_details',
          wow_factor: 'Wow',
          why_invent: 'Why',
          target: 1000,
          min_per_investor: 10,
          pitch_id: pitchId,
        },
      };
    },
    reads: stepReads,
  },
  {
    endpoint: editPitches,
    name: "action 'team_details', a new member",
    payload: async (ctx) => {
      const { token, pitchId } = await draftPitch(ctx);
      return {
        token,
        multipart: true,
        body: {
          action: 'team_details',
          name: 'Ada Lovelace',
          email: 'ada@team.example.test',
          mobile_number: '+14165550100',
          position: 'CEO',
          linkedin_profile: '-',
          bio: 'Writes the first programs.',
          pitch_id: pitchId,
        },
      };
    },
    reads: stepReads,
  },
  {
    endpoint: editPitches,
    name: "action 'document', a new file",
    payload: async (ctx) => {
      const { token, pitchId } = await draftPitch(ctx);
      return {
        token,
        multipart: true,
        body: { action: 'document', pitch_id: pitchId },
        files: { document: { buffer: pdfBytes(), name: 'deck.pdf' } },
      };
    },
    reads: stepReads,
  },
  {
    endpoint: editPitches,
    name: "action 'milestones', a new milestone",
    payload: async (ctx) => {
      const { token, pitchId } = await draftPitch(ctx);
      return {
        token,
        multipart: true,
        body: {
          action: 'milestones',
          milestone_name: 'Launch',
          description: 'Public launch.',
          target_date: '2031-05-01',
          pitch_id: pitchId,
        },
      };
    },
    reads: stepReads,
  },
  {
    endpoint: editPitches,
    name: "action 'milestones' with an ISO date-time target_date",
    payload: async (ctx) => {
      const { token, pitchId } = await draftPitch(ctx);
      return {
        token,
        multipart: true,
        body: {
          action: 'milestones',
          milestone_name: 'Pilot',
          description: 'First paying customer.',
          target_date: '2031-06-15T00:00:00.000Z',
          pitch_id: pitchId,
        },
        after: (body) => {
          const milestones = (body.pitch_data as { project_milestones: { target_date: string }[] })
            .project_milestones;
          expect(milestones.map((m) => m.target_date.slice(0, 10))).toContain('2031-06-15');
        },
      };
    },
    reads: stepReads,
  },
  {
    endpoint: hidePitches,
    payload: async (ctx) => {
      const { token, pitchId } = await ownPitch(ctx);
      return { body: { pitch_id: pitchId, value: true }, token };
    },
    reads: ['success', 'message'],
  },
  {
    endpoint: deletePitchTeam,
    payload: async (ctx) => {
      const { token, pitchId } = await ownPitch(ctx);
      const [member] = await ctx.t.db
        .select({ id: pitchTeamMembers.id })
        .from(pitchTeamMembers)
        .where(eq(pitchTeamMembers.pitchId, pitchId));
      return { body: { pitch_id: pitchId, team_id: member?.id }, token };
    },
    reads: ['success', 'message'],
  },
  {
    endpoint: deletePitchMilestone,
    payload: async (ctx) => {
      const { token, pitchId } = await ownPitch(ctx);
      const [milestone] = await ctx.t.db
        .select({ id: pitchMilestones.id })
        .from(pitchMilestones)
        .where(eq(pitchMilestones.pitchId, pitchId));
      return { body: { milestone_id: milestone?.id, pitch_id: pitchId }, token };
    },
    reads: ['success', 'message'],
  },
  {
    endpoint: deletePitches,
    payload: async (ctx) => {
      const { token, pitchId } = await ownPitch(ctx);
      return { body: { pitch_id: pitchId }, token };
    },
    reads: ['success', 'message'],
  },
];
