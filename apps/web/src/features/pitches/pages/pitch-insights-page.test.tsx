import { getPitchesById, getPitchInsights, type PitchInsights } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, answer, type Refusal, refusal, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { draftPitch, PITCH_ID, signInAs } from '../test/pitch-fixture';
import { LOCKED_DOC_ID, PUBLIC_DOC_ID } from '../test/public-pitch-fixture';

beforeAll(async () => {
  await import('./pitch-insights-page');
});

const INVESTOR_ID = '3f4a5b6c-7d8e-4f9a-8b1c-2d3e4f5a6b7c';

function insights(days: 30 | 90, overrides: Partial<PitchInsights> = {}): PitchInsights {
  const tabs = ['Overview', 'Pitch Details', 'The Team', 'Documents', 'Project Milestones', 'Contact'];
  return {
    pitch_id: PITCH_ID,
    days,
    totals: { views: 7, unique_viewers: 3, document_opens: 2, requests: 2, allowed: 1 },
    daily: [
      { date: '2026-11-21', views: 3, unique_viewers: 2 },
      { date: '2026-11-22', views: 4, unique_viewers: 2 },
    ],
    tabs: tabs.map((title, tab) => ({ tab, title, views: tab === 0 ? 3 : 0, seconds: tab === 0 ? 200 : 0 })),
    documents: [
      { _id: PUBLIC_DOC_ID, name: 'deck.pdf', locked: false, opens: 1 },
      { _id: LOCKED_DOC_ID, name: 'financials.pdf', locked: true, opens: 1 },
    ],
    funnel: { views: 3, requests: 2, allowed: 1 },
    followers: 4,
    viewers: [
      {
        _id: INVESTOR_ID,
        first_name: 'Una',
        last_name: 'Verified',
        photo: null,
        user_type: 'investor',
        last_viewed_at: '2026-11-22T10:00:00.000Z',
        views: 4,
        documents_opened: [
          { _id: LOCKED_DOC_ID, name: 'financials.pdf', opened_at: '2026-11-22T10:05:00.000Z' },
        ],
      },
    ],
    guest_viewers: 2,
    answers_within_days: 2,
    ...overrides,
  };
}

const found = (value: PitchInsights) => ({ success: true as const, message: 'OK', insights: value });

/** The owner's pitch, and its insights by `reply`. */
function answerInsights(reply: (body: { days?: unknown }) => Answer<typeof getPitchInsights> | Refusal) {
  answer(getPitchesById, { success: true, message: 'OK', pitch_data: draftPitch() });
  answer(getPitchInsights, reply);
}

describe('pitch insights', () => {
  it('when the owner opens them, then the figures, tabs, documents, funnel and named viewers show', async () => {
    signInAs('entrepreneur');
    answerInsights(() => found(insights(30)));
    renderRoute(`/pitchlist/${PITCH_ID}/insights`);
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeTruthy();
    const totals = await screen.findByText('Unique viewers', { selector: 'dt' });
    expect(totals.nextElementSibling?.textContent).toBe('3');
    expect(await screen.findByText('Solar Roofs')).toBeTruthy();
    expect(screen.getByText('You usually answer requests within 2 days.')).toBeTruthy();
    expect(screen.getByText('4 investors follow this pitch.')).toBeTruthy();

    const tabTimes = screen.getByRole('region', { name: 'Time on each tab' });
    expect(within(tabTimes).getByText('3 min 20 s')).toBeTruthy();
    expect(within(tabTimes).getByText('3 views')).toBeTruthy();
    const documents = screen.getByRole('region', { name: 'Opens per document' });
    expect(within(documents).getAllByText('financials.pdf').length).toBeGreaterThan(0);
    const funnel = screen.getByRole('region', { name: 'From views to access' });
    expect(within(funnel).getByText('Contact requests (67%)')).toBeTruthy();
    expect(within(funnel).getByText('Allowed (50%)')).toBeTruthy();

    const row = screen.getByTestId('viewer-row');
    expect(within(row).getByRole('link', { name: 'Una Verified' }).getAttribute('href')).toBe(
      `/investor/profile/${INVESTOR_ID}?type=investor`,
    );
    expect(within(row).getByText(/financials\.pdf/)).toBeTruthy();
    expect(screen.getByText('And 2 guests who were not signed in.')).toBeTruthy();
  });

  it('when the period is switched to 90 days, then the server is asked for 90 and the URL keeps it', async () => {
    signInAs('entrepreneur');
    answerInsights((body) =>
      found(insights(body.days === 90 ? 90 : 30, body.days === 90 ? { guest_viewers: 9 } : {})),
    );
    const { router } = renderRoute(`/pitchlist/${PITCH_ID}/insights`);
    await screen.findByText('And 2 guests who were not signed in.');
    fireEvent.click(screen.getByText('Last 90 days'));
    expect(await screen.findByText('And 9 guests who were not signed in.')).toBeTruthy();
    expect(router.state.location.search).toBe('?days=90');
    expect(sent(getPitchInsights).map((call) => call.body)).toEqual([
      { pitch_id: PITCH_ID, days: 30 },
      { pitch_id: PITCH_ID, days: 90 },
    ]);
  });

  it('when nobody viewed yet, then the empty text shows instead of the charts', async () => {
    signInAs('entrepreneur');
    const zero = { views: 0, unique_viewers: 0, document_opens: 0, requests: 0, allowed: 0 };
    answerInsights(() => found(insights(30, { totals: zero, viewers: [], guest_viewers: 0 })));
    renderRoute(`/pitchlist/${PITCH_ID}/insights`);
    expect(await screen.findByText(/No one viewed this pitch in the last 30 days/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Who viewed' })).toBeNull();
  });

  it('when the pitch is not theirs, then they are told only its owner sees insights', async () => {
    signInAs('entrepreneur');
    answerInsights(() => refusal(403, 'Forbidden.'));
    renderRoute(`/pitchlist/${PITCH_ID}/insights`);
    expect(await screen.findByText('Only the owner of a pitch can see its insights.')).toBeTruthy();
  });

  it('when the server fails, then Try again asks once more', async () => {
    signInAs('entrepreneur');
    let calls = 0;
    answerInsights(() => {
      calls += 1;
      return calls === 1 ? refusal(500, 'Oops') : found(insights(30));
    });
    renderRoute(`/pitchlist/${PITCH_ID}/insights`);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('viewer-row')).toBeTruthy());
  });
});
