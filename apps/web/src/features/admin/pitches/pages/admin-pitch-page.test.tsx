import { type AdminPitchRound, adminGetPitchById, adminPitchTexts } from '@angelbridge/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signOutAdmin } from '../../../../lib/admin-session';
import { type Answer, answer, type Refusal, refusal } from '../../../../test/api';
import { renderRoute } from '../../../../test/render';

beforeAll(async () => {
  // the console's chunks, loaded once here, keep the first test within its waits
  await import('../../admin-console');
  await import('../pitches-section');
});
afterEach(() => signOutAdmin());

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const AT = '2026-03-02T12:00:00.000Z';
const pitch = {
  _id: uuid(1),
  name_of_pitch: 'Kelp Farms',
  name_of_company: 'Kelp Co',
  owner: {
    _id: uuid(2),
    first_name: 'Farah',
    last_name: 'Founder',
    email: 'f@example.test',
    suspended: false,
  },
  status: 'published' as const,
  unpublished_at: null,
  unpublished_reason: null,
  featured: false,
  featured_at: null,
  created_at: AT,
  updated_at: AT,
};
const round = (changes: Partial<AdminPitchRound> = {}): AdminPitchRound => ({
  state: 'closing',
  show_progress: true,
  closed_at: AT,
  totals: {
    indicated: 10_000,
    accepted: 25_000,
    accepted_conditions_met: 25_000,
    investors: 2,
    target: 250_000,
    percent_of_target: 10,
  },
  lead: { investor_id: uuid(3), name: 'Ola Investor' },
  commitments: [
    {
      _id: uuid(10),
      investor_id: uuid(4),
      investor_name: 'Ben Investor',
      amount: 10_000,
      status: 'indicated',
      created_at: AT,
      updated_at: AT,
    },
    {
      _id: uuid(11),
      investor_id: uuid(3),
      investor_name: 'Ola Investor',
      amount: 25_000,
      status: 'closing',
      created_at: AT,
      updated_at: AT,
    },
  ],
  ...changes,
});

function openAsAdmin(answerWith: Answer<typeof adminGetPitchById> | Refusal) {
  signInAdmin('admin-token', {
    user_type: 'admin',
    token: 'admin-token',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'admin@example.test',
    photo: null,
  });
  answer(adminGetPitchById, answerWith);
  renderRoute(`/admin/pitches/${uuid(1)}`);
}

describe('the admin pitch page', () => {
  it('when the round has a lead and commitments, then the Round section shows state, totals, lead and each commitment', async () => {
    openAsAdmin({ success: true, message: 'OK', pitch, round: round() });
    const section = (
      await screen.findByRole('heading', { name: 'Round' }, { timeout: 15_000, interval: 500 })
    ).closest('section') as HTMLElement;
    const inRound = within(section);
    expect(inRound.getByText('Closing', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(inRound.getByText('Progress public')).toBeTruthy();
    // the accepted total, as a figure (the commitment of the same amount is in the table)
    expect(inRound.getByText('C$25,000', { selector: 'dd' })).toBeTruthy();
    expect(inRound.getByText('C$10,000', { selector: 'dd' })).toBeTruthy();
    expect(inRound.getByText('10% of C$250,000')).toBeTruthy();
    expect(inRound.getAllByText('Ola Investor')[0]?.closest('a')?.getAttribute('href')).toBe(
      `/admin/users/${uuid(3)}`,
    );
    const rows = within(inRound.getByRole('table', { name: 'Commitments' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Ben InvestorC$10,000Indicated'),
      expect.stringContaining('Ola InvestorC$25,000Closing'),
    ]);
    expect(screen.getByText('Farah Founder').closest('a')?.getAttribute('href')).toBe(
      `/admin/users/${uuid(2)}`,
    );
  });

  it('when the round is untouched, then it says no lead and no commitments', async () => {
    openAsAdmin({
      success: true,
      message: 'OK',
      pitch,
      round: round({ state: 'open', show_progress: false, closed_at: null, lead: null, commitments: [] }),
    });
    expect(await screen.findByText('No commitments.', {}, { timeout: 15_000, interval: 500 })).toBeTruthy();
    expect(screen.getByText(/none confirmed/)).toBeTruthy();
    expect(screen.getByText('Progress private')).toBeTruthy();
  });

  it('when the pitch is gone, then the error says so', async () => {
    openAsAdmin(refusal(404, adminPitchTexts.pitchNotFound));
    expect(
      await screen.findByText(adminPitchTexts.pitchNotFound, {}, { timeout: 15_000, interval: 500 }),
    ).toBeTruthy();
  });
});
