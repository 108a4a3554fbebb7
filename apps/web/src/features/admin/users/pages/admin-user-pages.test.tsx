import {
  type AdminUserRow,
  adminGetUserById,
  adminGetUsers,
  adminResetAuthenticator,
  adminSuspendUser,
  adminUserTexts,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signOutAdmin } from '../../../../lib/admin-session';
import { answer, sent } from '../../../../test/api';
import { renderRoute } from '../../../../test/render';

beforeAll(async () => {
  // the console's chunks, loaded once here, keep the first test within its waits
  await import('../../admin-console');
  await import('../users-section');
});
afterEach(() => signOutAdmin());

const USER_ID = '00000000-0000-4000-8000-000000000001';
const user = (changes: Partial<AdminUserRow> = {}): AdminUserRow => ({
  _id: USER_ID,
  first_name: 'Farah',
  last_name: 'Founder',
  email: 'farah@example.test',
  user_type: 'entrepreneur',
  status: 'active',
  suspended_at: null,
  suspension_reason: null,
  email_verified: true,
  is_profile_complete: true,
  pitch_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  ...changes,
});

function signIn() {
  signInAdmin('admin-token', {
    user_type: 'admin',
    token: 'admin-token',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'admin@example.test',
    photo: null,
  });
}

describe('the admin users pages', () => {
  it('when the list loads, then each account links to its page; a search asks again', async () => {
    signIn();
    answer(adminGetUsers, (body) => ({
      success: true,
      message: 'OK',
      users: body.status === 'suspended' ? [] : [user()],
      total: body.status === 'suspended' ? 0 : 1,
      page: 1,
      page_size: 20,
    }));
    renderRoute('/admin/users');
    // by its text: a role query over the whole page (header, footer, console) is slow in jsdom
    const link = (await screen.findByText('Farah Founder', {}, { timeout: 15_000, interval: 500 })).closest(
      'a',
    );
    expect(link?.getAttribute('href')).toBe(`/admin/users/${USER_ID}`);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name or e-mail' }), { target: { value: 'farah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sent(adminGetUsers).at(-1)?.body).toMatchObject({ q: 'farah', page: 1 }));
  });

  it('when Suspend is confirmed with a reason on a user page, then it is sent and the page shows the suspension', async () => {
    signIn();
    let suspended = false;
    answer(adminGetUserById, () => ({
      success: true,
      message: 'OK',
      user: {
        ...user(
          suspended
            ? { status: 'suspended', suspension_reason: 'Spam', suspended_at: '2026-02-01T00:00:00.000Z' }
            : {},
        ),
        bio: 'Builds kelp farms.',
        company: null,
        phone: '1 4165550100',
        photo: null,
      },
      pitches: [],
      requests: [],
      commitments: [],
      certifications: { current: null, history: [] },
      history: [],
      may_reset_authenticator: false,
    }));
    answer(adminSuspendUser, () => {
      suspended = true;
      return { success: true, message: 'The account is suspended.', user: user({ status: 'suspended' }) };
    });
    renderRoute(`/admin/users/${USER_ID}`);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Suspend account' }, { timeout: 15_000, interval: 500 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Farah Founder' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(sent(adminSuspendUser).map((call) => call.body)).toEqual([{ user_id: USER_ID, reason: 'Spam' }]),
    );
    expect(await screen.findByRole('button', { name: 'Restore account' })).toBeTruthy();
    expect(screen.getByText(/Spam/, { selector: '.mantine-Alert-body *' })).toBeTruthy();
  });

  it("when the server offers Reset authenticator on another admin's page, then it asks first and sends the reset once confirmed", async () => {
    signIn();
    const ADMIN_ID = '00000000-0000-4000-8000-000000000002';
    answer(adminGetUserById, (body) => ({
      success: true,
      message: 'OK',
      user: {
        ...user({ _id: String(body.user_id), first_name: 'Otto', last_name: 'Admin', user_type: 'admin' }),
        bio: null,
        company: null,
        phone: '',
        photo: null,
      },
      pitches: [],
      requests: [],
      commitments: [],
      certifications: { current: null, history: [] },
      history: [],
      // the server's answer: another admin's account (its own page says false)
      may_reset_authenticator: body.user_id === ADMIN_ID,
    }));
    answer(adminResetAuthenticator, {
      success: true,
      message: adminUserTexts.resetAuthenticatorDone,
      had_authenticator: true,
    });
    renderRoute(`/admin/users/${ADMIN_ID}`);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reset authenticator' }, { timeout: 15_000, interval: 500 }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Reset Otto Admin's authenticator?" });
    expect(within(dialog).getByText(/recorded in the audit log/)).toBeTruthy();
    expect(sent(adminResetAuthenticator)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset authenticator' }));
    await waitFor(() =>
      expect(sent(adminResetAuthenticator).map((call) => call.body)).toEqual([{ user_id: ADMIN_ID }]),
    );
    expect(
      await screen.findByText(adminUserTexts.resetAuthenticatorDone, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // no Suspend for an admin account
    expect(screen.queryByRole('button', { name: 'Suspend account' })).toBeNull();
  });

  it('when the server does not offer it (an own or a non-admin account), then there is no Reset authenticator button', async () => {
    signIn();
    answer(adminGetUserById, {
      success: true,
      message: 'OK',
      user: { ...user(), bio: null, company: null, phone: '', photo: null },
      pitches: [],
      requests: [],
      commitments: [],
      certifications: { current: null, history: [] },
      history: [],
      may_reset_authenticator: false,
    });
    renderRoute(`/admin/users/${USER_ID}`);
    expect(
      await screen.findByRole('button', { name: 'Suspend account' }, { timeout: 15_000, interval: 500 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset authenticator' })).toBeNull();
  });
});
