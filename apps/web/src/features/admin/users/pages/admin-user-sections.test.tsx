import {
  type AdminCertification,
  type AdminUserCommitment,
  type AdminUserRow,
  adminGetUserById,
} from '@angelbridge/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signOutAdmin } from '../../../../lib/admin-session';
import { answer } from '../../../../test/api';
import { renderRoute } from '../../../../test/render';

// The user page's Commitments and Certification sections (issue 32).
beforeAll(async () => {
  // the console's chunks, loaded once here, keep the first test within its waits
  await import('../../admin-console');
  await import('../users-section');
});
afterEach(() => signOutAdmin());

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const USER_ID = uuid(1);
const PITCH_ID = uuid(5);
const AT = '2026-03-02T12:00:00.000Z';
const investor: AdminUserRow = {
  _id: USER_ID,
  first_name: 'Ivy',
  last_name: 'Investor',
  email: 'ivy@example.test',
  user_type: 'investor',
  status: 'active',
  suspended_at: null,
  suspension_reason: null,
  email_verified: true,
  is_profile_complete: true,
  pitch_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
};
const cert = (changes: Partial<AdminCertification> = {}): AdminCertification => ({
  basis: 'net_worth',
  country: 'Canada',
  signed_at: '2026-02-01T12:00:00.000Z',
  expires_at: '2027-02-01T12:00:00.000Z',
  replaced_at: null,
  ...changes,
});
const older = cert({
  basis: 'income',
  signed_at: '2025-12-01T12:00:00.000Z',
  expires_at: '2026-12-01T12:00:00.000Z',
  replaced_at: '2026-02-01T12:00:00.000Z',
});

function openUser(
  user: AdminUserRow,
  more: {
    commitments?: AdminUserCommitment[];
    certifications?: { current: AdminCertification | null; history: AdminCertification[] };
  },
) {
  signInAdmin('admin-token', {
    user_type: 'admin',
    token: 'admin-token',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'admin@example.test',
    photo: null,
  });
  answer(adminGetUserById, {
    success: true,
    message: 'OK',
    user: { ...user, bio: null, company: null, phone: '', photo: null },
    pitches: [],
    requests: [],
    commitments: more.commitments ?? [],
    certifications: more.certifications ?? { current: null, history: [] },
    history: [],
    may_reset_authenticator: false,
  });
  renderRoute(`/admin/users/${user._id}`);
}

const sectionOf = async (name: string) =>
  (
    await screen.findByRole('heading', { name: new RegExp(`^${name}`) }, { timeout: 15_000, interval: 500 })
  ).closest('section') as HTMLElement;

describe('the admin user page: commitments and certification', () => {
  it('when the investor committed and certified twice, then both sections show them in words', async () => {
    openUser(investor, {
      commitments: [
        {
          _id: uuid(9),
          pitch_id: PITCH_ID,
          name_of_pitch: 'Kelp Farms',
          investor_id: USER_ID,
          investor_name: 'Ivy Investor',
          amount: 25_000,
          status: 'accepted',
          created_at: AT,
          updated_at: AT,
        },
      ],
      certifications: { current: cert(), history: [cert(), older] },
    });
    const commitments = within(await sectionOf('Commitments'));
    expect(commitments.getByText('Kelp Farms').closest('a')?.getAttribute('href')).toBe(
      `/admin/pitches/${PITCH_ID}`,
    );
    expect(commitments.getByText('C$25,000')).toBeTruthy();
    expect(commitments.getByText('Accepted')).toBeTruthy();

    const certification = within(await sectionOf('Certification'));
    expect(certification.getByText('Certified')).toBeTruthy();
    expect(certification.getAllByText('Net worth').length).toBeGreaterThan(0);
    expect(certification.getByText(/Canada · signed/)).toBeTruthy();
    const rows = within(certification.getByRole('table', { name: 'Certification history' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Net worth.*Current$/),
      expect.stringMatching(/^Income.*Replaced/),
    ]);
  });

  it('when the last certification ran out, then it says "Expired" plainly', async () => {
    const lapsed = cert({ signed_at: '2025-01-01T12:00:00.000Z', expires_at: '2026-01-01T12:00:00.000Z' });
    openUser(investor, { certifications: { current: null, history: [lapsed] } });
    const certification = within(await sectionOf('Certification'));
    // said above the history, and again as the row's state
    expect(certification.getByText(/the last one expired/)).toBeTruthy();
    const history = within(certification.getByRole('table', { name: 'Certification history' }));
    expect(history.getByText('Expired')).toBeTruthy();
    expect(certification.queryByText('Certified')).toBeNull();
  });

  it('when the investor never certified nor committed, then "None" and "No commitments."', async () => {
    openUser(investor, {});
    const certification = within(await sectionOf('Certification'));
    expect(certification.getByText('None')).toBeTruthy();
    expect(certification.queryByRole('table')).toBeNull();
    expect(within(await sectionOf('Commitments')).getByText('No commitments.')).toBeTruthy();
  });

  it('when the account is a founder, then there is no Certification section', async () => {
    openUser({ ...investor, user_type: 'entrepreneur' }, {});
    expect(within(await sectionOf('Commitments')).getByText('No commitments.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Certification' })).toBeNull();
  });
});
