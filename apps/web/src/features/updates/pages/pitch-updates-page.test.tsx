import { getInvestmentPageDataById, getUpdates } from '@angelbridge/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { words } from '../components/update-words';
import { anUpdate, aSummary, PITCH_ID, signIn, updatesAnswer } from '../test/update-fixture';

function openAsOwner() {
  signIn('entrepreneur');
  answer(getInvestmentPageDataById, refusal(404, 'Pitch not found.'));
  renderRoute(`/pitchlist/${PITCH_ID}/updates`);
}

describe('the founder’s Updates page of a pitch', () => {
  it('when the pitch has drafts and published updates, then each shows with its status, date, audience and read count', async () => {
    const draft = anUpdate({
      title: 'November draft',
      status: 'draft',
      published_at: null,
      audience: 'investors_and_followers',
    });
    const published = anUpdate();
    answer(
      getUpdates,
      updatesAnswer([aSummary(draft), aSummary(published, { recipient_count: 30, read_count: 12 })]),
    );
    openAsOwner();
    const table = await screen.findByRole('table', { name: words.pitchUpdatesTitle });
    expect(sent(getUpdates)[0]?.body).toEqual({ page: 1, pitch_id: PITCH_ID });
    const [first, second] = within(table).getAllByTestId('owner-update-row') as [HTMLElement, HTMLElement];
    expect(within(first).getByText(words.draft)).toBeTruthy();
    expect(within(first).getByText('Investors and followers')).toBeTruthy();
    expect(within(first).getByText(/^Last saved /)).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: `${words.edit}: November draft` })
        .getAttribute('href'),
    ).toBe(`/pitchlist/${PITCH_ID}/updates/${draft._id}/edit`);
    expect(within(second).getByText(words.published)).toBeTruthy();
    expect(within(second).getByText('12 of 30 opened')).toBeTruthy();
    expect(within(second).getByText('Investors only')).toBeTruthy();
    expect(within(second).getByText(/^Published /)).toBeTruthy();
    expect(
      within(second)
        .getByRole('link', { name: `${words.view}: ${published.title}` })
        .getAttribute('href'),
    ).toBe(`/updates/${published._id}`);
    expect(screen.getByRole('link', { name: words.newUpdate }).getAttribute('href')).toBe(
      `/pitchlist/${PITCH_ID}/updates/new`,
    );
    expect(screen.getByText('Solar Roofs')).toBeTruthy();
  });

  it('when the pitch has no updates yet, then it invites the first one', async () => {
    answer(getUpdates, updatesAnswer([]));
    openAsOwner();
    expect(await screen.findByText(words.pitchUpdatesEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write your first update' }).getAttribute('href')).toBe(
      `/pitchlist/${PITCH_ID}/updates/new`,
    );
  });

  it('when the pitch is someone else’s, then the server’s reason shows and nothing can be written', async () => {
    answer(getUpdates, refusal(403, 'Only the owner of this pitch can do that.'));
    openAsOwner();
    expect(await screen.findByText(words.notYourPitch)).toBeTruthy();
    expect(screen.getByText('Only the owner of this pitch can do that.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: words.newUpdate })).toBeNull();
  });
});
