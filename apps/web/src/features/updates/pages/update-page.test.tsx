import { getPitchMetrics, getUpdate, replyToUpdate, updateTexts as t } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { words } from '../components/update-words';
import {
  anId,
  anUpdate,
  aRecipient,
  aSeries,
  metricsAnswer,
  signIn,
  updateAnswer,
} from '../test/update-fixture';

describe('an update’s page', () => {
  it('when a recipient opens it, then the text, its links, its numbers and each metric’s chart and table show', async () => {
    signIn('investor');
    const update = anUpdate();
    answer(getUpdate, updateAnswer(update));
    answer(getPitchMetrics, metricsAnswer([aSeries()]));
    renderRoute(`/updates/${update._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: update.title })).toBeTruthy();
    expect(sent(getUpdate)[0]?.body).toEqual({ update_id: update._id });
    expect(screen.getByText('We signed our first utility.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://solar.example/news' });
    expect(link.getAttribute('href')).toBe('https://solar.example/news');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const numbers = screen.getByRole('table', { name: words.metricsTitle });
    expect(within(numbers).getByRole('rowheader', { name: 'MRR' })).toBeTruthy();
    expect(within(numbers).getByText('C$14,000')).toBeTruthy();
    const chart = await screen.findByRole('img', { name: /^MRR over 3 months/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'MRR over 3 months: from C$10,000 in August 2026 to C$14,000 in October 2026; lowest C$10,000 in August 2026, highest C$14,000 in October 2026',
    );
    const table = screen.getByRole('table', { name: 'MRR', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(4);
    expect(screen.getByText(words.showTable('MRR'))).toBeTruthy();
    expect(screen.getByRole('link', { name: words.backToFeed }).getAttribute('href')).toBe('/updates');
    expect(screen.queryByRole('heading', { name: words.readStatusTitle })).toBeNull();
  });

  it('when the text holds markup or a script address, then it shows as text and never as a link', async () => {
    signIn('investor');
    const update = anUpdate({
      body: '<img src=x onerror=alert(1)> and javascript:alert(1) and www.solar.example.',
      metrics: [],
    });
    answer(getUpdate, updateAnswer(update));
    answer(getPitchMetrics, metricsAnswer([]));
    renderRoute(`/updates/${update._id}`);
    expect(
      await screen.findByText(/^<img src=x onerror=alert\(1\)> and javascript:alert\(1\) and/),
    ).toBeTruthy();
    expect(document.querySelector('article img')).toBeNull();
    const links = within(screen.getByRole('article')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://www.solar.example/']);
    expect(await screen.findByText(words.chartsEmpty)).toBeTruthy();
  });

  it('when a recipient replies, then an empty reply is refused at once, and a sent one links to its conversation', async () => {
    signIn('investor');
    const update = anUpdate();
    const conversationId = anId();
    answer(getUpdate, updateAnswer(update));
    answer(getPitchMetrics, metricsAnswer([aSeries()]));
    answer(replyToUpdate, {
      success: true,
      message: t.replied,
      conversation_id: conversationId,
      message_id: anId(),
    });
    renderRoute(`/updates/${update._id}`);
    const box = await screen.findByRole('textbox', { name: words.replyTitle('Solar Roofs') });
    fireEvent.click(screen.getByRole('button', { name: words.replySend }));
    expect(await screen.findByText(t.replyRequired)).toBeTruthy();
    expect(sent(replyToUpdate)).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'Congratulations! Which utility?' } });
    fireEvent.click(screen.getByRole('button', { name: words.replySend }));
    expect(await screen.findByText(t.replied)).toBeTruthy();
    expect(sent(replyToUpdate).map((call) => call.body)).toEqual([
      { update_id: update._id, body: 'Congratulations! Which utility?' },
    ]);
    expect(screen.getByRole('link', { name: words.openConversation }).getAttribute('href')).toBe(
      `/messages/${conversationId}`,
    );
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('when the server refuses the reply, then its reason shows under the box', async () => {
    signIn('investor');
    const update = anUpdate();
    answer(getUpdate, updateAnswer(update));
    answer(getPitchMetrics, metricsAnswer([]));
    answer(replyToUpdate, refusal(400, 'Invalid input.', { errors: { body: t.replyTooLong } }));
    renderRoute(`/updates/${update._id}`);
    const box = await screen.findByRole('textbox', { name: words.replyTitle('Solar Roofs') });
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: words.replySend }));
    expect(await screen.findByText(t.replyTooLong)).toBeTruthy();
  });

  it('when its owner opens it, then who opened it shows instead of the reply box', async () => {
    signIn('entrepreneur');
    const update = anUpdate();
    answer(
      getUpdate,
      updateAnswer(update, {
        recipients: [
          aRecipient({ first_name: 'Ann', last_name: 'Angel', read_at: '2026-11-03T10:00:00.000Z' }),
          aRecipient({ first_name: 'Fred', last_name: 'Follower', relation: 'follower' }),
        ],
      }),
    );
    answer(getPitchMetrics, metricsAnswer([aSeries()]));
    renderRoute(`/updates/${update._id}`);
    expect(await screen.findByRole('heading', { name: words.readStatusTitle })).toBeTruthy();
    expect(screen.getByTestId('read-count').textContent).toBe('1 of 2 opened');
    const [ann, fred] = screen.getAllByTestId('recipient-row') as [HTMLElement, HTMLElement];
    expect(within(ann).getByText('Ann Angel')).toBeTruthy();
    expect(within(ann).getByText('Investor')).toBeTruthy();
    expect(within(ann).queryByText(words.notOpened)).toBeNull();
    expect(within(fred).getByText('Follower')).toBeTruthy();
    expect(within(fred).getByText(words.notOpened)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Reply to/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Updates of Solar Roofs' }).getAttribute('href')).toBe(
      `/pitchlist/${update.pitch_id}/updates`,
    );
  });

  it('when the update is not the caller’s to read, then it says so', async () => {
    signIn('investor');
    answer(getUpdate, refusal(404, t.notFound));
    renderRoute(`/updates/${anId()}`);
    expect(await screen.findByText(words.updateNotFoundText)).toBeTruthy();
  });
});
