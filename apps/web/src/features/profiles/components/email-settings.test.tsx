import { getNotificationSettings } from '@angelbridge/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { EmailSettings } from './email-settings';

beforeEach(() => {
  localStorage.setItem('token', 'session-token');
  answer(getNotificationSettings, {
    success: true,
    message: 'OK',
    settings: { email_contact_request: true, email_contact_decision: true },
  });
});

describe('e-mail settings', () => {
  it('when an investor opens them, then only the decisions switch shows, not the founders-only one', async () => {
    renderWithProviders(<EmailSettings userType="investor" />);
    expect(await screen.findByRole('switch', { name: /^Decisions on my requests/ })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /^New contact requests/ })).toBeNull();
  });

  it('when a founder opens them, then only the new requests switch shows', async () => {
    renderWithProviders(<EmailSettings userType="entrepreneur" />);
    expect(await screen.findByRole('switch', { name: /^New contact requests/ })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /^Decisions on my requests/ })).toBeNull();
  });
});
