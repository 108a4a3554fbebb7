import {
  getInvestmentPageData,
  getInvestmentPageDataById,
  getScoutInvestor,
  getScoutInvestorById,
} from '@angelbridge/contracts';
import { expect } from 'vitest';
import { aPublishedPitch, projectTypeId } from '../pitches.js';
import type { SpecCall } from './spec-call.js';

export const discoveryRows: SpecCall[] = [
  {
    endpoint: getInvestmentPageData,
    name: 'expertise, search_query and investment_range',
    payload: async (ctx) => {
      const owner = await ctx.signedIn('entrepreneur');
      await aPublishedPitch(ctx.t, { id: owner.userId }, { name: 'Tidal Battery', minPerInvestor: 5_000 });
      return {
        body: {
          expertise: [await projectTypeId(ctx.t)],
          search_query: 'tidal',
          investment_range: { min: 0, max: 100_000 },
        },
      };
    },
    reads: [
      'success',
      'investment_data',
      'similar_pitch',
      'lowest_min_per_investor',
      'highest_min_per_investor',
      'filter_data.expertise',
    ],
  },
  {
    endpoint: getInvestmentPageData,
    name: 'no filter at all (expertise and search_query omitted)',
    payload: async () => ({ body: { investment_range: { min: 0, max: 100 } } }),
    reads: ['success', 'investment_data', 'similar_pitch', 'filter_data.expertise'],
  },
  {
    endpoint: getInvestmentPageDataById,
    payload: async (ctx) => {
      const owner = await ctx.signedIn('entrepreneur');
      return { body: { investment_id: await aPublishedPitch(ctx.t, { id: owner.userId }) } };
    },
    reads: ['success', 'message', 'investment_data', 'similar_pitch', 'answers_within_days'],
  },
  {
    endpoint: getScoutInvestor,
    payload: async () => ({
      body: {
        search_query: '',
        expertise: [],
        investment_max: 1_000_000,
        investment_min: 0,
        type: 'investor',
      },
    }),
    reads: ['scout_investor', 'filter_data.expertise', 'investment_min', 'investment_max'],
  },
  {
    endpoint: getScoutInvestorById,
    payload: async (ctx) => {
      const viewer = await ctx.signedIn('entrepreneur');
      const investor = await ctx.signedIn('investor');
      return { body: { inventor_id: investor.userId, type: 'investor' }, token: viewer.token };
    },
    reads: ['scout_investor', 'scout_investor.answers_within_days', 'investment_data'],
  },
  {
    endpoint: getScoutInvestorById,
    name: 'a founder, with their pitches',
    payload: async (ctx) => {
      const viewer = await ctx.signedIn('investor');
      const founder = await ctx.signedIn('entrepreneur');
      const pitchId = await aPublishedPitch(ctx.t, { id: founder.userId }, { name: 'Scouted Pitch' });
      return {
        body: { inventor_id: founder.userId, type: 'entrepreneur' },
        token: viewer.token,
        after: (body) => {
          expect((body.investment_data as { _id: string }[]).map((card) => card._id)).toEqual([pitchId]);
        },
      };
    },
    reads: ['scout_investor', 'investment_data'],
  },
];
