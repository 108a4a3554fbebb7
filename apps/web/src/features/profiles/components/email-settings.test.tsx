import { getNotificationSettings, updateNotificationSettings } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, sent } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { EmailSettings } from './email-settings';

const settings = { email_contact_request: true, email_contact_decision: true, email_unread_messages: true };

describe('e-mail settings', () => {
  it('has an Unread messages switch that is saved at once', async () => {
    answer(getNotificationSettings, { success: true, message: 'OK', settings });
    answer(updateNotificationSettings, (body) => ({
      success: true,
      message: 'OK',
      settings: { ...settings, email_unread_messages: body.email_unread_messages === true },
    }));
    renderWithProviders(<EmailSettings />);
    const unread = await screen.findByRole('switch', { name: /^Unread messages/ });
    expect((unread as HTMLInputElement).checked).toBe(true);
    fireEvent.click(unread);
    await waitFor(() =>
      expect(sent(updateNotificationSettings).map((c) => c.body)).toEqual([{ email_unread_messages: false }]),
    );
    await waitFor(() => expect((unread as HTMLInputElement).checked).toBe(false));
  });
});
