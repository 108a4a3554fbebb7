import {
  adminPitchTexts,
  deletePitches,
  getPitches,
  hidePitches,
  messages,
  type Pitch,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, type Refusal, refusal, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { answerNoContactRequests, draftPitch, PITCH_ID, signInAs } from '../test/pitch-fixture';

const OTHER_ID = '7f3e4d5c-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

// Loading the page's chunk once here keeps the first test within its waits.
beforeAll(async () => {
  await import('./pitch-list-page');
});

const answerPitches = (pitch_data: Pitch[]) =>
  answer(getPitches, { success: true, message: 'OK', pitch_data });

describe('my pitches', () => {
  it('when the entrepreneur has a draft, then its card shows the ribbon, texts, target in C$ and actions', async () => {
    signInAs('entrepreneur');
    answerPitches([draftPitch()]);
    renderRoute('/pitchlist');
    expect(await screen.findByRole('heading', { name: 'My Pitches' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Pitch' }).getAttribute('href')).toBe('/addpitch');
    const card = await screen.findByRole('article', { name: 'Solar Roofs' });
    expect(within(card).getAllByText('Draft').length).toBeGreaterThan(0);
    expect(within(card).getByText('Panels for every roof.')).toBeTruthy();
    expect(within(card).getByText('Cheap')).toBeTruthy();
    expect(within(card).getByText('Target C$ 50,000')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /^View & Edit/ })
        .getAttribute('href'),
    ).toBe(`/editpitch/${draftPitch()._id}`);
    expect(within(card).getByRole('link', { name: 'Insights of Solar Roofs' }).getAttribute('href')).toBe(
      `/pitchlist/${draftPitch()._id}/insights`,
    );
  });

  it('when AngelBridge unpublished a pitch, then its card says so with the reason', async () => {
    signInAs('entrepreneur');
    answerPitches([draftPitch({ draft: false, unpublished_reason: 'Misleading figures' })]);
    renderRoute('/pitchlist');
    const card = await screen.findByRole('article', { name: 'Solar Roofs' }, { timeout: 5000 });
    expect(within(card).getByText(adminPitchTexts.unpublishedByUs)).toBeTruthy();
    expect(within(card).getByText('Misleading figures')).toBeTruthy();
  });

  it('when there is no pitch, then the empty text of the spec shows', async () => {
    signInAs('entrepreneur');
    answerPitches([]);
    renderRoute('/pitchlist');
    expect(await screen.findByText(messages.empty.myPitches)).toBeTruthy();
  });

  it('when an investor opens the page, then it is My Investment with its empty text and no Add Pitch', async () => {
    signInAs('investor');
    answerNoContactRequests();
    renderRoute('/pitchlist');
    expect(await screen.findByRole('heading', { name: 'My Investment' })).toBeTruthy();
    expect(await screen.findByText(messages.empty.myInvestments)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Pitch' })).toBeNull();
    expect(sent(getPitches)).toHaveLength(0);
  });

  it('when Hide is pressed, then the card changes at once, and goes back with the reason if refused', async () => {
    signInAs('entrepreneur');
    answerPitches([draftPitch({ draft: false })]);
    // Hold the refusal back until the optimistic change has been seen.
    let release: () => void = () => {};
    const refused = new Promise<Refusal>((resolve) => {
      release = () => resolve(refusal(403, messages.server.forbidden));
    });
    answer(hidePitches, () => refused);
    renderRoute('/pitchlist');
    const card = await screen.findByRole('article', { name: 'Solar Roofs' });
    fireEvent.click(within(card).getByRole('button', { name: /^Hide/ }));
    expect(await within(card).findByRole('button', { name: /^Show/ })).toBeTruthy();
    expect(within(card).getByText('Hidden')).toBeTruthy();

    await waitFor(() => expect(sent(hidePitches)).toHaveLength(1));
    release();
    expect(await screen.findByText(messages.server.forbidden)).toBeTruthy();
    expect(await within(card).findByRole('button', { name: /^Hide/ })).toBeTruthy();
    expect(within(card).queryByText('Hidden')).toBeNull();
  });

  it("when Hide and then Show are pressed, then each is confirmed with the server's words", async () => {
    signInAs('entrepreneur');
    answerPitches([draftPitch({ draft: false })]);
    answer(hidePitches, ({ value }) => {
      const hidden = value === true;
      return {
        success: true,
        message: hidden ? messages.server.pitchHidden : messages.server.pitchShown,
        pitch_data: draftPitch({ draft: false, is_hidden: hidden }),
      };
    });
    renderRoute('/pitchlist');
    const card = await screen.findByRole('article', { name: 'Solar Roofs' });
    fireEvent.click(within(card).getByRole('button', { name: 'Hide Solar Roofs' }));
    expect(await screen.findByText(messages.server.pitchHidden)).toBeTruthy();
    fireEvent.click(await within(card).findByRole('button', { name: 'Show Solar Roofs' }));
    expect(await screen.findByText(messages.server.pitchShown)).toBeTruthy();
    expect(sent(hidePitches).map((call) => call.body.value)).toEqual([true, false]);
  });

  it('when Delete is pressed, then the dialog names the pitch and nothing goes until it is confirmed', async () => {
    signInAs('entrepreneur');
    answerPitches([draftPitch()]);
    renderRoute('/pitchlist');
    const card = await screen.findByRole('article', { name: 'Solar Roofs' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Solar Roofs' }));
    const dialog = await screen.findByRole('dialog', { name: messages.dialogs.confirmTitle });
    expect(dialog.textContent).toContain('Do you want to delete Solar Roofs?');
    fireEvent.click(within(dialog).getByRole('button', { name: messages.dialogs.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(deletePitches)).toHaveLength(0);
  });

  it('when a draft is listed, then it says so and Continue opens the wizard; a published pitch has no Continue', async () => {
    signInAs('entrepreneur');
    const published = draftPitch({
      _id: OTHER_ID,
      id: OTHER_ID,
      name_of_pitch: 'Harbour Bikes',
      draft: false,
    });
    answerPitches([draftPitch(), published]);
    renderRoute('/pitchlist');
    const card = await screen.findByRole('article', { name: 'Solar Roofs' });
    expect(within(card).getByText(/^Draft: investors see it once every step is done/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Continue Solar Roofs' }).getAttribute('href')).toBe(
      `/editpitch/${PITCH_ID}`,
    );
    const other = screen.getByRole('article', { name: 'Harbour Bikes' });
    expect(within(other).queryByRole('link', { name: /^Continue/ })).toBeNull();
    expect(within(other).queryByText(/^Draft/)).toBeNull();
  });

  it('when deleting a draft is confirmed, then the delete call goes and the card leaves the list', async () => {
    signInAs('entrepreneur');
    let left: Pitch[] = [draftPitch()];
    answer(getPitches, () => ({ success: true, message: 'OK', pitch_data: left }));
    answer(deletePitches, () => {
      left = [];
      return { success: true, message: messages.server.pitchDeleted };
    });
    renderRoute('/pitchlist');
    const card = await screen.findByRole('article', { name: 'Solar Roofs' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Solar Roofs' }));
    const dialog = await screen.findByRole('dialog', { name: messages.dialogs.confirmTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: messages.dialogs.confirm }));
    expect(await screen.findByText(messages.server.pitchDeleted)).toBeTruthy();
    expect(sent(deletePitches).map((call) => call.body)).toEqual([{ pitch_id: PITCH_ID }]);
    expect(await screen.findByText(messages.empty.myPitches)).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Solar Roofs' })).toBeNull();
  });
});
