import {
  deleteUpdate,
  getInvestmentPageDataById,
  getPitchMetrics,
  getUpdate,
  getUpdates,
  publishUpdate,
  saveUpdate,
  updateTexts as t,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { formatPeriod, lastMonth } from '../components/update-words';
import {
  anId,
  anUpdate,
  aSeries,
  metricsAnswer,
  PITCH_ID,
  signIn,
  updateAnswer,
  updatesAnswer,
} from '../test/update-fixture';

function openEditor(path: string, series = [aSeries()]) {
  signIn('entrepreneur');
  answer(getInvestmentPageDataById, refusal(404, 'Pitch not found.'));
  answer(getPitchMetrics, metricsAnswer(series));
  return renderRoute(path);
}

const draft = () =>
  anUpdate({
    status: 'draft',
    published_at: null,
    title: 'November so far',
    body: 'Going well.',
    metrics: [],
  });
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the update editor', () => {
  it('when Save draft is pressed with wrong fields, then the contract’s messages show on them and nothing is sent', async () => {
    openEditor(`/pitchlist/${PITCH_ID}/updates/new`);
    await screen.findByRole('textbox', { name: /^Title/ });
    click('Add a metric');
    const row = await screen.findByTestId('metric-row');
    fireEvent.change(within(row).getByRole('combobox', { name: /^Key/ }), { target: { value: 'MRR!' } });
    fireEvent.change(within(row).getByRole('textbox', { name: /^Value/ }), { target: { value: 'lots' } });
    click('Save draft');
    expect(await screen.findByText(t.titleRequired)).toBeTruthy();
    expect(screen.getByText(t.metricKeyInvalid)).toBeTruthy();
    expect(screen.getByText(t.metricValueInvalid)).toBeTruthy();
    expect(screen.getByText(t.metricLabelRequired)).toBeTruthy();
    expect(sent(saveUpdate)).toHaveLength(0);
  });

  it('when a metric reported before is added, then its label, unit and last month are filled, and the draft is saved and reopened for editing', async () => {
    const saved = draft();
    answer(saveUpdate, (body) => ({
      success: true,
      message: t.saved,
      update: { ...saved, title: body.title },
    }));
    answer(getUpdate, updateAnswer(saved));
    const { router } = openEditor(`/pitchlist/${PITCH_ID}/updates/new`);
    await screen.findByRole('textbox', { name: /^Title/ });
    type(/^Title/, 'November so far');
    type(/^Your update/, 'Going well.');
    const remaining = screen.getByText(/characters left\.$/);
    expect(remaining.textContent).toContain('19,989 characters left.');
    fireEvent.click(await screen.findByRole('button', { name: `Add MRR for ${formatPeriod(lastMonth())}` }));
    const row = await screen.findByTestId('metric-row');
    expect((within(row).getByRole('textbox', { name: /^Label/ }) as HTMLInputElement).value).toBe('MRR');
    expect((within(row).getByRole('combobox', { name: /^Unit/ }) as HTMLSelectElement).value).toBe(
      'currency',
    );
    fireEvent.change(within(row).getByRole('textbox', { name: /^Value/ }), { target: { value: '15,000' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Investors and followers' }));
    click('Save draft');
    await waitFor(() => expect(sent(saveUpdate)).toHaveLength(1));
    expect(sent(saveUpdate)[0]?.body).toEqual({
      pitch_id: PITCH_ID,
      title: 'November so far',
      body: 'Going well.',
      audience: 'investors_and_followers',
      metrics: [{ key: 'mrr', label: 'MRR', value: 15_000, unit: 'currency', period: lastMonth() }],
    });
    expect(await screen.findByText(t.saved)).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/pitchlist/${PITCH_ID}/updates/${saved._id}/edit`),
    );
  });

  it('when a known key is picked in a metric row, then its label and unit are filled', async () => {
    openEditor(`/pitchlist/${PITCH_ID}/updates/new`, [
      aSeries(),
      aSeries({ key: 'churn', label: 'Monthly churn', unit: 'percent' }),
    ]);
    await screen.findByRole('textbox', { name: /^Title/ });
    click('Add a metric');
    const row = await screen.findByTestId('metric-row');
    const key = within(row).getByRole('combobox', { name: /^Key/ });
    fireEvent.focus(key);
    fireEvent.change(key, { target: { value: 'chu' } });
    fireEvent.click(await screen.findByRole('option', { name: 'churn: Monthly churn' }));
    await waitFor(() =>
      expect((within(row).getByRole('textbox', { name: /^Label/ }) as HTMLInputElement).value).toBe(
        'Monthly churn',
      ),
    );
    expect((within(row).getByRole('combobox', { name: /^Unit/ }) as HTMLSelectElement).value).toBe('percent');
    expect((key as HTMLInputElement).value).toBe('churn');
    expect((within(row).getByLabelText(/^Month/) as HTMLInputElement).value).toBe(lastMonth());
  });

  it('when the server refuses a field, then its message shows on that field', async () => {
    answer(saveUpdate, refusal(400, 'Invalid input.', { errors: { 'metrics.0.value': t.metricValueRange } }));
    openEditor(`/pitchlist/${PITCH_ID}/updates/new`);
    await screen.findByRole('textbox', { name: /^Title/ });
    type(/^Title/, 'Numbers');
    fireEvent.click(await screen.findByRole('button', { name: /^Add MRR for / }));
    const row = await screen.findByTestId('metric-row');
    fireEvent.change(within(row).getByRole('textbox', { name: /^Value/ }), { target: { value: '5' } });
    click('Save draft');
    expect(await within(row).findByText(t.metricValueRange)).toBeTruthy();
  });

  it('when Preview is pressed, then the update shows as recipients will read it', async () => {
    answer(getUpdate, updateAnswer(anUpdate({ status: 'draft', published_at: null })));
    openEditor(`/pitchlist/${PITCH_ID}/updates/${anId()}/edit`);
    await screen.findByDisplayValue('October: first utility contract');
    click('Preview');
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(dialog).getByRole('heading', { name: 'October: first utility contract' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'https://solar.example/news' })).toBeTruthy();
    expect(within(dialog).getByText('C$14,000')).toBeTruthy();
  });

  it('when Publish is confirmed, then the draft is saved, published, and its page opens', async () => {
    const saved = draft();
    answer(getUpdate, updateAnswer(saved));
    answer(saveUpdate, { success: true, message: t.saved, update: saved });
    answer(publishUpdate, {
      success: true,
      message: t.published(3),
      update: { ...saved, status: 'published', published_at: '2026-11-28T10:00:00.000Z' },
      recipient_count: 3,
    });
    const { router } = openEditor(`/pitchlist/${PITCH_ID}/updates/${saved._id}/edit`);
    await screen.findByDisplayValue('November so far');
    click('Publish');
    const dialog = await screen.findByRole('dialog', { name: 'Publish this update?' });
    expect(within(dialog).getByText(/cannot be edited or deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/updates/${saved._id}`));
    expect(sent(saveUpdate)[0]?.body).toMatchObject({ update_id: saved._id, title: 'November so far' });
    expect(sent(publishUpdate).map((call) => call.body)).toEqual([{ update_id: saved._id }]);
  });

  it('when Publish is pressed without a text, then the text is asked for and nothing is sent', async () => {
    answer(getUpdate, updateAnswer({ ...draft(), body: '' }));
    openEditor(`/pitchlist/${PITCH_ID}/updates/${anId()}/edit`);
    await screen.findByDisplayValue('November so far');
    click('Publish');
    expect(await screen.findByText(t.bodyRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(publishUpdate)).toHaveLength(0);
  });

  it('when Delete draft is confirmed, then the draft is deleted and the pitch’s updates open', async () => {
    const saved = draft();
    answer(getUpdate, updateAnswer(saved));
    answer(deleteUpdate, { success: true, message: t.deleted });
    answer(getUpdates, updatesAnswer([]));
    const { router } = openEditor(`/pitchlist/${PITCH_ID}/updates/${saved._id}/edit`);
    await screen.findByDisplayValue('November so far');
    click('Delete draft');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pitchlist/${PITCH_ID}/updates`));
    expect(await screen.findByText(t.deleted)).toBeTruthy();
    expect(sent(deleteUpdate).map((call) => call.body)).toEqual([{ update_id: saved._id }]);
  });

  it('when the update is already published, then it is not offered for editing', async () => {
    const published = anUpdate();
    answer(getUpdate, updateAnswer(published));
    openEditor(`/pitchlist/${PITCH_ID}/updates/${published._id}/edit`);
    expect(await screen.findByText(t.alreadyPublished)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).toBeNull();
  });
});
