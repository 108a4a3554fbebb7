import { getNotificationSettings, updateNotificationSettings } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, sent } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { EmailSettings } from './email-settings';

const settings = {
  email_contact_request: true,
  email_contact_decision: true,
  email_unread_messages: true,
  email_investor_updates: true,
  follow_notices: 'immediate' as const,
};

beforeEach(() => {
  localStorage.setItem('token', 'session-token');
  answer(getNotificationSettings, { success: true, message: 'OK', settings });
});

describe('e-mail settings', () => {
  it('when an investor opens them, then the decisions and messages switches show, not the founders-only one', async () => {
    renderWithProviders(<EmailSettings userType="investor" />);
    expect(await screen.findByRole('switch', { name: /^Decisions on my requests/ })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /^Unread messages/ })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /^New contact requests/ })).toBeNull();
    expect(
      screen.getByText('An e-mail for each update a company you invested in, or follow, sends you.'),
    ).toBeTruthy();
  });

  it('when a founder opens them, then the new requests and messages switches show, not the decisions one', async () => {
    renderWithProviders(<EmailSettings userType="entrepreneur" />);
    expect(await screen.findByRole('switch', { name: /^New contact requests/ })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /^Unread messages/ })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /^Decisions on my requests/ })).toBeNull();
    expect(screen.getByText(/^A reminder when your investors have not had an update from you/)).toBeTruthy();
  });

  it('has an Unread messages switch that is saved at once', async () => {
    answer(updateNotificationSettings, (body) => ({
      success: true,
      message: 'OK',
      settings: { ...settings, email_unread_messages: body.email_unread_messages === true },
    }));
    renderWithProviders(<EmailSettings userType="investor" />);
    const unread = await screen.findByRole('switch', { name: /^Unread messages/ });
    expect((unread as HTMLInputElement).checked).toBe(true);
    fireEvent.click(unread);
    await waitFor(() =>
      expect(sent(updateNotificationSettings).map((c) => c.body)).toEqual([{ email_unread_messages: false }]),
    );
    await waitFor(() => expect((unread as HTMLInputElement).checked).toBe(false));
  });

  it('has an Investor updates switch, for both kinds of account, saved at once', async () => {
    answer(updateNotificationSettings, (body) => ({
      success: true,
      message: 'OK',
      settings: { ...settings, email_investor_updates: body.email_investor_updates === true },
    }));
    renderWithProviders(<EmailSettings userType="investor" />);
    const updates = await screen.findByRole('switch', { name: /^Investor updates/ });
    expect((updates as HTMLInputElement).checked).toBe(true);
    fireEvent.click(updates);
    await waitFor(() =>
      expect(sent(updateNotificationSettings).map((c) => c.body)).toEqual([
        { email_investor_updates: false },
      ]),
    );
    await waitFor(() => expect((updates as HTMLInputElement).checked).toBe(false));
  });
});
