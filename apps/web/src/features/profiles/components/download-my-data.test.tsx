import { downloadMyData } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, refuse } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { DownloadMyData } from './download-my-data';

const profile = {
  _id: '7b0c2a52-4f7e-4a55-9a44-3b1f7c1d2e01',
  user_type: 'investor' as const,
  first_name: 'Iris',
  last_name: 'Tester',
  email: 'iris@example.com',
  isd_code: '1',
  mobile_number: '4165550100',
  country_id: null,
  country: '',
  register_country: null,
  register_state: null,
  register_city: null,
  bio: '',
  linkedin_profile: '',
  photo: null,
  email_verified: true,
  is_profile_complete: true,
  desired_project: [],
  created_at: '2026-11-01T10:00:00.000Z',
  company_or_organization: '',
  expertise: [],
  intermediate_project_type: [],
  investment_range: null,
  preferred_sectors: [],
};

const data = {
  exported_at: '2026-11-27T11:00:00.000Z',
  profile,
  pitches: [],
  contact_requests: [],
  conversations: [],
  notifications: [],
  followed_pitches: [],
  saved_searches: [],
  reports_filed: [],
  pitch_views: [],
  settings: {
    notifications: {
      email_contact_request: true,
      email_contact_decision: true,
      email_unread_messages: true,
      email_investor_updates: true,
      follow_notices: 'immediate' as const,
    },
  },
};

let saved: Blob[] = [];
let names: string[] = [];

beforeEach(() => {
  localStorage.setItem('token', 'session-token');
  saved = [];
  names = [];
  // jsdom has no object URLs and does not download: record what the browser would have saved
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Download my data', () => {
  it('saves the answer as a dated JSON file, showing that it is being prepared meanwhile', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer(downloadMyData, async () => {
      await held;
      return { success: true, message: 'Your data is ready.', data };
    });
    renderWithProviders(<DownloadMyData />);
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Preparing your file…', {}, { timeout: 5000 })).toBeTruthy();
    release();
    await waitFor(() => expect(names).toEqual(['angelbridge-my-data-2026-11-27.json']), { timeout: 5000 });
    expect(saved).toHaveLength(1);
    expect(JSON.parse((await saved[0]?.text()) ?? '')).toEqual(data);
    expect(await screen.findByText('Your data is ready.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says why when the server refuses (too many downloads)', async () => {
    refuse(downloadMyData, 429, 'Too many requests. Please try again later.', { retry_after: 60 });
    renderWithProviders(<DownloadMyData />);
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeTruthy();
    expect(names).toEqual([]);
  });
});
