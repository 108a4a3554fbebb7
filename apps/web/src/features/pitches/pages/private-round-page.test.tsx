import { getFollowedPitches, getInvestmentPageDataById, type PitchTeaser } from '@angelbridge/contracts';
import { certificationTexts } from '@angelbridge/contracts/certification-texts';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { PITCH_ID, signInAs } from '../test/pitch-fixture';
import { pitchPageAnswer, publicPitch } from '../test/public-pitch-fixture';

beforeAll(async () => {
  await import('./pitch-detail-page');
});

// the first render loads the page and its chunks: generous on a loaded machine
const WAIT = { timeout: 20_000 };
const teaser = (id: string, name: string): PitchTeaser => ({
  _id: id,
  id,
  name_of_pitch: name,
  name_of_company: 'Quiet Co.',
  project_type: { _id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e', title: 'Technology' },
  other_name: null,
  location: 'Toronto',
  short_summary: 'Robots that whisper.',
  img: null,
  private_round: true,
  terms_hidden: true,
  notice: certificationTexts.teaser,
});
const SIMILAR_ID = '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f';

beforeEach(() => {
  answer(getFollowedPitches, { success: true, message: 'OK', pitches: [] });
});

describe('a private round on the pitch page (issue 32)', () => {
  it('when a guest opens its teaser, then name, company and summary show with the notice, and no round, tabs or link', async () => {
    answer(getInvestmentPageDataById, pitchPageAnswer(null, teaser(PITCH_ID, 'Hush Robotics') as never));
    renderRoute(`/project/${PITCH_ID}`);
    expect(await screen.findByRole('heading', { name: 'Hush Robotics', level: 1 }, WAIT)).toBeTruthy();
    expect(screen.getByText('Robots that whisper.')).toBeTruthy();
    expect(screen.getByText(/Quiet Co\./)).toBeTruthy();
    expect(screen.getByText(certificationTexts.teaser)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText(/Target/)).toBeNull();
    expect(screen.queryByRole('link', { name: certificationTexts.teaserCertifyLink })).toBeNull();
  });

  it('when a signed-in investor opens it, then the notice links to the certification form', async () => {
    signInAs('investor');
    answer(getInvestmentPageDataById, pitchPageAnswer(null, teaser(PITCH_ID, 'Hush Robotics') as never));
    renderRoute(`/project/${PITCH_ID}`);
    const link = await screen.findByRole('link', { name: certificationTexts.teaserCertifyLink }, WAIT);
    expect(link.getAttribute('href')).toBe('/profile-investor#certification');
  });

  it('when a similar pitch is a teaser, then its card shows the notice instead of amounts', async () => {
    answer(getInvestmentPageDataById, {
      ...pitchPageAnswer(null, publicPitch()),
      similar_pitch: [teaser(SIMILAR_ID, 'Whisper Works')],
    });
    renderRoute(`/project/${PITCH_ID}`);
    const section = await screen.findByRole('region', { name: 'Similar Pitches' }, { timeout: 10_000 });
    const card = (await within(section).findByRole('link', { name: 'Whisper Works' }, WAIT)).closest(
      '.mantine-Card-root',
    ) as HTMLElement;
    expect(within(card).getByText(certificationTexts.teaser)).toBeTruthy();
    expect(within(card).queryByText(/raised/)).toBeNull();
    expect(within(card).queryByText(/Target/)).toBeNull();
  });
});
