import { getUpdates } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { words } from '../components/update-words';
import { anUpdate, aSummary, signIn, updatesAnswer } from '../test/update-fixture';

describe('the updates feed', () => {
  it('when the feed is still loading, then the page says so', async () => {
    signIn('investor');
    // held from the start: a release before the page's request went out must still answer it
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer(getUpdates, async () => {
      await held;
      return updatesAnswer([]);
    });
    renderRoute('/updates');
    expect(await screen.findByRole('status', { name: words.feedLoading })).toBeTruthy();
    release();
    expect(await screen.findByText(words.feedEmptyTitle)).toBeTruthy();
  });

  it('when the feed cannot be loaded, then the error shows with Try again, which loads it', async () => {
    signIn('investor');
    answer(getUpdates, refusal(500, 'Something went wrong.'));
    renderRoute('/updates');
    expect(await screen.findByText(words.feedError)).toBeTruthy();
    answer(getUpdates, updatesAnswer([aSummary(anUpdate(), { unread: false })]));
    fireEvent.click(screen.getByRole('button', { name: words.tryAgain }));
    expect(await screen.findByRole('link', { name: 'October: first utility contract' })).toBeTruthy();
  });

  it('when nothing was sent yet, then it says what will come and links the portfolio', async () => {
    signIn('investor');
    answer(getUpdates, updatesAnswer([]));
    renderRoute('/updates');
    expect(await screen.findByText(words.feedEmpty, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your portfolio' }).getAttribute('href')).toBe('/portfolio');
  });

  it('when updates came, then each shows newest first, the unread ones marked for the eye and in words', async () => {
    signIn('investor');
    const fresh = anUpdate({ title: 'November: profitable', name_of_pitch: 'Tidal Power' });
    const old = anUpdate();
    answer(getUpdates, updatesAnswer([aSummary(fresh, { unread: true }), aSummary(old, { unread: false })]));
    renderRoute('/updates');
    const unread = await screen.findByRole('link', { name: 'Unread: November: profitable' });
    expect(unread.getAttribute('href')).toBe(`/updates/${fresh._id}`);
    const read = screen.getByRole('link', { name: 'October: first utility contract' });
    expect(read.getAttribute('href')).toBe(`/updates/${old._id}`);
    const [first, second] = screen.getAllByTestId('feed-item') as [HTMLElement, HTMLElement];
    expect(first.hasAttribute('data-unread')).toBe(true);
    expect(within(first).getByText(words.newBadge)).toBeTruthy();
    expect(second.hasAttribute('data-unread')).toBe(false);
    expect(within(second).queryByText(words.newBadge)).toBeNull();
    expect(screen.getByTestId('unread-total').textContent).toBe('1 unread');
    const metrics = within(second).getByRole('list', { name: 'Headline metrics' });
    expect(
      within(metrics)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['MRR C$14,000 Oct 2026', 'Customers 42 Oct 2026']);
    expect(within(second).getByText(/^We signed our first utility/)).toBeTruthy();
  });

  it('when there are more than a page of updates, then the next page is asked for', async () => {
    signIn('investor');
    answer(getUpdates, (body) =>
      updatesAnswer([aSummary(anUpdate({ title: `Page ${body.page ?? 1}` }), { unread: false })], {
        total: 45,
        page: Number(body.page ?? 1),
      }),
    );
    renderRoute('/updates');
    expect(await screen.findByRole('link', { name: 'Page 1' })).toBeTruthy();
    expect(screen.getByText('45 updates')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Page 2' })).toBeTruthy();
    await waitFor(() => expect(sent(getUpdates).at(-1)?.body).toEqual({ page: 2 }));
  });
});
