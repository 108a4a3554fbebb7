import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pitchByIdQuery } from '../discovery/index';
import { pitchShareMeta } from './pitch-share-meta';
import { PITCH_ID } from './test/pitch-fixture';
import { pitchPageAnswer, publicPitch } from './test/public-pitch-fixture';

const loaded = (pitch = publicPitch()) => {
  const client = new QueryClient();
  client.setQueryData(pitchByIdQuery(PITCH_ID).queryKey, pitchPageAnswer(null, pitch));
  return client;
};

describe('a shared pitch link’s card', () => {
  it('is the pitch’s name, summary, cover and own address', async () => {
    const pitch = publicPitch({
      name_of_pitch: 'Kelp Crisps',
      short_summary: 'Snacks from BC kelp.',
      img: '/uploads/c.webp',
    });
    expect(await pitchShareMeta(loaded(pitch), PITCH_ID)).toEqual({
      title: 'Kelp Crisps',
      description: 'Snacks from BC kelp.',
      image: '/uploads/c.webp',
      path: `/project/${PITCH_ID}`,
    });
  });

  it('says who and where when the pitch has no summary, and has no picture without a cover', async () => {
    const pitch = publicPitch({
      short_summary: '  ',
      name_of_company: 'Kelp Co',
      location: 'Tofino, BC',
      img: null,
    });
    const meta = await pitchShareMeta(loaded(pitch), PITCH_ID);
    expect(meta?.description).toBe('Kelp Co, Tofino, BC');
    expect(meta?.image).toBeNull();
  });

  it('is nothing when the pitch was not loaded (the site’s defaults stand)', async () => {
    expect(await pitchShareMeta(new QueryClient(), PITCH_ID)).toBeNull();
  });
});
