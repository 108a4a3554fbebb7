import { completeProfile, getSkill, getUserDetails, updateProfile } from '@angelbridge/contracts';
import { expect } from 'vitest';
import { PNG } from '../../test/accounts.js';
import type { SpecCall } from './spec-call.js';

export const profilesRows: SpecCall[] = [
  {
    endpoint: getUserDetails,
    payload: async (ctx) => {
      const person = await ctx.signedIn('investor');
      return {
        body: {},
        token: person.token,
        after: (body) => {
          expect((body.user_data as Record<string, unknown>).country).toBe('Canada');
        },
      };
    },
    reads: ['success', 'user_data', 'message'],
  },
  {
    endpoint: completeProfile,
    name: 'entrepreneur, §3 payload: no user_type, skills by name, business and alma mater as text',
    payload: async (ctx) => {
      const { ref } = ctx;
      const person = await ctx.toComplete('entrepreneur');
      const skills = await ctx.t.call(getSkill);
      const skillName = (skills.body.skill_data as { skills: string }[])[0]?.skills ?? '';
      return {
        multipart: true,
        token: person.completionToken,
        body: {
          country_id: ref.canada._id,
          state_id: ref.ontario,
          city_id: ref.toronto,
          isd_code: ref.canada.isd_code,
          linkedin_profile: 'https://www.linkedin.com/in/spec-founder',
          arche_type: ref.archeType,
          professional_experience: '5',
          certification: 'PMP',
          skills: [skillName, 'Underwater welding'],
          new_skills: [],
          business_id: 'Cooperative',
          alma_master_id: 'University of Somewhere',
          desired_project: ref.projectTypes.slice(0, 1),
          your_achievement: 'Built a thing',
          bio: 'A founder who builds things that last.',
        },
        files: { picture: { buffer: PNG, name: 'me.png' } },
        after: (body) => {
          const user = body.user_data as Record<string, unknown>;
          expect((user.skills as { skills: string }[]).map((s) => s.skills)).toEqual([skillName]);
          expect(user.new_skills).toEqual(['Underwater welding']);
          expect(user.other_type_business).toBe('Cooperative');
          expect(user.other_alma_master).toBe('University of Somewhere');
        },
      };
    },
    reads: ['success', 'message'],
  },
  {
    endpoint: completeProfile,
    name: 'investor, §7 payload without user_type',
    payload: async (ctx) => {
      const { ref } = ctx;
      const person = await ctx.toComplete('investor');
      return {
        multipart: true,
        token: person.completionToken,
        body: {
          bio: 'Angel investor in software.',
          company_or_organization: 'Maple Angels',
          linkedin_profile: '',
          register_country: ref.canada._id,
          register_state: ref.ontario,
          register_city: ref.toronto,
          investment_range: { min: 1000, max: 50000 },
          desired_project: ref.projectTypes.slice(0, 1),
          preferred_sectors: ref.sectors.slice(0, 1),
          expertise: ref.projectTypes.slice(1, 2),
        },
      };
    },
    reads: ['success', 'message'],
  },
  {
    endpoint: updateProfile,
    name: 'entrepreneur: professional_experience as JSON, new_mobile_number',
    payload: async (ctx) => {
      const { ref } = ctx;
      const person = await ctx.signedIn('entrepreneur');
      return {
        multipart: true,
        token: person.token,
        body: {
          first_name: 'Grace',
          last_name: 'Hopper',
          email: person.email,
          user_type: 'entrepreneur',
          register_country: ref.canada._id,
          register_state: ref.ontario,
          register_city: ref.toronto,
          bio: 'I build compilers and companies.',
          arche_type: ref.archeType,
          professional_experience: { years: 6, months: 4 },
          skills: ref.skills.slice(0, 1),
          new_skills: [],
          alma_master: ref.almaMater,
          desired_project: ref.projectTypes.slice(0, 1),
          isd_code: ref.canada.isd_code,
          country_id: ref.canada._id,
          mobile_number: '4165550100',
          new_mobile_number: '4165550199',
        },
        after: (body) => {
          const user = body.user_data as Record<string, unknown>;
          expect(user.professional_experience).toEqual({ years: 6, months: 4 });
          expect(user.is_valid_mobile_number).toBe(false); // the new number waits for its code
        },
      };
    },
    reads: ['user_data.photo', 'user_data.is_valid_email', 'user_data.is_valid_mobile_number', 'message'],
  },
  {
    endpoint: updateProfile,
    name: 'investor: intermediate_project_type',
    payload: async (ctx) => {
      const { ref } = ctx;
      const person = await ctx.signedIn('investor');
      const chosen = ref.projectTypes.slice(2, 4);
      return {
        multipart: true,
        token: person.token,
        body: {
          first_name: 'Ada',
          last_name: 'Investor',
          user_type: 'investor',
          bio: 'Angel investor in software.',
          company_or_organization: 'Maple Angels',
          register_country: ref.canada._id,
          register_state: ref.ontario,
          register_city: ref.toronto,
          investment_range: { min: 2000, max: 60000 },
          intermediate_project_type: chosen,
          preferred_sectors: ref.sectors.slice(0, 1),
          expertise: ref.projectTypes.slice(1, 2),
        },
        after: (body) => {
          const user = body.user_data as { intermediate_project_type: { _id: string }[] };
          expect(user.intermediate_project_type.map((p) => p._id).sort()).toEqual([...chosen].sort());
        },
      };
    },
    reads: ['user_data.photo', 'user_data.is_valid_email', 'user_data.is_valid_mobile_number', 'message'],
  },
];
