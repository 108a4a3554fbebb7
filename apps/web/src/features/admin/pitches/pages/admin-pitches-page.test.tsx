import { type AdminPitchRow, adminGetPitches, adminUnpublishPitch } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signOutAdmin } from '../../../../lib/admin-session';
import { answer, sent } from '../../../../test/api';
import { renderRoute } from '../../../../test/render';

beforeAll(async () => {
  // the console's chunks, loaded once here, keep the first test within its waits
  await import('../../admin-console');
  await import('../pitches-section');
});
afterEach(() => signOutAdmin());

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (n: number, changes: Partial<AdminPitchRow> = {}): AdminPitchRow => ({
  _id: uuid(n),
  name_of_pitch: `Pitch ${n}`,
  name_of_company: `Company ${n}`,
  owner: {
    _id: uuid(100 + n),
    first_name: 'Farah',
    last_name: 'Founder',
    email: 'f@example.test',
    suspended: false,
  },
  status: 'published',
  unpublished_at: null,
  unpublished_reason: null,
  featured: false,
  featured_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...changes,
});

function openAsAdmin(pitches: AdminPitchRow[], featured: number) {
  signInAdmin('admin-token', {
    user_type: 'admin',
    token: 'admin-token',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'admin@example.test',
    photo: null,
  });
  answer(adminGetPitches, {
    success: true,
    message: 'OK',
    pitches,
    total: pitches.length,
    page: 1,
    page_size: 20,
    featured_count: featured,
    featured_max: 6,
  });
  renderRoute('/admin/pitches');
}

describe('the admin pitches page', () => {
  it('when 6 are featured, then it says 6/6 and only featured pitches can be switched (off)', async () => {
    openAsAdmin([row(1, { featured: true }), row(2)], 6);
    expect(await screen.findByText('Featured 6/6', {}, { timeout: 15_000, interval: 500 })).toBeTruthy();
    const on = screen.getByRole('switch', { name: 'Feature Pitch 1' }) as HTMLInputElement;
    const off = screen.getByRole('switch', { name: 'Feature Pitch 2' }) as HTMLInputElement;
    expect(on.checked).toBe(true);
    expect(on.disabled).toBe(false);
    expect(off.disabled).toBe(true);
  });

  it('when the list loads, then each pitch shows its live commitments and links to its page', async () => {
    openAsAdmin(
      [
        row(1, {
          round: {
            state: 'open',
            commitments: 3,
            indicated_total: 0,
            accepted_total: 0,
            lead_investor_id: null,
          },
        }),
        row(2),
      ],
      0,
    );
    const link = (await screen.findByText('Pitch 1', {}, { timeout: 15_000, interval: 500 })).closest('a');
    expect(link?.getAttribute('href')).toBe(`/admin/pitches/${uuid(1)}`);
    const cells = screen
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('data-label') === 'Commitments');
    expect(cells.map((cell) => cell.textContent)).toEqual(['3', '0']);
  });

  it('when Unpublish is confirmed with a reason, then the reason is sent for that pitch', async () => {
    openAsAdmin([row(1)], 0);
    answer(adminUnpublishPitch, {
      success: true,
      message: 'The pitch is unpublished.',
      pitch: row(1, { status: 'unpublished', unpublished_reason: 'Misleading figures' }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Unpublish Pitch 1' }, { timeout: 15_000, interval: 500 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish Pitch 1' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Misleading figures' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() =>
      expect(sent(adminUnpublishPitch).map((call) => call.body)).toEqual([
        { pitch_id: uuid(1), reason: 'Misleading figures' },
      ]),
    );
    expect(await screen.findByText('The pitch is unpublished.')).toBeTruthy();
  });
});
